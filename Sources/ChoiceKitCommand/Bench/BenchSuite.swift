import ChoiceKitCore
import ChoiceKitPreview

/// One set of bench rows that belongs to no control: the foundations' (springs, paths, text) or
/// the gallery's, listed once in `Bench.suites`.
///
/// A control's rows come from its ``ControlDescriptor/benchCases()`` instead, named after its
/// identifier. They should cover what the control does on every animation frame (at several
/// sizes, so that growth shows) and a full recompute after its input changes.
package protocol BenchSuite {
  /// The suite's name in the table and the JSON, such as `spring`.
  static var name: String { get }

  /// The rows, in the order they are run and printed. Building them may prepare input (layouts,
  /// labels, paths); only the work inside each case is timed.
  static func cases() -> [BenchCase]
}
