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
public struct SegmentedPickerTokens: Sendable, Hashable {
  /// The font of an unselected label.
  public var label: ChoiceTypography
  /// The font of the selected label.
  public var selectedLabel: ChoiceTypography
  /// The fill of the track behind all segments.
  public var track: AdaptiveColor
  /// The fill of each segment's own pill, painted with the track under the indicator: clear for
  /// the capsule track, grey for the watch's separate pills (see
  /// ``SegmentedPickerStyleGeometry/segmentFill(tokens:)``).
  public var segmentFill: AdaptiveColor
  /// The tint: the fill of the indicator behind the selected segment. The SwiftUI control uses
  /// the environment's tint instead unless told otherwise.
  public var tint: AdaptiveColor
  /// The colour of the selected label.
  public var selectedText: AdaptiveColor
  /// The colour of an unselected label.
  public var text: AdaptiveColor
  /// The opacity of a disabled segment's label, 0...1 (NaN gives 1).
  @Clamped(.fraction) public var disabledOpacity: Double = 0
  /// The opacity of an unselected label while it is pressed, as the system's segmented control
  /// dims a touched segment; 0...1 (NaN gives 1).
  @Clamped(.fraction) public var pressedOpacity: Double = 0
  /// How much a segment grows while it has focus on tvOS, where focus is shown by lifting the
  /// focused item; 1...2 (NaN gives 1).
  @Clamped(.range(1...2)) public var focusedScale: CGFloat = 0
  /// The spring the indicator moves with.
  public var spring: SpringMotion
  /// The insets, padding and spacing.
  public var metrics: SegmentedPickerMetrics
  /// The width of the bordered style's outlines and the height of the underline style's bar;
  /// negative, NaN or infinite reads as 0.
  @Clamped(.length) public var strokeWidth: CGFloat = 0

  /// Creates tokens; every default is the value of ``standard``.
  ///
  /// - Parameters:
  ///   - label: The font of an unselected label.
  ///   - selectedLabel: The font of the selected label.
  ///   - track: The fill of the track.
  ///   - segmentFill: The fill behind each unselected segment.
  ///   - tint: The tint, which fills the indicator.
  ///   - selectedText: The colour of the selected label.
  ///   - text: The colour of an unselected label.
  ///   - disabledOpacity: The opacity of a disabled label, clamped to 0...1 (NaN gives 1).
  ///   - pressedOpacity: The opacity of a pressed unselected label, clamped to 0...1 (NaN gives
  ///     1).
  ///   - focusedScale: The scale of a focused segment, clamped to 1...2 (NaN gives 1).
  ///   - spring: The indicator's spring.
  ///   - metrics: The insets, padding and spacing.
  ///   - strokeWidth: The outline and underline width; negative or non-finite values become 0.
  public init(
    label: ChoiceTypography = ChoiceTypography(size: 14, weight: .medium, design: .rounded),
    selectedLabel: ChoiceTypography = ChoiceTypography(size: 14, weight: .bold, design: .rounded),
    track: AdaptiveColor = AdaptiveColor(RGBAColor(hex: 0x8E8E93, alpha: 0.2)),
    segmentFill: AdaptiveColor = AdaptiveColor(.clear),
    tint: AdaptiveColor = AdaptiveColor(
      light: RGBAColor(hex: 0x007AFF), dark: RGBAColor(hex: 0x0A84FF)),
    selectedText: AdaptiveColor = AdaptiveColor(.white),
    text: AdaptiveColor = AdaptiveColor(light: .black, dark: .white),
    disabledOpacity: Double = 0.35,
    pressedOpacity: Double = 0.5,
    focusedScale: CGFloat = 1.1,
    spring: SpringMotion = SpringMotion(response: 0.3, dampingFraction: 0.7, blendDuration: 0.2),
    metrics: SegmentedPickerMetrics = .standard,
    strokeWidth: CGFloat = 2
  ) {
    self.label = label
    self.selectedLabel = selectedLabel
    self.track = track
    self.segmentFill = segmentFill
    self.tint = tint
    self.selectedText = selectedText
    self.text = text
    self.disabledOpacity = disabledOpacity
    self.pressedOpacity = pressedOpacity
    self.focusedScale = focusedScale
    self.spring = spring
    self.metrics = metrics
    self.strokeWidth = strokeWidth
  }

  /// The tutorial's look: 14 pt rounded labels (medium, bold when selected), a grey track at 20 %
  /// opacity, a system-blue indicator with white text, the interactive spring of response 0.3 s,
  /// damping fraction 0.7 and blend 0.2 s, and ``SegmentedPickerMetrics/standard``.
  public static let standard = SegmentedPickerTokens()

  /// The watch's scrolling pills: 12 pt labels (regular, bold when selected), no track, each pill
  /// grey at 30 % opacity, and ``SegmentedPickerMetrics/watchPills``.
  public static let watch = SegmentedPickerTokens(
    label: ChoiceTypography(size: 12, weight: .regular),
    selectedLabel: ChoiceTypography(size: 12, weight: .bold),
    track: AdaptiveColor(.clear),
    segmentFill: AdaptiveColor(RGBAColor(hex: 0x8E8E93, alpha: 0.3)),
    metrics: .watchPills)

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
  /// watch, the standard look everywhere else.
  ///
  /// - Parameter idiom: The device family.
  /// - Returns: ``watch`` for `.watch`, ``standard`` otherwise.
  public static func platformDefault(for idiom: InterfaceIdiom) -> SegmentedPickerTokens {
    idiom == .watch ? .watch : .standard
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
