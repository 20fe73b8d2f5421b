#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// The outline of a curved tab bar: its top edge dips into the notch, and it reaches down over
  /// the bottom safe area.
  ///
  /// Styles fill it in ``CurvedTabBarStyle/makeBackground(configuration:)``. The outline is the
  /// core's `CurvedTabBarLayout.path(at:)`; its animatable value is the selection's position, so a
  /// travelling notch moves along the core's path at every frame of the spring.
  ///
  /// ```swift
  /// func makeBackground(configuration: BackgroundConfiguration) -> some View {
  ///   configuration.shape.fill(.ultraThinMaterial)
  /// }
  /// ```
  public struct CurvedTabBarShape: Shape {
    var geometry: CurvedTabBarGeometry
    /// The selected tab as a fractional index while the notch travels; NaN without a selection.
    /// It stays put with Reduce Motion, when the notch does not travel either.
    var position: MotionGatedValue
    /// The height of the bottom safe area the outline reaches over, below the bar.
    var bottomInset: CGFloat
    /// How far the background reaches over the leading and trailing safe areas, beside the bar
    /// (an iPhone in landscape); the bar itself stays between them.
    var sideReach: (leading: CGFloat, trailing: CGFloat)

    init(
      geometry: CurvedTabBarGeometry, position: MotionGatedValue, bottomInset: CGFloat,
      sideReach: (leading: CGFloat, trailing: CGFloat) = (0, 0)
    ) {
      self.geometry = geometry
      self.position = position
      self.bottomInset = bottomInset
      self.sideReach = sideReach
    }

    /// The bar's own layout in `rect`: `rect` less the side reach and the bottom inset.
    nonisolated func layout(in rect: CGRect) -> CurvedTabBarLayout {
      geometry.layout(
        width: rect.width - sideReach.leading - sideReach.trailing, bottomInset: bottomInset,
        barHeight: rect.height - bottomInset)
    }

    /// The selection's position, which a travelling notch follows.
    nonisolated public var animatableData: Double {
      get { position.animatableData }
      set { position.animatableData = newValue }
    }

    /// The core's outline of the bar in `rect`.
    ///
    /// The bar is `rect` less ``bottomInset`` at the bottom and less the side safe areas it
    /// reaches over, which get flat strips of background. Its notch, fitted by the core to the
    /// bar's width and height, and its centre, from the tabs' slots, depend on nothing else, so
    /// the core lays out a bar of that height without titles and draws the same outline as the
    /// bar's own layout, titles and all.
    ///
    /// - Parameter rect: The frame the shape fills.
    /// - Returns: The outline, closed.
    nonisolated public func path(in rect: CGRect) -> Path {
      let path = layout(in: rect).path(
        at: position.value, leadingReach: sideReach.leading, trailingReach: sideReach.trailing)
      return Path(path).offsetBy(dx: rect.minX + sideReach.leading, dy: rect.minY)
    }

    /// Keeps the outline as the core computed it in right-to-left layouts, where the core has
    /// already mirrored it.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior {
      .fixed
    }
  }
#endif
