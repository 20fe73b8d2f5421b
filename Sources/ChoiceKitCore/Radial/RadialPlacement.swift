import Foundation

/// Items placed by a ``RadialArrangement`` or around a radial menu's button
/// (``RadialMenuGeometry/placement(in:)``).
package struct RadialPlacement: Sendable, Hashable {
  /// The centre of the circle: the centre of the bounds.
  public let center: CGPoint
  /// The radius used.
  public let radius: CGFloat
  /// Each item's angle, in degrees clockwise from the top, as drawn.
  public let angles: [Double]
  /// Each item's anchor point, on the circle.
  public let anchorPoints: [CGPoint]
  /// Each item's frame.
  public let itemFrames: [CGRect]
  /// How ``item(at:)`` finds the few items near a point: where the anchor points lie, and how far
  /// a frame reaches from its anchor point. Derived from the fields above, so equality and hashing
  /// leave it out.
  let track: RadialTrack

  init(
    center: CGPoint, radius: CGFloat, angles: [Double], anchorPoints: [CGPoint], itemFrames: [CGRect],
    track: RadialTrack
  ) {
    self.center = center
    self.radius = radius
    self.angles = angles
    self.anchorPoints = anchorPoints
    self.itemFrames = itemFrames
    self.track = track
  }

  /// Whether two placements put their items alike.
  ///
  /// - Parameters:
  ///   - lhs: A placement.
  ///   - rhs: Another placement.
  /// - Returns: `true` when the centre, radius, angles, anchor points and frames are the same.
  public static func == (lhs: RadialPlacement, rhs: RadialPlacement) -> Bool {
    lhs.center == rhs.center && lhs.radius == rhs.radius && lhs.angles == rhs.angles
      && lhs.anchorPoints == rhs.anchorPoints && lhs.itemFrames == rhs.itemFrames
  }

  /// The pairs of items whose frames overlap by more than `tolerance` in both directions, each
  /// pair once, the lower index first, in order: empty for an arrangement that
  /// ``RadialArrangement/fitsWithoutOverlap`` at a fitted radius. A fixed radius too small for
  /// the items, or an arc of 0°, lists the pairs it piles up.
  ///
  /// The frames are swept from left to right, so only frames that share some x are compared:
  /// on a circle of items kept apart that is a few per item, and the time grows little faster
  /// than the number of items. Items piled on each other are all compared, as every pair of
  /// them is listed.
  ///
  /// - Parameter tolerance: How far frames may overlap and still count as apart; negative or
  ///   NaN reads as 0.
  /// - Returns: The overlapping pairs.
  public func overlappingItems(tolerance: CGFloat = 1e-6) -> [(Int, Int)] {
    let tolerance = tolerance.isNaN ? 0 : max(tolerance, 0)
    let order = itemFrames.indices.sorted { itemFrames[$0].minX < itemFrames[$1].minX }
    var pairs: [(Int, Int)] = []
    // The frames met so far that may still reach the next one's left edge.
    var open: [Int] = []
    for index in order {
      let frame = itemFrames[index]
      // A frame ending at or before this left edge overlaps nothing from here on.
      open.removeAll { itemFrames[$0].maxX <= frame.minX }
      for other in open {
        let overlap = itemFrames[other].intersection(frame)
        if !overlap.isNull, overlap.width > tolerance, overlap.height > tolerance {
          pairs.append((min(index, other), max(index, other)))
        }
      }
      open.append(index)
    }
    return pairs.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
  }
}
