#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// Forwards the touches on a track to the core's `SegmentedPickerScrub`: touch-down, moves, release;
  /// a cancelled gesture resets the drawn state by itself, through `GestureState`.
  ///
  /// The gesture stays attached when inactive (masked to the subviews' gestures) so turning it on
  /// or off never rebuilds the track. tvOS has no drag gesture.
  ///
  /// The closures capture only values that are `Sendable`: the layout recorder, bindings, the
  /// selected index and which segments can be chosen.
  struct SegmentedPickerScrubbing: ViewModifier {
    let isActive: Bool
    let liveScrub: GestureState<SegmentedPickerScrub>
    /// The touch, kept past the gesture's end for the release and the segments' taps.
    let scrub: Binding<SegmentedPickerScrub>
    let recorder: SegmentedPickerLayoutRecorder
    let selectedIndex: Int?
    let selectable: [Bool]
    /// Chooses a segment; called once per release that scrubbed onto another segment.
    let choose: @MainActor (Int) -> Void

    func body(content: Content) -> some View {
      #if os(tvOS)
        content
      #else
        let recorder = recorder
        let selectedIndex = selectedIndex
        let selectable = selectable
        let scrub = scrub
        content.simultaneousGesture(
          DragGesture(minimumDistance: 0)
            .updating(liveScrub) { value, state, _ in
              guard let layout = recorder.layout else { return }
              Self.follow(
                &state, value: value, layout: layout, selectedIndex: selectedIndex,
                selectable: selectable)
            }
            .onChanged { value in
              guard let layout = recorder.layout else { return }
              Self.follow(
                &scrub.wrappedValue, value: value, layout: layout, selectedIndex: selectedIndex,
                selectable: selectable)
            }
            .onEnded { value in
              guard let layout = recorder.layout else { return }
              if let index = scrub.wrappedValue.end(at: value.location, in: layout) {
                choose(index)
              }
            },
          including: isActive ? .all : .subviews)
      #endif
    }

    /// Starts following a new touch (one whose start differs from the followed one's), then
    /// moves it to the drag's location.
    private static func follow(
      _ scrub: inout SegmentedPickerScrub, value: DragGesture.Value, layout: SegmentedPickerLayout,
      selectedIndex: Int?, selectable: [Bool]
    ) {
      if scrub.startLocation != value.startLocation {
        scrub.touchDown(
          at: value.startLocation, in: layout, selectedIndex: selectedIndex,
          isSelectable: { selectable.indices.contains($0) && selectable[$0] })
      }
      scrub.move(to: value.location, in: layout)
    }
  }
#endif
