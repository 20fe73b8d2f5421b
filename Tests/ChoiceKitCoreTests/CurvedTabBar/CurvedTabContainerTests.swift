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
}
