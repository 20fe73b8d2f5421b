import Foundation

/// What a touch on a curved tab bar lands on.
public enum TabBarHit: Sendable, Hashable {
  /// A tab, by index.
  case tab(Int)
  /// The centre action, which is not a tab.
  case action
}

extension TabBarLayout {
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
  public func hit(at point: CGPoint, selected: Int? = nil) -> TabBarHit? {
    guard !point.x.isNaN, !point.y.isNaN else { return nil }
    if let actionFrame, Self.circle(actionFrame, contains: point) { return .action }
    if mode == .travelling, let selected, itemFrames.indices.contains(selected),
      let raised = indicatorFrame(at: Double(selected)), Self.circle(raised, contains: point)
    {
      return .tab(selected)
    }
    guard point.y >= 0, point.y <= size.height else { return nil }
    if let actionSlot, point.x >= actionSlot.minX, point.x < actionSlot.maxX { return .action }
    // Slots touch, so a point on a shared edge goes to the one starting there; the bar's last
    // edge still belongs to the slot ending there. The padding at each end belongs to the
    // outermost slot, so the bar's edges stay easy to hit.
    let spans = itemFrames.map { frame in
      (frame.minX <= metrics.horizontalPadding ? 0 : frame.minX)...(frame.maxX >= size.width
        - metrics.horizontalPadding ? size.width : frame.maxX)
    }
    if let index = spans.firstIndex(where: { point.x >= $0.lowerBound && point.x < $0.upperBound }) {
      return .tab(index)
    }
    if let index = spans.firstIndex(where: { $0.upperBound > $0.lowerBound && point.x == $0.upperBound }) {
      return .tab(index)
    }
    return nil
  }

  private static func circle(_ frame: CGRect, contains point: CGPoint) -> Bool {
    let radius = frame.width / 2
    guard radius > 0 else { return false }
    let dx = point.x - frame.midX
    let dy = point.y - frame.midY
    return dx * dx + dy * dy <= radius * radius
  }
}
