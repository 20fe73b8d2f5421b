/// A language code or locale identifier read into the parts that choose a wording: its language,
/// script, region and the numbering system it asks for.
///
/// "zh-Hant-TW", "zh_Hans_CN", "es-419", "ar-MA-u-nu-arab" and "ar_SA@numbers=latn" are all read;
/// subtags are split at "-" or "_", case-insensitively. Read by hand rather than through `Locale`,
/// so that the answer is the same on every platform and for identifiers `Locale` would
/// canonicalise or maximise differently.
struct LanguageTag: Sendable, Hashable {
  /// The language subtag, lowercased: "zh"; empty when the code starts with a separator.
  var language: String
  /// The script subtag, title case as BCP 47 writes it: "Hant"; `nil` when there is none.
  var script: String?
  /// The region subtag, uppercased: "TW", "419"; `nil` when there is none.
  var region: String?
  /// The numbering system the identifier asks for, lowercased: "latn" from "-u-nu-latn" or
  /// "@numbers=latn"; `nil` when it asks for none.
  var numberingSystem: String?

  init(_ code: String) {
    let parts = code.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
    let subtags = parts[0].split(separator: "-", omittingEmptySubsequences: false)
      .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
      .map { $0.lowercased() }
    language = subtags.first ?? ""
    var rest = subtags.dropFirst()
    while let subtag = rest.first, subtag.count != 1 {
      rest = rest.dropFirst()
      if script == nil, region == nil, subtag.count == 4, subtag.allSatisfy(\.isASCIILetter) {
        script = subtag.prefix(1).uppercased() + subtag.dropFirst()
      } else if region == nil,
        (subtag.count == 2 && subtag.allSatisfy(\.isASCIILetter))
          || (subtag.count == 3 && subtag.allSatisfy(\.isASCIIDigit))
      {
        region = subtag.uppercased()
      }
    }
    // Only the Unicode extension ("-u-") holds keywords; everything after "-x-" is private.
    var isInUnicodeExtension = false
    var key: String?
    for subtag in rest {
      if subtag.count == 1 {
        if subtag == "x" { break }
        isInUnicodeExtension = subtag == "u"
        key = nil
      } else if isInUnicodeExtension {
        if subtag.count == 2 {
          key = subtag
        } else if key == "nu" {
          numberingSystem = subtag
          key = nil
        }
      }
    }
    if parts.count > 1 {
      for keyword in parts[1].split(separator: ";") {
        let pair = keyword.split(separator: "=", maxSplits: 1)
        if pair.count == 2, pair[0].lowercased() == "numbers" { numberingSystem = pair[1].lowercased() }
      }
    }
  }
}

extension Character {
  fileprivate var isASCIILetter: Bool { isASCII && isLetter }
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
