import ChoiceKitCore
import Foundation
import Testing

@Suite("CurvedTabBarWording")
struct CurvedTabBarWordingTests {
  @Test func aTabSaysItsNameTabAndPosition() {
    #expect(
      CurvedTabBarWording.english.tabDescription(title: "Home", index: 0, count: 4) == "Home, tab, 1 of 4")
    #expect(
      CurvedTabBarWording.spanish.tabDescription(title: "Inicio", index: 0, count: 4)
        == "Inicio, pestaña, 1 de 4")
  }

  @Test func badgesAndDimmingFollowThePosition() {
    let english = CurvedTabBarWording.english
    #expect(
      english.tabDescription(title: "Inbox", badge: .count(3), index: 1, count: 4)
        == "Inbox, tab, 2 of 4, 3 new items")
    #expect(
      english.tabDescription(title: "Inbox", badge: .dot, isEnabled: false, index: 3, count: 4)
        == "Inbox, tab, dimmed, 4 of 4, new")
    #expect(
      english.tabDescription(title: "Inbox", badge: .count(0), index: 1, count: 4) == "Inbox, tab, 2 of 4")
    #expect(
      CurvedTabBarWording.spanish.tabDescription(title: "Buzón", badge: .count(1), index: 1, count: 2)
        == "Buzón, pestaña, 2 de 2, 1 elemento nuevo")
  }

  @Test func anEmptyTitleStartsWithTheTabWord() {
    #expect(CurvedTabBarWording.english.tabDescription(title: "", index: 1, count: 2) == "tab, 2 of 2")
  }

  @Test func theWordsAfterATextTitleStartWithTheSeparator() {
    #expect(CurvedTabBarWording.english.description(afterTitle: nil, index: 1, count: 4) == ", tab, 2 of 4")
    #expect(
      CurvedTabBarWording.english.description(afterTitle: .text("Beta"), index: 0, count: 1)
        == ", tab, 1 of 1, Beta")
  }

  @Test func aCustomWordingWithoutTabWordOrPositionSaysNothingMore() {
    var words = ChoiceWording.english
    words.tab = ""
    words.positionFormat = ""
    let wording = CurvedTabBarWording(wording: words)
    #expect(wording.description(afterTitle: nil, index: 0, count: 1) == nil)
    #expect(wording.tabDescription(title: "Home", index: 0, count: 1) == "Home")
  }

  @Test func positionsOutOfRangeAreClamped() {
    #expect(CurvedTabBarWording.english.tabDescription(title: "A", index: 9, count: 3) == "A, tab, 3 of 3")
    #expect(CurvedTabBarWording.english.tabDescription(title: "A", index: -1, count: 0) == "A, tab, 0 of 0")
  }
}
