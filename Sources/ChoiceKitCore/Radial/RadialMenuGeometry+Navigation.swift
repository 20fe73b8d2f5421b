import Foundation

extension RadialMenuGeometry {
  /// The move for an arrow key on this menu's path.
  ///
  /// On an arc, as ``RadialArrangement`` reads arrows: left and up go back, right and down go on
  /// (left and right swapped right to left). On a line, the arrow pointing along the line as
  /// drawn goes on to the next item, away from the button, and the opposite arrow goes back; the
  /// two across the line read as on an arc.
  ///
  /// ```swift
  /// RadialMenuGeometry(itemSizes: sizes, path: .line(.up), centerDiameter: 56).move(for: .up)   // .next
  /// ```
  ///
  /// - Parameter arrow: The arrow key.
  /// - Returns: `ChoiceMove.previous` or `ChoiceMove.next`.
  package func move(for arrow: RadialArrow) -> ChoiceMove {
    let arcRule = RadialArrangement(itemSizes: [], arc: .fullCircle, isRightToLeft: isRightToLeft).move(
      for: arrow)
    guard case .line(let line) = path else { return arcRule }
    let unit = line.direction(isRightToLeft: isRightToLeft)
    let key: CGPoint
    switch arrow {
    case .left: key = CGPoint(x: -1, y: 0)
    case .right: key = CGPoint(x: 1, y: 0)
    case .up: key = CGPoint(x: 0, y: -1)
    case .down: key = CGPoint(x: 0, y: 1)
    }
    let along = key.x * unit.x + key.y * unit.y
    if along > 0.5 { return .next }
    if along < -0.5 { return .previous }
    return arcRule
  }

  /// Where a keyboard, Digital Crown or focus move lands among the items: around a full circle
  /// it wraps; on an open arc and on a line it stops at the ends.
  ///
  /// - Parameters:
  ///   - move: The move.
  ///   - current: The focused item, if any; out of range counts as none.
  ///   - isEnabled: Whether an item can be chosen.
  /// - Returns: The item to focus; `nil` when no item can be chosen.
  package func target(of move: ChoiceMove, from current: Int?, isEnabled: (Int) -> Bool) -> Int? {
    ChoiceNavigation.target(
      of: move, from: current, count: count, isSelectable: isEnabled, wraps: wrapsAround)
  }
}
