import Foundation

/// The look of a segmented picker: fonts, colours, motion and metrics, shared by the SwiftUI
/// control and the preview renderer.
///
/// ``standard`` is the tutorial's look: a grey capsule track, a blue capsule indicator with white
/// bold text, 14 pt rounded labels and an interactive spring.
///
/// ```swift
/// var tokens = SegmentedPickerTokens.standard
/// tokens.tint = AdaptiveColor(RGBAColor(hex: 0x5856D6))
/// let font = tokens.typography(isSelected: true, textScale: .accessibility1)
/// ```
public struct SegmentedPickerTokens: ChoiceConfigurable {
  /// The font of an unselected label.
  public var label: ChoiceTypography = ChoiceTypography(size: 14, weight: .medium, design: .rounded)
  /// The font of the selected label.
  public var selectedLabel: ChoiceTypography = ChoiceTypography(size: 14, weight: .bold, design: .rounded)
  /// The fill of the track behind all segments.
  public var track: AdaptiveColor = AdaptiveColor(RGBAColor(hex: 0x8E8E93, alpha: 0.2))
  /// The fill of each segment's own pill, painted with the track under the indicator: clear for
  /// the capsule track, grey for the watch's separate pills (see
  /// ``SegmentedPickerStyleGeometry/segmentFill(tokens:)``).
  public var segmentFill: AdaptiveColor = AdaptiveColor(.clear)
  /// The tint: the fill of the indicator behind the selected segment. The SwiftUI control uses
  /// the environment's tint instead unless told otherwise.
  public var tint: AdaptiveColor = AdaptiveColor(
    light: RGBAColor(hex: 0x007AFF), dark: RGBAColor(hex: 0x0A84FF))
  /// The colour of the selected label.
  public var selectedText: AdaptiveColor = AdaptiveColor(.white)
  /// The colour of an unselected label.
  public var text: AdaptiveColor = AdaptiveColor(light: .black, dark: .white)
  /// The opacity of a disabled segment's label, 0...1 (NaN gives 1).
  @Clamped(.fraction) public var disabledOpacity: Double = 0.35
  /// The opacity of an unselected label while it is pressed, as the system's segmented control
  /// dims a touched segment; 0...1 (NaN gives 1).
  @Clamped(.fraction) public var pressedOpacity: Double = 0.5
  /// How much a segment grows while it has focus on tvOS, where focus is shown by lifting the
  /// focused item; 1...2 (NaN gives 1).
  @Clamped(.range(1...2)) public var focusedScale: CGFloat = 1.1
  /// The spring the indicator moves with.
  public var spring: SpringMotion = SpringMotion(response: 0.3, dampingFraction: 0.7, blendDuration: 0.2)
  /// The insets, padding and spacing.
  public var metrics: SegmentedPickerMetrics = .standard
  /// The width of the bordered style's outlines and the height of the underline style's bar;
  /// negative, NaN or infinite reads as 0.
  @Clamped(.length) public var strokeWidth: CGFloat = 2
  /// The corner radius of the track; the indicator and each segment's shape take it less the
  /// container inset, so the corners stay concentric. `nil` draws capsules. A radius is never
  /// more than half a shape's shorter side; negative or NaN draws square corners.
  public var cornerRadius: CGFloat?
  /// The fill of a filled indicator when the look has its own, as the Mac's raised white
  /// segment: the environment's tint does not change it. `nil` fills the indicator with the
  /// tint.
  public var indicatorFill: AdaptiveColor?
  /// The shadow a filled indicator casts, as the Mac's raised segment does; `nil` for none.
  public var indicatorShadow: ChoiceShadow?
  /// The colour of the thin lines between neighbouring segments the indicator is not on, as the
  /// Mac draws them; clear in both appearances draws none.
  public var separator: AdaptiveColor = AdaptiveColor(.clear)

  /// Creates the ``standard`` values: change them in place, or start from any value with
  /// `init(_:)`'s closure.
  public init() {}

  /// The tutorial's look: 14 pt rounded labels (medium, bold when selected), a grey track at 20 %
  /// opacity, a system-blue indicator with white text, the interactive spring of response 0.3 s,
  /// damping fraction 0.7 and blend 0.2 s, and ``SegmentedPickerMetrics/standard``.
  public static let standard = SegmentedPickerTokens()

  /// The watch's scrolling pills: 12 pt labels (regular, bold when selected), no track, each pill
  /// grey at 30 % opacity, and ``SegmentedPickerMetrics/watchPills``.
  public static let watch = SegmentedPickerTokens {
    $0.label = ChoiceTypography(size: 12, weight: .regular)
    $0.selectedLabel = ChoiceTypography(size: 12, weight: .bold)
    $0.track = AdaptiveColor(.clear)
    $0.segmentFill = AdaptiveColor(RGBAColor(hex: 0x8E8E93, alpha: 0.3))
    $0.metrics = .watchPills
  }

