#if canImport(SwiftUI)
  import Foundation
  import SwiftUI

  /// One moment of a finger on a view, as a drag gesture reports it in the view's coordinates.
  struct ChoiceFingerSample: Sendable, Equatable {
    /// Where the finger is.
    var location: CGPoint
    /// Where it pressed.
    var start: CGPoint
    /// Where it was heading.
    var predictedEnd: CGPoint
    /// When, in seconds since the reference date.
    var time: Double
  }

  /// Follows a finger for a control's core, the one bridge from SwiftUI's gestures to the
  /// segmented picker's scrub and the radial menu's press: each move goes through `follow`,
  /// whose result is drawn through `GestureState`; the release goes through `end`, and its
  /// outcome, when there is one, reaches the main-actor `act`. A cancelled gesture resets what is
  /// drawn by itself and acts on nothing.
  ///
  /// With `arming`, the drag waits for a hold (a `LongPressGesture` sequenced before it, as a
  /// context menu waits for its press), so a scroll that starts on the view scrolls; without, it
  /// follows from touch-down. The gesture is simultaneous with the view's own, and stays attached
  /// when inactive (masked to the subviews' gestures) so turning it on or off never rebuilds the
  /// view. tvOS has no drag gesture: the view is left as it is.
  ///
  /// The closures are `@Sendable`: they capture the control's core state box and the values
  /// they read, never the view.
  struct ChoiceFingerFollowing<State, Outcome: Sendable>: ViewModifier {
    /// Whether the gesture follows the finger.
    let isActive: Bool
    /// What is drawn while the finger is down.
    let state: GestureState<State>
    /// The hold and the most the finger may move during it, or `nil` to follow from touch-down.
    let arming: (hold: Double, slop: CGFloat)?
    /// What to draw after a move, from what was drawn.
    let follow: @Sendable (State, ChoiceFingerSample) -> State
    /// What the release does, if anything.
    let end: @Sendable (ChoiceFingerSample) -> Outcome?
    /// Acts on the release's outcome.
    let act: @MainActor (Outcome) -> Void

    func body(content: Content) -> some View {
      #if os(tvOS)
        content
      #else
        let follow = follow
        let end = end
        let act = act
        let mask: GestureMask = isActive ? .all : .subviews
        if let arming {
          content.simultaneousGesture(
            LongPressGesture(minimumDuration: arming.hold, maximumDistance: arming.slop)
              .sequenced(before: DragGesture(minimumDistance: 0))
              .updating(state) { value, state, _ in
                guard case .second(true, let drag?) = value else { return }
                state = follow(state, ChoiceFingerSample(drag))
              }
              .onEnded { value in
                guard case .second(true, let drag?) = value, let outcome = end(ChoiceFingerSample(drag))
                else {
                  return
                }
                act(outcome)
              },
            including: mask)
        } else {
          content.simultaneousGesture(
            DragGesture(minimumDistance: 0)
              .updating(state) { value, state, _ in
                state = follow(state, ChoiceFingerSample(value))
              }
              .onEnded { value in
                guard let outcome = end(ChoiceFingerSample(value)) else { return }
                act(outcome)
              },
            including: mask)
        }
      #endif
    }
  }

  #if !os(tvOS)
    extension ChoiceFingerSample {
      /// A moment of a drag gesture.
      init(_ value: DragGesture.Value) {
        self.init(
          location: value.location, start: value.startLocation, predictedEnd: value.predictedEndLocation,
          time: value.time.timeIntervalSinceReferenceDate)
      }
    }
  #endif
#endif
