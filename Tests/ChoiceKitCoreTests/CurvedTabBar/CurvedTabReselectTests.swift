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
}
