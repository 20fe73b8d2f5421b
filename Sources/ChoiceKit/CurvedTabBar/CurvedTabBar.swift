#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// The curved tab bar alone, for apps that show their tabs' content themselves.
  ///
  /// The bar's top edge dips into a smooth notch holding a raised centre action button; a dot
  /// springs under the selected symbol (or, with `.curvedTabBarNotchMode(.travelling)`, the
  /// notch itself travels to the selection). Put it at the bottom of the screen; its background
  /// reaches down over the bottom safe area by itself.
  ///
  /// From an enumeration of tabs, as in the "Tab Bar curvo en SwiftUI" tutorial:
  ///
  /// ```swift
  /// enum TabItem: String, CurvedTabItem {
  ///   case home = "house.fill", search = "magnifyingglass"
  ///   var title: String { self == .home ? "Inicio" : "Buscar" }
  /// }
  ///
  /// CurvedTabBar(selectedTab: $currentTab) { isComposing = true }
  /// ```
  ///
  /// or from any values:
  ///
  /// ```swift
  /// CurvedTabBar(
  ///   selection: $tab,
  ///   items: [
  ///     CurvedTabBarItem("Home", systemImage: "house.fill", value: Tab.home),
  ///     CurvedTabBarItem("Inbox", systemImage: "tray.fill", badge: .count(3), value: Tab.inbox),
  ///   ],
  ///   action: CurvedTabAction("New post", systemImage: "plus") { isComposing = true })
  /// ```
  ///
  /// Behaviour and accessibility are those of ``CurvedTabView``'s bar. The selection only ever
  /// receives the value of a tab the user chose; of two items with the same value the first wins.
  public struct CurvedTabBar<Value: Hashable>: View {
    let selection: Binding<Value>
    let items: [CurvedTabBarItem<Value>]
    let action: CurvedTabAction?
    var onReselect: (@MainActor (Value) -> Void)?

    /// Creates a bar from a list of tabs.
    ///
    /// - Parameters:
    ///   - selection: The selected tab's value.
    ///   - items: The tabs, in order; the first half (rounded up) sits before the action.
    ///   - action: The centre action, or `nil` for a bar of tabs only.
    public init(selection: Binding<Value>, items: [CurvedTabBarItem<Value>], action: CurvedTabAction? = nil) {
      self.selection = selection
      self.items = items
      self.action = action
    }

    /// The bar, drawn by the environment's style.
    public var body: some View {
      let tabs = CurvedTabSelection(
        options: TaggedOptions(items.map(\.value)), selection: selection, onReselect: onReselect,
        action: action)
      CurvedTabBarControl(
        entries: items.indices.map { index in
          CurvedTabBarEntry(
            title: items[index].title, plainTitle: items[index].plainTitle,
            systemImage: items[index].systemImage, badge: items[index].badge,
            isSelectable: tabs.options.isSelectable(index))
        },
        selectedIndex: tabs.selectedIndex, action: action, onEvent: { tabs.apply($0) })
    }

    /// Runs `action` with a tab's value when the user taps the tab that is already selected:
    /// the place to scroll to the top or pop to the root, as the system tab bar does.
    ///
    /// ```swift
    /// CurvedTabBar(selectedTab: $tab) { … }
    ///   .onCurvedTabReselect { tab in scrollToTop(tab) }
    /// ```
    ///
    /// - Parameter action: Called with the re-tapped tab's value.
    /// - Returns: The bar, reporting re-taps.
    public func onCurvedTabReselect(perform action: @escaping @MainActor (Value) -> Void) -> Self {
      var bar = self
      bar.onReselect = action
      return bar
    }
  }

  extension CurvedTabBar where Value: CurvedTabItem {
    /// Creates a bar of every case of a ``CurvedTabItem`` type, with a centre action that
    /// VoiceOver names by its symbol: the tutorial's `CustomTabBar(selectedTab:action:)`.
    ///
    /// ```swift
    /// CurvedTabBar(selectedTab: $currentTab) {
    ///   print("Botón central presionado en iOS")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - selectedTab: The selected tab.
    ///   - action: What the centre button (a `plus`, spoken “Add”) does.
    public init(selectedTab: Binding<Value>, action: @escaping @MainActor () -> Void) {
      self.init(selection: selectedTab, badges: [:], action: CurvedTabAction(action: action))
    }

    /// Creates a bar of every case of a ``CurvedTabItem`` type.
    ///
    /// ```swift
    /// CurvedTabBar(
    ///   selection: $tab, badges: [.inbox: .count(unread)],
    ///   action: CurvedTabAction("New post", systemImage: "plus") { isComposing = true })
    /// ```
    ///
    /// - Parameters:
    ///   - selection: The selected tab.
    ///   - badges: The badge of each tab that has one.
    ///   - action: The centre action, or `nil` for a bar of tabs only.
    public init(
      selection: Binding<Value>, badges: [Value: CurvedTabBarBadge] = [:], action: CurvedTabAction? = nil
    ) {
      self.init(
        selection: selection,
        items: Value.allCases.map { tab in
          CurvedTabBarItem(tab.title, systemImage: tab.systemImage, badge: badges[tab], value: tab)
        },
        action: action)
    }
  }
#endif
