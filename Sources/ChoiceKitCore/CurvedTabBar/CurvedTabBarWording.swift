import Foundation

/// The words VoiceOver speaks for a curved tab bar: "Home, tab, 1 of 4, 3 new items".
///
/// Tabs are numbered among the tabs only: the centre action is not a tab and speaks its own
/// label. The selected state is the button's trait, which VoiceOver speaks itself.
///
/// ```swift
/// let speech = CurvedTabBarWording(wording: ChoiceWording(locale: .current))
/// speech.tabDescription(title: "Home", index: 0, count: 4)  // "Home, tab, 1 of 4"
/// speech.tabDescription(title: "Inicio", badge: .count(2), index: 0, count: 4)
/// ```
public struct CurvedTabBarWording: ChoiceControlWording {
  /// The words, in one language.
  public var wording: ChoiceWording

  /// Creates the tab bar's speech from a language's words.
  ///
  /// - Parameter wording: The words.
  public init(wording: ChoiceWording) {
    self.wording = wording
  }

  /// A tab button's whole label.
  ///
  /// - Parameters:
  ///   - title: The tab's title; left out when empty.
  ///   - badge: The tab's badge, if any; left out when not visible.
  ///   - isEnabled: Whether the tab can be chosen; "dimmed" is added when not.
  ///   - index: The tab's zero-based index among the tabs.
  ///   - count: The number of tabs, the action not counted.
  /// - Returns: "Home, tab, 1 of 4", then "dimmed" and the badge's words when they apply.
  public func tabDescription(
    title: String, badge: CurvedTabBarBadge? = nil, isEnabled: Bool = true, index: Int, count: Int
  ) -> String {
    wording.joined([title] + parts(afterTitle: badge, isEnabled: isEnabled, index: index, count: count))
  }

  /// What follows a tab's title when the title is not plain text (a SwiftUI `Text` with its own
  /// localisation): the separator, "tab", the position and the badge.
  ///
  /// ```swift
  /// CurvedTabBarWording.english.description(afterTitle: nil, index: 1, count: 4)  // ", tab, 2 of 4"
  /// ```
  ///
  /// - Parameters:
  ///   - badge: The tab's badge, if any.
  ///   - isEnabled: Whether the tab can be chosen.
  ///   - index: The tab's zero-based index among the tabs.
  ///   - count: The number of tabs.
  /// - Returns: The words after the title, starting with the separator; `nil` when there are
  ///   none (an empty tab word and no position, which only a custom wording can make).
  public func description(
    afterTitle badge: CurvedTabBarBadge?, isEnabled: Bool = true, index: Int, count: Int
  ) -> String? {
    let rest = wording.joined(parts(afterTitle: badge, isEnabled: isEnabled, index: index, count: count))
    return rest.isEmpty ? nil : wording.separator + rest
  }

  /// The parts spoken after a tab's title, empty ones included: "tab", "dimmed", the position
  /// and the badge's words.
  private func parts(afterTitle badge: CurvedTabBarBadge?, isEnabled: Bool, index: Int, count: Int)
    -> [String]
  {
    [
      wording.tab, isEnabled ? "" : wording.dimmed, wording.position(index: index, count: count),
      badge?.spoken(in: wording) ?? "",
    ]
  }
}
