import ChoiceKitCore
import Foundation
import Testing

@Suite("CurvedTabBarInteraction")
struct CurvedTabBarInteractionTests {
  let all: (Int) -> Bool = { _ in true }

  @Test func tappingTheSelectedTabIsAReselect() {
    #expect(
      CurvedTabBarInteraction.event(for: .tab(1), selected: 1, count: 4, isEnabled: all) == .reselect(1))
    #expect(CurvedTabBarInteraction.event(for: .tab(2), selected: 1, count: 4, isEnabled: all) == .select(2))
    #expect(
      CurvedTabBarInteraction.event(for: .tab(2), selected: nil, count: 4, isEnabled: all) == .select(2))
  }

  @Test func theActionIsNeverASelection() {
    #expect(CurvedTabBarInteraction.event(for: .action, selected: 1, count: 4, isEnabled: all) == .action)
    #expect(CurvedTabBarInteraction.event(for: .action, selected: nil, count: 0, isEnabled: all) == .action)
  }

  @Test func disabledMissingAndOutOfRangeTabsDoNothing() {
    #expect(CurvedTabBarInteraction.event(for: .tab(2), selected: 1, count: 4, isEnabled: { $0 != 2 }) == nil)
    #expect(CurvedTabBarInteraction.event(for: .tab(1), selected: 1, count: 4, isEnabled: { $0 != 1 }) == nil)
    #expect(CurvedTabBarInteraction.event(for: .tab(4), selected: 1, count: 4, isEnabled: all) == nil)
    #expect(CurvedTabBarInteraction.event(for: .tab(-1), selected: 1, count: -2, isEnabled: all) == nil)
    #expect(CurvedTabBarInteraction.event(for: nil, selected: 1, count: 4, isEnabled: all) == nil)
  }

  @Test func keyboardMovesSkipDisabledTabsAndStopAtTheEnds() {
    let enabled: (Int) -> Bool = { $0 != 1 }
    #expect(
      CurvedTabBarInteraction.event(for: ChoiceMove.next, selected: 0, count: 4, isEnabled: enabled)
        == .select(2))
    #expect(
      CurvedTabBarInteraction.event(for: ChoiceMove.next, selected: 3, count: 4, isEnabled: enabled) == nil)
    #expect(
      CurvedTabBarInteraction.event(for: ChoiceMove.first, selected: 3, count: 4, isEnabled: enabled)
        == .select(0))
    #expect(
      CurvedTabBarInteraction.event(for: ChoiceMove.previous, selected: nil, count: 4, isEnabled: enabled)
        == .select(3))
    #expect(
      CurvedTabBarInteraction.event(for: ChoiceMove.last, selected: 0, count: 0, isEnabled: enabled) == nil)
  }

  @Test func theReadingOrderReadsTheTabsThenTheAction() {
    // The action is not a tab: it is read after the tab bar, never counted among the tabs.
    #expect(
      CurvedTabBarInteraction.readingOrder(count: 4, hasAction: true) == [
        .tab(0), .tab(1), .tab(2), .tab(3), .action,
      ])
    #expect(CurvedTabBarInteraction.readingOrder(count: 2, hasAction: false) == [.tab(0), .tab(1)])
    #expect(CurvedTabBarInteraction.readingOrder(count: 0, hasAction: true) == [.action])
    #expect(CurvedTabBarInteraction.readingOrder(count: -1, hasAction: false) == [])
  }

  @Test func sortPrioritiesReadInThatOrder() {
    let order = CurvedTabBarInteraction.readingOrder(count: 5, hasAction: true)
    let priorities = order.map { CurvedTabBarInteraction.sortPriority(of: $0, count: 5, hasAction: true) }
    #expect(priorities == priorities.sorted(by: >))
    #expect(Set(priorities).count == priorities.count)
    #expect(CurvedTabBarInteraction.sortPriority(of: .action, count: 5, hasAction: false) == 0)
  }

  @Test func theTabsAreReadInTheirOrderOnScreen() {
    // First to last, which is left to right, and right to left in a right-to-left layout.
    for isRightToLeft in [false, true] {
      for count in [1, 2, 3, 5, 7] {
        let layout = CurvedTabBarLayout(tabCount: count, width: 390, isRightToLeft: isRightToLeft)
        let order = CurvedTabBarInteraction.readingOrder(count: count, hasAction: true)
        let xs = order.compactMap { hit -> CGFloat? in
          if case .tab(let index) = hit { return layout.itemFrame(forTab: index)?.midX }
          return nil
        }
        #expect(xs.count == count)
        #expect(xs == (isRightToLeft ? xs.sorted(by: >) : xs.sorted()))
      }
    }
  }
}
