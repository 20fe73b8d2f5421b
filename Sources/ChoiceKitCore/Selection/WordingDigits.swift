/// The ten digits a wording writes its numbers with, zero first: Latin "0123456789" or
/// Arabic-Indic "٠١٢٣٤٥٦٧٨٩".
///
/// Numbers are written digit by digit from this table rather than by a number formatter, so a
/// wording says the same on every platform whatever its ICU data. They are written without
/// grouping separators: VoiceOver reads "1000000" as one number, and no count a control shows on
/// screen is that large (a badge stops at "99+").
struct WordingDigits: Sendable, Hashable {
  /// The digits zero to nine.
  let characters: [Character]

  /// "0123456789", which every wording writes unless told otherwise.
  static let latin = WordingDigits(unchecked: Array("0123456789"))

  /// The digits of the CLDR numbering systems a locale identifier can ask for with
  /// "-u-nu-…" or "@numbers=…" (CLDR `common/supplemental/numberingSystems.xml`): Latin,
  /// Arabic-Indic (`arab`) and the extended Arabic-Indic digits of Persian and Urdu (`arabext`).
  static let numberingSystems: [String: WordingDigits] = [
    "latn": .latin,
    "arab": WordingDigits(unchecked: Array("٠١٢٣٤٥٦٧٨٩")),
    "arabext": WordingDigits(unchecked: Array("۰۱۲۳۴۵۶۷۸۹")),
  ]

  private init(unchecked characters: [Character]) {
    self.characters = characters
  }

  /// The digits in a string, or `nil` unless it is exactly ten decimal digits, zero to nine in
  /// order, each one Unicode scalar.
  init?(_ digits: String) {
    let characters = Array(digits)
    guard characters.count == 10 else { return nil }
    for (value, character) in characters.enumerated() {
      guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
        scalar.properties.numericType == .decimal, scalar.properties.numericValue == Double(value)
      else { return nil }
    }
    self.characters = characters
  }

  /// The digits as one string, zero first.
  var source: String { String(characters) }

  /// A whole number in these digits; a minus sign stays as it is.
  func write(_ number: Int) -> String {
    let latin = String(number)
    guard self != .latin else { return latin }
    return String(latin.map { $0.wholeNumberValue.map { characters[$0] } ?? $0 })
  }
}
