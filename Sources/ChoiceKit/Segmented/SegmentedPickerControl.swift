#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// The scroll target of a segment: its frame grown by the track's inset, so revealing it
  /// keeps the inset margin the core's `scrollOffset(revealing:from:)` keeps.
  struct SegmentedPickerScrollTarget: Hashable {
    let index: Int
  }

  /// The segmented picker once its children are read and its style is known: state,
  /// environment, layout and input. The style is a type parameter, so what it draws for each
  /// segment keeps its own type.
  struct SegmentedPickerControl<Tag: Hashable, Title: View, Style: SegmentedPickerControlStyle>: View {
    let children: TaggedChildren<Tag>
    let selection: Binding<Tag>
    let label: Title
    let title: Text?
    let style: Style

    @Environment(\.segmentedPickerSettings) var settings
    @Environment(\.isEnabled) var isEnabled
    @Environment(\.layoutDirection) var layoutDirection
    @Environment(\.accessibilityReduceMotion) var reduceMotion
    @Environment(\.dynamicTypeSize) var dynamicTypeSize
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.locale) var locale
    /// What the touch being followed shows: SwiftUI resets it when the gesture ends or is
    /// cancelled, so a cancelled scrub always shows the real selection again.
    @GestureState var scrubDisplay = SegmentedPickerScrub.Display()
    /// The touch itself, kept past the gesture's end for the release and the segments' taps.
    @State var scrubBox = SegmentedPickerScrubBox()
    @State var recorder = SegmentedPickerLayoutRecorder()
    @State var feedbackTrigger = 0
    #if os(tvOS)
      @FocusState var focusedSegment: Int?
    #endif

    init(
      children: TaggedChildren<Tag>, selection: Binding<Tag>, label: Title, title: Text?, style: Style
    ) {
      self.children = children
      self.selection = selection
      self.label = label
      self.title = title
      self.style = style
    }

    var body: some View {
      let selectedIndex = children.index(of: selection.wrappedValue)
      let control = tracks(selectedIndex: selectedIndex)
        .modifier(
          SegmentedPickerKeyboardNavigation(
            isEnabled: isEnabled, isRightToLeft: layoutDirection == .rightToLeft,
            selectedIndex: selectedIndex, count: children.count, outline: geometry.outline,
            move: { move($0) })
        )
        .modifier(
          SegmentedPickerAccessibilityModifier(
            accessibility: settings.accessibility, title: title, label: label,
            // The value names the selection when the picker knows its words; otherwise the
            // option's own view joins the label, so its name is spoken there.
            selected: selectedIndex.flatMap { index in
              children[index].name == nil
                ? TaggedOption(id: children[index].id, element: children[index].element) : nil
            },
            value: adjustableValue(selectedIndex: selectedIndex),
            move: { move($0) })
        )
        .modifier(SelectionFeedback(trigger: feedbackTrigger))
      followingFocus(control, selectedIndex: selectedIndex)
    }

    /// The built-in style's shapes, or the capsule's for a custom style.
    var geometry: SegmentedPickerStyleGeometry {
      (Style.self as? any SegmentedPickerBuiltInStyle.Type)?.geometry
        ?? SegmentedPickerStyleGeometry(.capsule)
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
      let rendering = rendering()
      return ScrollViewReader { proxy in
        ScrollView(.horizontal) {
          track(selectedIndex: selectedIndex, isScrolling: true)
        }
        .scrollIndicators(.hidden)
        // Content that scrolls stays inside the track's outline.
        .clipShape(
          SegmentedPickerInsettableShape(shape: rendering.geometry.scrollClip(tokens: settings.tokens))
        )
        .background { trackBackground(rendering) }
        .onAppear { reveal(selectedIndex, with: proxy, animated: false) }
        .choiceOnChange(of: selectedIndex) { reveal($0, with: proxy, animated: true) }
      }
    }

    @MainActor
    private func track(selectedIndex: Int?, isScrolling: Bool) -> some View {
      let rendering = rendering()
      let scrub = isScrolling ? SegmentedPickerScrub.Display() : scrubDisplay
      let indicatorPosition = scrub.indicatorPosition ?? selectedIndex.map(Double.init)
      let highlighted = scrub.highlightedIndex ?? selectedIndex
      let layout = SegmentedPickerTrackLayout(
        metrics: settings.tokens.metrics, sizing: settings.sizing,
        isRightToLeft: layoutDirection == .rightToLeft, indicatorPosition: indicatorPosition,
        recorder: isScrolling ? nil : recorder)
      let canScrub = !isScrolling && settings.isScrubbingEnabled && isEnabled
      return layout {
        if let fill = rendering.geometry.segmentFill(tokens: settings.tokens) {
          ForEach(children) { _ in
            SegmentedPickerPaintView(
              paint: fill, fill: rendering.palette.segmentFill, strokeWidth: settings.tokens.strokeWidth
            )
            .accessibilityHidden(true)
            .layoutValue(key: SegmentedPickerTrackRoleKey.self, value: .segmentFill)
          }
        }
        if indicatorPosition != nil {
          indicator(rendering, isScrubbing: scrub.isScrubbing, selectedIndex: selectedIndex)
            .layoutValue(key: SegmentedPickerTrackRoleKey.self, value: .indicator)
        }
        ForEach(children) { child in
          segment(
            child, selectedIndex: selectedIndex, highlighted: highlighted,
            isScrubbing: scrub.isScrubbing, rendering: rendering)
        }
        Text(verbatim: " ")
          .font(rendering.palette.font(isSelected: false))
          .hidden()
          .layoutValue(key: SegmentedPickerTrackRoleKey.self, value: .lineHeightProbe)
      }
      .background {
        if !isScrolling { trackBackground(rendering) }
      }
      .contentShape(Rectangle())
      .modifier(scrubbing(isActive: canScrub, selectedIndex: selectedIndex))
      // The core mirrors the frames for right-to-left; SwiftUI must not mirror them again.
      .environment(\.layoutDirection, .leftToRight)
      .animation(indicatorAnimation, value: selectedIndex)
      .animation(indicatorAnimation, value: scrub.indicatorPosition)
    }

    /// The style's track, in the environment's real direction.
    @MainActor
    private func trackBackground(_ rendering: SegmentedPickerRendering<Style>) -> some View {
      style.makeTrack(
        configuration: SegmentedPickerTrackConfiguration(
          isEnabled: isEnabled, count: children.count, palette: rendering.palette)
      )
      .environment(\.layoutDirection, layoutDirection)
    }

    /// The one indicator: it travels as the layout moves it, or, with Reduce Motion, fades out
    /// at the old segment and in at the new one.
    @MainActor
    private func indicator(
      _ rendering: SegmentedPickerRendering<Style>, isScrubbing: Bool, selectedIndex: Int?
    )
      -> some View
    {
      style.makeIndicator(
        configuration: SegmentedPickerIndicatorConfiguration(
          isEnabled: isEnabled, isScrubbing: isScrubbing, palette: rendering.palette)
      )
      .environment(\.layoutDirection, layoutDirection)
      .id(reduceMotion ? selectedIndex : nil)
      .transition(.opacity)
    }

    @MainActor
    private func segment(
      _ child: TaggedChildren<Tag>.Child, selectedIndex: Int?, highlighted: Int?, isScrubbing: Bool,
      rendering: SegmentedPickerRendering<Style>
    ) -> some View {
      let state = SegmentedPickerSegmentState(
        index: child.index, count: children.count, isSelected: child.index == selectedIndex,
        isHighlighted: child.index == highlighted, isScrubbing: isScrubbing,
        isSelectable: children.isSelectable(child.index))
      let view = SegmentedPickerSegment(
        option: TaggedOption(id: child.id, element: child.element), state: state,
        rendering: rendering
      ) {
        tap(child.index)
      }
      .background {
        Color.clear
          .padding(.horizontal, -settings.tokens.metrics.containerInset)
          .id(SegmentedPickerScrollTarget(index: child.index))
      }
      return focusTarget(view, index: child.index)
    }

    @MainActor
    private func rendering() -> SegmentedPickerRendering<Style> {
      SegmentedPickerRendering(
        style: style, geometry: geometry,
        palette: SegmentedPickerPalette(
          tokens: settings.tokens, colors: settings.colors, colorScheme: colorScheme,
          dynamicTypeSize: dynamicTypeSize),
        layoutDirection: layoutDirection, wording: wording)
    }

    /// The adjustable element's value: the selected option's name, when the picker knows it,
    /// followed by its position ("Week, 2 of 4"), or the position alone, or "none".
    private func adjustableValue(selectedIndex: Int?) -> Text {
      let name = selectedIndex.flatMap { children[$0].name }
      guard let name, let rest = wording.adjustableValueAfterName(index: selectedIndex, count: children.count)
      else {
        return Text(
          verbatim: wording.adjustableValue(label: nil, index: selectedIndex, count: children.count))
      }
      return name + Text(verbatim: rest)
    }

    /// The words set for the picker, or those of the environment's locale.
    var wording: SegmentedPickerWording {
      settings.wording ?? SegmentedPickerWording(wording: ChoiceWording(locale: locale))
    }

    /// The core spring, or a plain fade when Reduce Motion is on.
    var indicatorAnimation: Animation {
      reduceMotion ? .easeInOut : .spring(motion: settings.tokens.spring)
    }
  }
#endif
