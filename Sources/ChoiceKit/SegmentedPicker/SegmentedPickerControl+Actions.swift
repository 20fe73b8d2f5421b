#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  extension SegmentedPickerControl {
    /// Chooses a segment for the user: only an enabled segment with its own tag, and only when
    /// it is not already chosen, so the binding never receives a value no option selects.
    @MainActor
    func select(_ index: Int) {
      guard isEnabled, children.isSelectable(index), let tag = children[index].tag,
        index != children.index(of: selection.wrappedValue)
      else { return }
      selection.wrappedValue = tag
      feedbackTrigger &+= 1
      SelectionFeedback.playOnEarlierSystems()
    }

    /// A segment's button was tapped: it chooses the segment unless the touch was a scrub, whose
    /// release has already decided.
    @MainActor
    func tap(_ index: Int) {
      guard scrubBox.allowsTap() else { return }
      select(index)
    }

    /// Applies a keyboard, crown or VoiceOver move where the core's navigation lands.
    @MainActor
    func move(_ move: ChoiceMove) {
      guard isEnabled else { return }
      let target = ChoiceNavigation.target(
        of: move, from: children.index(of: selection.wrappedValue), count: children.count,
        isSelectable: { children.isSelectable($0) })
      if let target {
        select(target)
      }
    }

    /// Scrolls the least needed to show a segment and its inset margin.
    @MainActor
    func reveal(_ index: Int?, with proxy: ScrollViewProxy, animated: Bool) {
      guard let index else { return }
      let target = SegmentedPickerScrollTarget(index: index)
      if animated {
        withAnimation(indicatorAnimation) { proxy.scrollTo(target, anchor: nil) }
      } else {
        proxy.scrollTo(target, anchor: nil)
      }
    }

    /// The drag that scrubs the indicator, forwarding its touches to the core's
    /// `SegmentedPickerScrub` from touch-down: what it draws follows the finger, and a release
    /// that scrubbed onto another segment chooses it.
    @MainActor
    func scrubbing(isActive: Bool, selectedIndex: Int?) -> ChoiceFingerFollowing<
      SegmentedPickerScrub.Display, Int
    > {
      let box = scrubBox
      let recorder = recorder
      let selectable = children.indices.map { children.isSelectable($0) }
      return ChoiceFingerFollowing(
        isActive: isActive, state: $scrubDisplay, arming: nil,
        follow: { display, finger in
          guard let layout = recorder.layout else { return display }
          return box.follow(
            from: finger.start, to: finger.location, in: layout, selectedIndex: selectedIndex,
            selectable: selectable)
        },
        end: { finger in recorder.layout.flatMap { box.end(at: finger.location, in: $0) } },
        act: { select($0) })
    }

    /// Makes a segment a focus target on tvOS, where focus moves the selection; elsewhere takes it
    /// out of the keyboard's focus loop, so the picker is one stop.
    @MainActor @ViewBuilder
    func focusTarget<V: View>(_ view: V, index: Int) -> some View {
      #if os(tvOS)
        view.focused($focusedSegment, equals: index)
      #elseif os(watchOS)
        view
      #else
        // One keyboard stop for the whole picker, as the system's segmented control: the track
        // takes focus (`SegmentedPickerKeyboardNavigation`) and the segments' buttons do not.
        SegmentedPickerUnfocusableSegment(content: view)
      #endif
    }

    /// On tvOS, follows focus as the core's `ChoiceNavigation.focusChange` decides: focus that
    /// enters the control never changes the selection (it is sent on to the selected segment
    /// when that can be chosen, and otherwise stays where it landed); focus moving between
    /// segments selects the one it lands on.
    ///
    /// Focus that enters the picker lands on the selected segment directly: the picker is a focus
    /// section whose default focus is the core's entry (`ChoiceNavigation.focusEntry`: the
    /// selected segment when it can be chosen), preferred even when a swipe brings
    /// focus in (`defaultFocus(_:_:priority:)` with `.userInitiated`, tvOS 16), so it no longer
    /// lands on the nearest segment and then jumps. The redirect below remains for a landing the
    /// default could not decide.
    @MainActor @ViewBuilder
    func followingFocus<V: View>(_ view: V, selectedIndex: Int?) -> some View {
      #if os(tvOS)
        view
          .defaultFocus(
            $focusedSegment,
            ChoiceNavigation.focusEntry(
              selected: selectedIndex, count: children.count, isSelectable: { children.isSelectable($0) }),
            priority: .userInitiated
          )
          .focusSection()
          .choiceOnChange(
            of: focusedSegment,
            action: { previous, current in
              let change = ChoiceNavigation.focusChange(
                from: previous, to: current, selected: children.index(of: selection.wrappedValue),
                count: children.count, isSelectable: { children.isSelectable($0) })
              if let redirect = change.redirect { focusedSegment = redirect }
              if let index = change.select { select(index) }
            })
      #else
        view
      #endif
    }
  }

  #if !os(tvOS) && !os(watchOS)
    /// A segment's button out of the keyboard's focus loop, where `focusable(_:)` exists (iOS 17,
    /// macOS 12, visionOS 1); before iOS 17 the picker is not a focus stop at all.
    struct SegmentedPickerUnfocusableSegment<Content: View>: View {
      let content: Content

      var body: some View {
        if #available(iOS 17.0, macOS 12.0, *) {
          content.focusable(false)
        } else {
          content
        }
      }
    }
  #endif
#endif
