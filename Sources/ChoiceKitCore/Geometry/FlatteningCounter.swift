import Foundation

/// Counts the flattenings done while it is the task's current counter, so tests can check that a
/// measured path flattens its path once and that queries do not flatten again.
///
/// ```swift
/// let counter = FlatteningCounter()
/// FlatteningCounter.current.withValue(counter) { _ = MeasuredPath(path).length }
/// counter.count  // 1
/// ```
package final class FlatteningCounter: @unchecked Sendable {
  /// The counter flattenings in this task report to; `nil` (no counting) unless a test sets one.
  ///
  /// A task-local `let` rather than the `@TaskLocal` attribute, which older SDKs implement as a
  /// property wrapper over a mutable static that Swift 6 rejects.
  package static let current = TaskLocal<FlatteningCounter?>(wrappedValue: nil)

  // Guarded by `lock`: child tasks may flatten at the same time.
  private let lock = NSLock()
  private var recorded = 0

  package init() {}

  /// How many flattenings have been recorded.
  package var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return recorded
  }

  func record() {
    lock.lock()
    recorded += 1
    lock.unlock()
  }
}
