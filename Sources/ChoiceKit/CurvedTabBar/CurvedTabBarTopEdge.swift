#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// The top edge of a curved tab bar alone, notch included, without the sides or the bottom: the
  /// line a style strokes to set a dark bar off from dark content.
  ///
  /// The edge is the core's `CurvedTabBarLayout.topEdgePath(at:)`, on the same position as
  /// ``CurvedTabBarShape``, so it follows a travelling notch frame by frame.
  ///
  /// ```swift
  /// func makeBackground(configuration: BackgroundConfiguration) -> some View {
  ///   configuration.shape.fill(.bar)
  ///     .overlay { configuration.topEdge.stroke(.separator, lineWidth: 0.5) }
  /// }
  /// ```
  public struct CurvedTabBarTopEdge: Shape {
    var outline: CurvedTabBarShape

    nonisolated public var animatableData: Double {
      get { outline.animatableData }
      set { outline.animatableData = newValue }
    }

    nonisolated public func path(in rect: CGRect) -> Path {
      let reach = outline.sideReach
      let edge = outline.layout(in: rect).topEdgePath(
        at: outline.position.value, leadingReach: reach.leading, trailingReach: reach.trailing)
      return Path(edge).offsetBy(dx: rect.minX + reach.leading, dy: rect.minY)
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior {
      .fixed
    }
  }
#endif
