import ChoiceKitCore
import ChoiceKitPreview
import Foundation

/// `choicekit bench`: times the core's per-frame work and the gallery.
///
/// Every row runs its work in batches long enough for the clock to be exact, and reports the
/// median time per call over as many batches as fit in the row's share of the time budget.
///
/// ```swift
/// let report = Bench.run(settings: .quick)
/// print(report.table())
/// ```
package enum Bench {
  /// The suites that belong to no control, in order, after the controls'. A control's rows live
  /// beside its preview code and reach the bench through its ``ControlDescriptor``.
  package static var suites: [any BenchSuite.Type] {
    [
      MotionBench.self,
      PathBench.self,
      TextBench.self,
      GalleryBench.self,
    ]
  }

  /// The suites' names: each control's identifier, then the other suites'.
  ///
  /// - Parameter registry: The controls.
  /// - Returns: The names, in the order the rows run.
  package static func suiteNames(registry: [any ControlDescriptor.Type] = ControlRegistry.controls)
    -> [String]
  {
    registry.map { $0.id } + suites.map { $0.name }
  }

  /// Every row of every control and suite, each stamped with its suite's name: the control's
  /// identifier, or the suite's name.
  ///
  /// - Parameter registry: The controls.
  /// - Returns: The rows, controls first.
  package static func cases(registry: [any ControlDescriptor.Type] = ControlRegistry.controls) -> [BenchCase]
  {
    let controls = registry.map { ($0.id, $0.benchCases()) }
    let others = suites.map { ($0.name, $0.cases()) }
    return (controls + others).flatMap { name, rows in
      rows.map { row in
        var row = row
        row.suite = name
        return row
      }
    }
  }

  /// How long to measure.
  package struct Settings: Equatable, Sendable {
    /// The mode's name in the report: `full` or `quick`.
    var mode: String
    /// A batch runs the work this long at least (µs), so the clock's own cost is negligible.
    var batchMicroseconds: Double
    /// The sampling time of all rows together (µs), shared equally among them.
    var totalMicroseconds: Double
    /// The most sampling time one row gets (µs), however few rows there are.
    var rowMicrosecondsLimit: Double
    /// The fewest batches a row is measured with, even when that overruns its share; a slow row
    /// (the gallery) takes this many.
    var minimumSamples: Int

    /// About 45 s of sampling, a millisecond per batch: medians stable to a few per cent.
    package static let full = Settings(
      mode: "full", batchMicroseconds: 1_000, totalMicroseconds: 45_000_000,
      rowMicrosecondsLimit: 1_500_000, minimumSamples: 5)
    /// A smoke test: a few batches per row, a few seconds in all.
    package static let quick = Settings(
      mode: "quick", batchMicroseconds: 50, totalMicroseconds: 500_000,
      rowMicrosecondsLimit: 20_000, minimumSamples: 3)

    /// The sampling time of each of `count` rows.
    func rowMicroseconds(count: Int) -> Double {
      min(rowMicrosecondsLimit, totalMicroseconds / Double(max(count, 1)))
    }

    /// About how long `count` rows take to sample, in seconds: the sampling time alone, without
    /// calibration or slow rows' extra batches, so a lower bound to tell the reader.
    package func estimatedSeconds(rows count: Int) -> Double {
      rowMicroseconds(count: count) * Double(max(count, 0)) / 1_000_000
    }
  }

  /// Whether this code was compiled with optimisation; timings of a debug build say little.
  static var isOptimized: Bool {
    #if DEBUG
      false
    #else
      true
    #endif
  }

  /// Measures rows.
  ///
  /// Every row is first calibrated (which warms it up); then the rows take turns, a batch at a
  /// time, keeping pace with each other: a row whose batches are long (the gallery) waits until
  /// the others have spent as much time as it has. So every row is sampled across the whole run,
  /// and a change in the machine's load touches all rows alike; rows compared with each other (a
  /// series' growth, path samples against a length) are measured under the same conditions.
  ///
  /// - Parameters:
  ///   - settings: How long to measure.
  ///   - cases: The rows; every suite's unless given.
  ///   - progress: Told the share of the measuring done, 0.1, 0.2… 0.9 (each once, in order),
  ///     so a long run can say how far it has come.
  /// - Returns: The report of every row, in the order of `cases`.
  package static func run(
    settings: Settings, cases: [BenchCase] = cases(), progress: (Double) -> Void = { _ in }
  ) -> BenchReport {
    var sink = 0.0
    let budget = settings.rowMicroseconds(count: cases.count)
    var measurements = cases.map { Measurement(work: $0.work) }
    for index in measurements.indices {
      measurements[index].calibrate(batchMicroseconds: settings.batchMicroseconds, sink: &sink)
    }
    func isDone(_ measurement: Measurement) -> Bool {
      measurement.spent >= budget && measurement.perCall.count >= settings.minimumSamples
    }
    var tenthsTold = 0
    while true {
      let done = measurements.reduce(0) { $0 + min($1.spent, budget) } / max(budget * Double(cases.count), 1)
      while tenthsTold < 9, done >= Double(tenthsTold + 1) / 10 {
        tenthsTold += 1
        progress(Double(tenthsTold) / 10)
      }
      let unfinished = measurements.indices.filter { !isDone(measurements[$0]) }
      // The row furthest behind always samples, so the loop ends.
      guard let behind = unfinished.map({ measurements[$0].spent }).min() else { break }
      for index in unfinished where measurements[index].spent <= behind + measurements[index].lastBatch {
        measurements[index].sample(sink: &sink)
      }
    }

    var rows: [BenchReport.Row] = []
    for (index, benchCase) in cases.enumerated() {
      let median = BenchReport.median(measurements[index].perCall) ?? 0
      // The previous row of the same series, if any, gives the growth.
      let previous = cases[..<index].lastIndex { $0.isInSeries(with: benchCase) }.map { rows[$0] }
      rows.append(
        BenchReport.Row(
          suite: benchCase.suite, name: benchCase.name, n: benchCase.n, medianMicroseconds: median,
          samples: measurements[index].perCall.count,
          iterationsPerSample: measurements[index].iterations,
          growthPer10x: previous.flatMap { previous in
            guard let from = previous.n, let to = benchCase.n else { return nil }
            return BenchReport.growthPer10x(from: (from, previous.medianMicroseconds), to: (to, median))
          },
          target: benchCase.target.resolved { name in
            rows.last { $0.suite == benchCase.suite && $0.name == name }?.medianMicroseconds
          }))
    }
    return BenchReport(mode: settings.mode, isOptimized: isOptimized, rows: rows, checksum: sink)
  }

  /// The timing of one row so far.
  private struct Measurement {
    let work: (Int) -> Double
    /// The next iteration number, so that no two calls of a row get the same input.
    var iteration = 0
    /// Calls per batch.
    var iterations = 1
    /// The time per call of each timed batch, in µs.
    var perCall: [Double] = []
    /// The time spent in timed batches, in µs.
    var spent = 0.0
    /// The time of the latest batch, calibration included, in µs.
    var lastBatch = 0.0

    /// Finds a batch size that runs at least `batchMicroseconds`; the calls it makes warm the
    /// caches up and are not counted.
    mutating func calibrate(batchMicroseconds target: Double, sink: inout Double) {
      var elapsed = batch(sink: &sink)
      while iterations < 1 << 30 {
        if elapsed >= target {
          // A batch the system interrupted looks long: a second one confirms the size.
          elapsed = batch(sink: &sink)
          if elapsed >= target / 2 { return }
        }
        // Grow towards the target in one or two steps, at most tenfold at a time.
        let factor = elapsed > 0 ? min(max(target / elapsed * 1.2, 2), 10) : 10
        iterations = Int((Double(iterations) * factor).rounded(.up))
        elapsed = batch(sink: &sink)
      }
    }

    /// Times one batch.
    mutating func sample(sink: inout Double) {
      let elapsed = batch(sink: &sink)
      spent += elapsed
      perCall.append(elapsed / Double(iterations))
    }

    /// Runs `iterations` calls, adds their results to the sink and returns the time taken, in µs.
    private mutating func batch(sink: inout Double) -> Double {
      let clock = ContinuousClock()
      let first = iteration
      let start = clock.now
      var total = 0.0
      for offset in 0..<iterations { total += work(first &+ offset) }
      let elapsed = Bench.microseconds(clock.now - start)
      lastBatch = elapsed
      iteration &+= iterations
      sink += total
      return elapsed
    }
  }

  private static func microseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e6 + Double(attoseconds) * 1e-12
  }
}
