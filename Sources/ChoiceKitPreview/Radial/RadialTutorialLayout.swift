import ChoiceKitCore
import Foundation

/// The tutorial's own `placeSubviews` arithmetic, kept only to draw its defects beside the
/// core's corrected layout. Nothing else places items with it.
///
/// The tutorial steps by `totalDegrees / (n − 1)`, so a full circle puts the first and the last
/// item on the same spot; it takes half the smaller side of the bounds as its radius and pulls
/// each item in by half its width horizontally and half its height vertically, so the items sit
/// on an ellipse rather than a circle.
enum RadialTutorialLayout {
  /// The tutorial's `RadialLayoutAngle`, as its `totalDegrees` and `anchor`.
  struct Angle: Hashable {
    var totalDegrees: Double
    var anchor: RadialAnchor

    static let fullCircle = Angle(totalDegrees: 360, anchor: .center)
    static let trailingCircle = Angle(totalDegrees: 180, anchor: .leading)
    static let leadingCircle = Angle(totalDegrees: -180, anchor: .trailing)
  }

  /// The frames the tutorial's layout gives items of the given sizes in bounds, line for line
  /// as its `placeSubviews` computes them.
  ///
  /// - Parameters:
  ///   - itemSizes: Each item's size.
  ///   - angle: The tutorial's angle configuration.
  ///   - angleOffset: The tutorial's `angleOffset`, in degrees.
  ///   - bounds: The layout's bounds.
  /// - Returns: One frame per item.
  static func frames(itemSizes: [CGSize], angle: Angle, angleOffset: Double = 0, in bounds: CGRect)
    -> [CGRect]
  {
    let radius = min(bounds.size.width, bounds.size.height) / 2
    let angleStep = angle.totalDegrees / Double(max(itemSizes.count - 1, 1))
    return itemSizes.enumerated().map { index, size in
      let radians = (angleStep * Double(index) + angleOffset) * .pi / 180
      let x = cos(radians - .pi / 2) * (radius - size.width / 2)
      let y = sin(radians - .pi / 2) * (radius - size.height / 2)
      let point = CGPoint(x: bounds.midX + x, y: bounds.midY + y)
      return CGRect(
        x: point.x - angle.anchor.x * size.width, y: point.y - angle.anchor.y * size.height,
        width: size.width,
        height: size.height)
    }
  }

  /// The pairs of items whose frames lie on the same spot (centres within half a point), first
  /// index first, in order.
  ///
  /// - Parameter frames: The items' frames.
  /// - Returns: Every coinciding pair.
  static func coincidingPairs(_ frames: [CGRect]) -> [(Int, Int)] {
    var pairs: [(Int, Int)] = []
    for first in frames.indices {
      for second in frames.indices where second > first {
        let a = frames[first]
        let b = frames[second]
        if abs(a.midX - b.midX) < 0.5 && abs(a.midY - b.midY) < 0.5 { pairs.append((first, second)) }
      }
    }
    return pairs
  }
}
