import ChoiceKitCore
import ChoiceKitPreview
import Foundation

/// What a bench row must stay within: a time limit for one call, up to some size, and a bound on
/// how much the time may grow when the size grows tenfold.
///
/// The report checks every row against its target and says whether it holds, so the README's
/// Speed section and a script reading `--json` see the same verdict.
///
/// ```swift
/// BenchCase("indicatorFrame(at:)", n: 8, target: .frameStep) { i in … }
/// ```
package struct BenchTarget: Sendable, Equatable {
  /// The longest a call may take, in µs; `nil` when only the growth is bounded.
  package var limitMicroseconds: Double?
  /// The largest `n` the time limit applies to; `nil` for every `n` (and rows without one).
  package var limitUpToN: Int?
  /// The largest growth per tenfold `n` from the previous row of the series; `nil` for none.
  package var growthLimit: Double?
  /// A limit set by another row of the same suite, measured earlier in the run: the bench turns
  /// it into ``limitMicroseconds`` once that row is measured.
  package var reference: Reference?

  /// A time limit that is a multiple of another row's median.
  package struct Reference: Sendable, Equatable {
    /// The other row's name, in the same suite and earlier in the run.
    package var row: String
    /// The multiple of its median allowed.
    package var factor: Double
  }

  /// Creates a target.
  ///
  /// - Parameters:
  ///   - limitMicroseconds: The longest a call may take, in µs, or `nil`.
  ///   - limitUpToN: The largest `n` the limit applies to, or `nil` for every `n`.
  ///   - growthLimit: The largest growth per tenfold `n`, or `nil`.
  ///   - reference: A limit that is a multiple of another row's median, or `nil`.
  package init(
    limitMicroseconds: Double? = nil, limitUpToN: Int? = nil, growthLimit: Double? = nil,
    reference: Reference? = nil
  ) {
    self.limitMicroseconds = limitMicroseconds
    self.limitUpToN = limitUpToN
    self.growthLimit = growthLimit
    self.reference = reference
  }

  /// The largest growth per tenfold `n` any series may show: work that grows no faster than
  /// `n log n` stays inside it at the sizes measured.
  package static let seriesGrowthLimit = 12.0

  /// What a control does on every animation frame: at most 1 µs for a control of up to ten
  /// items, and growth of at most 12× per tenfold `n`.
  package static let frameStep = BenchTarget(
    limitMicroseconds: 1, limitUpToN: 10, growthLimit: seriesGrowthLimit)

  /// What a control does when its input changes (measure, lay out, word): at most 10 µs for a
  /// control of up to ten items, and growth of at most 12× per tenfold `n`.
  package static let recompute = BenchTarget(
    limitMicroseconds: 10, limitUpToN: 10, growthLimit: seriesGrowthLimit)

  /// Growth of at most 12× per tenfold `n`, and no time limit.
  package static let growth = BenchTarget(growthLimit: seriesGrowthLimit)

  /// At most `microseconds` a call at every `n`, and growth of at most 12× per tenfold `n`.
  ///
  /// - Parameter microseconds: The longest a call may take.
  /// - Returns: The target.
  package static func atMost(_ microseconds: Double) -> BenchTarget {
    BenchTarget(limitMicroseconds: microseconds, growthLimit: seriesGrowthLimit)
  }

  /// At most `factor` times the median of an earlier row of the same suite.
  ///
  /// - Parameters:
  ///   - factor: The multiple allowed.
  ///   - row: The other row's name.
  /// - Returns: The target; a row whose reference is missing from the run never holds it.
  package static func atMost(_ factor: Double, times row: String) -> BenchTarget {
    BenchTarget(reference: Reference(row: row, factor: factor))
  }

  /// The target with its reference turned into a time limit, given the rows measured so far.
  ///
  /// - Parameter median: The median of a row of the suite by name, or `nil` when there is none.
  /// - Returns: The target with a limit of `factor` times that median; NaN, which nothing
  ///   holds, when the row is missing. A target without a reference is returned as it is.
  func resolved(median: (String) -> Double?) -> BenchTarget {
    guard let reference else { return self }
    var target = self
    target.limitMicroseconds = median(reference.row).map { $0 * reference.factor } ?? .nan
    return target
  }

  /// Whether the time limit applies to a row of size `n`.
  func limitApplies(toN n: Int?) -> Bool {
    guard limitMicroseconds != nil else { return false }
    guard let limitUpToN, let n else { return true }
    return n <= limitUpToN
  }

  /// Whether a measured row is inside the target.
  ///
  /// - Parameters:
  ///   - median: The row's median time of one call, in µs.
  ///   - n: The row's size.
  ///   - growth: The row's growth per tenfold `n`, or `nil` for the first row of a series.
  /// - Returns: `false` when the time limit applies and is exceeded, or the growth exceeds its
  ///   limit; a time that is not a number never holds.
  func holds(median: Double, n: Int?, growth: Double?) -> Bool {
    if limitApplies(toN: n), let limitMicroseconds, !(median <= limitMicroseconds) { return false }
    if let growthLimit, let growth, !(growth <= growthLimit) { return false }
    return true
  }

  /// The target in a table cell, such as `≤1 µs, ≤12×` or `≤12×`; what applies to this row only.
  ///
  /// - Parameters:
  ///   - n: The row's size.
  ///   - hasGrowth: Whether the row has a growth (it is not the first of its series).
  /// - Returns: The text, or `-` when nothing applies.
  func summary(n: Int?, hasGrowth: Bool) -> String {
    var parts: [String] = []
    if let reference {
      parts.append("≤" + String(format: "%g", reference.factor) + "× " + reference.row)
    } else if limitApplies(toN: n), let limitMicroseconds {
      parts.append("≤" + String(format: "%g", limitMicroseconds) + " µs")
    }
    if hasGrowth, let growthLimit { parts.append("≤" + String(format: "%g", growthLimit) + "×") }
    return parts.isEmpty ? "-" : parts.joined(separator: ", ")
  }
}
