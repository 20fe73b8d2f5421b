import ChoiceKitCore
import Foundation

/// The value picker's rows: what a search field does on every keystroke (filtering every option
/// through the folded index), what it does when the options change (folding them into the
/// index), and what the row does on every change of selection (summarising the chosen labels to
/// fit its width), each at 10 to 10,000 options.
enum ValuePickerBench {
  /// The option counts every series is measured at.
  static let counts = [10, 100, 1_000, 10_000]

  /// The queries a search cycles through: plain, accented, two words, and one matching nothing.
  static let queries = ["jo", "ÁR", "an ma", "zzz"]

  static func cases() -> [BenchCase] {
    var cases: [BenchCase] = []
    for count in counts {
      let index = ValuePickerSearchIndex(labels: labels(count: count))
      let searches = queries.map(ValuePickerSearch.init(query:))
      cases.append(
        BenchCase("ValuePickerSearch filter(_:)", n: count) { i in
          Double(searches[i % searches.count].filter(index).count)
        })
    }
    for count in counts {
      let options = labels(count: count)
      cases.append(
        BenchCase("ValuePickerSearchIndex(labels:)", n: count) { _ in
          Double(ValuePickerSearchIndex(labels: options).count)
        })
    }
    let summary = ValuePickerSummary(wording: .english)
    let measurer = FontMetricsTextMeasurer.dejaVuSans
    let style = ChoiceTypography(size: 17)
    for count in counts {
      let selected = labels(count: count)
      cases.append(
        BenchCase("ValuePickerSummary text(for:fitting:)", n: count) { i in
          // A different width each call, so no summary can be reused.
          let width = CGFloat(160 + (i & 127))
          return Double(summary.text(for: selected, fitting: width, style: style, measurer: measurer).count)
        })
    }
    return cases
  }

  /// `count` option labels, cycling through names with and without accents.
  static func labels(count: Int) -> [String] {
    let names = ["José", "Ana María", "Jorge", "Área 51", "Inés", "Marta", "Joaquín", "Ángel"]
    return (0..<max(count, 0)).map { "\(names[$0 % names.count]) \($0)" }
  }
}
