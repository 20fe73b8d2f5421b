/// A colour token with one value for the light appearance and one for the dark.
///
/// ```swift
/// let track = AdaptiveColor(light: RGBAColor(white: 0.92), dark: RGBAColor(white: 0.17))
/// let fill = track.resolved(in: .dark)
/// ```
///
/// It holds no numbers of its own: invalid channels were already clamped by ``RGBAColor``.
public struct AdaptiveColor: Sendable, Hashable {
  /// The colour in the light appearance.
  public var light: RGBAColor
  /// The colour in the dark appearance.
  public var dark: RGBAColor

  /// Creates a pair of colours.
  ///
  /// - Parameters:
  ///   - light: The colour in the light appearance.
  ///   - dark: The colour in the dark appearance.
  public init(light: RGBAColor, dark: RGBAColor) {
    self.light = light
    self.dark = dark
  }

  /// Creates a token that is the same colour in both appearances.
  ///
  /// - Parameter color: The colour.
  public init(_ color: RGBAColor) {
    self.init(light: color, dark: color)
  }

  /// The colour for an appearance.
  ///
  /// - Parameter appearance: Light or dark.
  /// - Returns: ``light`` or ``dark``.
  public func resolved(in appearance: ChoiceAppearance) -> RGBAColor {
    switch appearance {
    case .light: light
    case .dark: dark
    }
  }
}
