import ChoiceKitCore
import ChoiceKitPreview
import Foundation

/// One measured piece of work: a row of `choicekit bench`.
///
/// The work is called many times in a row with an increasing iteration number, which it should
/// use to vary its input (a position, a point, a selection) so that no call can be folded into a
/// constant. It returns a number derived from its result; the runner adds every such number to a
/// checksum that is printed, so the optimiser cannot drop the work as unused.
///
/// ```swift
/// BenchCase("indicatorFrame(at:)", n: layout.count) { i in
///   Double(layout.indicatorFrame(at: Double(i % 64) / 8)?.minX ?? 0)
/// }
/// ```
package struct BenchCase {
  /// The suite the row belongs to, as shown in the table; set by ``Bench`` from the suite's name.
  package var suite: String
  /// What is measured, such as `position(at:)`.
  package var name: String
  /// The input size, for rows measured at several sizes; rows of one suite with the same name
  /// form a series whose growth is reported.
  package var n: Int?
  /// The work, given an iteration number; returns a number that depends on the result.
  package var work: (Int) -> Double
  /// What the row must stay within; the report says whether it does.
  package var target: BenchTarget

  /// Creates a row.
  ///
  /// - Parameters:
  ///   - name: What is measured.
  ///   - n: The input size, or `nil` for a row without one.
  ///   - target: What the row must stay within: by default only the series' growth.
  ///   - work: The work, given an iteration number.
  package init(
    _ name: String, n: Int? = nil, target: BenchTarget = .growth, work: @escaping (Int) -> Double
  ) {
    self.suite = ""
    self.name = name
    self.n = n
    self.target = target
    self.work = work
  }

  /// Rows of one suite and name, at different sizes, belong to the same series.
  func isInSeries(with other: BenchCase) -> Bool {
    suite == other.suite && name == other.name && n != nil && other.n != nil
  }
}
