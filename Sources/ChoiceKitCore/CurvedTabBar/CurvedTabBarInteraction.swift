import Foundation

/// What a touch, a key or focus does to a curved tab bar's selection.
package enum CurvedTabBarEvent: Sendable, Hashable {
  /// Select another tab.
  case select(Int)
  /// The selected tab was chosen again: the place for "scroll to top" or "pop to root".
  case reselect(Int)
  /// The centre action was pressed; the selection does not change.
  case action
}

/// The selection rules of a curved tab bar, shared by touch, pointer, keyboard and focus.
///
/// The action is never a tab: it cannot be selected, keyboard moves skip it, and tabs are
/// counted without it.
///
/// ```swift
/// let event = CurvedTabBarInteraction.event(for: layout.hit(at: point), selected: 1, isEnabled: { _ in true })
/// // .select(2), .reselect(1), .action or nil
/// ```
package enum CurvedTabBarInteraction {
  /// What a tap on a hit target does.
  ///
  /// - Parameters:
  ///   - hit: Where the tap landed, from ``CurvedTabBarLayout/hit(at:selected:)``.
  ///   - selected: The selected tab, if any.
  ///   - count: The number of tabs; a tab outside `0..<count` is ignored.
  ///   - isEnabled: Whether a tab in `0..<count` can be chosen.
  /// - Returns: `CurvedTabBarEvent.reselect(_:)` for the selected tab, `CurvedTabBarEvent.select(_:)`
  ///   for another enabled tab, `CurvedTabBarEvent.action` for the action; `nil` for nothing, a
  ///   disabled tab or an index out of range.
  public static func event(
    for hit: CurvedTabBarHit?, selected: Int?, count: Int, isEnabled: (Int) -> Bool
  ) -> CurvedTabBarEvent? {
    switch hit {
    case .action: return .action
    case .tab(let index):
      guard (0..<max(count, 0)).contains(index), isEnabled(index) else { return nil }
      return index == selected ? .reselect(index) : .select(index)
    case nil: return nil
    }
  }

  /// Where a keyboard or Digital Crown move takes the selection, among the tabs only.
  ///
  /// - Parameters:
  ///   - move: The move; see `ChoiceNavigation.move(forArrowLeft:isRightToLeft:)` for arrows.
  ///   - selected: The selected tab, if any.
  ///   - count: The number of tabs.
  ///   - isEnabled: Whether a tab can be chosen.
  /// - Returns: `CurvedTabBarEvent.select(_:)` for a different tab; `nil` when the move stays put
  ///   (at an end, since tab bars do not wrap) or no tab can be chosen.
  public static func event(
    for move: ChoiceMove, selected: Int?, count: Int, isEnabled: (Int) -> Bool
  ) -> CurvedTabBarEvent? {
    guard
      let target = ChoiceNavigation.target(
        of: move, from: selected, count: count, isSelectable: isEnabled),
      target != selected
    else { return nil }
    return .select(target)
  }

  /// The order assistive technologies read the bar in: the tabs, first to last, then the
  /// action.
  ///
  /// The tabs form the tab bar VoiceOver counts ("Home, tab, 1 of 4"); the action is not a tab,
  /// so it is read after the tab bar as a button of its own and never counted among the tabs.
  /// In a right-to-left layout the first tab is at the right, so the tabs read right to left
  /// on screen.
  ///
  /// - Parameters:
  ///   - count: The number of tabs.
  ///   - hasAction: Whether the bar has an action.
  /// - Returns: Every element once, first to last.
  public static func readingOrder(count: Int, hasAction: Bool) -> [CurvedTabBarHit] {
    (0..<max(count, 0)).map(CurvedTabBarHit.tab) + (hasAction ? [.action] : [])
  }

  /// The sort priorities that make SwiftUI read the bar in ``readingOrder(count:hasAction:)``:
  /// higher is read first.
  ///
  /// - Parameters:
  ///   - element: A tab or the action.
  ///   - count: The number of tabs.
  ///   - hasAction: Whether the bar has an action.
  /// - Returns: The element's priority; 0 for an element the bar does not have.
  public static func sortPriority(of element: CurvedTabBarHit, count: Int, hasAction: Bool) -> Double {
    let order = readingOrder(count: count, hasAction: hasAction)
    guard let position = order.firstIndex(of: element) else { return 0 }
    return Double(order.count - position)
  }
}
