import Foundation

/// A soft shadow, as SwiftUI's `shadow(color:radius:x:y:)` casts it: colour, blur radius and
/// offset, in points. The tab bar's background and raised circle and the Mac segmented picker's
/// raised segment cast one.
///
/// ```swift
/// let shadow = ChoiceShadow(color: AdaptiveColor(RGBAColor(white: 0, alpha: 0.2)), radius: 1, y: 0.5)
/// ```
public struct ChoiceShadow: Sendable, Hashable {
  /// The shadow's colour, opacity included.
  public var color: AdaptiveColor
  /// The blur radius, as SwiftUI's `shadow(radius:)`; negative, NaN or infinite values become 0.
  @Clamped(.length) public var radius: CGFloat = 0
  /// The horizontal offset; NaN or infinite values become 0.
  @Clamped(.offset) public var x: CGFloat = 0
  /// The vertical offset, down positive; NaN or infinite values become 0.
  @Clamped(.offset) public var y: CGFloat = 0

  /// Creates a shadow.
  ///
  /// - Parameters:
  ///   - color: The colour.
  ///   - radius: The blur radius.
  ///   - x: The horizontal offset.
  ///   - y: The vertical offset.
  public init(color: AdaptiveColor, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) {
    self.color = color
    self.radius = radius
    self.x = x
    self.y = y
  }
}
