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
public struct RadialMenuTokens: ChoiceConfigurable {
  /// The centre button's diameter, in points; negative, NaN or infinite reads as 0.
  @Clamped(.length) public var centerDiameter: CGFloat = 100
  /// The centre button's fill when the menu is closed.
  public var closedFill: AdaptiveColor = AdaptiveColor(light: .black, dark: .white)
  /// The centre button's fill when the menu is open.
  public var openFill: AdaptiveColor = AdaptiveColor(light: .white, dark: .black)
  /// The centre button's text when the menu is closed.
  public var closedText: AdaptiveColor = AdaptiveColor(light: .white, dark: .black)
  /// The centre button's text when the menu is open.
  public var openText: AdaptiveColor = AdaptiveColor(light: .black, dark: .white)
  /// The centre button's font (the tutorial's 30 pt, shrinking to half to fit).
  public var centerTitle: ChoiceTypography = ChoiceTypography(size: 30)
  /// An item's font.
  public var itemTitle: ChoiceTypography = ChoiceTypography(size: 17)
  /// An item's text and outline colour.
  public var itemInk: AdaptiveColor = AdaptiveColor(light: .black, dark: .white)
  /// A destructive item's text and outline colour: the system red, as a `Menu` draws a
  /// `Button(role: .destructive)`.
  public var destructiveInk: AdaptiveColor = AdaptiveColor(
    light: RGBAColor(hex: 0xFF3B30), dark: RGBAColor(hex: 0xFF453A))
  /// An item's fill: opaque by default (white, or dark grey in the dark appearance), because the
  /// items open over the app's content; `.clear` draws the tutorial's see-through buttons.
  public var itemFill: AdaptiveColor = AdaptiveColor(light: .white, dark: RGBAColor(hex: 0x3A3A3C))
  /// The tint: the item the finger or the keyboard points at is outlined in it, 3 pt wide, over
  /// an 18 % wash of it, as the other controls' tint marks their selection. The SwiftUI menu uses
  /// the environment's tint (`.tint(_:)`) instead, as they do.
  public var tint = AdaptiveColor(light: RGBAColor(hex: 0x007AFF), dark: RGBAColor(hex: 0x0A84FF))
  /// The radius of an item's corners, in points.
  @Clamped(.length) public var itemCornerRadius: CGFloat = 8
  /// The room around an item's label, in points.
  @Clamped(.length) public var itemPadding: CGFloat = 16
  /// The opacity of a disabled item, 0...1 (NaN gives 1).
  @Clamped(.fraction) public var disabledOpacity: Double = 0.35
  /// The spring each item moves out and back with.
  public var spring: SpringMotion = .snappy
  /// The stagger between the items' moves.
  public var reveal: RadialReveal = RadialReveal()

  /// Creates the ``standard`` values: change them in place, or start from any value with
  /// `init(_:)`'s closure.
  public init() {}

  /// The tutorial's look.
  public static let standard = RadialMenuTokens()
}

extension RadialMenuTokens {
  /// The width of the highlighted item's outline, in points; other items' outlines are 1 pt.
  package static let highlightLineWidth: CGFloat = 3
  /// The opacity of the tint's wash under the highlighted item's label.
  package static let highlightWashOpacity: Double = 0.18

  /// An item's outline width.
  ///
  /// - Parameter isHighlighted: Whether the finger or the keyboard points at the item.
  /// - Returns: ``highlightLineWidth`` for the highlighted item, 1 pt for the others.
  package static func itemLineWidth(isHighlighted: Bool) -> CGFloat {
    isHighlighted ? highlightLineWidth : 1
  }

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
