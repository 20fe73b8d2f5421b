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
  /// top, the others invisible, out of reach and disabled (`CurvedTabMounting`).
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

/// How the curved bar reaches a tab held by the system `TabView`, and which tab it shows as
/// selected, when ChoiceKit may not know every tab's tag.
///
/// Before iOS 18 no public API reads a tab's `tag(_:)`, but the system view reads it: a tab with
/// only `tag(_:)` is chosen by asking the system container to show it (it then writes the tag to
/// the selection itself), and the bar shows the tab the container shows while the selection is
/// one ChoiceKit cannot place.
///
/// ```swift
/// CurvedTabSystemChoice.route(isTagKnown: false, isDisabled: false, containerCanChoose: true)
/// // .askContainer
/// ```
package enum CurvedTabSystemChoice: String, Sendable, Hashable, CaseIterable {
  /// The tab's tag is known: the bar writes it to the selection.
  case writeTag
  /// Only the system container knows the tag: the bar asks it to show the tab.
  case askContainer
  /// The tab cannot be chosen: disabled, or untagged with no container to ask.
  case unavailable

  /// How a tab is chosen.
  ///
  /// - Parameters:
  ///   - isTagKnown: Whether ChoiceKit read the tab's tag.
  ///   - isDisabled: Whether the tab was disabled.
  ///   - containerCanChoose: Whether the system container holds the tabs and can be asked to
  ///     show one (before iOS 18, where ChoiceKit cannot read `tag(_:)`).
  /// - Returns: ``writeTag`` for a known, enabled tag; ``askContainer`` for an enabled tab of
  ///   unknown tag that the container can show; ``unavailable`` otherwise.
  package static func route(isTagKnown: Bool, isDisabled: Bool, containerCanChoose: Bool)
    -> CurvedTabSystemChoice
  {
    if isDisabled { return .unavailable }
    if isTagKnown { return .writeTag }
    return containerCanChoose ? .askContainer : .unavailable
  }

  /// The tab the bar shows as selected.
  ///
  /// - Parameters:
  ///   - selectionIndex: The tab whose known tag the selection equals, if any.
  ///   - shownIndex: The tab the system container last showed, if known.
  ///   - isTagKnown: Whether ChoiceKit read a tab's tag.
  /// - Returns: `selectionIndex` when the selection names a tab ChoiceKit knows; otherwise the
  ///   shown tab, if its tag is unknown (so the selection may well be its tag); otherwise `nil`,
  ///   a selection that no tab carries.
  package static func selectedIndex(
    selectionIndex: Int?, shownIndex: Int?, isTagKnown: (Int) -> Bool
  ) -> Int? {
    if let selectionIndex { return selectionIndex }
    guard let shownIndex, shownIndex >= 0, !isTagKnown(shownIndex) else { return nil }
    return shownIndex
  }
}
