import Foundation
import Testing

@testable import ChoiceKitCommand
@testable import ChoiceKitPreview

@Suite struct BenchReportTableTests {
  static let report = BenchReport(
    mode: "quick", isOptimized: true,
    rows: [
      .init(
        suite: "segmented", name: "segment(at:)", n: 8, medianMicroseconds: 0.0876, samples: 40,
        iterationsPerSample: 10_000, target: .frameStep),
      .init(
        suite: "segmented", name: "segment(at:)", n: 10_000, medianMicroseconds: 0.19, samples: 40,
        iterationsPerSample: 5_000, growthPer10x: 1.126, target: .frameStep),
      .init(
        suite: "gallery", name: "catalogue()", n: nil, medianMicroseconds: 25_955.4, samples: 3,
        iterationsPerSample: 1, target: .atMost(500_000)),
    ],
    checksum: 1_234_567.5)

  @Test func tableLinesUpEveryColumn() {
    let expected = """
      ChoiceKit bench (quick, release build)
      median µs: time of one call, the median over repeated batches of calls
      frame: share of a 120 Hz frame (8,333 µs); growth: factor per 10× n from the row above
      target: the longest a call may take and the most it may grow; ok: whether the row holds it

      suite      row                n    median µs      frame   growth  target      ok
      segmented  segment(at:)       8        0.088     0.001%        -  ≤1 µs       yes
      segmented  segment(at:)  10,000        0.190     0.002%     1.1×  ≤12×        yes
      gallery    catalogue()                25,955       311%        -  ≤500000 µs  yes

      every row within its target (3 rows)

      checksum 1.23457e+06 (every result is added in, so none is optimised away)

      """
    #expect(Self.report.table() == expected)
  }

  @Test func aRowOutsideItsTargetIsNamed() {
    var report = Self.report
    report.rows[0].medianMicroseconds = 1.5
    report.rows[1].growthPer10x = 30
    #expect(report.misses.count == 2)
    #expect(
      report.verdict()
        == "2 of 3 rows outside their target: segmented segment(at:) (n = 8); segmented segment(at:) (n = 10,000)\n"
    )
    #expect(report.table().contains("  NO\n"))
  }

  @Test func targetsApplyUpToTheirSize() {
    // The limit applies up to n = 10 and to rows without n; the growth to every row with one.
    #expect(BenchTarget.frameStep.holds(median: 5, n: 100, growth: 2))
    #expect(!BenchTarget.frameStep.holds(median: 5, n: 10, growth: nil))
    #expect(!BenchTarget.frameStep.holds(median: 0.5, n: 100, growth: 13))
    #expect(!BenchTarget.atMost(1_000).holds(median: 1_001, n: 10_000, growth: nil))
    #expect(!BenchTarget.atMost(1).holds(median: .nan, n: nil, growth: nil))
    #expect(BenchTarget.growth.holds(median: 1e9, n: 8, growth: 12))
    #expect(BenchTarget.frameStep.summary(n: 100, hasGrowth: true) == "≤12×")
    #expect(BenchTarget.recompute.summary(n: 8, hasGrowth: true) == "≤10 µs, ≤12×")
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
    #expect(empty.suite == "suite".count && empty.name == "row".count && empty.target == "target".count)
    #expect(BenchReport.TableColumns([], targets: ["≤3× capsule length"]).target == 18)
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

/// A target relative to another row: the bench turns it into a limit from that row's median.
@Suite struct BenchTargetReferenceTests {
  @Test func aReferenceBecomesAMultipleOfTheOtherRowsMedian() throws {
    let target = BenchTarget.atMost(3, times: "length")
    let resolved = target.resolved { $0 == "length" ? 40 : nil }
    #expect(resolved.limitMicroseconds == 120)
    #expect(resolved.holds(median: 119, n: nil, growth: nil))
    #expect(!resolved.holds(median: 121, n: nil, growth: nil))
    #expect(resolved.summary(n: nil, hasGrowth: false) == "≤3× length")
    // A missing reference row is never held.
    #expect(!target.resolved { _ in nil }.holds(median: 0, n: nil, growth: nil))
  }

  @Test func theRunnerResolvesReferencesFromRowsOfTheSameSuite() throws {
    var rows = [
      BenchCase("length") { i in Double((0..<50).reduce(i, +)) },
      BenchCase("points", target: .atMost(1_000, times: "length")) { i in Double(i) },
    ]
    for index in rows.indices { rows[index].suite = "test" }
    let report = Bench.run(settings: BenchTests.instant, cases: rows)
    let limit = try #require(report.rows[1].target.limitMicroseconds)
    #expect(abs(limit - 1_000 * report.rows[0].medianMicroseconds) < 1e-9 * limit)
  }
}
