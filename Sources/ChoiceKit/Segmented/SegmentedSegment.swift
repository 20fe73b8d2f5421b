#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// Identifies the selection indicator for `matchedGeometryEffect`: one per track, so the
  /// plain and the scrolling track never claim the same geometry.
  struct SegmentedIndicatorID: Hashable {
    let isScrolling: Bool
  }

  /// What every segment of one picker shares: how to draw, where the indicator travels, and
  /// how to speak.
  struct SegmentedRendering {
    let style: any SegmentedControlStyle
    let palette: SegmentedControlPalette
    let namespace: Namespace.ID
    let indicatorID: SegmentedIndicatorID
    let reduceMotion: Bool
    /// The environment's direction, restored inside each segment (the track runs left to
    /// right and mirrors through the core).
    let layoutDirection: LayoutDirection
    let wording: SegmentedAccessibility

    /// The style's indicator, travelling between segments with `matchedGeometryEffect`, or
    /// cross-fading when Reduce Motion is on.
    @MainActor
    func indicator(isEnabled: Bool, isScrubbing: Bool) -> some View {
      style.makeErasedIndicator(
        configuration: SegmentedControlIndicatorConfiguration(
          isEnabled: isEnabled, isScrubbing: isScrubbing, palette: palette)
      )
      .modifier(
        SegmentedIndicatorTravel(namespace: namespace, id: indicatorID, reduceMotion: reduceMotion))
    }
  }

  /// Moves the indicator with the one namespace of its picker, or fades it in place.
  struct SegmentedIndicatorTravel: ViewModifier {
    let namespace: Namespace.ID
    let id: SegmentedIndicatorID
    let reduceMotion: Bool

    func body(content: Content) -> some View {
      if reduceMotion {
        content.transition(AnyTransition.opacity)
      } else {
        content.matchedGeometryEffect(id: id, in: namespace)
      }
    }
  }

  /// A segment's place and state in its picker.
  struct SegmentedSegmentState: Hashable {
    let index: Int
    let count: Int
    let isSelected: Bool
    /// Tagged, not a duplicate, and not disabled by its option.
    let isSelectable: Bool
    /// Selected and not handed over to the scrub indicator.
    let showsIndicator: Bool
  }

  /// One segment: a button whose label is the option, drawn by the style.
  struct SegmentedSegment<Option: View>: View {
    let option: Option
    let state: SegmentedSegmentState
    let rendering: SegmentedRendering
    let action: () -> Void

    var body: some View {
      Button(action: action) { option }
        .buttonStyle(SegmentedSegmentButtonStyle(state: state, rendering: rendering))
        .disabled(!state.isSelectable)
        .environment(\.layoutDirection, rendering.layoutDirection)
        .accessibilityAddTraits(state.isSelected ? .isSelected : [])
        .accessibilityValue(
          Text(verbatim: rendering.wording.position(index: state.index, count: state.count)))
    }
  }

  /// Hands the button's label and pressed state to the segment body, where the style draws.
  struct SegmentedSegmentButtonStyle: ButtonStyle {
    let state: SegmentedSegmentState
    let rendering: SegmentedRendering

    func makeBody(configuration: Configuration) -> some View {
      SegmentedSegmentBody(
        label: configuration.label, isPressed: configuration.isPressed, state: state,
        rendering: rendering)
    }
  }

  /// Calls the style on the main actor, fills the segment's frame and carries the indicator.
  struct SegmentedSegmentBody: View {
    let label: ButtonStyleConfiguration.Label
    let isPressed: Bool
    let state: SegmentedSegmentState
    let rendering: SegmentedRendering
    @Environment(\.isEnabled) private var isEnabled

    init(
      label: ButtonStyleConfiguration.Label, isPressed: Bool, state: SegmentedSegmentState,
      rendering: SegmentedRendering
    ) {
      self.label = label
      self.isPressed = isPressed
      self.state = state
      self.rendering = rendering
    }

    var body: some View {
      let configuration = SegmentedControlStyleConfiguration(
        label: SegmentedControlStyleConfiguration.Label(AnyView(label)),
        isSelected: state.isSelected, isPressed: isPressed, isEnabled: isEnabled,
        position: .init(index: state.index, count: state.count), palette: rendering.palette)
      rendering.style.makeErasedBody(configuration: configuration)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .contentShape(Rectangle())
        .background {
          if state.showsIndicator {
            rendering.indicator(isEnabled: isEnabled, isScrubbing: false)
          }
        }
    }
  }
#endif
