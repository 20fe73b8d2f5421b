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

  /// The items the form shows, in order: every tab, and the action where the form gives it a
  /// place among them.
  ///
  /// - Parameters:
  ///   - count: The number of tabs.
  ///   - hasAction: Whether there is an action.
  /// - Returns: For the bar, `CurvedTabBarInteraction.readingOrder(count:hasAction:)`; for pages and
  ///   the system tab bar, the tabs then the action; for the sidebar, the tabs then the action
  ///   button under them.
  package func items(count: Int, hasAction: Bool) -> [CurvedTabBarHit] {
    switch self {
    case .curvedBar: return CurvedTabBarInteraction.readingOrder(count: count, hasAction: hasAction)
    case .sidebar, .pages, .systemTabBar:
      return (0..<max(count, 0)).map(CurvedTabBarHit.tab) + (hasAction ? [.action] : [])
    }
  }
}
