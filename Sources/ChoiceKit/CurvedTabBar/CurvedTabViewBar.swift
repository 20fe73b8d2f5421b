#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// The curved bar form (iPhone, iPad).
  ///
  /// Every number of the arrangement is the core's `CurvedTabContentInsets`: the content keeps
  /// room for the bar and for the raised circle above it through a bottom safe-area inset of
  /// exactly `extraBottomInset`; with the keyboard up the content sits right on the keyboard, and
  /// the bar, laid over the content ignoring the keyboard's safe area, stays put under it, out of
  /// reach of touches and VoiceOver while covered. The selected tab's `curvedTabBarVisibility(_:)`
  /// requests decide, through the core's `CurvedTabBarPresence`, whether the bar and its room are
  /// there at all.
  struct CurvedTabViewBar<Tag: Hashable>: View {
    let children: TaggedChildren<Tag>
    let tabs: CurvedTabSelection<Tag>
    @State private var requests: [CurvedTabBarVisibility] = []
    #if os(iOS)
      /// The requests of each tab the system `TabView` holds, read inside the tabs.
      @State private var systemRequests = CurvedTabVisibilityRequests()
      /// The system `TabView`'s shown tab and, before iOS 18, its tab bar controller.
      @StateObject private var systemLink = CurvedTabSystemLink()
    #endif
    @State private var measures = CurvedTabViewMeasures()
    @State private var reselections = CurvedTabReselections<AnyHashable>()
    @Environment(CurvedTabBarSettings.environmentKeyPath) private var settings
    @EnvironmentTraits private var traits
    @CurvedTabBarCompactHeight private var isCompactHeight

    var body: some View {
      let selectedIndex = selectedIndex
      let tabs = tabs
      let ids = children.map(\.id)
      let reselectionsBinding = $reselections
      let routes = children.map { route($0.index) }
      let askContainer = askContainer
      let bar = CurvedTabBarControl(
        entries: children.map {
          CurvedTabBarEntry(
            child: $0, isSelectable: children.isSelectable($0.index) || routes[$0.index] == .askContainer)
        },
        selectedIndex: selectedIndex, action: tabs.action,
        onEvent: { event in
          if case .select(let index) = event, routes.indices.contains(index), routes[index] == .askContainer {
            askContainer(index)
          } else {
            tabs.apply(event)
          }
          reselectionsBinding.wrappedValue.record(event, ids: ids)
        })
      let presence = CurvedTabBarPresence(
        requests: visibilityRequests(selectedIndex: selectedIndex), form: .curvedBar)
      let insets = insets(showsBar: presence.keepsBottomInset)
      let requestsBinding = $requests
      let measuresBinding = $measures
      contents(selectedIndex: selectedIndex, bottomRoom: insets.extraBottomInset)
        .choiceOnChange(of: ids) { reselectionsBinding.wrappedValue.update(ids: $0) }
        .onPreferenceChange(CurvedTabBarVisibilityKey.self) { requests in
          if requestsBinding.wrappedValue != requests { requestsBinding.wrappedValue = requests }
        }
        .overlay(alignment: .bottom) {
          ZStack(alignment: .bottom) {
            if presence.showsBar {
              bar
                .background {
                  GeometryReader { proxy in
                    Color.clear.preference(key: CurvedTabViewBarHeightKey.self, value: proxy.size.height)
                  }
                }
                .allowsHitTesting(!insets.isBarCovered)
                .accessibilityHidden(insets.isBarCovered)
                // Hidden and shown by a pushed screen, the bar slides down and back up as the
                // system tab bar does with the push; with Reduce Motion it fades.
                .transition(traits.reducesMotion ? .opacity : .move(edge: .bottom))
            }
          }
          .frame(maxHeight: .infinity, alignment: .bottom)
          .ignoresSafeArea(.keyboard, edges: .bottom)
          .animation(
            .choiceSpring(settings.tokens.spring, reducesMotion: traits.reducesMotion),
            value: presence.showsBar)
        }
        .onPreferenceChange(CurvedTabViewBarHeightKey.self) { height in
          if measuresBinding.wrappedValue.barHeight != height {
            measuresBinding.wrappedValue.barHeight = height
          }
        }
        .background {
          CurvedTabViewSafeAreaReader()
        }
        .onPreferenceChange(CurvedTabViewSafeAreaKey.self) { safeArea in
          if measuresBinding.wrappedValue.safeArea != safeArea {
            measuresBinding.wrappedValue.safeArea = safeArea
          }
        }
    }

    /// The tabs' content in the container the core's `CurvedTabContainer` names, each tab's
    /// safe area making `bottomRoom` for the bar.
    @MainActor @ViewBuilder
    private func contents(selectedIndex: Int?, bottomRoom: CGFloat) -> some View {
      #if os(iOS)
        if usesSystemTabView {
          CurvedTabSystemContents(
            children: children, tabs: tabs, selectedIndex: selectedIndex, link: systemLink,
            reselections: reselections, bottomRoom: bottomRoom, requests: $systemRequests)
        } else {
          customContents(selectedIndex: selectedIndex, bottomRoom: bottomRoom)
        }
      #else
        customContents(selectedIndex: selectedIndex, bottomRoom: bottomRoom)
      #endif
    }

    /// Whether the system `TabView` holds the tabs (`CurvedTabContainer`).
    private var usesSystemTabView: Bool {
      #if os(iOS)
        CurvedTabContainer.container(tabCount: children.count) == .systemTabView
      #else
        false
      #endif
    }

    /// Whether the bar may ask the system `TabView` to show a tab whose tag ChoiceKit could not
    /// read: where that view holds the tabs and the system does not let the tags be read
    /// (before iOS 18).
    private var containerCanChoose: Bool {
      usesSystemTabView && !children.systemTags.isReadable
    }

    /// How the bar chooses a tab (the core's `CurvedTabSystemChoice`).
    private func route(_ index: Int) -> CurvedTabSystemChoice {
      CurvedTabSystemChoice.route(
        isTagKnown: children.isTagKnown(index), isDisabled: children.options.isDisabled(index),
        containerCanChoose: containerCanChoose)
    }

    /// The tab the bar shows as selected: the selection's, or, where the selection is a tag
    /// ChoiceKit could not read, the tab the system `TabView` shows.
    @MainActor
    private var selectedIndex: Int? {
      #if os(iOS)
        return CurvedTabSystemChoice.selectedIndex(
          selectionIndex: tabs.selectedIndex, shownIndex: containerCanChoose ? systemLink.shownIndex : nil,
          isTagKnown: children.isTagKnown)
      #else
        return tabs.selectedIndex
      #endif
    }

    /// Asks the system `TabView` to show a tab (`CurvedTabSystemChoice.askContainer`).
    @MainActor
    private var askContainer: @MainActor (Int) -> Void {
      #if os(iOS)
        let link = systemLink
        return { link.select($0) }
      #else
        return { _ in }
      #endif
    }

    /// The selected tab's bar visibility requests, from the container that holds it.
    private func visibilityRequests(selectedIndex: Int?) -> [CurvedTabBarVisibility] {
      #if os(iOS)
        if usesSystemTabView { return selectedIndex.flatMap { systemRequests.byTab[$0] } ?? [] }
      #endif
      return requests
    }

    /// ChoiceKit's own container, for more tabs than the system's bar shows.
    @MainActor
    private func customContents(selectedIndex: Int?, bottomRoom: CGFloat) -> some View {
      CurvedTabContents(children: children, selectedIndex: selectedIndex, reselections: reselections)
        .safeAreaInset(edge: .bottom, spacing: 0) {
          Color.clear.frame(height: bottomRoom).accessibilityHidden(true)
        }
    }

    /// The core's arrangement for what was measured; before the bar is measured, its height is
    /// the core's for the metrics, so the first frame already keeps room for it.
    private func insets(showsBar: Bool) -> CurvedTabContentInsets {
      let geometry = CurvedTabBarGeometry(
        tabCount: children.count, hasAction: tabs.action != nil, settings: settings, traits: traits,
        isCompactHeight: isCompactHeight)
      let layout = geometry.layout(width: nil)
      let safeArea = measures.safeArea
      return CurvedTabContentInsets(
        containerSize: .zero, bottomSafeArea: safeArea.bottom,
        keyboardHeight: safeArea.keyboardBottom > safeArea.bottom ? safeArea.keyboardBottom : 0,
        barHeight: measures.barHeight > 0 ? measures.barHeight : layout.contentHeight,
        circleOverhang: CurvedTabContentInsets.circleOverhang(of: layout), showsBar: showsBar,
        isRightToLeft: traits.isRightToLeft)
    }
  }

  /// What the curved bar form measures: the bar's height and the bottom safe areas.
  struct CurvedTabViewMeasures: Equatable, Sendable {
    var barHeight: CGFloat = 0
    var safeArea = CurvedTabViewSafeArea()
  }

  /// The container's bottom safe area without the keyboard (the home indicator) and with it.
  struct CurvedTabViewSafeArea: Equatable, Sendable {
    var bottom: CGFloat = 0
    var keyboardBottom: CGFloat = 0
  }

  /// The bar's height above the bottom safe area.
  struct CurvedTabViewBarHeightKey: PreferenceKey {
    static var defaultValue: CGFloat { 0 }

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
      value = max(value, nextValue())
    }
  }

  /// The container's bottom safe areas, as `CurvedTabViewSafeAreaReader` reads them.
  struct CurvedTabViewSafeAreaKey: PreferenceKey {
    static var defaultValue: CurvedTabViewSafeArea { CurvedTabViewSafeArea() }

    static func reduce(value: inout CurvedTabViewSafeArea, nextValue: () -> CurvedTabViewSafeArea) {
      let next = nextValue()
      value.bottom = max(value.bottom, next.bottom)
      value.keyboardBottom = max(value.keyboardBottom, next.keyboardBottom)
    }
  }

  /// Reads the container's bottom safe area twice: ignoring the keyboard (the home indicator's
  /// area) and not (the keyboard's top, when it is up).
  struct CurvedTabViewSafeAreaReader: View {
    var body: some View {
      ZStack {
        GeometryReader { proxy in
          Color.clear.preference(
            key: CurvedTabViewSafeAreaKey.self,
            value: CurvedTabViewSafeArea(bottom: proxy.safeAreaInsets.bottom))
        }
        .ignoresSafeArea(.keyboard, edges: .bottom)
        GeometryReader { proxy in
          Color.clear.preference(
            key: CurvedTabViewSafeAreaKey.self,
            value: CurvedTabViewSafeArea(keyboardBottom: proxy.safeAreaInsets.bottom))
        }
      }
      .accessibilityHidden(true)
      .allowsHitTesting(false)
    }
  }
#endif
