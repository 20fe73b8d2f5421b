#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// The curved bar itself, shared by ``CurvedTabView`` and ``CurvedTabBar``: environment, parts,
  /// input and accessibility. Selection is the caller's; the bar reports what the user did as the
  /// core's `CurvedTabBarEvent`.
  struct CurvedTabBarControl: View {
    let entries: [CurvedTabBarEntry]
    let selectedIndex: Int?
    let action: CurvedTabAction?
    /// Receives `.select`, `.reselect` and `.action`, already checked by `CurvedTabBarInteraction`.
    let onEvent: @MainActor (CurvedTabBarEvent) -> Void

    @Environment(CurvedTabBarSettings.environmentKeyPath) private var settings
    @Environment(CurvedTabBarStyleSlot.environmentKeyPath) private var style

    var body: some View {
      styled(style)
    }

    /// Opens the style once per bar, the one place its type is erased, so the views it makes
    /// keep their types inside.
    private func styled<Style: CurvedTabBarStyle>(_ style: Style) -> AnyView {
      AnyView(
        CurvedTabBarParts(
          entries: entries, selectedIndex: selectedIndex, action: action, onEvent: onEvent, style: style,
          settings: settings))
    }
  }

  /// The bar once its style is known.
  struct CurvedTabBarParts<Style: CurvedTabBarStyle>: View {
    let entries: [CurvedTabBarEntry]
    let selectedIndex: Int?
    let action: CurvedTabAction?
    let onEvent: @MainActor (CurvedTabBarEvent) -> Void
    let style: Style
    let settings: CurvedTabBarSettings

    @Environment(\.isEnabled) private var isEnabled
    @EnvironmentTraits private var traits
    @CurvedTabBarCompactHeight private var isCompactHeight
    @State private var feedbackTrigger = 0
    /// The selection's position as drawn: it springs between tabs, and starts at the target
    /// without travelling when there was no valid position before (the core's
    /// `CurvedTabBarPositionChange`), so the indicator never animates from nowhere.
    @State private var drawnPosition = Double.nan
    /// The bottom safe area under the bar, read by the background's geometry reader, so the tabs'
    /// hit columns reach over the home indicator's strip.
    @State private var bottomInset: CGFloat = 0
    /// Whether a finger is down on the action's column around its circle, which draws the button
    /// pressed as a touch on the circle does.
    @State private var isActionColumnPressed = false
    @Environment(\.curvedTabBarPlacementLog) private var placementLog

    var body: some View {
      let palette = CurvedTabBarPalette(tokens: settings.tokens, traits: traits)
      let position = MotionGatedValue(drawnPosition, reducesMotion: traits.reducesMotion)
      let geometry = CurvedTabBarGeometry(
        tabCount: entries.count, hasAction: action != nil, settings: settings, traits: traits,
        isCompactHeight: isCompactHeight)
      let mode = geometry.mode
      let layout = CurvedTabBarItemsLayout(
        geometry: geometry, position: position, bottomInset: bottomInset, placementLog: placementLog)
      layout {
        background(palette: palette, geometry: geometry, position: position)
          .layoutValue(key: CurvedTabBarPartKey.self, value: .background)
        ForEach(entries.indices, id: \.self) { index in
          tabParts(index, palette: palette, mode: mode)
        }
        if selectedIndex != nil {
          style.makeIndicator(
            configuration: CurvedTabBarIndicatorConfiguration(
              notchMode: mode, palette: palette, colorScheme: traits.colorScheme)
          )
          .environment(\.layoutDirection, traits.layoutDirection)
          // The raised circle lies over the selected tab's column: a tap on it is the tab's re-tap.
          .allowsHitTesting(false)
          .accessibilityHidden(true)
          // With Reduce Motion the indicator does not travel: the old one fades out, the new one in.
          .id(traits.reducesMotion ? selectedIndex : nil)
          .transition(.opacity)
          .layoutValue(key: CurvedTabBarPartKey.self, value: .indicator)
        }
        // Touch targets where the core's `hit(at:selected:)` puts them, in its order: the tabs'
        // columns (their buttons), the action's column, the raised circle, the action's circle.
        if action != nil {
          actionColumn()
            .layoutValue(key: CurvedTabBarPartKey.self, value: .actionColumn)
        }
        if let selectedIndex, mode == .travelling {
          // The circle rises above the bar: all of it is the selected tab, as drawn.
          Color.clear
            .contentShape(Circle())
            .onTapGesture { tap(.tab(selectedIndex)) }
            .accessibilityHidden(true)
            .layoutValue(key: CurvedTabBarPartKey.self, value: .raisedCircle)
        }
        if let action {
          actionButton(action, palette: palette)
            // VoiceOver reaches the action through `CurvedTabBarActionElement`, outside the tab
            // bar, so it is not counted as a tab.
            .accessibilityHidden(true)
            .anchorPreference(key: CurvedTabBarActionAnchorKey.self, value: .bounds) { $0 }
            .layoutValue(key: CurvedTabBarPartKey.self, value: .action)
        }
      }
      // The core mirrors the frames for right-to-left; SwiftUI must not mirror them again.
      .environment(\.layoutDirection, .leftToRight)
      .animation(
        .choiceSpring(settings.tokens.spring, reducesMotion: traits.reducesMotion), value: selectedIndex
      )
      .modifier(CurvedTabBarAccessibilityContainer())
      .overlayPreferenceValue(CurvedTabBarActionAnchorKey.self) { anchor in
        if let action, let anchor {
          CurvedTabBarActionElement(anchor: anchor, action: action) { tap(.action) }
        }
      }
      .transformPreference(CurvedTabBarActionAnchorKey.self) { $0 = nil }
      .modifier(
        CurvedTabBarKeyboardNavigation(
          isEnabled: isEnabled, isRightToLeft: traits.isRightToLeft, move: { move($0) })
      )
      .modifier(SelectionFeedback(trigger: feedbackTrigger))
      .onPreferenceChange(CurvedTabBarBottomInsetKey.self) { [binding = $bottomInset] inset in
        if binding.wrappedValue != inset { binding.wrappedValue = inset }
      }
      .onAppear { moveDrawnPosition(animated: false) }
      .choiceOnChange(of: selectedIndex) { _ in moveDrawnPosition(animated: true) }
      .choiceOnChange(of: entries.count) { _ in moveDrawnPosition(animated: false) }
    }

    /// Moves the drawn position to the selection, on the tokens' spring when the core says it
    /// travels.
    @MainActor
    private func moveDrawnPosition(animated: Bool) {
      let change = CurvedTabBarPositionChange(
        from: drawnPosition, to: selectedIndex.map(Double.init), count: entries.count)
      let isDrawn = change.end == drawnPosition || (change.end.isNaN && drawnPosition.isNaN)
      guard !isDrawn else { return }
      let spring = Animation.choiceSpring(settings.tokens.spring, reducesMotion: traits.reducesMotion)
      withAnimation(animated && change.travels ? spring : nil) {
        drawnPosition = change.end
      }
    }

    /// The style's background over the bar, down over the bottom safe area and sideways over the
    /// leading and trailing ones (an iPhone in landscape), whose sizes the one geometry reader of
    /// the bar reads for the outline.
    @MainActor
    private func background(
      palette: CurvedTabBarPalette, geometry: CurvedTabBarGeometry, position: MotionGatedValue
    ) -> some View {
      let colorScheme = traits.colorScheme
      return GeometryReader { proxy in
        style.makeBackground(
          configuration: CurvedTabBarBackgroundConfiguration(
            shape: CurvedTabBarShape(
              geometry: geometry, position: position, bottomInset: proxy.safeAreaInsets.bottom,
              sideReach: (proxy.safeAreaInsets.leading, proxy.safeAreaInsets.trailing)),
            notchMode: geometry.mode, palette: palette, colorScheme: colorScheme)
        )
        .preference(key: CurvedTabBarBottomInsetKey.self, value: proxy.safeAreaInsets.bottom)
      }
      .ignoresSafeArea(.container, edges: [.bottom, .horizontal])
      .accessibilityHidden(true)
    }

    /// A tab's button over its slot, and its symbol, title and badge, drawn by the style.
    @MainActor @ViewBuilder
    private func tabParts(_ index: Int, palette: CurvedTabBarPalette, mode: CurvedTabBarNotchMode)
      -> some View
    {
      let entry = entries[index]
      let isSelected = index == selectedIndex
      let configuration = CurvedTabBarStyleConfiguration(
        icon: Image(systemName: entry.systemImage), title: entry.title, isSelected: isSelected,
        isRaised: isSelected && mode == .travelling, isEnabled: isEnabled && entry.isSelectable, index: index,
        count: entries.count, palette: palette)
      tabButton(index, entry: entry, isSelected: isSelected)
        .layoutValue(key: CurvedTabBarPartKey.self, value: .tab(index))
      style.makeBody(configuration: configuration)
        .environment(\.layoutDirection, traits.layoutDirection)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .allowsHitTesting(false)
        .accessibilityHidden(true)
        .layoutValue(key: CurvedTabBarPartKey.self, value: .icon(index))
      style.makeTitle(configuration: configuration)
        .environment(\.layoutDirection, traits.layoutDirection)
        .fixedSize()
        // Proposed no room when the core drops the titles: then the title shows nothing.
        .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
        .clipped()
        .allowsHitTesting(false)
        .accessibilityHidden(true)
        .layoutValue(key: CurvedTabBarPartKey.self, value: .title(index))
      if let badge = entry.badge, badge.isVisible {
        CurvedTabBarBadgeView(badge: badge, palette: palette)
          .allowsHitTesting(false)
          .accessibilityHidden(true)
          .layoutValue(key: CurvedTabBarPartKey.self, value: .badge(index, badge))
      }
    }

    @MainActor
    private func tabButton(_ index: Int, entry: CurvedTabBarEntry, isSelected: Bool) -> some View {
      Button {
        tap(.tab(index))
      } label: {
        Color.clear.contentShape(Rectangle())
      }
      .buttonStyle(.plain)
      .disabled(!entry.isSelectable)
      .accessibilityLabel(entry.title)
      .accessibilityValue(
        entry.accessibilityValue(index: index, count: entries.count, isEnabled: isEnabled, wording: wording)
      )
      .accessibilityAddTraits(isSelected ? .isSelected : [])
      .accessibilitySortPriority(
        CurvedTabBarInteraction.sortPriority(of: .tab(index), count: entries.count, hasAction: action != nil)
      )
      .accessibilityShowsLargeContentViewer {
        Label {
          entry.title
        } icon: {
          Image(systemName: entry.systemImage)
        }
      }
    }

    @MainActor
    private func actionButton(_ action: CurvedTabAction, palette: CurvedTabBarPalette) -> some View {
      let colorScheme = traits.colorScheme
      return Button {
        tap(.action)
      } label: {
        Image(systemName: action.systemImage)
      }
      .buttonStyle(
        PressedStateButtonStyle { [isActionColumnPressed] _, isPressed in
          CurvedTabBarActionBody(
            style: style, systemImage: action.systemImage, isPressed: isPressed || isActionColumnPressed,
            palette: palette, colorScheme: colorScheme)
        }
      )
      .environment(\.layoutDirection, traits.layoutDirection)
    }

    /// The action's column around its circle: a touch there presses the action, drawn pressed
    /// while the finger is down and run when it lifts inside, as a button does. VoiceOver reaches
    /// the action through `CurvedTabBarActionElement`, the keyboard through its button.
    @MainActor @ViewBuilder
    private func actionColumn() -> some View {
      #if os(tvOS)
        // Apple TV has no touches: focus reaches the action through its button.
        Color.clear.accessibilityHidden(true)
      #else
        actionColumnTouches()
      #endif
    }

    #if !os(tvOS)
      /// The touch target of ``actionColumn()``.
      @MainActor
      private func actionColumnTouches() -> some View {
        GeometryReader { proxy in
          let bounds = CGRect(origin: .zero, size: proxy.size)
          Color.clear
            .contentShape(Rectangle())
            .gesture(
              DragGesture(minimumDistance: 0)
                .onChanged { value in
                  let isInside = bounds.contains(value.location)
                  if isActionColumnPressed != isInside { isActionColumnPressed = isInside }
                }
                .onEnded { value in
                  isActionColumnPressed = false
                  if bounds.contains(value.location) { tap(.action) }
                })
        }
        .accessibilityHidden(true)
      }
    #endif

    /// The words set for the bar, or those of the environment's locale.
    private var wording: CurvedTabBarWording {
      settings.wording ?? CurvedTabBarWording(traits: traits)
    }

    /// A tap on a tab or the action, turned into an event by the core's rules.
    @MainActor
    private func tap(_ hit: CurvedTabBarHit) {
      let event = CurvedTabBarInteraction.event(
        for: hit, selected: selectedIndex, count: entries.count, isEnabled: { isSelectable($0) })
      if let event { send(event) }
    }

    /// An arrow key or another move, among the tabs only.
    @MainActor
    private func move(_ move: ChoiceMove) {
      let event = CurvedTabBarInteraction.event(
        for: move, selected: selectedIndex, count: entries.count, isEnabled: { isSelectable($0) })
      if let event { send(event) }
    }

    @MainActor
    private func send(_ event: CurvedTabBarEvent) {
      guard isEnabled else { return }
      // The system tab bar plays no haptic on a switch; a bar plays one only when asked to.
      if case .select = event, settings.playsSelectionFeedback {
        feedbackTrigger &+= 1
        SelectionFeedback.playOnEarlierSystems()
      }
      onEvent(event)
    }

    private func isSelectable(_ index: Int) -> Bool {
      entries.indices.contains(index) && entries[index].isSelectable
    }
  }

  /// Calls the style for the action button on the main actor, with the button's enabled state.
  struct CurvedTabBarActionBody<Style: CurvedTabBarStyle>: View {
    let style: Style
    let systemImage: String
    let isPressed: Bool
    let palette: CurvedTabBarPalette
    let colorScheme: ColorScheme
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
      style.makeActionButton(
        configuration: CurvedTabBarActionConfiguration(
          icon: Image(systemName: systemImage), isPressed: isPressed, isEnabled: isEnabled, palette: palette,
          colorScheme: colorScheme)
      )
      .contentShape(Circle())
    }
  }

  /// Where the action button is drawn, for its accessibility element outside the tab bar.
  struct CurvedTabBarActionAnchorKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }

    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
      value = value ?? nextValue()
    }
  }

  /// The action as VoiceOver, Voice Control and the keyboard's accessibility features reach it:
  /// a button over the drawn one, outside the container marked as a tab bar, so it is read after
  /// the tabs (the core's `CurvedTabBarInteraction.readingOrder`) and never counted as a tab.
  /// Touches go to the drawn button beneath.
  struct CurvedTabBarActionElement: View {
    let anchor: Anchor<CGRect>
    let action: CurvedTabAction
    let perform: @MainActor () -> Void

    var body: some View {
      let action = action
      let perform = perform
      GeometryReader { proxy in
        let frame = proxy[anchor]
        Color.clear
          .frame(width: frame.width, height: frame.height)
          .accessibilityRepresentation {
            Button {
              perform()
            } label: {
              Image(systemName: action.systemImage)
            }
            .modifier(CurvedTabBarActionLabel(title: action.title))
          }
          // After the tab bar, whose own priority is the default 0.
          .accessibilitySortPriority(-1)
          .position(x: frame.midX, y: frame.midY)
      }
      .allowsHitTesting(false)
    }
  }

  /// Names the action button by its title; without one the symbol's own label is spoken.
  struct CurvedTabBarActionLabel: ViewModifier {
    let title: Text?

    func body(content: Content) -> some View {
      if let title {
        content.accessibilityLabel(title)
      } else {
        content
      }
    }
  }

  /// A badge: its text in a capsule, or a dot.
  struct CurvedTabBarBadgeView: View {
    let badge: CurvedTabBarBadge
    let palette: CurvedTabBarPalette

    var body: some View {
      if let text = badge.text {
        // The layout places a badge too wide for its tab's room at a dot's size
        // (`CurvedTabBarLayout.badgePlacement`): the text then gives way to the dot.
        ViewThatFits(in: .horizontal) {
          Text(verbatim: text)
            .font(palette.badgeFont)
            .foregroundStyle(palette.badgeText)
            .lineLimit(1)
            .fixedSize()
            .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
            .background(Capsule().fill(palette.badge))
          Circle().fill(palette.badge)
        }
      } else {
        Circle().fill(palette.badge)
      }
    }
  }
#endif
