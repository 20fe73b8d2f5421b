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

extension AdaptiveColor {
  /// The colour as the system draws its own controls' colours under the accessibility display
  /// settings: with Reduce Transparency a translucent colour becomes opaque, laid over the
  /// system background of its appearance (white, black), so nothing behind shows through; with
  /// Increase Contrast a translucent colour is twice as strong (at most opaque), which darkens a
  /// faint track and makes translucent text solid. An opaque colour, or a clear one (no fill
  /// at all), is kept.
  ///
  /// ```swift
  /// let track = AdaptiveColor(RGBAColor(hex: 0x8E8E93, alpha: 0.2))
  /// track.adapted(to: ChoiceTraits(increasesContrast: true)).light.alpha  // 0.4
  /// track.adapted(to: ChoiceTraits(reducesTransparency: true)).light.alpha  // 1
  /// ```
  ///
  /// - Parameter traits: The environment; only its two display settings are read.
  /// - Returns: The adapted colour, or `self` when neither setting is on.
  public func adapted(to traits: ChoiceTraits) -> AdaptiveColor {
    guard traits.increasesContrast || traits.reducesTransparency else { return self }
    func adapt(_ color: RGBAColor, over background: RGBAColor) -> RGBAColor {
      guard color.alpha > 0, color.alpha < 1 else { return color }
      var color = color
      if traits.increasesContrast { color = color.withAlpha(min(color.alpha * 2, 1)) }
      if traits.reducesTransparency { color = color.composited(over: background) }
      return color
    }
    return AdaptiveColor(light: adapt(light, over: .white), dark: adapt(dark, over: .black))
  }
}
