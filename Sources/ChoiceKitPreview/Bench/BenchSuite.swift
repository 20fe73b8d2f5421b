/// One set of bench rows: a control's, or the foundations' (springs, paths, text, the gallery).
///
/// A new control adds a type conforming to this in
/// `Sources/ChoiceKitPreview/Bench/<Control>Bench.swift` and one line to `Bench.suites`. Its
/// rows should cover what the control does on every animation frame (at several sizes, so that
/// growth shows) and a full recompute after its input changes.
protocol BenchSuite {
  /// The suite's name in the table and the JSON, such as `segmented`.
  static var name: String { get }

  /// The rows, in the order they are run and printed. Building them may prepare input (layouts,
  /// labels, paths); only the work inside each case is timed.
  static func cases() -> [BenchCase]
}
