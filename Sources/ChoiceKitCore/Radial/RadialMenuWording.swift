import Foundation

/// The words VoiceOver speaks for a radial menu: "Create, button, 1 of 3", and what it says when
/// the menu opens or closes.
///
/// ```swift
/// let speech = RadialMenuWording(wording: ChoiceWording(locale: .current))
/// speech.itemDescription(title: "Create", index: 0, count: 3)  // "Create, button, 1 of 3"
/// speech.openedAnnouncement(count: 3)                          // "expanded, 3 options"
/// ```
public struct RadialMenuWording: ChoiceControlWording {
  /// The words, in one language.
  public var wording: ChoiceWording

  /// Creates the radial menu's speech from a language's words.
  ///
  /// - Parameter wording: The words.
  public init(wording: ChoiceWording) {
    self.wording = wording
  }

  /// An item's whole label.
  ///
  /// - Parameters:
  ///   - title: The item's title; left out when empty.
  ///   - isEnabled: Whether the item can be chosen; "dimmed" is added when not.
  ///   - index: The item's zero-based index around the arc.
  ///   - count: The number of items.
  /// - Returns: "Create, button, 1 of 3", with "dimmed" before the position when it applies.
  public func itemDescription(title: String, isEnabled: Bool = true, index: Int, count: Int) -> String {
    wording.joined([title] + parts(afterTitle: isEnabled, index: index, count: count))
  }

  /// What follows an item's title when the title is not plain text (a SwiftUI `Text` with its
  /// own localisation): the separator, "button", "dimmed" when it applies, and the position.
  ///
  /// - Parameters:
  ///   - isEnabled: Whether the item can be chosen.
  ///   - index: The item's zero-based index.
  ///   - count: The number of items.
  /// - Returns: ", button, 2 of 3"; empty parts are left out.
  public func description(afterTitle isEnabled: Bool = true, index: Int, count: Int) -> String {
    let rest = wording.joined(parts(afterTitle: isEnabled, index: index, count: count))
    return rest.isEmpty ? "" : wording.separator + rest
  }

  /// The parts spoken after an item's title, empty ones included.
  private func parts(afterTitle isEnabled: Bool, index: Int, count: Int) -> [String] {
    [wording.button, isEnabled ? "" : wording.dimmed, wording.position(index: index, count: count)]
  }

  /// What is announced when the menu opens.
  ///
  /// - Parameter count: The number of items shown.
  /// - Returns: "expanded, 3 options".
  public func openedAnnouncement(count: Int) -> String {
    wording.joined([wording.expanded, wording.options(count: count)])
  }

  /// What is announced when the menu closes: "collapsed".
  public var closedAnnouncement: String { wording.collapsed }

  /// The centre button's hint, what activating it does, read after its label and value: "Shows
  /// the options" while closed, "Hides the options" while open.
  ///
  /// - Parameter isExpanded: Whether the menu is open.
  /// - Returns: The hint.
  public func centerHint(isExpanded: Bool) -> String {
    isExpanded ? wording.hidesOptionsHint : wording.showsOptionsHint
  }
}
