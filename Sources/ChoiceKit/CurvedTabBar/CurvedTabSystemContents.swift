#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  #if os(iOS)
    /// The tabs' content held by the system `TabView`, its own bar hidden, for the bar form of
    /// up to `CurvedTabContainer.systemTabLimit` tabs: what a tab may present, its state and
    /// navigation stack, `onAppear`, `onDisappear` and `task` on every switch, its keyboard
    /// shortcuts, focus and window preferences are then the system container's own.
    ///
    /// - The system view is bound to the tabs' positions (`CurvedTabPage`), never to the
    ///   caller's tags: the curved bar writes the caller's selection through the core's rules,
    ///   and the system view follows it. A switch the system view makes itself goes through the
    ///   same rules.
    /// - The system bar is hidden on every tab's own content (`.toolbar(.hidden, for: .tabBar)`,
    ///   `toolbarVisibility` from iOS 18), which also keeps iPadOS 18's top tab bar away.
    /// - Each tab's safe area makes room for the curved bar at its bottom, so a scroll view
    ///   inside the tab scrolls under the bar and its last row can be scrolled above it.
    struct CurvedTabSystemContents<Tag: Hashable>: View {
      let children: TaggedChildren<Tag>
      let tabs: CurvedTabSelection<Tag>
      let reselections: CurvedTabReselections<AnyHashable>
      /// The room the curved bar takes at the bottom, from the core's `CurvedTabContentInsets`.
      let bottomRoom: CGFloat
      /// The tab the system view shows.
      @State private var page: CurvedTabPage

      init(
        children: TaggedChildren<Tag>, tabs: CurvedTabSelection<Tag>,
        reselections: CurvedTabReselections<AnyHashable>, bottomRoom: CGFloat
      ) {
        self.children = children
        self.tabs = tabs
        self.reselections = reselections
        self.bottomRoom = bottomRoom
        _page = State(initialValue: Self.page(for: tabs.selectedIndex))
      }

      var body: some View {
        let selectedIndex = tabs.selectedIndex
        let bottomRoom = bottomRoom
        TabView(selection: $page) {
          ForEach(children) { child in
            let isSelected = child.index == selectedIndex
            child.element
              .environment(\.isCurvedTabSelected, isSelected)
              .environment(\.curvedTabReselectCount, reselections.count(for: child.id))
              // Only the shown tab may hide the bar.
              .transformPreference(CurvedTabBarVisibilityKey.self) { if !isSelected { $0 = [] } }
              .safeAreaInset(edge: .bottom, spacing: 0) {
                Color.clear.frame(height: bottomRoom).accessibilityHidden(true)
              }
              .modifier(CurvedTabSystemBarHidden())
              .tag(Self.page(for: child.index))
          }
        }
        .choiceOnChange(of: page) { page in
          // Only a switch the system view made itself differs from the selection.
          guard page != Self.page(for: tabs.selectedIndex) else { return }
          if case .tab(let index) = page, tabs.choose(index, isEnabled: { children.isSelectable($0) }) {
            return
          }
          self.page = Self.page(for: tabs.selectedIndex)
        }
        .choiceOnChange(of: selectedIndex) { self.page = Self.page(for: $0) }
      }

      /// The system view's tab for a selected index. A selection no tab carries has no tab of
      /// its own: the system view keeps a tab on screen whatever its selection, so it shows the
      /// page no tab is tagged with, which leaves the first tab on screen and the curved bar
      /// with no tab selected.
      static func page(for index: Int?) -> CurvedTabPage {
        index.map(CurvedTabPage.tab) ?? .none
      }
    }

    /// Hides the system tab bar of the `TabView` the view is a tab of: `toolbarVisibility` where
    /// it exists (iOS 18), `toolbar(_:for:)` before.
    struct CurvedTabSystemBarHidden: ViewModifier {
      func body(content: Content) -> some View {
        if #available(iOS 18.0, *) {
          content.toolbarVisibility(.hidden, for: .tabBar)
        } else {
          content.toolbar(.hidden, for: .tabBar)
        }
      }
    }
  #endif
#endif
