import Foundation

extension CurvedTabBarLayout {
  /// The bar's outline reaching sideways beyond its own width, over the screen's leading and
  /// trailing safe areas (an iPhone in landscape), so the background runs from edge to edge while
  /// the tabs stay inside the safe areas: ``path(at:)`` with a flat-topped strip on each side.
  ///
  /// The strips lie left of x 0 and right of the bar's width, in the bar's coordinates, from its
  /// top edge down to its bottom; a strip of no width is left out. The strips only touch the
  /// outline, so the whole fills as one shape.
  ///
  /// ```swift
  /// let layout = CurvedTabBarLayout(tabCount: 4, width: 726)
  /// layout.path(at: 0, leadingReach: 59, trailingReach: 59).bounds.width  // 844
  /// ```
  ///
  /// - Parameters:
  ///   - position: The selection's position, as for ``path(at:)``.
  ///   - leadingReach: How far the background reaches left of the bar; negative, NaN and
  ///     infinite values count as 0.
  ///   - trailingReach: How far it reaches right of the bar, sanitised the same way.
  /// - Returns: The outline and its side strips.
  public func path(at position: Double?, leadingReach: CGFloat, trailingReach: CGFloat) -> BezierPath {
    var path = path(at: position)
    for strip in sideStrips(leadingReach: leadingReach, trailingReach: trailingReach) {
      path.addRect(strip)
    }
    return path
  }

  /// The bar's top edge with the strips' top edges beside it: ``topEdgePath(at:)`` extended flat
  /// over the side safe areas, so a hairline runs from screen edge to screen edge.
  ///
  /// - Parameters:
  ///   - position: The selection's position, as for ``topEdgePath(at:)``.
  ///   - leadingReach: How far the edge reaches left of the bar.
  ///   - trailingReach: How far it reaches right of the bar.
  /// - Returns: The top edge and a straight segment over each strip.
  public func topEdgePath(at position: Double?, leadingReach: CGFloat, trailingReach: CGFloat) -> BezierPath {
    var edge = topEdgePath(at: position)
    for strip in sideStrips(leadingReach: leadingReach, trailingReach: trailingReach) {
      edge.move(to: CGPoint(x: strip.minX, y: strip.minY))
      edge.addLine(to: CGPoint(x: strip.maxX, y: strip.minY))
    }
    return edge
  }

  /// The strips beside the bar, left then right, each as tall as the bar.
  private func sideStrips(leadingReach: CGFloat, trailingReach: CGFloat) -> [CGRect] {
    func reach(_ value: CGFloat) -> CGFloat {
      value.isFinite && value > 0 ? min(value, Self.maximumLength) : 0
    }
    let left = reach(leadingReach)
    let right = reach(trailingReach)
    var strips: [CGRect] = []
    if left > 0 { strips.append(CGRect(x: -left, y: 0, width: left, height: size.height)) }
    if right > 0 { strips.append(CGRect(x: size.width, y: 0, width: right, height: size.height)) }
    return strips
  }
}
