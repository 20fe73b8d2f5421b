import Foundation

extension CurvedTabBarWording {
  /// What a tab button speaks after its title, as its accessibility value, so the label stays
  /// the title alone: the name Voice Control shows and listens for ("Tap Home").
  ///
  /// Inside a container marked as a tab bar (SwiftUI's `.isTabBar` trait, iOS 17 and later),
  /// VoiceOver says "tab" and the position itself, as it does for the system tab bar; the value
  /// then holds only what the system cannot know. Elsewhere the value says it all.
  ///
  /// ```swift
  /// let speech = CurvedTabBarWording.english
  /// speech.tabValue(badge: .count(3), index: 0, count: 4, containerSpeaksPosition: true)
  /// // "3 new items"
  /// speech.tabValue(badge: .count(3), index: 0, count: 4, containerSpeaksPosition: false)
  /// // "tab, 1 of 4, 3 new items"
  /// ```
  ///
  /// - Parameters:
  ///   - badge: The tab's badge, if any; left out when not visible.
  ///   - isEnabled: Whether the tab can be chosen; "dimmed" is added when not.
  ///   - index: The tab's zero-based index among the tabs.
  ///   - count: The number of tabs, the action not counted.
  ///   - containerSpeaksPosition: Whether the bar is marked as a tab bar, so VoiceOver speaks
  ///     "tab" and the position.
  /// - Returns: The words, joined by the language's separator; empty when there are none.
  public func tabValue(
    badge: CurvedTabBarBadge? = nil, isEnabled: Bool = true, index: Int, count: Int,
    containerSpeaksPosition: Bool
  ) -> String {
    var text = ""
    // Appended in place, one buffer rather than a filtered array joined: it runs for every tab
    // whenever the bar's tabs change.
    func append(_ part: String?) {
      guard let part, !part.isEmpty else { return }
      if !text.isEmpty { text += wording.separator }
      text += part
    }
    if !containerSpeaksPosition { append(wording.tab) }
    if !isEnabled { append(wording.dimmed) }
    if !containerSpeaksPosition { append(wording.position(index: index, count: count)) }
    append(badge?.spoken(in: wording))
    return text
  }
}
