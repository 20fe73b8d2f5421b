import Foundation

/// A thin line stroked along a curved tab bar's top edge, notch included: the edge a dark bar
/// shows where a shadow cannot.
///
/// ```swift
/// var tokens = CurvedTabBarTokens.standard
/// tokens.topEdge = CurvedTabBarHairline(color: AdaptiveColor(RGBAColor(white: 1, alpha: 0.2)), width: 1)
/// ```
public struct CurvedTabBarHairline: Sendable, Hashable {
  /// The line's colour; clear in an appearance draws no line there.
  public var color: AdaptiveColor
  /// The line's width in points; negative, NaN or infinite values become 0, which draws none.
  @Clamped(.length) public var width: CGFloat = 0

  /// Creates a hairline.
  ///
  /// - Parameters:
  ///   - color: The colour.
  ///   - width: The width; the SwiftUI bar draws one pixel (`1 / displayScale`) for 0.5.
  public init(color: AdaptiveColor, width: CGFloat) {
    self.color = color
    self.width = width
  }

  /// The default: no line in light appearance, where the bar's shadow draws the edge, and in
  /// dark appearance a 0.5 pt line of the system's opaque separator grey (#38383A), as the
  /// system's dark tab bar draws its separator.
  public static let darkSeparator = CurvedTabBarHairline(
    color: AdaptiveColor(light: .clear, dark: RGBAColor(hex: 0x38383A)), width: 0.5)

  /// No line in either appearance.
  public static let none = CurvedTabBarHairline(color: AdaptiveColor(.clear), width: 0)

  /// Whether the line draws anything in an appearance: a visible colour and a positive width.
  ///
  /// - Parameter appearance: Light or dark.
  /// - Returns: `false` for a clear colour or a zero width.
  public func isVisible(in appearance: ChoiceAppearance) -> Bool {
    width > 0 && color.resolved(in: appearance).alpha > 0
  }
}
