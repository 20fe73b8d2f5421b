#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// The scroll target of a segment: its frame grown by the track's inset, so revealing it
  /// keeps the inset margin the core's `scrollOffset(revealing:from:)` keeps.
  struct SegmentedScrollTarget: Hashable {
    let index: Int
  }

  /// The segmented picker once its children are read: state, environment, layout and input.
  struct SegmentedPickerControl<Tag: Hashable, Title: View>: View {
    let children: TaggedChildren<Tag>
    let selection: Binding<Tag>
    let label: Title
    let title: Text?

    @Environment(\.segmentedControlStyle) var style
    @Environment(\.segmentedPickerSettings) var settings
    @Environment(\.isEnabled) var isEnabled
    @Environment(\.layoutDirection) var layoutDirection
    @Environment(\.accessibilityReduceMotion) var reduceMotion
    @Environment(\.dynamicTypeSize) var dynamicTypeSize
    @Environment(\.colorScheme) var colorScheme
    /// The one namespace the indicator travels in, shared by all segments.
    @Namespace private var namespace
    @State var scrubPosition: Double?
    @State var recorder = SegmentedLayoutRecorder()
    @State var feedbackTrigger = 0
    #if os(tvOS)
      @FocusState var focusedSegment: Int?
    #endif

    init(children: TaggedChildren<Tag>, selection: Binding<Tag>, label: Title, title: Text?) {
      self.children = children
      self.selection = selection
      self.label = label
      self.title = title
    }

    var body: some View {
      let selectedIndex = children.index(of: selection.wrappedValue)
      let control = tracks(selectedIndex: selectedIndex)
        .modifier(
          SegmentedKeyboardNavigation(
            isEnabled: isEnabled, isRightToLeft: layoutDirection == .rightToLeft,
            selectedIndex: selectedIndex, count: children.count, move: { move($0) })
        )
        .modifier(
          SegmentedPickerAccessibilityModifier(
            accessibility: settings.accessibility, title: title, label: label,
            selected: selectedIndex.map { children[$0] },
            value: settings.wording.adjustableValue(
              label: nil, index: selectedIndex, count: children.count),
            move: { move($0) })
        )
        .modifier(SegmentedSelectionFeedbackModifier(trigger: feedbackTrigger))
      followingFocus(control)
    }

    /// The plain track when it fits, the scrolling one when it does not; the watch always
    /// scrolls its pills.
    @MainActor @ViewBuilder
    private func tracks(selectedIndex: Int?) -> some View {
      #if os(watchOS)
        scrollingTrack(selectedIndex: selectedIndex)
      #else
        ViewThatFits(in: .horizontal) {
          track(selectedIndex: selectedIndex, isScrolling: false)
          scrollingTrack(selectedIndex: selectedIndex)
        }
      #endif
    }

    @MainActor
    private func scrollingTrack(selectedIndex: Int?) -> some View {
      ScrollViewReader { proxy in
        ScrollView(.horizontal) {
          track(selectedIndex: selectedIndex, isScrolling: true)
        }
        .scrollIndicators(.hidden)
        .onAppear { reveal(selectedIndex, with: proxy, animated: false) }
        .segmentedOnChange(of: selectedIndex) { reveal($0, with: proxy, animated: true) }
      }
    }

    @MainActor
    private func track(selectedIndex: Int?, isScrolling: Bool) -> some View {
      let rendering = rendering(isScrolling: isScrolling)
      let isScrubbing = !isScrolling && scrubPosition != nil
      let layout = SegmentedTrackLayout(
        metrics: settings.tokens.metrics, sizing: settings.sizing,
        isRightToLeft: layoutDirection == .rightToLeft,
        scrubPosition: isScrolling ? nil : scrubPosition,
        recorder: isScrolling ? nil : recorder)
      let canScrub = !isScrolling && settings.isScrubbingEnabled && isEnabled
      return layout {
        if isScrubbing {
          rendering.indicator(isEnabled: isEnabled, isScrubbing: true)
            .layoutValue(key: SegmentedTrackRoleKey.self, value: .scrubIndicator)
        }
        ForEach(children) { child in
          segment(child, selectedIndex: selectedIndex, isScrubbing: isScrubbing, rendering: rendering)
        }
        Text(verbatim: " ")
          .font(rendering.palette.font(isSelected: false))
          .hidden()
          .layoutValue(key: SegmentedTrackRoleKey.self, value: .lineHeightProbe)
      }
      .background {
        style.makeErasedTrack(
          configuration: SegmentedControlTrackConfiguration(
            isEnabled: isEnabled, count: children.count, palette: rendering.palette))
      }
      .contentShape(Rectangle())
      .modifier(
        SegmentedScrubbing(
          isActive: canScrub, changed: { scrub(to: $0) }, ended: { endScrub(at: $0) })
      )
      // The core mirrors the frames for right-to-left; SwiftUI must not mirror them again.
      .environment(\.layoutDirection, .leftToRight)
      .animation(indicatorAnimation, value: selectedIndex)
      .animation(indicatorAnimation, value: isScrubbing)
    }

    @MainActor
    private func segment(
      _ child: TaggedChildren<Tag>.Child, selectedIndex: Int?, isScrubbing: Bool,
      rendering: SegmentedRendering
    ) -> some View {
      let isSelected = child.index == selectedIndex
      let state = SegmentedSegmentState(
        index: child.index, count: children.count, isSelected: isSelected,
        isSelectable: children.isSelectable(child.index),
        showsIndicator: isSelected && !isScrubbing)
      let view = SegmentedSegment(option: child, state: state, rendering: rendering) {
        select(child.index)
      }
      .background {
        Color.clear
          .padding(.horizontal, -settings.tokens.metrics.containerInset)
          .id(SegmentedScrollTarget(index: child.index))
      }
      return focusTarget(view, index: child.index)
    }

    @MainActor
    private func rendering(isScrolling: Bool) -> SegmentedRendering {
      SegmentedRendering(
        style: style,
        palette: SegmentedControlPalette(
          tokens: settings.tokens, colors: settings.colors, colorScheme: colorScheme,
          dynamicTypeSize: dynamicTypeSize),
        namespace: namespace, indicatorID: SegmentedIndicatorID(isScrolling: isScrolling),
        reduceMotion: reduceMotion, layoutDirection: layoutDirection, wording: settings.wording)
    }

    /// The core spring, or a plain fade when Reduce Motion is on.
    var indicatorAnimation: Animation {
      reduceMotion ? .easeInOut : .spring(motion: settings.tokens.spring)
    }
  }
#endif
