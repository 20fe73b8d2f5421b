import Foundation

extension RadialArrangement {
  /// How far from the centre a radial menu puts its items around a centre button.
  ///
  /// A menu has no bounds to fit: it is as big as its centre button, and its items fan out over
  /// the content around it. So a ``RadialRadius/fitted`` radius here is the smallest one at which
  /// every item clears the button by ``spacing`` (whatever its angle and ``anchor``: an item
  /// anchored by its edge reaches its far corner from the circle, towards the button on some
  /// angles) and neighbours do not overlap (``idealRadius``); a fixed radius is used as it is.
  ///
  /// ```swift
  /// let items = RadialArrangement(itemSizes: sizes, arc: .leadingHalf, anchor: .center)
  /// items.menuRadius(centerDiameter: 100)  // ≥ 50 + spacing + half the largest item's diagonal
  /// let edges = RadialArrangement(itemSizes: sizes, arc: .leadingHalf, anchor: .leading)
  /// edges.menuRadius(centerDiameter: 100)  // ≥ 50 + spacing + the reach to an item's far corner
  /// ```
  ///
  /// - Parameter centerDiameter: The centre button's diameter; negative, NaN or infinite reads
  ///   as 0.
  /// - Returns: A finite radius, 0 or more.
  public func menuRadius(centerDiameter: CGFloat) -> CGFloat {
    if case .fixed = radius { return resolvedRadius(width: nil, height: nil) }
    // However an item turns about its anchor point, it stays within its reach of that point: the
    // distance to its farthest corner (half its diagonal for a centred anchor).
    let anchor = drawnAnchor
    let reach = itemSizes.map { RadialTrack.reach(largest: $0, anchor: anchor) }.max() ?? 0
    let clearOfButton = Self.length(centerDiameter) / 2 + spacing + reach
    return min(max(idealRadius, clearOfButton), Self.maximumLength)
  }

  /// Every item's frame in a radial menu whose items are part of the way out.
  ///
  /// Each item's anchor point moves along its ray from the centre of `bounds` (progress 0) to
  /// the circle of ``menuRadius(centerDiameter:)`` (progress 1); a spring's overshoot (above 1)
  /// carries it a little further out. Items keep their size throughout.
  ///
  /// - Parameters:
  ///   - bounds: The centre button's bounds; their centre is the menu's centre.
  ///   - centerDiameter: The centre button's diameter.
  ///   - progress: Each item's progress, in item order (see
  ///     ``RadialReveal/progress(count:openness:duration:)``); missing or NaN values
  ///     count as 1, negative ones as 0, and values above 2 as 2.
  /// - Returns: One frame per item.
  public func menuFrames(in bounds: CGRect, centerDiameter: CGFloat, progress: [Double]) -> [CGRect] {
    let fixed = RadialArrangement(
      itemSizes: itemSizes, arc: arc, radius: .fixed(menuRadius(centerDiameter: centerDiameter)),
      anchor: anchor, spacing: spacing, isRightToLeft: isRightToLeft)
    let placement = fixed.placement(in: bounds)
    return placement.itemFrames.enumerated().map { index, frame in
      let value = index < progress.count ? progress[index] : 1
      let fraction = CGFloat(value.isNaN ? 1 : min(max(value, 0), 2))
      let point = placement.anchorPoints[index]
      return frame.offsetBy(
        dx: (placement.center.x - point.x) * (1 - fraction),
        dy: (placement.center.y - point.y) * (1 - fraction))
    }
  }
}
