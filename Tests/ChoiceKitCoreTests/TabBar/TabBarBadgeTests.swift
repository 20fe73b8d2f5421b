import ChoiceKitCore
import Foundation
import Testing

@Suite("TabBarBadge")
struct TabBarBadgeTests {
  @Test func countsShowUpToNinetyNine() {
    #expect(TabBarBadge.count(1).text == "1")
    #expect(TabBarBadge.count(99).text == "99")
    #expect(TabBarBadge.count(100).text == "99+")
    #expect(TabBarBadge.count(Int.max).text == "99+")
  }

  @Test(arguments: [TabBarBadge.count(0), .count(-4), .count(Int.min), .text(""), .text("  \n")])
  func emptyBadgesAreHidden(badge: TabBarBadge) {
    #expect(!badge.isVisible)
    #expect(badge.text == nil)
    #expect(badge.spoken(in: .english) == nil)
    #expect(badge.frame(onIcon: .zero, textWidth: 10, metrics: .standard, isRightToLeft: false) == nil)
  }

  @Test func textIsTrimmedAndADotHasNoText() {
    #expect(TabBarBadge.text(" New ").text == "New")
    #expect(TabBarBadge.dot.isVisible)
    #expect(TabBarBadge.dot.text == nil)
  }

  @Test func theSpokenFormSaysTheRealCount() {
    #expect(TabBarBadge.count(150).spoken(in: .english) == "150 new items")
    #expect(TabBarBadge.count(1).spoken(in: .english) == "1 new item")
    #expect(TabBarBadge.count(2).spoken(in: .spanish) == "2 elementos nuevos")
    #expect(TabBarBadge.text("Beta").spoken(in: .spanish) == "Beta")
    #expect(TabBarBadge.dot.spoken(in: .english) == "new")
    #expect(TabBarBadge.dot.spoken(in: .spanish) == "nuevo")
  }

  @Test func theFrameSitsOnTheIconsTopTrailingCorner() throws {
    let icon = CGRect(x: 100, y: 20, width: 22, height: 22)
    let metrics = TabBarMetrics.standard
    let ltr = try #require(
      TabBarBadge.count(3).frame(onIcon: icon, textWidth: 7, metrics: metrics, isRightToLeft: false))
    #expect(ltr == CGRect(x: 122 - 9, y: 11, width: 18, height: 18))
    let rtl = try #require(
      TabBarBadge.count(3).frame(onIcon: icon, textWidth: 7, metrics: metrics, isRightToLeft: true))
    #expect(rtl.midX == icon.minX)
    let wideRTL = try #require(
      TabBarBadge.count(120).frame(onIcon: icon, textWidth: 24, metrics: metrics, isRightToLeft: true))
    #expect(wideRTL.maxX == icon.minX + 9)
    let wide = try #require(
      TabBarBadge.count(120).frame(onIcon: icon, textWidth: 24, metrics: metrics, isRightToLeft: false))
    #expect(wide.width == 34)
    // The round leading end stays on the corner; the badge grows away from the icon.
    #expect(wide.minX == icon.maxX - 9)
    let dot = try #require(
      TabBarBadge.dot.frame(onIcon: icon, textWidth: 50, metrics: metrics, isRightToLeft: false))
    #expect(dot.size == CGSize(width: 10, height: 10))
  }

  @Test func aBadTextWidthCountsAsZero() {
    for width in [-3, CGFloat.nan, CGFloat.infinity] {
      let frame = TabBarBadge.text("x").frame(
        onIcon: .zero, textWidth: width, metrics: .standard, isRightToLeft: false)
      #expect(frame?.width == 18)
    }
  }
}
