import ChoiceKitCore
import Foundation

/// Measuring text with the DejaVu Sans metrics, at 5, 20 and 200 Unicode scalars: a label, a
/// long label, a paragraph.
enum TextBench: BenchSuite {
  static let name = "text"

  /// The lengths measured, in Unicode scalars.
  static let lengths = [5, 20, 200]

  static func cases() -> [BenchCase] {
    let measurer = FontMetricsTextMeasurer.dejaVuSans
    let styles = [false, true].map { SegmentedPickerTokens.standard.typography(isSelected: $0) }
    return lengths.map { length in
      let string = text(scalars: length)
      return BenchCase("measure(_:style:)", n: length) { i in
        Double(measurer.measure(string, style: styles[i & 1]).width)
      }
    }
  }

  /// Text of exactly `count` Unicode scalars, with accents and punctuation as labels have.
  static func text(scalars count: Int) -> String {
    let sentence = Array("Month · Quarterly café, déjà vu — the quick brown fox jumps. ".unicodeScalars)
    var scalars = String.UnicodeScalarView()
    for index in 0..<max(count, 0) { scalars.append(sentence[index % sentence.count]) }
    return String(scalars)
  }
}
