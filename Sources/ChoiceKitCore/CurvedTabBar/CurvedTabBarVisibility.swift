import Foundation

/// A request, from inside a tab's content, to show or hide the curved tab bar: the counterpart of
/// SwiftUI's `.toolbar(.hidden, for: .tabBar)` for a curved tab view.
///
/// A screen pushed inside a tab asks for ``hidden``; the screen under it, shown again when the
/// pushed one is popped, brings the bar back.
///
/// ```swift
/// NavigationStack {
///   Inbox()
///     .navigationDestination(for: Message.self) { message in
///       MessageView(message).curvedTabBarVisibility(.hidden)
///     }
/// }
/// ```
///
/// The modifier adds its request to a preference read by the tab view, the outer request first,
/// so the list runs from the outermost view to the innermost, the order ``resolved(_:)`` reads:
///
/// ```swift
/// content.transformPreference(CurvedTabBarVisibilityKey.self) { $0.insert(visibility, at: 0) }
/// ```
///
/// The tab view clears the preference of every tab but the active one, so a tab kept built but
/// not shown cannot hide the bar, and hands the rest to ``CurvedTabBarPresence``.
public enum CurvedTabBarVisibility: String, Sendable, Hashable, CaseIterable {
  /// No preference: a request further out decides, and the bar shows when none does.
  case automatic
  /// Show the bar.
  case visible
  /// Hide the bar, and give its room back to the content.
  case hidden

  /// The visibility the requests of one tab come to: the innermost request that is not
  /// ``automatic`` wins, as the nearest `.toolbar(_:for:)` does in SwiftUI; with none, ``automatic``.
  ///
  /// ```swift
  /// CurvedTabBarVisibility.resolved([.visible, .hidden])     // .hidden
  /// CurvedTabBarVisibility.resolved([.hidden, .automatic])   // .hidden
  /// CurvedTabBarVisibility.resolved([])                      // .automatic
  /// ```
  ///
  /// - Parameter requests: The requests of the active tab, from the outermost view to the
  ///   innermost (the pushed screen last).
  /// - Returns: The last request that is not ``automatic``, or ``automatic``.
  public static func resolved(_ requests: [CurvedTabBarVisibility]) -> CurvedTabBarVisibility {
    requests.last { $0 != .automatic } ?? .automatic
  }
}
