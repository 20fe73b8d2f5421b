import Foundation
import Testing

@testable import ChoiceKitCommand
@testable import ChoiceKitPreview

@Suite struct BenchTests {
  /// Settings that take next to no time, for checking what the runner does rather than timing.
  static let instant = Bench.Settings(
    mode: "test", batchMicroseconds: 1, totalMicroseconds: 10, rowMicrosecondsLimit: 10, minimumSamples: 3)

  /// The rows of the suites that belong to no control, as suite, name and size; each control's
  /// rows are checked beside its own bench.
  static let expectedRows: [String] = {
    var rows = [
      "spring value(from:to:at:)", "spring settlingDuration", "spring TransitionSampler frames, 120 fps",
    ]
    for shape in ["capsule", "circle"] {
      rows += [
        "flattened()", "length", "MeasuredPath(_:)", "MeasuredPath + 100 × point(atFraction:)",
      ].map { "path \(shape) \($0)" }
    }
    rows += [
      "gallery catalogue()", "gallery catalogue().files, the whole gallery",
      "gallery GalleryWriter write(_:to:), to a temporary folder",
    ]
    return rows
  }()

  static func key(suite: String, name: String, n: Int?) -> String {
    [suite, name, n.map(String.init)].compactMap { $0 }.joined(separator: " ")
  }

  @Test func everySuiteRegistersItsRowsOnce() {
    let cases = Bench.cases()
    let keys = cases.map { Self.key(suite: $0.suite, name: $0.name, n: $0.n) }
    #expect(Set(keys).count == keys.count, "duplicate rows")
    #expect(Set(keys).isSuperset(of: Self.expectedRows))
    #expect(cases.allSatisfy { !$0.suite.isEmpty })
    #expect(Set(cases.map(\.suite)) == Set(Bench.suiteNames()))
  }

  /// Every control is timed on what it does on every frame (held to 1 µs) and on a full
  /// recompute (held to 10 µs), each at several sizes so that its growth is held to 12× per
  /// tenfold n; and every row has a target of some kind.
  @Test func everyControlHasFrameStepRecomputeAndGrowthRows() {
    let cases = Bench.cases()
    for control in ControlRegistry.controls {
      let rows = cases.filter { $0.suite == control.id }
      for (kind, target) in [("per-frame step", BenchTarget.frameStep), ("recompute", .recompute)] {
        let series = rows.filter { $0.target == target }
        #expect(series.contains { ($0.n ?? .max) <= 10 }, "\(control.id) has no \(kind) row up to n = 10")
        #expect(
          Set(series.compactMap(\.n)).count >= 2, "\(control.id) has no \(kind) series showing its growth")
      }
    }
    #expect(
      cases.allSatisfy {
        $0.target.limitMicroseconds != nil || $0.target.growthLimit != nil
          || $0.target.reference != nil
      })
  }

  @Test func aSeriesReadsDownTheTableInIncreasingSize() {
    let cases = Bench.cases()
    for (index, row) in cases.enumerated() where row.n != nil {
      if let previous = cases[..<index].last(where: { $0.isInSeries(with: row) }) {
        #expect(cases[index - 1].isInSeries(with: row), "\(row.name) \(row.n ?? 0) is apart from its series")
        #expect((previous.n ?? 0) < (row.n ?? 0))
      }
    }
  }

  @Test func everyRowIsMeasuredAndTheSeriesGrowthIsFromTheRowAbove() throws {
    let cases = [
      BenchCase("scan", n: 10) { i in Double((0..<10).reduce(i, +)) },
      BenchCase("scan", n: 100) { i in Double((0..<100).reduce(i, +)) },
      BenchCase("alone") { i in Double(i) },
    ].map { row in
      var row = row
      row.suite = "test"
      return row
    }
    let report = Bench.run(settings: Self.instant, cases: cases)
    #expect(report.rows.map(\.name) == ["scan", "scan", "alone"])
    #expect(report.rows.map(\.n) == [10, 100, nil])
    #expect(report.mode == "test")
    for row in report.rows {
      #expect(row.medianMicroseconds > 0)
      #expect(row.samples >= Self.instant.minimumSamples)
      #expect(row.iterationsPerSample >= 1)
    }
    #expect(report.rows[0].growthPer10x == nil)
    let growth = try #require(report.rows[1].growthPer10x)
    let expected = report.rows[1].medianMicroseconds / report.rows[0].medianMicroseconds
    #expect(abs(growth - expected) < 1e-9 * expected)
    #expect(report.rows[2].growthPer10x == nil)
  }

  @Test func everyResultGoesIntoTheChecksum() {
    final class Counter: @unchecked Sendable { var calls = 0 }
    let counter = Counter()
    var row = BenchCase("count") { _ in
      counter.calls += 1
      return 1
    }
    row.suite = "test"
    let report = Bench.run(settings: Self.instant, cases: [row])
    #expect(counter.calls > 0)
    #expect(report.checksum == Double(counter.calls))
  }

  @Test func progressIsToldEachTenthOnceInOrder() {
    final class Told: @unchecked Sendable { var shares: [Double] = [] }
    let told = Told()
    let settings = Bench.Settings(
      mode: "test", batchMicroseconds: 20, totalMicroseconds: 4_000, rowMicrosecondsLimit: 2_000,
      minimumSamples: 3)
    let rows = ["one", "two"].map { name in
      var row = BenchCase(name) { i in Double(i & 1) }
      row.suite = "test"
      return row
    }
    _ = Bench.run(settings: settings, cases: rows) { told.shares.append($0) }
    #expect(told.shares == (1...9).map { Double($0) / 10 })
  }

  @Test func aBatchRunsLongEnoughForTheClock() {
    // A call of next to nothing is batched until a batch takes the target time.
    let settings = Bench.Settings(
      mode: "test", batchMicroseconds: 200, totalMicroseconds: 1_000, rowMicrosecondsLimit: 1_000,
      minimumSamples: 1)
    var row = BenchCase("nothing") { i in Double(i & 1) }
    row.suite = "test"
    let report = Bench.run(settings: settings, cases: [row])
    let batch = report.rows[0].medianMicroseconds * Double(report.rows[0].iterationsPerSample)
    #expect(report.rows[0].iterationsPerSample > 1)
    #expect(batch > 50)
  }

  @Test func theBudgetIsSharedAmongTheRows() {
    #expect(Bench.Settings.full.rowMicroseconds(count: 45) == 1_000_000)
    #expect(Bench.Settings.full.rowMicroseconds(count: 1) == Bench.Settings.full.rowMicrosecondsLimit)
    #expect(Bench.Settings.full.rowMicroseconds(count: 0) == Bench.Settings.full.rowMicrosecondsLimit)
    // However many controls join, the full run's sampling stays within its minute.
    #expect(Bench.Settings.full.rowMicroseconds(count: 400) * 400 <= 45_000_001)
    #expect(Bench.Settings.quick.totalMicroseconds <= 1_000_000)
  }
}
