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

    /// The drag that scrubs the indicator, forwarding its touches to the core.
    @MainActor
    func scrubbing(isActive: Bool, selectedIndex: Int?) -> SegmentedPickerScrubbing {
      SegmentedPickerScrubbing(
        isActive: isActive, display: $scrubDisplay, box: scrubBox, recorder: recorder,
        selectedIndex: selectedIndex, selectable: children.indices.map { children.isSelectable($0) },
        choose: { select($0) })
    }

    /// Makes a segment a focus target (tvOS, where focus moves the selection).
    @MainActor @ViewBuilder
    func focusTarget<V: View>(_ view: V, index: Int) -> some View {
      #if os(tvOS)
        view.focused($focusedSegment, equals: index)
      #else
        view
      #endif
    }

    /// On tvOS, follows focus as the core's `ChoiceNavigation.focusChange` decides: focus that
    /// enters the control never changes the selection (it is sent on to the selected segment
    /// when that can be chosen, and otherwise stays where it landed); focus moving between
    /// segments selects the one it lands on.
    @MainActor @ViewBuilder
    func followingFocus<V: View>(_ view: V, selectedIndex: Int?) -> some View {
      #if os(tvOS)
        view.choiceOnChange(
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
#endif
