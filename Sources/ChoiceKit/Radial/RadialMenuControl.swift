#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// Where focus is in a radial menu.
  enum RadialMenuFocus: Hashable {
    case center
    case item(Int)
  }

  /// The radial menu once its style is known: state, environment, layout, input and
  /// accessibility. Every decision is the core's `RadialMenuInteraction`.
  struct RadialMenuControl<Label: View, Style: RadialMenuStyle>: View {
    let isExpanded: Binding<Bool>
    let arc: RadialArc
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

    var body: some View {
      let palette = RadialMenuPalette(tokens: settings.tokens, traits: traits)
      let expanded = isExpanded.wrappedValue
      let layout = RadialMenuItemsLayout(
        arc: arc, radius: settings.radius, reveal: settings.tokens.reveal,
        duration: settings.tokens.spring.response, isExpanded: expanded, isRightToLeft: traits.isRightToLeft,
        openness: MotionGatedValue(expanded ? 1 : 0, reducesMotion: traits.reducesMotion))
      layout {
        ForEach(items.indices, id: \.self) { index in
          item(index, palette: palette, expanded: expanded)
            .environment(\.layoutDirection, traits.layoutDirection)
        }
        centerButton(palette: palette, expanded: expanded)
          .environment(\.layoutDirection, traits.layoutDirection)
          .layoutValue(key: RadialMenuPartKey.self, value: .center)
      }
      // The core mirrors the frames for right-to-left; SwiftUI must not mirror them again.
      .environment(\.layoutDirection, .leftToRight)
      .background {
        if expanded {
          RadialMenuOutsideTapArea { send(.outsideTap) }
        }
      }
      .animation(
        .spring(motion: settings.tokens.spring, reducesMotion: traits.reducesMotion), value: expanded
      )
      .accessibilityElement(children: .contain)
      .accessibilityAction(.escape) { send(.escape) }
      .modifier(
        RadialMenuInput(isExpanded: expanded, escape: { send(.escape) }, arrow: { arrow($0) })
      )
      .modifier(SelectionFeedback(trigger: feedbackTrigger))
      .choiceOnChange(of: expanded) { old, new in
        didChange(from: old, to: new)
      }
    }

    @MainActor
    private func centerButton(palette: RadialMenuPalette, expanded: Bool) -> some View {
      Button {
        send(.toggle)
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
      .accessibilityFocused($accessibilityFocus, equals: .center)
      .modifier(RadialMenuFocusTarget(focus: focusBinding, value: .center))
      .modifier(RadialMenuHoverEffect())
    }

    @MainActor
    private func item(_ index: Int, palette: RadialMenuPalette, expanded: Bool) -> some View {
      let item = items[index]
      let isItemEnabled = isEnabled && item.isEnabled
      let isHighlighted = focus == .item(index) || hovered == index
      let count = items.count
      return Button {
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
              isEnabled: isItemEnabled, isPressed: isPressed, isHighlighted: isHighlighted, index: index,
              count: count, palette: palette))
        }
      )
      .disabled(!expanded || !item.isEnabled)
      .accessibilityLabel(item.title)
      .accessibilityValue(Text(verbatim: wording.wording.position(index: index, count: items.count)))
      .accessibilityFocused($accessibilityFocus, equals: .item(index))
      .modifier(RadialMenuFocusTarget(focus: focusBinding, value: .item(index)))
      .modifier(RadialMenuHoverEffect { isOver in hovered = isOver ? index : nil })
      // Closed items stay in place to spring back, but are neither seen, hit nor spoken.
      .opacity(expanded ? 1 : 0)
      .allowsHitTesting(expanded)
      .accessibilityHidden(!expanded)
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
      RadialMenuActions(isExpanded: isExpanded, items: items, arc: arc, wording: wording)
    }

    /// An event, answered by the core's rules; choosing an item plays the selection haptic.
    @MainActor
    private func send(_ event: RadialMenuEvent) {
      guard isEnabled else { return }
      if actions.send(event).chosen != nil {
        feedbackTrigger &+= 1
        SelectionFeedback.playOnEarlierSystems()
      }
    }

    /// Focus and the announcement after any change of the binding, the menu's own or the app's.
    @MainActor
    private func didChange(from old: Bool, to new: Bool) {
      let response = actions.response(toChangeFrom: old, to: new)
      let target = response.focus.map(RadialMenuFocus.item) ?? .center
      focus = target
      accessibilityFocus = target
      if let announcement = response.announcement {
        AccessibilityAnnouncement.post(announcement)
      }
    }

    /// An arrow key or a Crown detent: focus moves around the arc as the core says.
    @MainActor
    private func arrow(_ arrow: RadialArrow) {
      var current: Int?
      if case .item(let index) = focus { current = index }
      let target = actions.target(of: arrow, from: current, isRightToLeft: traits.isRightToLeft)
      focus = target.map(RadialMenuFocus.item) ?? focus
    }
  }
#endif
