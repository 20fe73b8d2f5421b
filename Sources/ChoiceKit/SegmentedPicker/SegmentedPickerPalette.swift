#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// The colours and fonts of a segmented picker, resolved for the environment it is drawn in:
  /// the core tokens, the colour scheme, Increase Contrast and Reduce Transparency, the Dynamic
  /// Type size, the environment's tint and any colours set with
  /// `segmentedPickerColors(indicator:selectedText:text:track:)`.
  ///
  /// Styles read it from their configuration rather than from the tokens, so every style
  /// follows the same overrides.
  public struct SegmentedPickerPalette {
    /// The core tokens the picker was drawn with.
    public let tokens: SegmentedPickerTokens
    /// The Dynamic Type size the fonts are scaled to.
    public let textScale: ChoiceTextScale
    /// The tint, which fills the indicator: the environment's tint unless overridden.
    public let tint: AnyShapeStyle
    /// The selected label's colour.
    public let selectedText: AnyShapeStyle
    /// An unselected label's colour.
    public let text: AnyShapeStyle
    /// The track's fill.
    public let track: AnyShapeStyle
    /// The fill of each segment's own pill (clear, or the watch's pills); the picker paints it
    /// with the track, under the indicator, for every style.
    public let segmentFill: AnyShapeStyle
    /// The fill of a filled indicator: the indicator colour set with
    /// `segmentedPickerColors(indicator:selectedText:text:track:)`, or the tokens' own
    /// (`SegmentedPickerTokens.indicatorFill`, the Mac's raised segment), or the tint.
    public let indicatorFill: AnyShapeStyle
    /// The colour of the lines between segments (`SegmentedPickerTokens.separator`).
    public let separator: AnyShapeStyle
    /// The colour scheme the tokens' adaptive colours were resolved for.
    let colorScheme: ColorScheme

    /// The label font of a segment, scaled to ``textScale``.
    ///
    /// - Parameter isSelected: Whether the segment is selected.
    /// - Returns: The tokens' label or selected-label typography as a font.
    public func font(isSelected: Bool) -> Font {
      Font(tokens.typography(isSelected: isSelected, textScale: textScale))
    }

    /// The opacity of a disabled segment's label, from the tokens.
    public var disabledOpacity: Double {
      tokens.disabledOpacity
    }

    init(tokens: SegmentedPickerTokens, colors: SegmentedPickerColors, traits: ChoiceTraits) {
      let colorScheme = traits.colorScheme
      self.tokens = tokens
      // Under Increase Contrast and Reduce Transparency the tokens' translucent track, fills and
      // text are strengthened as the system's controls are (`SegmentedPickerTokens.adapted(to:)`,
      // which the pictures draw too); colours the app set are its own.
      let adapted = tokens.adapted(to: traits)
      self.textScale = traits.textScale
      self.tint = colors.indicator.map { AnyShapeStyle($0) } ?? AnyShapeStyle(TintShapeStyle())
      self.selectedText = AnyShapeStyle(colors.selectedText ?? adapted.selectedText.color(for: colorScheme))
      self.text = AnyShapeStyle(colors.text ?? adapted.text.color(for: colorScheme))
      self.track = AnyShapeStyle(colors.track ?? adapted.track.color(for: colorScheme))
      self.segmentFill = AnyShapeStyle(adapted.segmentFill.color(for: colorScheme))
      self.indicatorFill =
        colors.indicator.map { AnyShapeStyle($0) }
        ?? tokens.indicatorFill.map { AnyShapeStyle($0.color(for: colorScheme)) }
        ?? AnyShapeStyle(TintShapeStyle())
      self.separator = AnyShapeStyle(adapted.separator.color(for: colorScheme))
      self.colorScheme = colorScheme
    }
  }
#endif
