#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// What every segment of one picker shares: how to draw and how to speak.
  struct SegmentedPickerRendering<Style: SegmentedPickerControlStyle> {
    let style: Style
    /// The built-in style's shapes, or the capsule's for a custom style.
    let geometry: SegmentedPickerStyleGeometry
    let palette: SegmentedPickerPalette
    /// The environment's direction, restored inside each segment, the indicator and the track
    /// (the track's layout runs left to right and mirrors through the core).
    let layoutDirection: LayoutDirection
    let wording: SegmentedPickerWording
  }

  /// A segment's place and state in its picker.
  struct SegmentedPickerSegmentState: Hashable {
    let index: Int
    let count: Int
    /// The picker's selection is this segment's tag: what VoiceOver reports.
    let isSelected: Bool
    /// The segment is drawn as selected: the selection, or the segment under a scrubbing finger.
    let isHighlighted: Bool
    /// A finger is scrubbing the picker, so no segment shows as pressed.
    let isScrubbing: Bool
    /// Tagged, not a duplicate, and not disabled by its option.
    let isSelectable: Bool
  }

  /// One segment: a button whose label is the option, drawn by the style.
  struct SegmentedPickerSegment<Style: SegmentedPickerControlStyle>: View {
    let option: TaggedOption
    let state: SegmentedPickerSegmentState
    let rendering: SegmentedPickerRendering<Style>
    let action: () -> Void

    var body: some View {
      Button(action: action) { option }
        .buttonStyle(
          PressedStateButtonStyle { label, isPressed in
            SegmentedPickerSegmentBody(label: label, isPressed: isPressed, state: state, rendering: rendering)
          }
        )
        .disabled(!state.isSelectable)
        .environment(\.layoutDirection, rendering.layoutDirection)
        .modifier(SegmentedPickerHoverShape(shape: rendering.geometry.segment))
        .accessibilityAddTraits(state.isSelected ? .isSelected : [])
        .accessibilityValue(
          Text(verbatim: rendering.wording.position(index: state.index, count: state.count)))
    }
  }

  /// The pointer's hover effect (iPad, visionOS) in the segment's own shape.
  struct SegmentedPickerHoverShape: ViewModifier {
    let shape: SegmentedPickerShape

    func body(content: Content) -> some View {
      #if os(iOS) || os(visionOS)
        content
          .contentShape(.hoverEffect, ChoicePathShape { rect in shape.path(in: rect) })
          .hoverEffect(.highlight)
      #else
        content
      #endif
    }
  }

  /// Calls the style on the main actor and fills the segment's frame.
  struct SegmentedPickerSegmentBody<Style: SegmentedPickerControlStyle>: View {
    let label: ButtonStyleConfiguration.Label
    let isPressed: Bool
    let state: SegmentedPickerSegmentState
    let rendering: SegmentedPickerRendering<Style>
    @Environment(\.isEnabled) private var isEnabled
    /// Whether this segment has focus (tvOS, where each segment is a focus target).
    @Environment(\.isFocused) private var isFocused
    /// Whether the style drew the option's label, last time it said.
    @State private var styleDrawsLabel = true

    init(
      label: ButtonStyleConfiguration.Label, isPressed: Bool, state: SegmentedPickerSegmentState,
      rendering: SegmentedPickerRendering<Style>
    ) {
      self.label = label
      self.isPressed = isPressed
      self.state = state
      self.rendering = rendering
    }

    var body: some View {
      let configuration = SegmentedPickerStyleConfiguration(
        label: SegmentedPickerStyleConfiguration.Label(label),
        isSelected: state.isHighlighted,
        isPressed: SegmentedPickerScrub.showsPressed(
          isButtonPressed: isPressed, isScrubbing: state.isScrubbing),
        isEnabled: isEnabled,
        position: .init(index: state.index, count: state.count), palette: rendering.palette)
      let drawsLabel = $styleDrawsLabel
      rendering.style.makeBody(configuration: configuration)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .contentShape(Rectangle())
        .scaleEffect(isFocused ? rendering.palette.tokens.focusedScale : 1)
        .onPreferenceChange(SegmentedPickerLabelDrawnKey.self) { drawn in
          if drawsLabel.wrappedValue != drawn { drawsLabel.wrappedValue = drawn }
        }
        // A style that never draws the label would leave the option unrendered, and a
        // `.disabled` on it unreported; a hidden copy keeps the report, only for such a style.
        .background {
          if !styleDrawsLabel {
            label.hidden().accessibilityHidden(true)
          }
        }
        .transformPreference(SegmentedPickerLabelDrawnKey.self) { drawn in drawn = false }
    }
  }

  /// Whether a style drew a segment's label: `configuration.label` reports it when drawn.
  struct SegmentedPickerLabelDrawnKey: PreferenceKey {
    static var defaultValue: Bool { false }

    static func reduce(value: inout Bool, nextValue: () -> Bool) {
      value = value || nextValue()
    }
  }
#endif
