import Foundation

/// How a curved tab view shows its tabs on a device family.
///
/// A bottom bar with a raised button is a touch design for phones and tablets; elsewhere the
/// same tabs and the same action take the form people expect there.
public enum CurvedTabBarPlatformForm: String, Sendable, Hashable, CaseIterable {
  /// The curved bar at the bottom, with the action in its notch (iPhone, iPad).
  case curvedBar
  /// A sidebar listing the tabs, with the action as a prominent button under the list (Mac).
  case sidebar
  /// Pages swiped sideways, one per tab, with the action as a page of its own after the tabs
  /// (Apple Watch), so no tab is lost to it.
  case pages
  /// The system tab bar, with the action as the last item: a focus-driven top bar on Apple TV
  /// and an ornament on Apple Vision Pro, where the system form handles focus and gaze.
  case systemTabBar
  /// iPadOS 18's adaptable system form, chosen with ``CurvedTabViewStyle/sidebarAdaptable``: the
  /// system `TabView` in its `sidebarAdaptable` style, whose tab bar sits at the top and which
  /// people can turn into a sidebar, with the action as the last item, whose page holds the
  /// action's button.
  case sidebarAdaptable

  /// The form for a device family.
  ///
  /// - Parameter idiom: The device family.
  /// - Returns: ``curvedBar`` for phones and tablets, ``sidebar`` for the Mac, ``pages`` for the
  ///   watch, ``systemTabBar`` for the TV and Vision Pro.
  public static func platformDefault(for idiom: InterfaceIdiom) -> CurvedTabBarPlatformForm {
    switch idiom {
    case .phone, .pad: .curvedBar
    case .mac: .sidebar
    case .watch: .pages
    case .tv, .vision: .systemTabBar
    }
  }

  /// The form a tab view in `style` takes on a device family.
  ///
  /// ``CurvedTabViewStyle/sidebarAdaptable`` changes the iPad's form only, and only where the
  /// system has that style (iPadOS 18 and later); everywhere else the family's
  /// ``platformDefault(for:)`` stands: the phone keeps the curved bar, as the system style keeps
  /// a phone's bar at the bottom, and the Mac keeps its sidebar.
  ///
  /// - Parameters:
  ///   - idiom: The device family.
  ///   - style: The style the tab view asks for.
  ///   - hasAdaptableStyle: Whether the running system has `TabView`'s `sidebarAdaptable` style.
  /// - Returns: ``sidebarAdaptable`` for an iPad whose system has the style when `style` asks for
  ///   it; otherwise ``platformDefault(for:)``.
  public static func form(
    for idiom: InterfaceIdiom, style: CurvedTabViewStyle, hasAdaptableStyle: Bool
  ) -> CurvedTabBarPlatformForm {
    if style == .sidebarAdaptable, idiom == .pad, hasAdaptableStyle { return .sidebarAdaptable }
    return platformDefault(for: idiom)
  }

  /// The items the form shows, in order: every tab, and the action where the form gives it a
  /// place among them.
  ///
  /// - Parameters:
  ///   - count: The number of tabs.
  ///   - hasAction: Whether there is an action.
  /// - Returns: For the bar, `CurvedTabBarInteraction.readingOrder(count:hasAction:)`; for pages and
  ///   the system tab bars, the tabs then the action; for the sidebar, the tabs then the action
  ///   button under them.
  package func items(count: Int, hasAction: Bool) -> [CurvedTabBarHit] {
    switch self {
    case .curvedBar: return CurvedTabBarInteraction.readingOrder(count: count, hasAction: hasAction)
    case .sidebar, .pages, .systemTabBar, .sidebarAdaptable:
      return (0..<max(count, 0)).map(CurvedTabBarHit.tab) + (hasAction ? [.action] : [])
    }
  }
}
