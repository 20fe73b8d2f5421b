#if canImport(SwiftUI)
  import Foundation

  /// A value kept outside SwiftUI's state behind a lock: the state a gesture follows the finger
  /// with (the segmented picker's scrub, the radial menu's press), and what a layout leaves for
  /// its gesture (the segmented track's last layout). Changing it redraws nothing; the lock lets
  /// the closures handed to SwiftUI, and a `Sendable` `Layout`, hold it whatever isolation their
  /// SDK gives them.
  ///
  /// ```swift
  /// let box = ChoiceLockedBox(SegmentedPickerScrub())
  /// let display = box.withValue { scrub in scrub.display }
  /// ```
  final class ChoiceLockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Creates a box holding `value`.
    init(_ value: Value) {
      self.value = value
    }

    /// Reads or changes the value while holding the lock.
    ///
    /// - Parameter body: What to do with the value; it may change it.
    /// - Returns: What `body` returns.
    func withValue<Result>(_ body: (inout Value) -> Result) -> Result {
      lock.withLock { body(&value) }
    }
  }
#endif
