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
  /// (the selected tab), then the action's column (``actionColumn``: a travelling bar's action
  /// slot, a fixed bar's whole gap under the notch), then the tabs' hit columns
  /// (``tabColumns``). The columns span the bar's whole height, bottom inset included, and
  /// together cover its whole width, so every point of the bar lands on something; a point
  /// outside the bar and outside both circles lands on nothing.
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
    if mode == .travelling, let selected, (0..<count).contains(selected),
      let raised = indicatorFrame(at: Double(selected)), Self.circle(raised, contains: point)
    {
      return .tab(selected)
    }
    guard point.y >= 0, point.y <= size.height else { return nil }
    // Columns touch: an x on a shared edge goes to the column starting there, and the bar's end
    // to the column ending there.
    if let actionColumn, point.x >= actionColumn.minX, point.x < actionColumn.maxX { return .action }
    if let tab = tabIndex(atX: point.x) { return .tab(tab) }
    if let actionColumn, point.x == actionColumn.maxX { return .action }
    return nil
  }

  /// The tab whose hit column holds an x, found by bisection over the columns in screen order.
  ///
  /// Columns touch, so an x on a shared edge goes to the column starting there; an edge where no
  /// column starts (the gap's, the bar's end) belongs to the column ending there.
  func tabIndex(atX x: CGFloat) -> Int? {
    guard count > 0 else { return nil }
    func frame(_ position: Int) -> CGRect { column(isRightToLeft ? count - 1 - position : position) }
    guard x >= frame(0).minX else { return nil }
    var lower = 0
    var upper = count - 1
    while lower < upper {
      let middle = (lower + upper + 1) / 2
      if frame(middle).minX <= x { lower = middle } else { upper = middle - 1 }
    }
    let found = frame(lower)
    guard x < found.maxX || (x == found.maxX && found.maxX > found.minX) else { return nil }
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
