#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// A shape style that draws a core `AdaptiveColor` in the colour scheme of the environment.
  ///
  /// ```swift
  /// Capsule().fill(ChoiceColorStyle(theme.track))
  /// ```
  ///
  /// On iOS 16 and its contemporaries, where custom shape styles do not exist, read the colour
  /// scheme and use `AdaptiveColor.color(for:)` instead.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public struct ChoiceColorStyle: ShapeStyle, Hashable {
    /// The light and dark colours.
    public var color: AdaptiveColor

    /// Creates a style for a colour token.
    ///
    /// - Parameter color: The light and dark colours.
    public init(_ color: AdaptiveColor) {
      self.color = color
    }

    /// The colour for the environment's colour scheme.
    ///
    /// - Parameter environment: The environment the style is drawn in.
    /// - Returns: `light` or `dark`, as a resolved colour.
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
      let rgba = color.resolved(for: environment.colorScheme)
      return Color.Resolved(
        colorSpace: .sRGB,
        red: Float(rgba.red),
        green: Float(rgba.green),
        blue: Float(rgba.blue),
        opacity: Float(rgba.alpha))
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension Color {
    /// Creates a colour that is a core `AdaptiveColor`'s light or dark value, whichever the
    /// environment's colour scheme asks for when it is drawn.
    ///
    /// ```swift
    /// Text("Selected").foregroundStyle(Color(theme.selectedLabel))
    /// ```
    ///
    /// - Parameter color: The light and dark colours.
    public init(_ color: AdaptiveColor) {
      self.init(ChoiceColorStyle(color))
    }
  }
#endif
