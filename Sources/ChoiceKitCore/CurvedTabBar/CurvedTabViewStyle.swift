import Foundation

/// The form a curved tab view asks for, as `TabView`'s `tabViewStyle(_:)` does.
///
/// ```swift
/// CurvedTabView(selection: $tab) { … }
///   .curvedTabViewStyle(.sidebarAdaptable)
/// ```
///
/// ``CurvedTabBarPlatformForm/form(for:style:hasAdaptableStyle:)`` decides the form a device
/// family then shows.
public enum CurvedTabViewStyle: String, Sendable, Hashable, CaseIterable {
  /// The family's own form: the curved bar on iPhone and iPad, the sidebar on the Mac, pages on
  /// the watch, the system tab bar on Apple TV and Vision Pro. The iPad keeps the curved bar,
  /// because the bar and its raised action are what the tab view is for; the adaptable form has
  /// no notch and gives the action an item of its own.
  case automatic
  /// On iPadOS 18 and later, the system's adaptable form: a tab bar at the top that people can
  /// turn into a sidebar, as `TabView` shows with `.tabViewStyle(.sidebarAdaptable)`. The curved
  /// bar stays on iPhone and on earlier iPadOS versions.
  case sidebarAdaptable
}
