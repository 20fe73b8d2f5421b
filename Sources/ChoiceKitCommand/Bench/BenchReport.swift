import ChoiceKitCore
import ChoiceKitPreview
import Foundation

/// The result of `choicekit bench`: one row per measured case, as a table or as JSON.
package struct BenchReport: Sendable, Equatable {
  /// One measured case.
  struct Row: Sendable, Equatable {
    /// The suite, such as `segmented`.
    var suite: String
    /// What was measured.
    var name: String
    /// The input size, for rows of a series.
    var n: Int?
    /// The median time of one call, in microseconds.
    var medianMicroseconds: Double
    /// How many batches were timed.
    var samples: Int
    /// How many calls each batch made.
    var iterationsPerSample: Int
    /// How much the time grows when `n` grows tenfold, from the previous row of the series;
    /// `nil` for the first row of a series and rows without `n`.
    var growthPer10x: Double?
    /// What the row must stay within.
    var target: BenchTarget = .growth

    /// Whether the row is inside its target.
    var holds: Bool { target.holds(median: medianMicroseconds, n: n, growth: growthPer10x) }

    /// The row's target as a table cell: what applies to this row.
    var targetSummary: String { target.summary(n: n, hasGrowth: growthPer10x != nil) }

    /// The share of a 120 Hz frame one call takes: 1 is the whole frame.
    var frameShare: Double { medianMicroseconds / BenchReport.frameMicroseconds }
  }

  /// The time of one frame at 120 Hz, in microseconds.
  static let frameMicroseconds = 1_000_000.0 / 120

  /// `full` or `quick`.
  var mode: String
  /// Whether the measured code was optimised (a release build).
  var isOptimized: Bool
  /// The rows, in the order they ran.
  var rows: [Row]
  /// The sum of every number the measured work returned: printed so that the work cannot be
  /// optimised away.
  var checksum: Double

  /// The rows outside their targets.
  var misses: [Row] { rows.filter { !$0.holds } }

  /// The median of some values: the middle one, or the mean of the two middle ones.
  ///
  /// - Parameter values: Any values; NaN is left out.
  /// - Returns: The median, or `nil` when there is no value.
  static func median(_ values: [Double]) -> Double? {
    let sorted = values.filter { !$0.isNaN }.sorted()
    guard !sorted.isEmpty else { return nil }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  /// The factor by which a time grows when `n` grows tenfold, from two measurements.
  ///
  /// For sizes ten apart it is the ratio of the times; otherwise the ratio is scaled to a
  /// tenfold step as if the time followed a power of `n`: from 8 to 64 a ratio of 8 gives 10.
  ///
  /// ```swift
  /// BenchReport.growthPer10x(from: (100, 2), to: (1_000, 20))  // 10
  /// ```
  ///
  /// - Parameters:
  ///   - from: The smaller size and its time.
  ///   - to: The larger size and its time.
  /// - Returns: The growth, or `nil` when the sizes do not increase, a size or time is not
  ///   positive or the result is not finite.
  static func growthPer10x(from: (n: Int, time: Double), to: (n: Int, time: Double)) -> Double? {
    guard from.n > 0, to.n > from.n, from.time > 0, to.time > 0 else { return nil }
    let decades = log10(Double(to.n) / Double(from.n))
    let growth = pow(to.time / from.time, 1 / decades)
    return growth.isFinite ? growth : nil
  }
}
