#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  extension RadialMenuGeometry {
    /// The geometry of a radial menu whose parts SwiftUI measured: the one place the layout and
    /// the press-drag-release gesture build it, so the sectors a drag reads match the items
    /// drawn.
    ///
    /// - Parameters:
    ///   - itemSizes: The items' ideal sizes, in order.
    ///   - centerSize: The centre button's ideal size; its larger side is the button's diameter.
    ///   - path: The arc or line the items follow.
    ///   - radius: The radius setting, for an arc.
    ///   - isRightToLeft: Whether the environment runs right to left.
    /// - Returns: The core geometry.
    static func menu(
      itemSizes: [CGSize], centerSize: CGSize, path: RadialMenuPath, radius: RadialRadius, isRightToLeft: Bool
    ) -> RadialMenuGeometry {
      RadialMenuGeometry(
        itemSizes: itemSizes, path: path, radius: radius,
        centerDiameter: max(centerSize.width, centerSize.height),
        isRightToLeft: isRightToLeft)
    }
  }
#endif
