import Foundation

extension RadialArrangement {
  /// Where a keyboard, Digital Crown or focus move lands among the items, in the order they
  /// follow one another around the arc.
  ///
  /// Moves wrap around a full circle, which has no ends, and stop at the ends of an open arc.
  ///
  /// ```swift
  /// arrangement.target(of: .next, from: 2, isEnabled: { _ in true })  // 0 on a full circle of 3
  /// ```
  ///
  /// - Parameters:
  ///   - move: The move.
  ///   - current: The focused item, if any; out of range counts as none.
  ///   - isEnabled: Whether an item can be chosen.
  /// - Returns: The item to focus; `nil` when no item can be chosen.
  package func target(of move: ChoiceMove, from current: Int?, isEnabled: (Int) -> Bool) -> Int? {
    ChoiceNavigation.target(
      of: move, from: current, count: count, isSelectable: isEnabled, wraps: arc.isFullCircle)
  }

  /// The move for an arrow key: the arrows pointing back along the arc go to the previous item.
  ///
  /// Left and up go back, right and down go on, with left and right swapped in right-to-left
  /// layouts, as a list's arrows work; the arc's own direction does not change them, so the keys
  /// behave the same on every arc.
  ///
  /// - Parameter arrow: The arrow key.
  /// - Returns: `ChoiceMove.previous` or `ChoiceMove.next`.
  package func move(for arrow: RadialArrow) -> ChoiceMove {
    switch arrow {
    case .left: ChoiceNavigation.move(forArrowLeft: true, isRightToLeft: isRightToLeft)
    case .right: ChoiceNavigation.move(forArrowLeft: false, isRightToLeft: isRightToLeft)
    case .up: .previous
    case .down: .next
    }
  }
}

/// An arrow key.
public enum RadialArrow: String, Sendable, Hashable, CaseIterable {
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// The up arrow.
  case up
  /// The down arrow.
  case down
}