  /// The Mac's segmented control: 13 pt regular labels in the label colour, selected or not, a
  /// translucent grey track with 6 pt corners, a raised segment (white, or grey in the dark
  /// appearance) casting a small shadow that the tint does not recolour, hairline separators
  /// between the segments it is not on, and ``SegmentedPickerMetrics/mac``.
  public static let mac = SegmentedPickerTokens {
    $0.label = ChoiceTypography(size: 13, weight: .regular)
    $0.selectedLabel = ChoiceTypography(size: 13, weight: .regular)
    $0.track = AdaptiveColor(light: RGBAColor(white: 0, alpha: 0.1), dark: RGBAColor(white: 1, alpha: 0.1))
    $0.selectedText = AdaptiveColor(
      light: RGBAColor(white: 0, alpha: 0.85), dark: RGBAColor(white: 1, alpha: 0.85))
    $0.text = AdaptiveColor(light: RGBAColor(white: 0, alpha: 0.85), dark: RGBAColor(white: 1, alpha: 0.85))
    $0.metrics = .mac
    $0.cornerRadius = 6
    $0.indicatorFill = AdaptiveColor(light: .white, dark: RGBAColor(hex: 0x636366))
    $0.indicatorShadow = ChoiceShadow(
      color: AdaptiveColor(light: RGBAColor(white: 0, alpha: 0.2), dark: RGBAColor(white: 0, alpha: 0.4)),
      radius: 1, y: 0.5)
    $0.separator = AdaptiveColor(
      light: RGBAColor(white: 0, alpha: 0.16), dark: RGBAColor(white: 1, alpha: 0.16))
  }

  /// The label font for a segment at a Dynamic Type size.
  ///
  /// - Parameters:
  ///   - isSelected: Whether the segment is selected.
  ///   - textScale: The Dynamic Type size.
  /// - Returns: ``selectedLabel`` or ``label``, scaled by the size's ``ChoiceTextScale/factor``.
  public func typography(isSelected: Bool, textScale: ChoiceTextScale = .large) -> ChoiceTypography {
    (isSelected ? selectedLabel : label).scaled(by: textScale.factor)
  }

  /// The opacity of a segment's label.
  ///
  /// - Parameters:
  ///   - isEnabled: Whether the segment can be chosen.
  ///   - isPressed: Whether an unselected segment is being pressed.
  /// - Returns: 1, times ``disabledOpacity`` when disabled and ``pressedOpacity`` when pressed.
  public func labelOpacity(isEnabled: Bool, isPressed: Bool) -> Double {
    (isEnabled ? 1 : disabledOpacity) * (isPressed ? pressedOpacity : 1)
  }

  /// Whether a label must reserve the width it has in the selected font.
  ///
  /// A segment is measured the same selected or not, so nothing shifts when the selection
  /// moves; when the two fonts differ, the built-in styles measure each label in both (the
  /// SwiftUI control builds a hidden copy of the option in the selected font for it). When they
  /// are the same, nothing needs reserving and each option is built once.
  public var reservesSelectedLabelWidth: Bool {
    label != selectedLabel
  }

}

extension SegmentedPickerTokens {
  /// The tokens a picker uses on a device family unless told otherwise: the watch's pills on the
  /// watch, the Mac's segmented control on the Mac, the standard look everywhere else.
  ///
  /// - Parameter idiom: The device family.
  /// - Returns: ``watch`` for `.watch`, ``mac`` for `.mac`, ``standard`` otherwise.
  public static func platformDefault(for idiom: InterfaceIdiom) -> SegmentedPickerTokens {
    switch idiom {
    case .watch: .watch
    case .mac: .mac
    case .phone, .pad, .tv, .vision: .standard
    }
  }
}

extension SegmentedPickerSizing {
  /// How a picker shares its width on a device family unless told otherwise: the watch's pills
  /// fit their labels, other segments share the width equally, as the system's control does.
  ///
  /// - Parameter idiom: The device family.
  /// - Returns: ``fitContent`` for `.watch`, ``equalWidths`` otherwise.
  public static func platformDefault(for idiom: InterfaceIdiom) -> SegmentedPickerSizing {
    idiom == .watch ? .fitContent : .equalWidths
  }
}

extension SegmentedPickerTokens {
  /// The tokens as drawn under the accessibility display settings: the track, the segments'
  /// pills, the labels and the separators strengthened with Increase Contrast and made opaque
  /// with Reduce Transparency (`AdaptiveColor.adapted(to:)`), as the system's segmented control
  /// changes. The tint and the indicator are the app's and stay as they are.
  ///
  /// - Parameter traits: The environment; only its two display settings are read.
  /// - Returns: The adapted tokens, or `self` when neither setting is on.
  public func adapted(to traits: ChoiceTraits) -> SegmentedPickerTokens {
    guard traits.increasesContrast || traits.reducesTransparency else { return self }
    var tokens = self
    tokens.track = track.adapted(to: traits)
    tokens.segmentFill = segmentFill.adapted(to: traits)
    tokens.text = text.adapted(to: traits)
    tokens.selectedText = selectedText.adapted(to: traits)
    tokens.separator = separator.adapted(to: traits)
    return tokens
  }
}
