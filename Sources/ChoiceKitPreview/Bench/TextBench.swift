import ChoiceKitCore
import Foundation

/// Measuring text with the DejaVu Sans metrics, at 5, 20 and 200 Unicode scalars: a label, a
/// long label, a paragraph; plain ASCII (which the measurer reads from a table) and text with
/// accents and punctuation (which it shapes), as separate rows so each row's growth compares like
/// with like.
enum TextBench: BenchSuite {
  static let name = "text"

  /// The lengths measured, in Unicode scalars.
  static let lengths = [5, 20, 200]

  static func cases() -> [BenchCase] {
    let measurer = FontMetricsTextMeasurer.dejaVuSans
    let styles = [false, true].map { SegmentedPickerTokens.standard.typography(isSelected: $0) }
    let kinds: [(row: String, sentence: String)] = [
      ("measure(_:style:)", accented), ("measure(_:style:) ASCII", plain),
    ]
    return kinds.flatMap { kind in
      lengths.map { length in
        let string = text(scalars: length, from: kind.sentence)
        return BenchCase(kind.row, n: length) { i in
          Double(measurer.measure(string, style: styles[i & 1]).width)
        }
      }
    }
  }

  /// Labels with accents and punctuation, as Spanish and French labels have.
  static let accented = "Año · Quarterly café, déjà vu — the quick brown fox jumps. "
  /// Plain English labels, without the letter that begins the font's ligatures (`f`), which
  /// sends text through shaping.
  static let plain = "Month Quarterly week, day and year - the quick brown box jumps. "

  /// Text of exactly `count` Unicode scalars, repeating a sentence.
  static func text(scalars count: Int, from sentence: String = accented) -> String {
    let sentence = Array(sentence.unicodeScalars)
    var scalars = String.UnicodeScalarView()
    for index in 0..<max(count, 0) { scalars.append(sentence[index % sentence.count]) }
    return String(scalars)
  }
}
