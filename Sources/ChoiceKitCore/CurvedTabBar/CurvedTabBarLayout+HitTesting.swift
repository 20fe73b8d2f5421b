import Foundation

/// What a touch on a curved tab bar lands on.
package enum CurvedTabBarHit: Sendable, Hashable {
  /// A tab, by index.
  case tab(Int)
  /// The centre action, which is not a tab.
  case action
}

extension CurvedTabBarLayout {
  /// What a point in the bar's coordinates lands on.
  ///
  /// The action's circle wins over everything beneath it, then a travelling bar's raised circle
  /// (the selected tab), then the slots: each tab's column spans the bar's whole height, bottom
  /// inset included, and the outermost columns reach the bar's ends through the side padding. A
  /// point in a fixed bar's gap but outside the circle, or outside the bar, lands on nothing.
  ///
  /// ```swift
  /// layout.hit(at: CGPoint(x: 195, y: -10))  // .action: the circle rises above the bar
  /// ```
  ///
  /// - Parameters:
  ///   - point: The point; NaN coordinates land on nothing.
  ///   - selected: The selected tab, whose raised circle a travelling bar draws.
  /// - Returns: The tab or the action, or `nil`.
  package func hit(at point: CGPoint, selected: Int? = nil) -> CurvedTabBarHit? {
    guard !point.x.isNaN, !point.y.isNaN else { return nil }
    if let actionFrame, Self.circle(actionFrame, contains: point) { return .action }
    if mode == .travelling, let selected, itemFrames.indices.contains(selected),
      let raised = indicatorFrame(at: Double(selected)), Self.circle(raised, contains: point)
    {
      return .tab(selected)
    }
    guard point.y >= 0, point.y <= size.height else { return nil }
    if let actionSlot, point.x >= actionSlot.minX, point.x < actionSlot.maxX { return .action }
    return tabIndex(atX: point.x).map(CurvedTabBarHit.tab)
  }

  /// The tab whose column holds an x, found by bisection over the slots in screen order.
  ///
  /// Slots touch, so an x on a shared edge goes to the slot starting there; an edge where no
  /// slot starts (the gap's, the bar's end) belongs to the slot ending there. The outermost
  /// slots reach the bar's ends through the side padding.
  func tabIndex(atX x: CGFloat) -> Int? {
    let count = itemFrames.count
    guard count > 0 else { return nil }
    func frame(_ position: Int) -> CGRect { itemFrames[isRightToLeft ? count - 1 - position : position] }
    func low(_ position: Int) -> CGFloat { position == 0 ? 0 : frame(position).minX }
    func high(_ position: Int) -> CGFloat { position == count - 1 ? size.width : frame(position).maxX }
    guard x >= 0 else { return nil }
    var lower = 0
    var upper = count - 1
    while lower < upper {
      let middle = (lower + upper + 1) / 2
      if low(middle) <= x { lower = middle } else { upper = middle - 1 }
    }
    guard x < high(lower) || (x == high(lower) && high(lower) > low(lower)) else { return nil }
    return isRightToLeft ? count - 1 - lower : lower
  }

  private static func circle(_ frame: CGRect, contains point: CGPoint) -> Bool {
    let radius = frame.width / 2
    guard radius > 0 else { return false }
    let dx = point.x - frame.midX
    let dy = point.y - frame.midY
    return dx * dx + dy * dy <= radius * radius
  }
}
