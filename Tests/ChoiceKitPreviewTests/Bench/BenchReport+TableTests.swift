import Foundation
import Testing

@testable import ChoiceKitPreview

@Suite struct BenchReportTableTests {
  static let report = BenchReport(
    mode: "quick", isOptimized: true,
    rows: [
      .init(
        suite: "segmented", name: "segment(at:)", n: 8, medianMicroseconds: 0.0876, samples: 40,
        iterationsPerSample: 10_000),
      .init(
        suite: "segmented", name: "segment(at:)", n: 10_000, medianMicroseconds: 0.19, samples: 40,
        iterationsPerSample: 5_000, growthPer10x: 1.126),
      .init(
        suite: "gallery", name: "catalogue()", n: nil, medianMicroseconds: 25_955.4, samples: 3,
        iterationsPerSample: 1),
    ],
    checksum: 1_234_567.5)

  @Test func tableLinesUpEveryColumn() {
    let expected = """
      ChoiceKit bench (quick, release build)
      median µs: time of one call, the median over repeated batches of calls
      frame: share of a 120 Hz frame (8,333 µs); growth: factor per 10× n from the row above

      suite      row                n    median µs      frame   growth
      segmented  segment(at:)       8        0.088     0.001%        -
      segmented  segment(at:)  10,000        0.190     0.002%     1.1×
      gallery    catalogue()                25,955       311%        -

      checksum 1.23457e+06 (every result is added in, so none is optimised away)

      """
    #expect(Self.report.table() == expected)
  }

  @Test func tableHasNoTrailingSpaces() {
    for line in Self.report.table().split(separator: "\n") {
      #expect(line.last != " ", "\(line)")
    }
  }

  @Test func aDebugBuildSaysSo() {
    var report = Self.report
    report.isOptimized = false
    #expect(report.table().hasPrefix("ChoiceKit bench (quick, DEBUG BUILD, not representative"))
  }

  @Test func columnsFitTheLongestNames() {
    let columns = BenchReport.TableColumns([("s", "a long row name"), ("a suite", "r")])
    #expect(columns == BenchReport.TableColumns([("a suite", "a long row name")]))
    #expect(columns.suite == 7 && columns.name == 15)
    // Never narrower than the titles.
    let empty = BenchReport.TableColumns([])
    #expect(empty.suite == "suite".count && empty.name == "row".count)
  }

  @Test(arguments: [
    (0.0, "0"),
    (0.000_4, "<0.001"),
    (0.004_2, "0.004"),
    (0.999_4, "0.999"),
    (1.234, "1.23"),
    (98.76, "98.8"),
    (100.4, "100"),
    (8_333.33, "8,333"),
    (1_234_567.8, "1,234,568"),
    (Double.nan, "-"),
    (Double.infinity, "-"),
  ])
  func numbersHaveAboutThreeDigits(value: Double, text: String) {
    #expect(BenchReport.number(value) == text)
  }

  @Test(arguments: [
    (0, "0"), (8, "8"), (999, "999"), (1_024, "1,024"), (10_000, "10,000"), (-1_000, "-1,000"),
  ])
  func sizesAreGroupedByThousands(value: Int, text: String) {
    #expect(BenchReport.grouped(value) == text)
  }
}
