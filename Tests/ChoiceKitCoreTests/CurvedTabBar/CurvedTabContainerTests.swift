import ChoiceKitCore
import Testing

@Suite("CurvedTabContainer")
struct CurvedTabContainerTests {
  @Test func theSystemTabViewHoldsAsManyTabsAsItsBarShows() {
    for count in -2...5 {
      #expect(CurvedTabContainer.container(tabCount: count) == .systemTabView, "\(count)")
    }
  }

  @Test func moreTabsThanUIKitsBarShowsAreHeldByTheCustomContainer() {
    // Past five, UIKit's tab bar controller would move the rest into its "More" list.
    for count in [6, 7, 20, 1_000] {
      #expect(CurvedTabContainer.container(tabCount: count) == .custom, "\(count)")
    }
  }

  @Test func aTabIsChosenByItsTagOrThroughTheContainerThatKnowsIt() {
    // (tag known, disabled, container can choose) → route, every case written out.
    let cases: [(Bool, Bool, Bool, CurvedTabSystemChoice)] = [
      (true, false, false, .writeTag), (true, false, true, .writeTag),
      (false, false, true, .askContainer), (false, false, false, .unavailable),
      (true, true, false, .unavailable), (true, true, true, .unavailable),
      (false, true, false, .unavailable), (false, true, true, .unavailable),
    ]
    for (isTagKnown, isDisabled, containerCanChoose, expected) in cases {
      let route = CurvedTabSystemChoice.route(
        isTagKnown: isTagKnown, isDisabled: isDisabled, containerCanChoose: containerCanChoose)
      #expect(
        route == expected, "known \(isTagKnown), disabled \(isDisabled), container \(containerCanChoose)")
    }
  }

  @Test func theBarShowsTheContainersTabOnlyWhereTheSelectionCannotBePlaced() {
    // Tabs 0 and 2 have known tags; tab 1 carries only `tag(_:)`.
    let known: (Int) -> Bool = { $0 != 1 }
    // A selection ChoiceKit can place wins over what the container showed last.
    #expect(CurvedTabSystemChoice.selectedIndex(selectionIndex: 2, shownIndex: 1, isTagKnown: known) == 2)
    // A selection it cannot place is the shown tab's, when that tab's tag is unknown.
    #expect(CurvedTabSystemChoice.selectedIndex(selectionIndex: nil, shownIndex: 1, isTagKnown: known) == 1)
    // A shown tab whose tag is known and is not the selection: the selection is no tab's.
    #expect(CurvedTabSystemChoice.selectedIndex(selectionIndex: nil, shownIndex: 0, isTagKnown: known) == nil)
    #expect(
      CurvedTabSystemChoice.selectedIndex(selectionIndex: nil, shownIndex: nil, isTagKnown: known) == nil)
    #expect(
      CurvedTabSystemChoice.selectedIndex(selectionIndex: nil, shownIndex: -1, isTagKnown: { _ in false })
        == nil)
  }
}
