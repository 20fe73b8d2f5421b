import Foundation

// `CGSize`, `CGPoint` and `CGRect` are `Hashable` in Linux Foundation but not in the Apple SDKs
// below iOS 18 (see `Hasher+Geometry.swift`), so the compiler cannot synthesize `Hashable` for
// the radial types that store them there. These hash the same fields equality compares.

extension RadialArrangement {
  /// Feeds every field that equality compares.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(itemSizes.count)
    for size in itemSizes { hasher.combine(size: size) }
    hasher.combine(arc)
    hasher.combine(radius)
    hasher.combine(anchor)
    hasher.combine(spacing)
    hasher.combine(isRightToLeft)
  }
}

extension RadialPlacement {
  /// Feeds every field that equality compares.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(point: center)
    hasher.combine(radius)
    hasher.combine(angles)
    hasher.combine(points: anchorPoints)
    hasher.combine(itemFrames.count)
    for frame in itemFrames { hasher.combine(rect: frame) }
  }
}
