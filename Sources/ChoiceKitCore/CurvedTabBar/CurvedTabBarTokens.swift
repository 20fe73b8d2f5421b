import Foundation

/// The look of a curved tab bar: colours, fonts, shadows, motion and metrics, shared by the
/// SwiftUI bar and the preview renderer.
///
/// ``standard`` is the tutorial's look: the system background with a soft shadow above (and, in
/// dark appearance, where a black shadow on a black bar draws no edge, a hairline along the top
/// edge as the system's dark tab bar draws its separator), blue
/// selected and grey unselected icons, and a 56 pt button with a blue-to-purple gradient and a
/// purple glow.
///
/// ```swift
/// var tokens = CurvedTabBarTokens.standard
/// tokens.actionGradient = [RGBAColor(hex: 0xFF9500), RGBAColor(hex: 0xFF2D55)]
/// tokens.metrics = .tutorial
/// ```
public struct CurvedTabBarTokens: ChoiceConfigurable {
  /// The bar's fill; `nil`, the default, is the platform's own background, which adapts to light
  /// and dark appearance: the SwiftUI bar fills with the system background style, and previews
  /// draw ``systemBackground`` for it.
  public var background: AdaptiveColor?
  /// The shadow the bar casts upwards.
  public var shadow: ChoiceShadow = ChoiceShadow(
    color: AdaptiveColor(RGBAColor(white: 0, alpha: 0.1)), radius: 10, y: -5)
  /// The hairline stroked along the bar's top edge, notch included
  /// (``CurvedTabBarLayout/topEdgePath(at:)``): clear in light appearance, where the shadow draws
  /// the edge, and the system's separator grey in dark appearance, where the shadow cannot.
  public var topEdge: CurvedTabBarHairline = .darkSeparator
  /// The tint: the selected tab's icon, title and indicator. The SwiftUI bar uses the
  /// environment's tint instead unless told otherwise.
  public var tint: AdaptiveColor = AdaptiveColor(
    light: RGBAColor(hex: 0x007AFF), dark: RGBAColor(hex: 0x0A84FF))
  /// An unselected tab's icon and title.
  public var unselected: AdaptiveColor = AdaptiveColor(RGBAColor(hex: 0x8E8E93))
  /// The action button's gradient, from its top leading to its bottom trailing corner.
  public var actionGradient: [RGBAColor] = [RGBAColor(hex: 0x007AFF), RGBAColor(hex: 0xAF52DE)]
  /// The action button's symbol.
  public var actionForeground: AdaptiveColor = AdaptiveColor(.white)
  /// The glow under the action button.
  public var actionShadow: ChoiceShadow = ChoiceShadow(
    color: AdaptiveColor(RGBAColor(hex: 0xAF52DE, alpha: 0.4)), radius: 10, y: 5)
  /// The fill of a travelling bar's raised circle, which holds the selected tab's icon; the
  /// SwiftUI bar uses the tint instead unless told otherwise.
  public var raisedFill: AdaptiveColor = AdaptiveColor(
    light: RGBAColor(hex: 0x007AFF), dark: RGBAColor(hex: 0x0A84FF))
  /// The selected icon's colour inside the raised circle.
  public var raisedForeground: AdaptiveColor = AdaptiveColor(.white)
  /// A badge's fill.
  public var badge: AdaptiveColor = AdaptiveColor(
    light: RGBAColor(hex: 0xFF3B30), dark: RGBAColor(hex: 0xFF453A))
  /// A badge's text.
  public var badgeText: AdaptiveColor = AdaptiveColor(.white)
  /// The font of a tab's icon (SF Symbols scale with it).
  public var icon: ChoiceTypography = ChoiceTypography(size: 22)
  /// The font of the action's symbol.
  public var actionIcon: ChoiceTypography = ChoiceTypography(size: 24, weight: .bold)
  /// The font of a tab's title.
  public var title: ChoiceTypography = ChoiceTypography(size: 10, weight: .medium)
  /// The font of a badge's text.
  public var badgeTitle: ChoiceTypography = ChoiceTypography(size: 12, weight: .semibold)
  /// The largest text size titles grow to: the bar stops growing there, as the system's tab bar
  /// does, and long-pressing a tab shows its title large instead.
  public var largestTitleScale: ChoiceTextScale = .xxxLarge
  /// The opacity of a disabled tab, clamped to 0...1 (NaN gives 1).
  @Clamped(.fraction) public var disabledOpacity: Double = 0.35
  /// The spring the indicator and a travelling notch move with.
  public var spring: SpringMotion = SpringMotion(response: 0.3, dampingFraction: 0.7)
  /// The sizes.
  public var metrics: CurvedTabBarMetrics = .standard

  /// Creates the ``standard`` values: change them in place, or start from any value with
  /// `init(_:)`'s closure.
  public init() {}

  /// The sizes for the vertical size class the bar is shown in.
  ///
  /// ```swift
  /// let metrics = tokens.resolvedMetrics(isCompactHeight: verticalSizeClass == .compact)
  /// ```
  ///
  /// - Parameter isCompactHeight: Whether the height is compact (an iPhone in landscape).
  /// - Returns: ``metrics``, or in compact height their ``CurvedTabBarMetrics/compacted()`` form.
  public func resolvedMetrics(isCompactHeight: Bool) -> CurvedTabBarMetrics {
    isCompactHeight ? metrics.compacted() : metrics
  }

  /// What previews draw for the platform's background: white, or black in dark appearance, as
  /// the iOS system background is.
  public static let systemBackground = AdaptiveColor(light: .white, dark: .black)

  /// The bar's fill as previews draw it: ``background``, or ``systemBackground`` when it is the
  /// platform's.
  public var drawnBackground: AdaptiveColor { background ?? Self.systemBackground }

  /// The tutorial's look with a smooth notch.
  public static let standard = CurvedTabBarTokens()

  /// The tutorial's look with its exact notch, two cubics and all.
  public static let tutorial = CurvedTabBarTokens {
    $0.metrics = .tutorial
  }

  /// The text size titles are drawn at for a Dynamic Type size: the size itself, at most
  /// ``largestTitleScale``.
  ///
  /// - Parameter textScale: The person's text size.
  /// - Returns: The capped size.
  public func titleScale(for textScale: ChoiceTextScale) -> ChoiceTextScale {
    min(textScale, largestTitleScale)
  }

  /// A tab's title font at a Dynamic Type size, capped by ``largestTitleScale``.
  ///
  /// - Parameter textScale: The person's text size.
  /// - Returns: ``title`` scaled by the capped size's factor.
  public func titleTypography(textScale: ChoiceTextScale = .large) -> ChoiceTypography {
    title.scaled(by: titleScale(for: textScale).factor)
  }

  /// A tab's colour.
  ///
  /// - Parameters:
  ///   - isSelected: Whether the tab is selected.
  ///   - appearance: Light or dark.
  /// - Returns: ``tint`` or ``unselected`` in that appearance.
  public func itemColor(isSelected: Bool, in appearance: ChoiceAppearance) -> RGBAColor {
    (isSelected ? tint : unselected).resolved(in: appearance)
  }
}
