#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  #if os(iOS)
    import UIKit

    /// The tabs' content held by the system `TabView`, its own bar hidden, for the bar form of
    /// up to `CurvedTabContainer.systemTabLimit` tabs: what a tab may present, its state and
    /// navigation stack, `onAppear`, `onDisappear` and `task` on every switch, its keyboard
    /// shortcuts, focus and window preferences are then the system container's own.
    ///
    /// - The system view is bound to the caller's selection and reads the tabs' tags itself, so
    ///   the tab it shows is the one a `TabView` would show, on every system: a `tag(_:)` it
    ///   reads where ChoiceKit cannot (before iOS 18) still shows its tab. Each tab whose tag
    ///   ChoiceKit knows (`choiceTag(_:)`, a `ForEach` identifier, `tag(_:)` from iOS 18) is
    ///   tagged with it again, so the system view reads the same tag the curved bar writes.
    /// - The curved bar writes the selection through the core's rules; the system view writes
    ///   it only from its own bar, which is hidden, and when the curved bar asks it to show a
    ///   tab whose tag ChoiceKit could not read (`CurvedTabSystemChoice`, before iOS 18): the
    ///   tab bar controller behind it is then asked as its own bar would ask it.
    /// - The system bar is hidden on every tab's own content (`toolbar(_:for:)`,
    ///   `toolbarVisibility(_:for:)` from iOS 18), which also keeps iPadOS 18's top tab bar
    ///   away.
    /// - Each tab's safe area makes room for the curved bar at its bottom, so a scroll view
    ///   inside the tab scrolls under the bar and its last row can be scrolled above it.
    struct CurvedTabSystemContents<Tag: Hashable>: View {
      let children: TaggedChildren<Tag>
      let tabs: CurvedTabSelection<Tag>
      /// The tab the bar shows as selected (`CurvedTabSystemChoice.selectedIndex`).
      let selectedIndex: Int?
      let link: CurvedTabSystemLink
      let reselections: CurvedTabReselections<AnyHashable>
      /// The room the curved bar takes at the bottom, from the core's `CurvedTabContentInsets`.
      let bottomRoom: CGFloat
      /// Each tab's `curvedTabBarVisibility(_:)` requests, by the tab's index, read inside the
      /// tab: whether a preference crosses the system view's boundary is not documented, so none
      /// is relied on. The bar heeds the selected tab's.
      let requests: Binding<CurvedTabVisibilityRequests>

      var body: some View {
        let selectedIndex = selectedIndex
        let bottomRoom = bottomRoom
        let requests = requests
        let link = link
        TabView(selection: tabs.selection) {
          ForEach(children) { child in
            let index = child.index
            child.element
              .onAppear { link.tabShown(index) }
              .environment(\.isCurvedTabSelected, index == selectedIndex)
              .environment(\.curvedTabReselectCount, reselections.count(for: child.id))
              .onPreferenceChange(CurvedTabBarVisibilityKey.self) { value in
                if requests.wrappedValue.byTab[index] != value { requests.wrappedValue.byTab[index] = value }
              }
              .transformPreference(CurvedTabBarVisibilityKey.self) { $0 = [] }
              .safeAreaInset(edge: .bottom, spacing: 0) {
                Color.clear.frame(height: bottomRoom).accessibilityHidden(true)
              }
              .modifier(CurvedTabSystemBarHidden(link: link))
              .modifier(CurvedTabSystemTag(tag: child.tag))
          }
        }
      }
    }

    /// The `curvedTabBarVisibility(_:)` requests of each tab held by the system `TabView`, by the
    /// tab's index.
    struct CurvedTabVisibilityRequests: Equatable, Sendable {
      var byTab: [Int: [CurvedTabBarVisibility]] = [:]
    }

    /// Tags a tab for the system `TabView` with the tag ChoiceKit read, where it read one; a tab
    /// without keeps the tags it carries, which the system view reads itself.
    struct CurvedTabSystemTag<Tag: Hashable>: ViewModifier {
      let tag: Tag?

      func body(content: Content) -> some View {
        if let tag {
          content.tag(tag)
        } else {
          content
        }
      }
    }

    /// Hides the system tab bar of the `TabView` the view is a tab of: `toolbarVisibility` where
    /// it exists (iOS 18), `toolbar(_:for:)` before, where a tab whose content is a
    /// `NavigationStack` is reported to keep its bar with the modifier on the stack, so the tab
    /// bar controller's bar is hidden as well (`CurvedTabSystemBarProbe`), which also tells the
    /// link the controller that holds the tabs.
    struct CurvedTabSystemBarHidden: ViewModifier {
      let link: CurvedTabSystemLink

      func body(content: Content) -> some View {
        if #available(iOS 18.0, *) {
          content.toolbarVisibility(.hidden, for: .tabBar)
        } else {
          content
            .toolbar(.hidden, for: .tabBar)
            .background { CurvedTabSystemBarProbe(link: link).accessibilityHidden(true) }
        }
      }
    }

    /// Hides the bar of the tab bar controller that holds the view, whenever the view's
    /// controller joins it or appears, and hands that controller to the link: the UIKit side of
    /// `CurvedTabSystemBarHidden` on iOS 16 and 17. A hidden `UITabBar` takes no touches.
    struct CurvedTabSystemBarProbe: UIViewControllerRepresentable {
      let link: CurvedTabSystemLink

      func makeUIViewController(context: Context) -> Controller { Controller(link: link) }

      func updateUIViewController(_ controller: Controller, context: Context) {
        controller.link = link
        controller.joinTabBarController()
      }

      final class Controller: UIViewController {
        var link: CurvedTabSystemLink

        init(link: CurvedTabSystemLink) {
          self.link = link
          super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { nil }

        override func didMove(toParent parent: UIViewController?) {
          super.didMove(toParent: parent)
          joinTabBarController()
        }

        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          joinTabBarController()
        }

        func joinTabBarController() {
          guard let controller = tabBarController else { return }
          link.controller = controller
          if !controller.tabBar.isHidden { controller.tabBar.isHidden = true }
        }
      }
    }

    /// What the curved bar knows of the system container that holds the tabs: the tab it shows,
    /// and, before iOS 18, its tab bar controller, which chooses a tab ChoiceKit knows no tag of
    /// (`CurvedTabSystemChoice.askContainer`) as a tap on its own hidden bar would.
    @MainActor
    final class CurvedTabSystemLink: ObservableObject {
      /// The tab the container showed last, from the tabs' `onAppear`.
      @Published private(set) var shownIndex: Int?
      /// The tab bar controller behind the system `TabView`, as the tabs' probe found it.
      weak var controller: UITabBarController?

      /// An empty link, made where a view's state is declared.
      nonisolated init() {}

      /// Records that the container shows a tab.
      func tabShown(_ index: Int) {
        if shownIndex != index { shownIndex = index }
      }

      /// Asks the container to show a tab as its own bar does when tapped: the delegate may
      /// refuse, the controller shows the tab's controller, and the delegate (through which the
      /// system view writes the tab's tag to the selection) hears of it.
      ///
      /// - Parameter index: The tab's position among the tabs.
      /// - Returns: Whether the container was asked; `false` before its controller is known, for
      ///   a position it has no tab at, or for the tab it already shows.
      @discardableResult
      func select(_ index: Int) -> Bool {
        guard let controller, let tabs = controller.viewControllers, tabs.indices.contains(index) else {
          return false
        }
        let tab = tabs[index]
        guard controller.selectedViewController !== tab else { return false }
        if let delegate = controller.delegate,
          delegate.tabBarController?(controller, shouldSelect: tab) == false
        {
          return false
        }
        controller.selectedViewController = tab
        controller.delegate?.tabBarController?(controller, didSelect: tab)
        return true
      }
    }
  #endif
#endif
