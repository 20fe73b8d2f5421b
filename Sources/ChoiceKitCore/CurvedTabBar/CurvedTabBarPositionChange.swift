import Foundation

/// How the drawn selection position of a curved tab bar gets from one selection to the next:
/// where an animation of it starts, where it ends, and whether it travels at all.
///
/// A position is a fractional tab index, NaN without a selection. Interpolating from NaN gives
/// NaN at every frame, so a bar whose selection appears would show no indicator and no
/// travelling notch for the whole spring. The rule:
/// - The end is the new selection when it is a valid position (finite, within the tabs), NaN
///   otherwise.
/// - From a valid position to a valid end, the position travels from the one to the other.
/// - From NaN or an invalid position (infinite, outside the tabs, left over from a bar with more
///   tabs), or to NaN, it does not travel: it starts at the end and is drawn there at once.
///
/// The SwiftUI bar keeps the drawn position in its state and, when the selection changes, sets
/// it to ``end`` inside a transaction whose animation is the bar's spring only when ``travels``
/// is true, and `nil` otherwise:
///
/// ```swift
/// let change = CurvedTabBarPositionChange(from: drawnPosition, to: newIndex.map(Double.init), count: count)
/// withTransaction(Transaction(animation: change.travels ? spring : nil)) {
///   drawnPosition = change.end
/// }
/// ```
public struct CurvedTabBarPositionChange: Sendable, Hashable {
  /// Where the drawn position starts: the previous position when it travels, the end otherwise.
  public let start: Double
  /// Where the drawn position settles: the new selection, or NaN without a valid one.
  public let end: Double
  /// Whether the position moves through the values in between, so it should be animated.
  public let travels: Bool

  /// The change from the drawn position to a new selection.
  ///
  /// - Parameters:
  ///   - from: The position drawn now; `nil` or NaN without a selection.
  ///   - to: The new selection as a position; `nil` or NaN for none.
  ///   - count: The number of tabs; negative counts as 0, when no position is valid.
  public init(from: Double?, to: Double?, count: Int) {
    let end = Self.validated(to, count: count)
    let start = Self.validated(from, count: count)
    if !start.isNaN, !end.isNaN {
      self.start = start
      self.travels = start != end
    } else {
      self.start = end
      self.travels = false
    }
    self.end = end
  }

  /// Whether a position can be drawn on a bar of `count` tabs: finite and in `0...count - 1`.
  ///
  /// - Parameters:
  ///   - position: The position.
  ///   - count: The number of tabs.
  /// - Returns: `true` for a position between the first and the last tab.
  public static func isValid(_ position: Double?, count: Int) -> Bool {
    guard let position, position.isFinite, count > 0 else { return false }
    return position >= 0 && position <= Double(count - 1)
  }

  /// Two changes are equal when their starts, ends and travel are; NaN equals NaN here, so a
  /// change without a selection equals itself.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    func same(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }
    return same(lhs.start, rhs.start) && same(lhs.end, rhs.end) && lhs.travels == rhs.travels
  }

  /// Hashes what `==` compares, every NaN alike.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(start.isNaN ? nil : start)
    hasher.combine(end.isNaN ? nil : end)
    hasher.combine(travels)
  }

  private static func validated(_ position: Double?, count: Int) -> Double {
    guard let position, isValid(position, count: count) else { return .nan }
    return position
  }
}
