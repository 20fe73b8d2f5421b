import Foundation

/// The look of a radial menu: the centre button, the items, the motion and the arrangement,
/// shared by the SwiftUI menu and the preview renderer.
///
/// ``standard`` is the tutorial's look: a 100 pt black circle reading "Open" in white that
/// turns white with black text when open, and items drawn as bordered buttons with 8 pt corners
/// on an opaque fill, so their labels stay legible over whatever content the menu opens above.
///
/// ```swift
/// var tokens = RadialMenuTokens.standard
/// tokens.centerDiameter = 64
/// tokens.reveal = RadialReveal(stagger: 0.06)
/// ```
public struct RadialMenuTokens: Sendable, Hashable {
  /// The centre button's diameter, in points; negative, NaN or infinite reads as 0.
  @Clamped(.length) public var centerDiameter: CGFloat = 0
  /// The centre button's fill when the menu is closed.
  public var closedFill: AdaptiveColor
  /// The centre button's fill when the menu is open.
  public var openFill: AdaptiveColor
  /// The centre button's text when the menu is closed.
  public var closedText: AdaptiveColor
  /// The centre button's text when the menu is open.
  public var openText: AdaptiveColor
  /// The centre button's font (the tutorial's 30 pt, shrinking to half to fit).
  public var centerTitle: ChoiceTypography
  /// An item's font.
  public var itemTitle: ChoiceTypography
  /// An item's text and outline colour.
  public var itemInk: AdaptiveColor
  /// A destructive item's text and outline colour: the system red, as a `Menu` draws a
  /// `Button(role: .destructive)`.
  public var destructiveInk: AdaptiveColor
  /// An item's fill: opaque by default (white, or dark grey in the dark appearance), because the
  /// items open over the app's content; `.clear` draws the tutorial's see-through buttons.
  public var itemFill: AdaptiveColor
  /// The radius of an item's corners, in points.
  @Clamped(.length) public var itemCornerRadius: CGFloat = 0
  /// The room around an item's label, in points.
  @Clamped(.length) public var itemPadding: CGFloat = 0
  /// The opacity of a disabled item, 0...1 (NaN gives 1).
  @Clamped(.fraction) public var disabledOpacity: Double = 0
  /// The spring each item moves out and back with.
  public var spring: SpringMotion
  /// The stagger between the items' moves.
  public var reveal: RadialReveal

  /// Creates tokens; every default is the value of ``standard``.
  ///
  /// - Parameters:
  ///   - centerDiameter: The centre button's diameter.
  ///   - closedFill: The centre button's fill when closed.
  ///   - openFill: The centre button's fill when open.
  ///   - closedText: The centre button's text when closed.
  ///   - openText: The centre button's text when open.
  ///   - centerTitle: The centre button's font.
  ///   - itemTitle: An item's font.
  ///   - itemInk: An item's text and outline colour.
  ///   - destructiveInk: A destructive item's text and outline colour.
  ///   - itemFill: An item's fill.
  ///   - itemCornerRadius: An item's corner radius.
  ///   - itemPadding: The room around an item's label.
  ///   - disabledOpacity: A disabled item's opacity.
  ///   - spring: The items' spring.
  ///   - reveal: The stagger between items.
  public init(
    centerDiameter: CGFloat = 100,
    closedFill: AdaptiveColor = AdaptiveColor(light: .black, dark: .white),
    openFill: AdaptiveColor = AdaptiveColor(light: .white, dark: .black),
    closedText: AdaptiveColor = AdaptiveColor(light: .white, dark: .black),
    openText: AdaptiveColor = AdaptiveColor(light: .black, dark: .white),
    centerTitle: ChoiceTypography = ChoiceTypography(size: 30),
    itemTitle: ChoiceTypography = ChoiceTypography(size: 17),
    itemInk: AdaptiveColor = AdaptiveColor(light: .black, dark: .white),
    destructiveInk: AdaptiveColor = AdaptiveColor(
      light: RGBAColor(hex: 0xFF3B30), dark: RGBAColor(hex: 0xFF453A)),
    itemFill: AdaptiveColor = AdaptiveColor(light: .white, dark: RGBAColor(hex: 0x3A3A3C)),
    itemCornerRadius: CGFloat = 8,
    itemPadding: CGFloat = 16,
    disabledOpacity: Double = 0.35,
    spring: SpringMotion = .snappy,
    reveal: RadialReveal = RadialReveal()
  ) {
    self.centerDiameter = centerDiameter
    self.closedFill = closedFill
    self.openFill = openFill
    self.closedText = closedText
    self.openText = openText
    self.centerTitle = centerTitle
    self.itemTitle = itemTitle
    self.itemInk = itemInk
    self.destructiveInk = destructiveInk
    self.itemFill = itemFill
    self.itemCornerRadius = itemCornerRadius
    self.itemPadding = itemPadding
    self.disabledOpacity = disabledOpacity
    self.spring = spring
    self.reveal = reveal
  }

  /// The tutorial's look.
  public static let standard = RadialMenuTokens()
}

extension RadialMenuTokens {
  /// How long Reduce Motion's cross-fade takes, in seconds: SwiftUI's `easeInOut`, which the
  /// menu fades with, "has a default duration of 0.35 seconds" (documented:
  /// [easeInOut](https://developer.apple.com/documentation/swiftui/animation/easeinout)).
  package static let reducedMotionFade: Double = 0.35

  /// How long a closing menu keeps drawing above its siblings, in seconds: until its items are
  /// home, so an item springing back never slips under the views after the menu. That is the
  /// spring's settling time (every item is home by then, the stagger being within the one
  /// spring), or Reduce Motion's fade; never more than ``RadialReveal/longestTime``.
  ///
  /// - Parameter reducesMotion: Whether Reduce Motion is on.
  /// - Returns: A finite, non-negative duration.
  package func closingDuration(reducesMotion: Bool) -> Double {
    let duration = reducesMotion ? Self.reducedMotionFade : spring.settlingDuration
    return duration.isFinite ? min(max(duration, 0), RadialReveal.longestTime) : RadialReveal.longestTime
  }
}
