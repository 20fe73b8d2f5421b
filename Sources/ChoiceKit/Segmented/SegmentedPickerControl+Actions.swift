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
      SegmentedSelectionFeedback.playOnEarlierSystems()
    }

    /// Applies a keyboard, crown or VoiceOver move where the core's navigation lands.
    @MainActor
    func move(_ move: SegmentMove) {
      guard isEnabled else { return }
      let target = SegmentedNavigation.target(
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
      let target = SegmentedScrollTarget(index: index)
      if animated {
        withAnimation(indicatorAnimation) { proxy.scrollTo(target, anchor: nil) }
      } else {
        proxy.scrollTo(target, anchor: nil)
      }
    }

    /// Moves the indicator under the finger: the core maps the drag's x, in content
    /// coordinates, to a fractional segment position.
    @MainActor
    func scrub(to location: CGPoint) {
      guard let position = recorder.layout?.position(at: location.x) else { return }
      scrubPosition = position
    }

    /// Ends a scrub on the segment under the indicator's centre, if it can be chosen; the
    /// indicator then springs to the selection.
    @MainActor
    func endScrub(at location: CGPoint) {
      defer { scrubPosition = nil }
      // The nearest segment, so a release over the gap between two still chooses one.
      guard let layout = recorder.layout, let position = layout.position(at: location.x) else { return }
      select(Int(position.rounded()))
    }

    /// Makes a segment a focus target; on tvOS focusing a segment selects it.
    @MainActor @ViewBuilder
    func focusTarget<V: View>(_ view: V, index: Int) -> some View {
      #if os(tvOS)
        view.focused($focusedSegment, equals: index)
      #else
        view
      #endif
    }

    /// On tvOS, selects the segment that receives focus, as the system's segmented control
    /// does.
    @MainActor @ViewBuilder
    func followingFocus<V: View>(_ view: V) -> some View {
      #if os(tvOS)
        view.segmentedOnChange(of: focusedSegment) { index in
          if let index {
            select(index)
          }
        }
      #else
        view
      #endif
    }
  }
#endif
