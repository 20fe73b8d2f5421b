#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// A SwiftUI shape whose outline is a core `BezierPath`, built for the rectangle it fills.
  ///
  /// This is how a control draws geometry computed in `ChoiceKitCore`: the core function that
  /// makes the path is the one the preview renderer and the tests use, and this shape only
  /// converts its result.
  ///
  /// ```swift
  /// ChoicePathShape { rect in .roundedRect(rect, cornerRadius: 8) }
  ///   .fill(.tint)
  /// ```
  ///
  /// The path is drawn as the core computed it in every layout direction: where an outline
  /// should mirror in right-to-left, the core function mirrors it.
  public struct ChoicePathShape: Shape {
    private let makePath: @Sendable (CGRect) -> BezierPath

    /// Creates a shape that asks a closure for its outline in each rectangle it fills.
    ///
    /// - Parameter makePath: Makes the outline for a rectangle, in the rectangle's coordinate
    ///   space (the same as the `rect` SwiftUI passes to `path(in:)`).
    public init(_ makePath: @escaping @Sendable (CGRect) -> BezierPath) {
      self.makePath = makePath
    }

    /// Creates a shape with a fixed outline, drawn at its own coordinates whatever the frame.
    ///
    /// ```swift
    /// ChoicePathShape(.circle(center: CGPoint(x: 10, y: 10), radius: 10))
    /// ```
    ///
    /// - Parameter path: The outline.
    public init(_ path: BezierPath) {
      self.makePath = { _ in path }
    }

    /// The outline for a rectangle, converted to a SwiftUI path.
    ///
    /// - Parameter rect: The frame the shape fills.
    /// - Returns: The core path for `rect`, element for element.
    nonisolated public func path(in rect: CGRect) -> Path {
      Path(makePath(rect))
    }

    /// Keeps the outline as computed in right-to-left layouts instead of mirroring it.
    ///
    /// The core path already accounts for the layout direction where it matters, and iOS 16
    /// never mirrors a custom shape, so `.fixed` draws the same on every system version.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior {
      .fixed
    }
  }
#endif
