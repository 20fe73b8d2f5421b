#if canImport(SwiftUI)
  import ChoiceKitCore
  import Foundation
  import SwiftUI

  /// The touch a track is following, kept outside SwiftUI's state so that following it does not
  /// redraw the picker; only its display (`SegmentedPickerScrub.Display`) is drawn, through
  /// `GestureState`.
  typealias SegmentedPickerScrubBox = ChoiceLockedBox<SegmentedPickerScrub>

  extension ChoiceLockedBox where Value == SegmentedPickerScrub {
    /// A box following no touch.
    convenience init() {
      self.init(SegmentedPickerScrub())
    }

    /// Follows the drag and returns what to draw.
    func follow(
      from start: CGPoint, to current: CGPoint, in layout: SegmentedPickerLayout, selectedIndex: Int?,
      selectable: [Bool]
    ) -> SegmentedPickerScrub.Display {
      withValue { scrub in
        scrub.follow(
          from: start, to: current, in: layout, selectedIndex: selectedIndex,
          isSelectable: { selectable.indices.contains($0) && selectable[$0] })
        return scrub.display
      }
    }

    /// Ends the touch; the segment to choose, if the release chooses one.
    func end(at point: CGPoint, in layout: SegmentedPickerLayout) -> Int? {
      withValue { $0.end(at: point, in: layout) }
    }

    /// Whether a segment's tap may act (not the release of a scrub).
    func allowsTap() -> Bool {
      withValue { $0.allowsTap() }
    }
  }

  /// Forwards the touches on a track to the core's `SegmentedPickerScrub`: touch-down, moves,
  /// release; a cancelled gesture resets what is drawn by itself, through `GestureState`, and
  /// chooses nothing.
  ///
  /// The gesture stays attached when inactive (masked to the subviews' gestures) so turning it on
  /// or off never rebuilds the track. tvOS has no drag gesture.
  ///
  /// The closures capture only `Sendable` values: the layout recorder, the scrub box, the selected
  /// index and which segments can be chosen, and a main-actor action.
  struct SegmentedPickerScrubbing: ViewModifier {
    let isActive: Bool
    let display: GestureState<SegmentedPickerScrub.Display>
    let box: SegmentedPickerScrubBox
    let recorder: SegmentedPickerLayoutRecorder
    let selectedIndex: Int?
    let selectable: [Bool]
    /// Chooses a segment; called once per release that scrubbed onto another segment.
    let choose: @MainActor (Int) -> Void

    func body(content: Content) -> some View {
      #if os(tvOS)
        content
      #else
        let box = box
        let recorder = recorder
        let selectedIndex = selectedIndex
        let selectable = selectable
        let choose = choose
        content.simultaneousGesture(
          DragGesture(minimumDistance: 0)
            .updating(display) { value, state, _ in
              guard let layout = recorder.layout else { return }
              state = box.follow(
                from: value.startLocation, to: value.location, in: layout, selectedIndex: selectedIndex,
                selectable: selectable)
            }
            .onEnded { value in
              guard let layout = recorder.layout, let index = box.end(at: value.location, in: layout)
              else { return }
              choose(index)
            },
          including: isActive ? .all : .subviews)
      #endif
    }
  }
#endif
