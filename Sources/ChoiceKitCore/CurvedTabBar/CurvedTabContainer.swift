import Foundation

/// What holds the tabs of a curved tab view's bar form (iPhone, iPad).
///
/// The system `TabView`, with its own bar hidden, gives the tabs Apple's container: its tags,
/// each tab's state and navigation stack, `onAppear`, `onDisappear` and `task` on every switch,
/// what a tab not shown may present, keyboard shortcuts, focus and window preferences. UIKit's
/// tab bar controller behind it shows at most ``systemTabLimit`` tabs; beyond that it moves the
/// rest into a "More" list with a navigation bar of its own, which a hidden bar cannot reach,
/// so more tabs than that are held by ChoiceKit's own container.
///
/// ```swift
/// CurvedTabContainer.container(tabCount: 4)  // .systemTabView
/// CurvedTabContainer.container(tabCount: 6)  // .custom
/// ```
package enum CurvedTabContainer: String, Sendable, Hashable, CaseIterable {
  /// The system `TabView` with its bar hidden, the curved bar over it.
  case systemTabView
  /// ChoiceKit's own container: every tab built when first chosen and kept, the shown one on
  /// top, the others invisible, out of reach and disabled (``CurvedTabMounting``).
  case custom

  /// The most tabs UIKit's tab bar controller shows in its bar before it adds the "More" tab.
  package static let systemTabLimit = 5

  /// The container for a number of tabs.
  ///
  /// - Parameter tabCount: The number of tabs; a negative count is none.
  /// - Returns: ``systemTabView`` for up to ``systemTabLimit`` tabs, ``custom`` for more.
  package static func container(tabCount: Int) -> CurvedTabContainer {
    tabCount <= systemTabLimit ? .systemTabView : .custom
  }
}
