#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// The tabs in the form the core's `CurvedTabBarPlatformForm.platformDefault(for:)` gives the device
  /// family: the curved bar on iPhone and iPad, a sidebar on the Mac (an iPad app built for the
  /// Mac with Mac Catalyst included), pages on the watch, the system tab view on Apple TV and
  /// Vision Pro.
  struct CurvedTabViewForm<Tag: Hashable>: View {
    let children: TaggedChildren<Tag>
    let tabs: CurvedTabSelection<Tag>
    let style: CurvedTabViewStyle

    /// The form this build shows for `style`, through the core's
    /// `CurvedTabBarPlatformForm.form(for:style:hasAdaptableStyle:)`.
    static func form(style: CurvedTabViewStyle) -> CurvedTabBarPlatformForm {
      #if targetEnvironment(macCatalyst)
        .platformDefault(for: .mac)
      #else
        .form(for: .current, style: style, hasAdaptableStyle: hasAdaptableStyle)
      #endif
    }

    /// Whether a system `TabView` bound to the caller's selection holds the tabs and reads their
    /// `tag(_:)` itself: the bar form's system container (`CurvedTabContainer`). The other
    /// forms' system views are bound to pages ChoiceKit chooses.
    ///
    /// - Parameters:
    ///   - tabCount: The number of tabs.
    ///   - style: The style the tab view asks for.
    static func isHeldBySystemTabView(tabCount: Int, style: CurvedTabViewStyle) -> Bool {
      switch form(style: style) {
      case .curvedBar: CurvedTabContainer.container(tabCount: tabCount) == .systemTabView
      case .sidebar, .pages, .systemTabBar, .sidebarAdaptable: false
      }
    }

    /// Whether the running system has `TabView`'s `sidebarAdaptable` style (iPadOS 18).
    static var hasAdaptableStyle: Bool {
      #if os(iOS)
        if #available(iOS 18.0, *) { return true }
      #endif
      return false
    }

    var body: some View {
      #if os(macOS) || targetEnvironment(macCatalyst)
        CurvedTabViewSidebar(children: children, tabs: tabs)
      #elseif os(watchOS) || os(tvOS) || os(visionOS)
        CurvedTabViewPages(children: children, tabs: tabs)
      #else
        if #available(iOS 18.0, *), Self.form(style: style) == .sidebarAdaptable {
          CurvedTabViewAdaptable(children: children, tabs: tabs)
        } else {
          CurvedTabViewBar(children: children, tabs: tabs)
        }
      #endif
    }
  }

  #if os(iOS)
    /// iPadOS 18's adaptable form (`CurvedTabViewStyle.sidebarAdaptable`): the system `TabView`
    /// in its `sidebarAdaptable` style, each tab a `Tab` with its item and badge, and the action
    /// as the last tab, whose page holds the action's button. Visibility requests go to the
    /// system bar.
    @available(iOS 18.0, *)
    struct CurvedTabViewAdaptable<Tag: Hashable>: View {
      let children: TaggedChildren<Tag>
      let tabs: CurvedTabSelection<Tag>
      @State private var page: CurvedTabPage

      init(children: TaggedChildren<Tag>, tabs: CurvedTabSelection<Tag>) {
        self.children = children
        self.tabs = tabs
        _page = State(initialValue: .tab(tabs.selectedIndex ?? 0))
      }

      var body: some View {
        let shown = page
        TabView(selection: $page) {
          ForEach(children) { child in
            let entry = CurvedTabBarEntry(child: child, isSelectable: children.isSelectable(child.index))
            Tab(value: CurvedTabPage.tab(child.index)) {
              child.element
                .environment(\.isCurvedTabSelected, shown == .tab(child.index))
                .environment(\.isCurvedTabSystemBarForm, true)
            } label: {
              CurvedTabEntryLabel(entry: entry)
            }
            .badge(entry.badge?.text.map { Text(verbatim: $0) })
          }
          if let action = tabs.action {
            Tab(value: CurvedTabPage.action) {
              CurvedTabActionPage(action: action)
            } label: {
              CurvedTabActionLabel(action: action)
            }
          }
        }
        .tabViewStyle(.sidebarAdaptable)
        .modifier(CurvedTabPageFollowing(page: $page, children: children, tabs: tabs))
      }
    }
  #endif

  /// Keeps a system tab view's page and the selection together, for the forms whose pages the
  /// system view switches: a page the person turns to selects its tab through the core's rules
  /// (a tab that cannot be chosen turns the page back), and a selection set in code turns the
  /// page.
  struct CurvedTabPageFollowing<Tag: Hashable>: ViewModifier {
    @Binding var page: CurvedTabPage
    let children: TaggedChildren<Tag>
    let tabs: CurvedTabSelection<Tag>

    func body(content: Content) -> some View {
      let tabs = tabs
      let children = children
      let page = $page
      content
        .choiceOnChange(of: self.page) { shown in
          guard case .tab(let index) = shown, index != tabs.selectedIndex else { return }
          if !tabs.choose(index, isEnabled: { children.isSelectable($0) }) {
            page.wrappedValue = .tab(tabs.selectedIndex ?? 0)
          }
        }
        .choiceOnChange(of: tabs.selectedIndex) { index in
          if let index { page.wrappedValue = .tab(index) }
        }
    }
  }

  #if os(macOS) || os(iOS)
    /// The Mac's form, also for Mac Catalyst: a sidebar listing the tabs with their badges, the
    /// action as a prominent button under the list, and the selected tab's content beside it.
    /// Built for iOS too, so every iOS build checks the code Mac Catalyst runs.
    struct CurvedTabViewSidebar<Tag: Hashable>: View {
      let children: TaggedChildren<Tag>
      let tabs: CurvedTabSelection<Tag>
      @State private var row: Int?

      init(children: TaggedChildren<Tag>, tabs: CurvedTabSelection<Tag>) {
        self.children = children
        self.tabs = tabs
        _row = State(initialValue: tabs.selectedIndex)
      }

      var body: some View {
        let selectedIndex = tabs.selectedIndex
        NavigationSplitView {
          List(selection: $row) {
            ForEach(children) { child in
              let entry = CurvedTabBarEntry(child: child, isSelectable: children.isSelectable(child.index))
              CurvedTabEntryLabel(entry: entry)
                .modifier(CurvedTabSystemBadge(badge: entry.badge))
                .tag(child.index)
            }
          }
          .listStyle(.sidebar)
          .safeAreaInset(edge: .bottom) {
            if let action = tabs.action {
              Button {
                action.perform()
              } label: {
                CurvedTabActionLabel(action: action)
              }
              .buttonStyle(.borderedProminent)
              .padding()
            }
          }
        } detail: {
          CurvedTabContents(children: children, selectedIndex: selectedIndex)
        }
        .choiceOnChange(of: row) { row in
          // A list lets ⌘-click clear its selection; a tab view always shows one tab, so the
          // row of the tab on screen stays highlighted.
          guard let row else {
            self.row = tabs.selectedIndex
            return
          }
          guard row != tabs.selectedIndex else { return }
          if !tabs.choose(row, isEnabled: { children.isSelectable($0) }) { self.row = tabs.selectedIndex }
        }
        .choiceOnChange(of: selectedIndex) { row = $0 }
      }
    }
  #endif

  #if os(watchOS) || os(tvOS) || os(visionOS)
    /// The watch's form, a paged `TabView`, and the TV's and Vision Pro's, the system `TabView`:
    /// every tab is a page, and the action has a page of its own after them, so no tab is lost
    /// to it.
    struct CurvedTabViewPages<Tag: Hashable>: View {
      let children: TaggedChildren<Tag>
      let tabs: CurvedTabSelection<Tag>
      @State private var page: CurvedTabPage

      init(children: TaggedChildren<Tag>, tabs: CurvedTabSelection<Tag>) {
        self.children = children
        self.tabs = tabs
        _page = State(initialValue: .tab(tabs.selectedIndex ?? 0))
      }

      var body: some View {
        let shown = page
        TabView(selection: $page) {
          ForEach(children) { child in
            let entry = CurvedTabBarEntry(child: child, isSelectable: children.isSelectable(child.index))
            child.element
              .environment(\.isCurvedTabSelected, shown == .tab(child.index))
              .tabItem {
                CurvedTabEntryLabel(entry: entry)
              }
              .modifier(CurvedTabSystemBadge(badge: entry.badge))
              .tag(CurvedTabPage.tab(child.index))
          }
          if let action = tabs.action {
            CurvedTabActionPage(action: action)
              .tabItem { CurvedTabActionLabel(action: action) }
              .tag(CurvedTabPage.action)
          }
        }
        .modifier(CurvedTabPagesStyle())
        .modifier(CurvedTabPageFollowing(page: $page, children: children, tabs: tabs))
      }
    }

    /// Pages swiped sideways on the watch; the system's tab bar elsewhere.
    struct CurvedTabPagesStyle: ViewModifier {
      func body(content: Content) -> some View {
        #if os(watchOS)
          content.tabViewStyle(.page)
        #else
          content
        #endif
      }
    }
  #endif
#endif
