import Foundation

/// Something that happens to a radial menu.
package enum RadialMenuEvent: Sendable, Hashable {
  /// The centre button was pressed.
  case toggle
  /// An item was chosen, by index.
  case choose(Int)
  /// A touch or click landed outside the centre button and the items.
  case outsideTap
  /// Escape was pressed, or the accessibility escape gesture (two-finger scrub) was made.
  case escape
  /// The `isExpanded` binding was set from outside.
  case setExpanded(Bool)
}

/// What a radial menu does in answer to an event: whether it ends open, which item to run,
/// where focus goes, and what to announce.
package struct RadialMenuResponse: Sendable, Hashable {
  /// Whether the menu is open afterwards.
  public var isExpanded: Bool
  /// The item whose action runs, if any.
  public var chosen: Int?
  /// Where keyboard and accessibility focus go: the first item that can be chosen when the menu
  /// opens, `nil` for the centre button otherwise.
  public var focus: Int?
  /// What to announce, if anything: the opening or closing words.
  public var announcement: String?

  /// Creates a response.
  ///
  /// - Parameters:
  ///   - isExpanded: Whether the menu ends open.
  ///   - chosen: The item whose action runs.
  ///   - focus: Where focus goes.
  ///   - announcement: What to announce.
  public init(isExpanded: Bool, chosen: Int? = nil, focus: Int? = nil, announcement: String? = nil) {
    self.isExpanded = isExpanded
    self.chosen = chosen
    self.focus = focus
    self.announcement = announcement
  }
}

/// The rules of a radial menu, shared by touch, pointer, keyboard, the Digital Crown and
/// VoiceOver.
///
/// - The centre button opens a closed menu and closes an open one.
/// - Choosing an enabled item runs it and closes the menu; a disabled item, or an index out of
///   range, does nothing.
/// - A tap outside, Escape and the accessibility escape gesture close an open menu and do
///   nothing to a closed one.
/// - Opening moves focus to the first item that can be chosen and announces "expanded, 3
///   options"; closing announces "collapsed" and returns focus to the centre button.
///
/// ```swift
/// let response = RadialMenuInteraction.respond(to: .toggle, isExpanded: false, count: 3, isEnabled: { _ in true })
/// // isExpanded true, focus 0, announcement "expanded, 3 options"
/// ```
package enum RadialMenuInteraction {
  /// The response to an event.
  ///
  /// - Parameters:
  ///   - event: What happened.
  ///   - isExpanded: Whether the menu is open now.
  ///   - count: The number of items.
  ///   - isEnabled: Whether an item in `0..<count` can be chosen.
  ///   - wording: The words to announce with.
  /// - Returns: The menu's next state and what to do.
  public static func respond(
    to event: RadialMenuEvent, isExpanded: Bool, count: Int, isEnabled: (Int) -> Bool,
    wording: RadialMenuWording = .english
  ) -> RadialMenuResponse {
    let count = max(count, 0)
    func open() -> RadialMenuResponse {
      RadialMenuResponse(
        isExpanded: true, focus: (0..<count).first(where: isEnabled),
        announcement: wording.openedAnnouncement(count: count))
    }
    let close = RadialMenuResponse(isExpanded: false, announcement: wording.closedAnnouncement)
    let stay = RadialMenuResponse(isExpanded: isExpanded)
    switch event {
    case .toggle:
      return isExpanded ? close : open()
    case .choose(let index):
      guard isExpanded, (0..<count).contains(index), isEnabled(index) else { return stay }
      var response = close
      response.chosen = index
      return response
    case .outsideTap, .escape:
      return isExpanded ? close : stay
    case .setExpanded(let expanded):
      guard expanded != isExpanded else { return stay }
      return expanded ? open() : close
    }
  }

  /// Whether a disabled menu still takes an event: only one that closes it while it is open (a
  /// tap on the centre button, a touch outside, Escape, the app closing it), so a menu disabled
  /// while open can always be closed, and never opened or chosen from.
  ///
  /// - Parameters:
  ///   - event: What happened.
  ///   - isExpanded: Whether the menu is open now.
  /// - Returns: `true` for an event that closes the open menu.
  public static func isTakenWhileDisabled(_ event: RadialMenuEvent, isExpanded: Bool) -> Bool {
    guard isExpanded else { return false }
    switch event {
    case .toggle, .outsideTap, .escape, .setExpanded(false): return true
    case .choose, .setExpanded(true): return false
    }
  }

  /// Which part of an open radial menu is modal to VoiceOver and holds tvOS and the Mac's focus,
  /// as an open `Menu` is: the menu (centre button and items) while it draws its own items; the
  /// items alone where a `radialMenuHost()` draws them, so the host's whole content is set aside
  /// and the items, which carry the escape action, stay reachable. A closed menu is modal
  /// nowhere.
  ///
  /// - Parameters:
  ///   - isExpanded: Whether the menu is open.
  ///   - itemsHosted: Whether a host draws the items.
  /// - Returns: The modal part, or `nil`.
  package static func modalPart(isExpanded: Bool, itemsHosted: Bool) -> RadialMenuModalPart? {
    guard isExpanded else { return nil }
    return itemsHosted ? .hostedItems : .menu
  }
}

/// The part of an open radial menu that is modal (`RadialMenuInteraction.modalPart`).
package enum RadialMenuModalPart: Sendable, Hashable {
  /// The menu's own container: the centre button and the items it draws.
  case menu
  /// The items a host draws.
  case hostedItems
}
