#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// The radial menu once its style is known: state, environment, layout, input and
  /// accessibility. Every decision is the core's: `RadialMenuInteraction` for the rules,
  /// `RadialMenuGeometry` for places, `RadialMenuDrag` for press-drag-release.
  struct RadialMenuControl<Label: View, Style: RadialMenuStyle>: View {
    let isExpanded: Binding<Bool>
    let path: RadialMenuPath
    let items: [RadialMenuItem]
    let label: Label
    let style: Style
    let settings: RadialMenuSettings

    @Environment(\.isEnabled) private var isEnabled
    @EnvironmentTraits private var traits
    #if os(watchOS)
      /// The item the Digital Crown highlights (watchOS buttons take no keyboard focus).
      @State private var focus: RadialMenuFocus?
    #else
      @FocusState private var focus: RadialMenuFocus?
    #endif
    @AccessibilityFocusState private var accessibilityFocus: RadialMenuFocus?
    @State private var hovered: Int?
    @State private var feedbackTrigger = 0
    @State private var measurements = RadialMenuMeasurements()
    @GestureState private var press: RadialMenuPress?
    @State private var pressBox = RadialMenuPressBox()
    /// Set when a press-drag-release chose, or cancelled, so the centre button's own tap at the
    /// same release does not toggle the menu again.
    @State private var pressTookOver = false
    @Environment(\.radialMenuHost) private var host
    /// Where the open menu's items go so they stay on screen (`RadialMenuFit`), decided as it
    /// opens; `nil` where the window is not known (the path as asked).
    @State private var fit: RadialMenuFit?
    /// Whether the items are offered as a list, because no arrangement fits on screen.
    @State private var isListShown = false
    #if os(iOS) || os(visionOS)
      @State private var windowReader = ChoiceViewReference()
    #endif
    @Namespace private var hostID

    var body: some View {
      let palette = RadialMenuPalette(tokens: settings.tokens, traits: traits)
      let expanded = isExpanded.wrappedValue && fit != .list
      let drawsOwnItems = RadialMenuHostState.drawsOwnItems(hostID, drawn: host?.drawn)
      let modal = RadialMenuInteraction.modalPart(isExpanded: expanded, itemsHosted: !drawsOwnItems)
      let layout = RadialMenuItemsLayout(
        path: shownPath, radius: settings.radius, reveal: settings.tokens.reveal,
        duration: settings.tokens.spring.response, isRightToLeft: traits.isRightToLeft,
        openness: MotionGatedValue(expanded ? 1 : 0, reducesMotion: traits.reducesMotion))
      layout {
        // Under a `radialMenuHost()` the host draws the items, above everything it holds, once
        // it has confirmed drawing them; until then, and where they never reach it, the menu does.
        if drawsOwnItems {
          placedItems(palette: palette, expanded: expanded)
        }
        centerButton(palette: palette, expanded: expanded)
          .environment(\.layoutDirection, traits.layoutDirection)
          // Outside the label's own direction: a drag's translation is read on screen, as the
          // core's sectors are.
          .modifier(pressDragging)
          .radialMenuMeasured(.center)
          .accessibilitySortPriority(RadialMenuFocus.center.accessibilitySortPriority(count: items.count))
          .layoutValue(key: RadialMenuPartKey.self, value: .center)
      }
      // The core mirrors the frames for right-to-left; SwiftUI must not mirror them again.
      .environment(\.layoutDirection, .leftToRight)
      .onPreferenceChange(RadialMenuMeasurementsKey.self) { [binding = $measurements] measured in
        let merged = binding.wrappedValue.merging(measured)
        if binding.wrappedValue != merged { binding.wrappedValue = merged }
      }
      .background {
        RadialMenuOutsideTouches(isActive: expanded, geometry: measuredGeometry) { send(.outsideTap) }
      }
      .animation(
        .choiceSpring(settings.tokens.spring, reducesMotion: traits.reducesMotion), value: expanded
      )
      .modifier(RadialMenuModal(isModal: modal == .menu))
      .modifier(
        RadialMenuInput(isExpanded: expanded, part: .menu, escape: { send(.escape) }, arrow: { arrow($0) })
      )
      .modifier(SelectionFeedback(trigger: feedbackTrigger))
      .modifier(
        RadialMenuHosting(
          id: hostID,
          items: host != nil
            ? hostedItems(layout, palette: palette, expanded: expanded, isModal: modal == .hostedItems) : nil)
      )
      .choiceOnChange(of: isExpanded.wrappedValue) { old, new in
        didChange(from: old, to: new)
      }
      .confirmationDialog(Text(verbatim: ""), isPresented: $isListShown, titleVisibility: .hidden) {
        ForEach(items.indices, id: \.self) { index in
          Button(role: items[index].role) {
            chooseFromList(index)
          } label: {
            items[index].title
          }
          .disabled(!items[index].isEnabled)
        }
      }
      .choiceOnChange(of: isListShown) { shown in
        if !shown { send(.setExpanded(false)) }
      }
      // A menu open from its first frame, or whose items change size while open (a new text
      // size), fits again once they are measured in the window.
      .choiceOnChange(of: measurements) { _ in
        if isExpanded.wrappedValue { refit() }
      }
      // Disabled while open, the menu closes: its centre button and Escape key no longer work,
      // and a disabled menu is never left open (a touch outside still closes it meanwhile).
      .choiceOnChange(of: isEnabled) { enabled in
        if !enabled { send(.setExpanded(false)) }
      }
      .choiceOnChange(of: press?.drag.opensMenu == true) { opens in
        if opens { send(.setExpanded(true)) }
      }
      .choiceOnChange(of: press?.highlightChanges ?? 0) { old, new in
        // Each change of the highlight during a press; the press's end resets the count to 0.
        if new > old { playSelectionFeedback() }
      }
      .choiceOnChange(of: press == nil) { ended in
        if !ended { pressTookOver = false }
      }
    }

    @MainActor
    private func centerButton(palette: RadialMenuPalette, expanded: Bool) -> some View {
      Button {
        centerButtonAction()
      } label: {
        label
      }
      .buttonStyle(
        PressedStateButtonStyle { label, isPressed in
          RadialMenuCenterBody(
            style: style,
            configuration: RadialMenuStyleConfiguration(
              label: RadialMenuStyleConfiguration.Label(label), isExpanded: expanded, isPressed: isPressed,
              isEnabled: isEnabled, palette: palette))
        }
      )
      .accessibilityValue(Text(verbatim: expanded ? wording.wording.expanded : wording.wording.collapsed))
      .accessibilityHint(Text(verbatim: wording.centerHint(isExpanded: expanded)))
      // At accessibility text sizes the title stops growing with the button
      // (`RadialMenuTokens.centerTitle(at:)`); a long press shows it large, as on a tab bar.
      .accessibilityShowsLargeContentViewer()
      .accessibilityFocused($accessibilityFocus, equals: .center)
      .modifier(RadialMenuFocusTarget(focus: focusBinding, value: .center))
      #if os(iOS) || os(visionOS)
        .background {
          ChoiceViewProbe(reference: windowReader).accessibilityHidden(true)
          .allowsHitTesting(false)
        }
      #endif
      .modifier(RadialMenuHoverEffect())
    }

    @MainActor
    private func item(_ index: Int, palette: RadialMenuPalette, expanded: Bool) -> some View {
      let item = items[index]
      let isItemEnabled = isEnabled && item.isEnabled
      let isHighlighted = focus == .item(index) || hovered == index || press?.drag.highlighted == index
      let count = items.count
      return Button(role: item.role) {
        send(.choose(index))
      } label: {
        item.title
      }
      .buttonStyle(
        PressedStateButtonStyle { _, isPressed in
          RadialMenuItemBody(
            style: style,
            configuration: RadialMenuItemConfiguration(
              title: item.title, icon: item.systemImage.map { Image(systemName: $0) },
              isEnabled: isItemEnabled, isPressed: isPressed, isHighlighted: isHighlighted, role: item.role,
              index: index, count: count, palette: palette))
        }
      )
      .disabled(!expanded || !item.isEnabled)
      .accessibilityLabel(item.title)
      .accessibilityValue(Text(verbatim: wording.wording.position(index: index, count: items.count)))
      .accessibilityFocused($accessibilityFocus, equals: .item(index))
      // The escape gesture (the two-finger scrub) closes the menu from its items, which VoiceOver
      // reaches only while it is open (opening moves focus to the first): closed, the scrub goes
      // on to the screen. On the items, it also works where a host draws them.
      .accessibilityAction(.escape) { send(.escape) }
      .modifier(RadialMenuFocusTarget(focus: focusBinding, value: .item(index)))
      .modifier(RadialMenuHoverEffect { isOver in hovered = isOver ? index : nil })
      // Closed items stay in place to spring back, but are neither seen, hit nor spoken.
      .opacity(expanded ? 1 : 0)
      .allowsHitTesting(expanded)
      .accessibilityHidden(!expanded)
    }

    /// The items, each measured and in the reading order along the path.
    @MainActor
    private func placedItems(palette: RadialMenuPalette, expanded: Bool) -> some View {
      ForEach(items.indices, id: \.self) { index in
        item(index, palette: palette, expanded: expanded)
          .environment(\.layoutDirection, traits.layoutDirection)
          .radialMenuMeasured(.item(index))
          .accessibilitySortPriority(
            RadialMenuFocus.item(index).accessibilitySortPriority(count: items.count))
      }
    }

    /// The items for a host to draw: laid out as the menu lays them out, around a stand-in of
    /// the centre button's size, moving on the same spring; their sizes come back to the menu.
    /// Focus is on them while the menu is open, so they take the keys that need focus (Escape,
    /// the arrows, Apple TV's Menu button) as the menu does.
    @MainActor
    private func hostedItems(
      _ layout: RadialMenuItemsLayout, palette: RadialMenuPalette, expanded: Bool, isModal: Bool
    ) -> AnyView {
      let center = measurements.center
      return AnyView(
        layout {
          placedItems(palette: palette, expanded: expanded)
          Color.clear
            .frame(width: center.width, height: center.height)
            .allowsHitTesting(false)
            .accessibilityHidden(true)
            .layoutValue(key: RadialMenuPartKey.self, value: .center)
        }
        .environment(\.layoutDirection, .leftToRight)
        .onPreferenceChange(RadialMenuMeasurementsKey.self) { [binding = $measurements] measured in
          let merged = binding.wrappedValue.merging(measured)
          if binding.wrappedValue != merged { binding.wrappedValue = merged }
        }
        .animation(
          .choiceSpring(settings.tokens.spring, reducesMotion: traits.reducesMotion), value: expanded
        )
        // Drawn above everything the host holds, the items would cover the centre button as
        // they spring in and out through it; a menu's own items pass under it instead. The mask
        // reaches as far as an item overshooting to twice its place (where the core's progress
        // stops): twice the menu's reach each way.
        .mask {
          RadialMenuButtonHole(diameter: max(center.width, center.height))
            .fill(style: FillStyle(eoFill: true))
            .frame(width: 4 * measuredGeometry.reach, height: 4 * measuredGeometry.reach)
        }
        .modifier(RadialMenuModal(isModal: isModal))
        .modifier(
          RadialMenuInput(
            isExpanded: expanded, part: .hostedItems, escape: { send(.escape) }, arrow: { arrow($0) })
        )
      )
    }

    /// The core geometry of the menu as measured: what the drag's sectors and the outside
    /// touches read.
    @MainActor
    private var measuredGeometry: RadialMenuGeometry {
      RadialMenuGeometry.menu(
        itemSizes: measurements.itemSizes(count: items.count), centerSize: measurements.center,
        path: shownPath,
        radius: settings.radius, isRightToLeft: traits.isRightToLeft)
    }

    /// Press-drag-release on the centre button (a marking menu), read against the sectors of the
    /// items as measured: the core's `RadialMenuDrag` follows the finger once it has held for
    /// `RadialMenuDrag.armingHold`, so a scroll that starts on the button scrolls; the control
    /// opens the menu once the finger leaves the dead zone, highlights the item it points at and
    /// acts on the release. The button's own tap stays the path for a plain tap, VoiceOver and
    /// the keyboard. The finger's position is read from the button's centre, its travel from
    /// where it pressed.
    @MainActor
    private var pressDragging: ChoiceFingerFollowing<RadialMenuPress?, RadialMenuDragOutcome> {
      let box = pressBox
      let sectors = measuredGeometry.sectors()
      let selectable = items.indices.map { actions.isEnabled($0) }
      let size = measurements.center
      return ChoiceFingerFollowing(
        isActive: isEnabled && !items.isEmpty, state: $press,
        arming: (RadialMenuDrag.armingHold, RadialMenuDrag.armingSlop),
        follow: { press, finger in
          box.follow(
            press, to: RadialMenuPress.Finger(finger, size: size), sectors: sectors, selectable: selectable)
        },
        end: { finger in
          box.end(at: RadialMenuPress.Finger(finger, size: size), sectors: sectors, selectable: selectable)
        },
        act: { endPress($0) })
    }

    /// The words set for the menu, or those of the environment's locale.
    private var wording: RadialMenuWording {
      settings.wording ?? RadialMenuWording(traits: traits)
    }

    /// The focus state as a binding for `focused(_:equals:)`; `nil` on watchOS, whose items take
    /// no keyboard focus.
    private var focusBinding: FocusState<RadialMenuFocus?>.Binding? {
      #if os(watchOS)
        nil
      #else
        $focus
      #endif
    }

    private var actions: RadialMenuActions {
      RadialMenuActions(isExpanded: isExpanded, items: items, path: shownPath, wording: wording)
    }

    /// An event, answered by the core's rules; choosing an item plays the selection haptic. A
    /// disabled menu takes only what closes it (`RadialMenuInteraction.isTakenWhileDisabled`).
    @MainActor
    private func send(_ event: RadialMenuEvent) {
      guard
        isEnabled || RadialMenuInteraction.isTakenWhileDisabled(event, isExpanded: isExpanded.wrappedValue)
      else { return }
      if actions.send(event).chosen != nil {
        playSelectionFeedback()
      }
    }

    @MainActor
    private func playSelectionFeedback() {
      feedbackTrigger &+= 1
      SelectionFeedback.playOnEarlierSystems()
    }

    /// The centre button's own action: a tap, the keyboard or VoiceOver toggle the menu, unless
    /// the press that ends here was a drag that already chose or cancelled.
    @MainActor
    private func centerButtonAction() {
      guard !pressTookOver, press?.drag.opensMenu != true else {
        pressTookOver = false
        return
      }
      send(.toggle)
    }

    /// The release of a press on the centre button, as the core's `RadialMenuDrag` decided.
    @MainActor
    private func endPress(_ outcome: RadialMenuDragOutcome) {
      switch outcome {
      case .tap:
        // The button's own action opens or closes the menu.
        return
      case .choose(let index):
        pressTookOver = true
        // A flick chooses before the menu opened: open it first, as the core's rules choose only
        // from an open menu.
        send(.setExpanded(true))
        send(.choose(index))
      case .cancel:
        pressTookOver = true
        send(.setExpanded(false))
      }
      // Clear the mark once this release has been handled, so a later keyboard or VoiceOver
      // activation (which comes without a press) is not taken for this release's tap.
      Task { @MainActor [binding = $pressTookOver] in
        try? await Task.sleep(nanoseconds: Self.releaseWindow)
        binding.wrappedValue = false
      }
    }

    /// How long a drag's release keeps the centre button's own tap from toggling (0.3 s): the
    /// tap of the same release arrives within it.
    private static var releaseWindow: UInt64 { 300_000_000 }

    /// Focus and the announcement after any change of the binding, the menu's own or the app's.
    /// The announcement waits a moment, so VoiceOver's reading of the newly focused item does
    /// not cut it off.
    @MainActor
    private func didChange(from old: Bool, to new: Bool) {
      if new {
        refit()
      } else {
        isListShown = false
      }
      let response = actions.response(toChangeFrom: old, to: new)
      let target = response.focus.map(RadialMenuFocus.item) ?? .center
      // A press-drag-release opening the menu highlights what the finger points at, not the
      // first item.
      if press == nil { focus = target }
      accessibilityFocus = target
      if let announcement = response.announcement {
        AccessibilityAnnouncement.post(announcement, afterActivation: true)
      }
    }

    /// The path the items take: the fitted one, or the one asked for.
    private var shownPath: RadialMenuPath {
      if case .path(let fitted)? = fit { return fitted }
      return path
    }

    /// Where the items fit on screen now, as the core's `RadialMenuFit` decides from the centre
    /// button's frame and the window's safe area; `nil` where they are not known.
    @MainActor
    private func currentFit() -> RadialMenuFit? {
      #if os(iOS) || os(visionOS)
        guard let place = windowReader.radialMenuPlace() else { return nil }
        let center = measurements.center
        return RadialMenuFit.fit(
          itemSizes: measurements.itemSizes(count: items.count), path: path, radius: settings.radius,
          centerDiameter: max(center.width, center.height), isRightToLeft: traits.isRightToLeft,
          button: place.button, safeArea: place.safeArea)
      #else
        return nil
      #endif
    }

    /// Decides again where the open menu's items go (`currentFit()`), and whether they are
    /// offered as a list.
    @MainActor
    private func refit() {
      fit = currentFit()
      isListShown = fit == .list
    }

    /// Chooses an item from the list the menu falls back to.
    @MainActor
    private func chooseFromList(_ index: Int) {
      send(.setExpanded(true))
      send(.choose(index))
    }

    /// An arrow key or a Crown detent: focus moves along the path as the core says.
    @MainActor
    private func arrow(_ arrow: RadialArrow) {
      var current: Int?
      if case .item(let index) = focus { current = index }
      let target = actions.target(of: arrow, from: current, isRightToLeft: traits.isRightToLeft)
      focus = target.map(RadialMenuFocus.item) ?? focus
    }
  }
#endif
