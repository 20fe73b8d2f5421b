import ChoiceKitCore
import ChoiceKitPreview
import Foundation

/// Measuring text with the DejaVu Sans metrics, with words real apps put in their labels: UI
/// words with the font's ligatures (`fi`, `ffi`, `ffl`), names with accents, Arabic, emoji.
///
/// Single labels show what one label costs; each kind of text is also measured at 5, 20 and 200
/// Unicode scalars (a label, a long label, a paragraph), so its growth compares like with like;
/// and a set of eight labels with their summary is what a value picker measures when its values
/// change.
enum TextBench: BenchSuite {
  static let name = "text"

  /// The lengths measured, in Unicode scalars.
  static let lengths = [5, 20, 200]

  /// The most one label of up to 20 scalars may take, in µs: a control measures every label on
  /// each change of its input, and a screen holds dozens.
  static let labelLimit = 1.0

  /// What a label row must stay within: ``labelLimit`` for each label.
  static let labelTarget = BenchTarget.atMost(labelLimit)

  /// What a series must stay within: ``labelLimit`` for labels up to 20 scalars, and linear
  /// growth (within the series limit) beyond.
  static let seriesTarget = BenchTarget(
    limitMicroseconds: labelLimit, limitUpToN: 20, growthLimit: BenchTarget.seriesGrowthLimit)

  /// Real labels, each measured on its own.
  static let labels = [
    "Profile", "Favourites", "Off", "Notifications", "Wi-Fi", "Office", "Íñigo", "Joaquín", "Área",
    "Préférences", "الإعدادات", "المفضلة", "👍 Like", "🇪🇸 España",
  ]

  /// The kinds of text measured at each of ``lengths``, each repeating a sentence of its words:
  /// names with accents (the plain row, as labels in most languages have some), UI words of
  /// ASCII, Arabic and emoji.
  static let kinds: [(row: String, sentence: String)] = [
    ("measure(_:style:)", accented),
    ("measure(_:style:) ASCII", uiWords),
    ("measure(_:style:) Arabic", arabic),
    ("measure(_:style:) emoji", emoji),
  ]

  /// Words from tutorials' labels and settings screens, with the font's ligatures.
  static let uiWords = "Profile Favourites Off Notifications Wi-Fi Office Offline Settings "
  /// Spanish and French names and labels, as a value picker lists them.
  static let accented = "Íñigo Joaquín Área 51 Préférences Café Begoña Zoë "
  /// Arabic settings labels: joining forms and the lam-alef ligature.
  static let arabic = "الإعدادات المفضلة الملف الشخصي "
  /// Labels with emoji: a symbol, a flag of two regional indicators, a heart with a selector.
  static let emoji = "👍 Like 🇪🇸 España ❤️ Favourites "

  /// Eight values of a picker with accents, as a value picker measures them on a change.
  static let pickerValues = [
    "Íñigo", "Joaquín", "Área 51", "Préférences", "Café", "Begoña", "Zoë", "Sofía",
  ]

  static func cases() -> [BenchCase] {
    let measurer = FontMetricsTextMeasurer.dejaVuSans
    let styles = [false, true].map { SegmentedPickerTokens.standard.typography(isSelected: $0) }
    let single = labels.map { label in
      BenchCase("measure \"\(label)\"", target: labelTarget) { i in
        Double(measurer.measure(label, style: styles[i & 1]).width)
      }
    }
    let series = kinds.flatMap { kind in
      lengths.map { length in
        let string = text(scalars: length, from: kind.sentence)
        return BenchCase(kind.row, n: length, target: seriesTarget) { i in
          Double(measurer.measure(string, style: styles[i & 1]).width)
        }
      }
    }
    let values = pickerValues
    let summary = values.joined(separator: ", ")
    let picker = BenchCase("8 accented values + summary", n: values.count, target: .recompute) { i in
      let style = styles[i & 1]
      let widths = values.reduce(0.0) { $0 + Double(measurer.measure($1, style: style).width) }
      return widths + Double(measurer.measure(summary, style: style).width)
    }
    return single + series + [picker]
  }

  /// Text of exactly `count` Unicode scalars, repeating a sentence.
  ///
  /// - Parameters:
  ///   - count: The number of scalars; a negative count gives no text.
  ///   - sentence: The text repeated; an empty sentence gives no text.
  /// - Returns: The text.
  static func text(scalars count: Int, from sentence: String = accented) -> String {
    let sentence = Array(sentence.unicodeScalars)
    guard !sentence.isEmpty else { return "" }
    var scalars = String.UnicodeScalarView()
    for index in 0..<max(count, 0) { scalars.append(sentence[index % sentence.count]) }
    return String(scalars)
  }
}
