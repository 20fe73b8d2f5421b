#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// What a ``SegmentedPickerControlStyle`` knows about one segment when it draws it.
  ///
  /// ```swift
  /// func makeBody(configuration: Configuration) -> some View {
  ///   configuration.label
  ///     .font(configuration.palette.font(isSelected: configuration.isSelected))
  ///     .opacity(configuration.isPressed ? 0.6 : 1)
  /// }
  /// ```
  public struct SegmentedPickerStyleConfiguration {
    /// The option's view as the picker's content wrote it, type-erased as
    /// `ButtonStyleConfiguration.Label` is (it is the segment button's label).
    public struct Label: View {
      private let content: ButtonStyleConfiguration.Label

      init(_ content: ButtonStyleConfiguration.Label) {
        self.content = content
      }

      /// The option's view.
      public var body: some View {
        // Tells the segment the style drew the label (see `SegmentedPickerLabelDrawnKey`).
        content.preference(key: SegmentedPickerLabelDrawnKey.self, value: true)
      }
    }

    /// Where a segment sits among all segments.
    public struct Position: Sendable, Hashable {
      /// The segment's zero-based index, in reading order.
      public let index: Int
      /// The number of segments.
      public let count: Int

      /// Creates a position.
      ///
      /// - Parameters:
      ///   - index: The zero-based index.
      ///   - count: The number of segments.
      public init(index: Int, count: Int) {
        self.index = index
        self.count = count
      }

      /// Whether the segment comes first in reading order (rightmost in right-to-left layouts).
      public var isFirst: Bool { index == 0 }
      /// Whether the segment comes last in reading order.
      public var isLast: Bool { index == count - 1 }
    }

    /// The option's view.
    public let label: Label
    /// Whether the picker's selection is this segment's tag.
    public let isSelected: Bool
    /// Whether the segment is being pressed; never while a drag scrubs the indicator, so the
    /// segment the drag started on does not dim as it leaves.
    public let isPressed: Bool
    /// Whether the segment can be chosen: `false` when it, or the whole picker, is disabled, or
    /// when the option has no tag of the selection's type, or repeats an earlier option's tag.
    public let isEnabled: Bool
    /// The segment's place among all segments.
    public let position: Position
    /// The colours and fonts resolved for the environment.
    public let palette: SegmentedPickerPalette

    init(
      label: Label, isSelected: Bool, isPressed: Bool, isEnabled: Bool, position: Position,
      palette: SegmentedPickerPalette
    ) {
      self.label = label
      self.isSelected = isSelected
      self.isPressed = isPressed
      self.isEnabled = isEnabled
      self.position = position
      self.palette = palette
    }
  }

  /// What a ``SegmentedPickerControlStyle`` knows when it draws the selection indicator.
  ///
  /// The indicator fills the selected segment's frame; the picker moves it from segment to
  /// segment (or to the finger while scrubbing), so a style only draws its shape.
  public struct SegmentedPickerIndicatorConfiguration {
    /// Whether the picker is enabled.
    public let isEnabled: Bool
    /// Whether the indicator follows a drag instead of resting on a segment.
    public let isScrubbing: Bool
    /// The colours and fonts resolved for the environment.
    public let palette: SegmentedPickerPalette

    init(isEnabled: Bool, isScrubbing: Bool, palette: SegmentedPickerPalette) {
      self.isEnabled = isEnabled
      self.isScrubbing = isScrubbing
      self.palette = palette
    }
  }

  /// What a ``SegmentedPickerControlStyle`` knows when it draws the track behind all segments.
  public struct SegmentedPickerTrackConfiguration {
    /// Whether the picker is enabled.
    public let isEnabled: Bool
    /// The number of segments; 0 for an empty picker, which still draws its track.
    public let count: Int
    /// The colours and fonts resolved for the environment.
    public let palette: SegmentedPickerPalette

    init(isEnabled: Bool, count: Int, palette: SegmentedPickerPalette) {
      self.isEnabled = isEnabled
      self.count = count
      self.palette = palette
    }
  }

  extension SegmentedPickerStyleConfiguration {
    /// The label as the built-in styles draw it: the tokens' font; when selected, the selected
    /// text colour on a filled indicator or the indicator's colour otherwise, as the core's
    /// geometry says (and the previews draw); the text colour when not selected; dimmed when
    /// disabled or pressed; filling its segment.
    ///
    /// When the selected font differs from the unselected one, a hidden copy in the selected
    /// font reserves its width, so a segment is measured the same selected or not (as the
    /// previews measure it) and nothing shifts when the selection moves; that copy is the only
    /// second build of an option, and only the tokens decide it, never the selection.
    func tokenLabel(_ geometry: SegmentedPickerStyleGeometry) -> some View {
      let selectedStyle = geometry.selectedLabelIsOnFill ? palette.selectedText : palette.tint
      return ZStack {
        if palette.tokens.reservesSelectedLabelWidth {
          label.font(palette.font(isSelected: true)).hidden()
        }
        label
          .font(palette.font(isSelected: isSelected))
          .foregroundStyle(isSelected ? selectedStyle : palette.text)
      }
      .opacity(
        palette.tokens.labelOpacity(isEnabled: isEnabled, isPressed: isPressed && !isSelected)
      )
      .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
  }

  /// The built-in styles, whose shapes the core describes once for the control and the previews.
  protocol SegmentedPickerBuiltInStyle {
    static var geometry: SegmentedPickerStyleGeometry { get }
  }

  extension SegmentedPickerIndicatorConfiguration {
    /// The indicator of a built-in style with the tokens' corners, in the palette's indicator
    /// colour: a filled indicator in the tokens' own fill and shadow when they have them (the
    /// Mac's raised segment), as the core's geometry says and the previews draw.
    func builtInIndicator(_ geometry: SegmentedPickerStyleGeometry) -> some View {
      let shaped = geometry.shaped(by: palette.tokens)
      let shadow = shaped.indicatorShadow(tokens: palette.tokens)
      return SegmentedPickerPaintView(
        paint: shaped.indicator,
        fill: shaped.indicatorFill(tokens: palette.tokens) == nil ? palette.tint : palette.indicatorFill,
        strokeWidth: palette.tokens.strokeWidth
      )
      .shadow(
        color: shadow?.color.color(for: palette.colorScheme) ?? .clear, radius: shadow?.radius ?? 0,
        x: shadow?.x ?? 0, y: shadow?.y ?? 0)
    }
  }

  extension SegmentedPickerTrackConfiguration {
    /// The track of a built-in style with the tokens' corners, in the palette's track colour.
    func builtInTrack(_ geometry: SegmentedPickerStyleGeometry) -> some View {
      SegmentedPickerPaintView(
        paint: geometry.shaped(by: palette.tokens).track, fill: palette.track,
        strokeWidth: palette.tokens.strokeWidth)
    }
  }
#endif
