#if canImport(SwiftUI)
  import ChoiceKitCore
  import Foundation
  import SwiftUI

  /// One press on a radial menu's centre button as the view draws it: the core's
  /// `RadialMenuDrag`, and how many times its highlight has changed, so that each change can play
  /// the selection haptic once.
  struct RadialMenuPress: Sendable, Hashable {
    /// The core's state of the press.
    private(set) var drag: RadialMenuDrag
    /// How many times the highlighted item changed during this press.
    private(set) var highlightChanges = 0

    /// The press after the finger moved: a new press when `previous` is `nil`.
    ///
    /// - Parameters:
    ///   - previous: The press so far, `nil` on touch-down.
    ///   - translation: How far the finger is from where it pressed.
    ///   - sectors: The menu's sectors, used when the press starts.
    ///   - selectable: Which items can be chosen, by index.
    /// - Returns: The press with the core's new highlight.
    static func following(
      _ previous: RadialMenuPress?, to translation: CGPoint, sectors: RadialMenuSectors, selectable: [Bool]
    ) -> RadialMenuPress {
      var press = previous ?? RadialMenuPress(drag: RadialMenuDrag(sectors: sectors))
      if press.drag.move(to: translation, isEnabled: { Self.isSelectable($0, in: selectable) }) {
        press.highlightChanges &+= 1
      }
      return press
    }

    /// What the release does, as the core decides.
    ///
    /// - Parameters:
    ///   - press: The press so far; `nil` when no move was seen (a new press is read instead).
    ///   - translation: Where the finger lifted, from where it pressed.
    ///   - predictedEnd: Where the finger was heading.
    ///   - sectors: The menu's sectors.
    ///   - selectable: Which items can be chosen, by index.
    /// - Returns: A tap, a choice or a cancel.
    static func outcome(
      of press: RadialMenuPress?, at translation: CGPoint, predictedEnd: CGPoint, sectors: RadialMenuSectors,
      selectable: [Bool]
    ) -> RadialMenuDragOutcome {
      (press?.drag ?? RadialMenuDrag(sectors: sectors)).end(
        at: translation, predictedEnd: predictedEnd, isEnabled: { isSelectable($0, in: selectable) })
    }

    private static func isSelectable(_ index: Int, in selectable: [Bool]) -> Bool {
      selectable.indices.contains(index) && selectable[index]
    }
  }

  /// The last state of the press in progress, kept outside SwiftUI's state for the release to
  /// read (the gesture state may already be reset when the release is reported). A lock guards
  /// it, so the gesture's closures may capture it whatever isolation their SDK gives them.
  final class RadialMenuPressBox: @unchecked Sendable {
    private let lock = NSLock()
    private var press: RadialMenuPress?

    /// Follows the finger: a `nil` state is a new press, so a cancelled press never leaks into
    /// the next one.
    func follow(
      _ state: RadialMenuPress?, to translation: CGPoint, sectors: RadialMenuSectors, selectable: [Bool]
    ) -> RadialMenuPress {
      lock.withLock {
        let next = RadialMenuPress.following(state, to: translation, sectors: sectors, selectable: selectable)
        press = next
        return next
      }
    }

    /// Ends the press and forgets it.
    func end(
      at translation: CGPoint, predictedEnd: CGPoint, sectors: RadialMenuSectors, selectable: [Bool]
    ) -> RadialMenuDragOutcome {
      lock.withLock {
        defer { press = nil }
        return RadialMenuPress.outcome(
          of: press, at: translation, predictedEnd: predictedEnd, sectors: sectors, selectable: selectable)
      }
    }
  }

  /// Press-drag-release on the centre button (a marking menu): the core's `RadialMenuDrag`
  /// follows the finger; the control opens the menu once the finger leaves the dead zone,
  /// highlights the item it points at and acts on the release.
  ///
  /// The gesture is simultaneous with the button's own tap, which stays the path for a plain
  /// tap, VoiceOver and the keyboard. tvOS has no drag gesture: the remote's focus moves there.
  ///
  /// The closures capture only `Sendable` values (the box, the sectors, which items can be
  /// chosen) and a main-actor action.
  struct RadialMenuPressDragging: ViewModifier {
    let isActive: Bool
    let press: GestureState<RadialMenuPress?>
    let box: RadialMenuPressBox
    let sectors: RadialMenuSectors
    let selectable: [Bool]
    /// Acts on the release; called once per press that was not cancelled.
    let end: @MainActor (RadialMenuDragOutcome) -> Void

    func body(content: Content) -> some View {
      #if os(tvOS)
        content
      #else
        let box = box
        let sectors = sectors
        let selectable = selectable
        let end = end
        content.simultaneousGesture(
          DragGesture(minimumDistance: 0)
            .updating(press) { value, state, _ in
              state = box.follow(
                state, to: CGPoint(x: value.translation.width, y: value.translation.height), sectors: sectors,
                selectable: selectable)
            }
            .onEnded { value in
              end(
                box.end(
                  at: CGPoint(x: value.translation.width, y: value.translation.height),
                  predictedEnd: CGPoint(
                    x: value.predictedEndTranslation.width, y: value.predictedEndTranslation.height),
                  sectors: sectors, selectable: selectable))
            },
          including: isActive ? .all : .subviews)
      #endif
    }
  }
#endif
