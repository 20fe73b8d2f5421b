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

    @Environment(SegmentedPickerSettings.environmentKeyPath) var settings
    @Environment(\.isEnabled) var isEnabled
    @EnvironmentTraits var traits
    /// What the touch being followed shows: SwiftUI resets it when the gesture ends or is
    /// cancelled, so a cancelled scrub always shows the real selection again.
    @GestureState var scrubDisplay = SegmentedPickerScrub.Display()
    /// The touch itself, kept past the gesture's end for the release and the segments' taps.
    @State var scrubBox = SegmentedPickerScrubBox()
    @State var recorder = SegmentedPickerLayoutRecorder()
    /// The scroll view's width and the segments' natural width, as last measured.
    @State var viewport = SegmentedPickerLayout.Viewport()
    /// The fades at the scroll view's edges, from the scroll offset last measured.
    @State var edgeFade = SegmentedPickerEdgeFade.none
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
      let control = track(selectedIndex: selectedIndex)
        .modifier(
          SegmentedPickerKeyboardNavigation(
            isEnabled: isEnabled, isRightToLeft: traits.isRightToLeft,
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

    /// The built-in style's shapes, or the capsule's for a custom style, with the tokens' corners.
    var geometry: SegmentedPickerStyleGeometry {
      ((Style.self as? any SegmentedPickerBuiltInStyle.Type)?.geometry
        ?? SegmentedPickerStyleGeometry(.capsule)).shaped(by: settings.tokens)
    }

    /// The one track, in one horizontal scroll view whether its segments fit or not, so the
    /// options are built once and keep their state when the width or the text size changes.
    ///
    /// The core decides from the measured widths (`SegmentedPickerLayout.Viewport`): segments that fit
    /// stretch to the scroll view's width and do not scroll; segments that do not keep their
    /// natural widths, scroll, keep the selection in view, and fade out towards each edge with
    /// more of them beyond it (`SegmentedPickerEdgeFade`), from the scroll offset measured as the
    /// track's place in the scroll view.
    @MainActor
    private func track(selectedIndex: Int?) -> some View {
      let rendering = rendering()
      let isScrolling = viewport.isScrolling
      let measured = $viewport
      let fading = $edgeFade
      let recorder = recorder
      let fadeWidth = settings.tokens.metrics.edgeFadeWidth
      return ScrollViewReader { proxy in
        SegmentedPickerViewportLayout(viewport: viewport) {
          ScrollView(.horizontal) {
            segments(selectedIndex: selectedIndex, rendering: rendering, isScrolling: isScrolling)
              .onGeometryChange(for: CGFloat.self) {
                $0.frame(in: CoordinateSpace.named(SegmentedPickerViewportSpace())).minX
              } action: { minX in
                recorder.scrollOffset = -minX
                let fade = measured.wrappedValue.edgeFade(scrollOffset: -minX, maximumWidth: fadeWidth)
                if fading.wrappedValue != fade { fading.wrappedValue = fade }
              }
          }
          .coordinateSpace(name: SegmentedPickerViewportSpace())
          .scrollIndicators(.hidden)
          .scrollDisabled(!isScrolling)
          .modifier(
            SegmentedPickerContentClip(
              shape: rendering.geometry.contentClip(tokens: settings.tokens, isScrolling: isScrolling))
          )
          .mask { SegmentedPickerEdgeFadeMask(fade: edgeFade) }
          .onGeometryChange(for: CGFloat.self) {
            $0.size.width
          } action: {
            measured.wrappedValue.width = $0
          }
        }
        .background { trackBackground(rendering) }
        .onAppear { reveal(selectedIndex, with: proxy, animated: false) }
        .choiceOnChange(of: selectedIndex) { reveal($0, with: proxy, animated: true) }
        // A change of width or text size may start the scrolling, or move the selection off view.
        .choiceOnChange(of: viewport) { newViewport in
          reveal(selectedIndex, with: proxy, animated: false)
          let fade = newViewport.edgeFade(scrollOffset: recorder.scrollOffset, maximumWidth: fadeWidth)
          if edgeFade != fade { edgeFade = fade }
        }
      }
    }

    /// The segments, placed by the track's layout at the core's frames: the pills painted with
    /// the track, the indicator over them, the segments over it.
    @MainActor
    private func segments(
      selectedIndex: Int?, rendering: SegmentedPickerRendering<Style>, isScrolling: Bool
    ) -> some View {
      let canScrub = SegmentedPickerScrub.isAvailable(
        isEnabled: isEnabled, isScrubbingEnabled: settings.isScrubbingEnabled, isScrolling: isScrolling)
      let scrub = scrubDisplay.shown(isAvailable: canScrub)
      let indicatorPosition = scrub.indicatorPosition ?? selectedIndex.map(Double.init)
      let highlighted = scrub.highlightedIndex ?? selectedIndex
      let layout = SegmentedPickerTrackLayout(
        metrics: settings.tokens.metrics, sizing: settings.sizing,
        isRightToLeft: traits.isRightToLeft, fillWidth: viewport.fillWidth,
        indicatorPosition: indicatorPosition, recorder: recorder)
      let measured = $viewport
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
        if rendering.geometry.drawsSeparators(tokens: settings.tokens) {
          ForEach(0..<max(children.count - 1, 0), id: \.self) { index in
            Rectangle()
              .fill(rendering.palette.separator)
              .opacity(
                SegmentedPickerLayout.showsSeparator(after: index, indicatorPosition: indicatorPosition)
                  ? 1 : 0
              )
              .accessibilityHidden(true)
              .layoutValue(key: SegmentedPickerTrackRoleKey.self, value: .separator)
          }
        }
        if indicatorPosition != nil {
          indicator(
            rendering, isScrubbing: scrub.isScrubbing,
            identity: scrub.indicatorIdentity(
              selectedIndex: selectedIndex, reducesMotion: traits.reducesMotion)
          )
          .layoutValue(key: SegmentedPickerTrackRoleKey.self, value: .indicator)
        }
        ForEach(children) { child in
          segment(
            child, selectedIndex: selectedIndex, highlighted: highlighted, isScrubbing: scrub.isScrubbing,
            rendering: rendering)
        }
        Text(verbatim: " ")
          .font(rendering.palette.font(isSelected: false))
          .hidden()
          .layoutValue(key: SegmentedPickerTrackRoleKey.self, value: .lineHeightProbe)
        Color.clear
          .onGeometryChange(for: CGFloat.self) {
            $0.size.width
          } action: {
            measured.wrappedValue.naturalWidth = $0
          }
          .layoutValue(key: SegmentedPickerTrackRoleKey.self, value: .naturalWidthProbe)
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
      .environment(\.layoutDirection, traits.layoutDirection)
    }

    /// The one indicator: it travels as the layout moves it, or, with Reduce Motion, fades out
    /// at the old segment and in at the new one, whether a choice or a scrub moved it (the core's
    /// `SegmentedPickerScrub.Display.indicatorIdentity(selectedIndex:reducesMotion:)`).
    @MainActor
    private func indicator(
      _ rendering: SegmentedPickerRendering<Style>, isScrubbing: Bool, identity: Int?
    )
      -> some View
    {
      style.makeIndicator(
        configuration: SegmentedPickerIndicatorConfiguration(
          isEnabled: isEnabled, isScrubbing: isScrubbing, palette: rendering.palette)
      )
      .environment(\.layoutDirection, traits.layoutDirection)
      .id(identity)
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
          tokens: settings.tokens, colors: settings.colors, traits: traits),
        layoutDirection: traits.layoutDirection, wording: wording)
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
      settings.wording ?? SegmentedPickerWording(traits: traits)
    }

    /// The core spring, or a plain fade when Reduce Motion is on.
    var indicatorAnimation: Animation {
      .choiceSpring(settings.tokens.spring, reducesMotion: traits.reducesMotion)
    }
  }
#endif
