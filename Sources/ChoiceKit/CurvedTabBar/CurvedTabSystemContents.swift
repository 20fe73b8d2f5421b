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
    ///   ChoiceKit knows (`pickerTag(_:)`, a `ForEach` identifier, `tag(_:)` from iOS 18) is
    ///   tagged with it again, so the system view reads the same tag the curved bar writes.
    /// - The curved bar writes the selection through the core's rules; the system view writes
    ///   it only from its own bar, which is hidden.
    /// - The system bar is hidden on every tab's own content (`toolbar(_:for:)`,
    ///   `toolbarVisibility(_:for:)` from iOS 18), which also keeps iPadOS 18's top tab bar
    ///   away.
    /// - Each tab's safe area makes room for the curved bar at its bottom, so a scroll view
    ///   inside the tab scrolls under the bar and its last row can be scrolled above it.
    struct CurvedTabSystemContents<Tag: Hashable>: View {
      let children: TaggedChildren<Tag>
      let tabs: CurvedTabSelection<Tag>
      let reselections: CurvedTabReselections<AnyHashable>
      /// The room the curved bar takes at the bottom, from the core's `CurvedTabContentInsets`.
      let bottomRoom: CGFloat
      /// Each tab's `curvedTabBarVisibility(_:)` requests, by the tab's index, read inside the
      /// tab: whether a preference crosses the system view's boundary is not documented, so none
      /// is relied on. The bar heeds the selected tab's.
      let requests: Binding<CurvedTabVisibilityRequests>

      var body: some View {
        let selectedIndex = tabs.selectedIndex
        let bottomRoom = bottomRoom
        let requests = requests
        TabView(selection: tabs.selection) {
          ForEach(children) { child in
            let index = child.index
            child.element
              .environment(\.isCurvedTabSelected, index == selectedIndex)
              .environment(\.curvedTabReselectCount, reselections.count(for: child.id))
              .onPreferenceChange(CurvedTabBarVisibilityKey.self) { value in
                if requests.wrappedValue.byTab[index] != value { requests.wrappedValue.byTab[index] = value }
              }
              .transformPreference(CurvedTabBarVisibilityKey.self) { $0 = [] }
              .safeAreaInset(edge: .bottom, spacing: 0) {
                Color.clear.frame(height: bottomRoom).accessibilityHidden(true)
              }
              .modifier(CurvedTabSystemBarHidden())
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
    /// bar controller's bar is hidden as well (`CurvedTabSystemBarProbe`).
    struct CurvedTabSystemBarHidden: ViewModifier {
      func body(content: Content) -> some View {
        if #available(iOS 18.0, *) {
          content.toolbarVisibility(.hidden, for: .tabBar)
        } else {
          content
            .toolbar(.hidden, for: .tabBar)
            .background { CurvedTabSystemBarProbe().accessibilityHidden(true) }
        }
      }
    }

    /// Hides the bar of the tab bar controller that holds the view, whenever the view's
    /// controller joins it or appears: the UIKit side of `CurvedTabSystemBarHidden` on iOS 16
    /// and 17. A hidden `UITabBar` takes no touches.
    struct CurvedTabSystemBarProbe: UIViewControllerRepresentable {
      func makeUIViewController(context: Context) -> Controller { Controller() }

      func updateUIViewController(_ controller: Controller, context: Context) {
        controller.hideTabBar()
      }

      final class Controller: UIViewController {
        override func didMove(toParent parent: UIViewController?) {
          super.didMove(toParent: parent)
          hideTabBar()
        }

        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          hideTabBar()
        }

        func hideTabBar() {
          guard let bar = tabBarController?.tabBar, !bar.isHidden else { return }
          bar.isHidden = true
        }
      }
    }
  #endif
#endif
