import ChoiceKitCore
import Foundation
import Testing

@Suite("CurvedTabBarWording value")
struct CurvedTabBarWordingValueTests {
  static let badges: [CurvedTabBarBadge?] = [
    nil, .count(3), .count(0), .count(1_000), .text(" Nuevo "), .text("  "), .dot,
  ]
  static let wordings: [CurvedTabBarWording] = [
    .english, .spanish, CurvedTabBarWording(wording: ChoiceWording(locale: Locale(identifier: "ar"))),
  ]

  @Test(arguments: badges)
  func withoutATabBarContainerTheValueIsWhatFollowsTheTitle(badge: CurvedTabBarBadge?) {
    for wording in Self.wordings {
      for isEnabled in [true, false] {
        let value = wording.tabValue(
          badge: badge, isEnabled: isEnabled, index: 1, count: 4, containerSpeaksPosition: false)
        let whole = wording.tabDescription(
          title: "Home", badge: badge, isEnabled: isEnabled, index: 1, count: 4)
        #expect("Home" + wording.wording.separator + value == whole)
      }
    }
  }

  @Test func insideATabBarContainerOnlyWhatTheSystemCannotKnowIsSpoken() {
    let english = CurvedTabBarWording.english
    #expect(
      english.tabValue(badge: .count(3), index: 0, count: 4, containerSpeaksPosition: true) == "3 new items")
    #expect(english.tabValue(index: 0, count: 4, containerSpeaksPosition: true) == "")
    #expect(english.tabValue(badge: .count(0), index: 0, count: 4, containerSpeaksPosition: true) == "")
    #expect(
      english.tabValue(badge: .dot, isEnabled: false, index: 2, count: 4, containerSpeaksPosition: true)
        == "dimmed, new")
    #expect(english.tabValue(index: 0, count: 4, containerSpeaksPosition: false) == "tab, 1 of 4")
  }

  @Test func theValueNeverHoldsTheTitleOrAnEmptyPart() {
    let custom = CurvedTabBarWording(
      wording: {
        var words = ChoiceWording.english; words.tab = ""; return words
      }())
    #expect(custom.tabValue(index: 0, count: 2, containerSpeaksPosition: false) == "1 of 2")
    #expect(
      !custom.tabValue(badge: .text("x"), index: 0, count: 2, containerSpeaksPosition: false).hasPrefix(","))
  }
}
