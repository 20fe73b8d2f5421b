import ChoiceKitCore
import Foundation
import Testing

@Suite("CurvedTabReselect")
struct CurvedTabReselectTests {
  @Test func aStackWithPushedScreensPopsAndTheRootScrolls() {
    #expect(CurvedTabReselectStep.step(navigationDepth: 1) == .popToRoot)
    #expect(CurvedTabReselectStep.step(navigationDepth: 12) == .popToRoot)
    #expect(CurvedTabReselectStep.step(navigationDepth: 0) == .scrollToTop)
    #expect(CurvedTabReselectStep.step(navigationDepth: -3) == .scrollToTop)
    #expect(CurvedTabReselectStep.step(navigationDepth: .min) == .scrollToTop)
  }

  @Test func onlyTheRetappedTabsCountChanges() {
    var reselections = CurvedTabReselections<String>()
    #expect(reselections.count(for: "home") == 0)
    reselections.reselect("home")
    reselections.reselect("home")
    reselections.reselect("inbox")
    #expect(reselections.count(for: "home") == 2)
    #expect(reselections.count(for: "inbox") == 1)
    #expect(reselections.count(for: "profile") == 0)
  }

  @Test func theBarsEventsCountOnlyReselectsOfListedTabs() {
    let ids = ["home", "inbox", "profile"]
    var reselections = CurvedTabReselections<String>()
    reselections.record(.select(1), ids: ids)
    reselections.record(.action, ids: ids)
    reselections.record(.reselect(3), ids: ids)
    reselections.record(.reselect(-1), ids: ids)
    #expect(reselections == CurvedTabReselections<String>())
    reselections.record(.reselect(2), ids: ids)
    #expect(reselections.count(for: "profile") == 1)
    #expect(reselections.count(for: "home") == 0)
    reselections.record(.reselect(0), ids: [])
    #expect(reselections.count(for: "home") == 0)
  }

  @Test func aTabThatLeavesStartsAgainFromZero() {
    var reselections = CurvedTabReselections<String>()
    reselections.reselect("home")
    reselections.reselect("inbox")
    reselections.update(ids: ["inbox", "profile"])
    #expect(reselections.count(for: "home") == 0)
    #expect(reselections.count(for: "inbox") == 1)
    reselections.update(ids: [])
    #expect(reselections == CurvedTabReselections<String>())
  }

  @Test func theTopIsAboveTheTopInsetWhereTheLargeTitleShows() {
    // A list under an expanded large title and a search field starts 140 pt down its inset.
    let top = CurvedTabScrollTop.topOffset(contentOffset: CGPoint(x: 12, y: 800), adjustedInsetTop: 140)
    #expect(top == CGPoint(x: 12, y: -140))
    #expect(CurvedTabScrollTop.topOffset(contentOffset: .zero, adjustedInsetTop: 0) == .zero)
  }

  @Test func theMarkedViewStandsForTheSmallestScrollViewThatHoldsIt() {
    // A list laid out inside the safe area; its scroll view reaches under the bars.
    let marked = CGRect(x: 0, y: 91, width: 390, height: 662)
    let list = CGRect(x: 0, y: 0, width: 390, height: 844)
    let pager = CGRect(x: -390, y: 0, width: 1170, height: 844)
    let carousel = CGRect(x: 16, y: 200, width: 358, height: 120)
    #expect(CurvedTabScrollTop.target(marked: marked, candidates: [pager, list, carousel]) == 1)
    #expect(CurvedTabScrollTop.target(marked: marked, candidates: [carousel]) == nil)
    #expect(CurvedTabScrollTop.target(marked: marked, candidates: []) == nil)
    // Rounding: a frame half a point short still holds it; two points short does not.
    #expect(CurvedTabScrollTop.target(marked: marked, candidates: [marked.insetBy(dx: 0.5, dy: 0.5)]) == 0)
    #expect(CurvedTabScrollTop.target(marked: marked, candidates: [marked.insetBy(dx: 2, dy: 2)]) == nil)
    // Equal frames: the last found, the innermost of a scroll view nested in one of its size.
    #expect(CurvedTabScrollTop.target(marked: marked, candidates: [list, list]) == 1)
    // A marked view with no area, or not finite, stands for none.
    #expect(CurvedTabScrollTop.target(marked: .zero, candidates: [list]) == nil)
    #expect(CurvedTabScrollTop.target(marked: .null, candidates: [list]) == nil)
    #expect(CurvedTabScrollTop.target(marked: .infinite, candidates: [list]) == nil)
  }
}
