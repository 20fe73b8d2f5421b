import Foundation

/// Whether a curved tab view shows its bar, and whether the content keeps room for it, from the
/// active tab's visibility requests and the form the tabs take.
///
/// Rules:
/// - The requests resolve by ``CurvedTabBarVisibility/resolved(_:)``: the innermost request that
///   is not automatic wins; ``CurvedTabBarVisibility/automatic`` shows the bar.
/// - Only the active tab's requests count (see `CurvedTabMounting`): a tab kept built but not
///   shown never hides the bar.
/// - ``CurvedTabBarPlatformForm/curvedBar`` follows the requests, and so do
///   ``CurvedTabBarPlatformForm/systemTabBar`` and ``CurvedTabBarPlatformForm/sidebarAdaptable``,
///   whose system bar takes them as `.toolbar(_:for: .tabBar)`. ``CurvedTabBarPlatformForm/sidebar`` and
///   ``CurvedTabBarPlatformForm/pages`` ignore them: their tabs are how people move around, and
///   SwiftUI's tab bar placement does not exist on the Mac or the watch.
/// - The content keeps a bottom inset for the bar only when the curved bar is shown; the sidebar
///   sits beside the content, the pages have no bar, and the system tab bar insets the content
///   itself.
///
/// ```swift
/// let presence = CurvedTabBarPresence(requests: [.automatic, .hidden], form: .curvedBar)
/// presence.showsBar           // false
/// presence.keepsBottomInset   // false
/// ```
public struct CurvedTabBarPresence: Sendable, Hashable {
  /// The visibility the requests resolved to.
  public let visibility: CurvedTabBarVisibility
  /// The form the tabs take.
  public let form: CurvedTabBarPlatformForm
  /// Whether the form's way of choosing a tab (the bar, the sidebar, the pages' index or the
  /// system tab bar) is shown.
  public let showsBar: Bool
  /// Whether the content keeps room at its bottom for the curved bar; see ``CurvedTabContentInsets``.
  public let keepsBottomInset: Bool

  /// Resolves the active tab's requests for a form.
  ///
  /// - Parameters:
  ///   - requests: The active tab's requests, from the outermost view to the innermost.
  ///   - form: The form the tabs take.
  public init(requests: [CurvedTabBarVisibility], form: CurvedTabBarPlatformForm) {
    let visibility = CurvedTabBarVisibility.resolved(requests)
    self.visibility = visibility
    self.form = form
    switch form {
    case .curvedBar, .systemTabBar, .sidebarAdaptable: showsBar = visibility != .hidden
    case .sidebar, .pages: showsBar = true
    }
    keepsBottomInset = form == .curvedBar && showsBar
  }
}
