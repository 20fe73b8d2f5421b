import ChoiceKitCore
import Foundation
import Testing

@Suite("CurvedTabBarBadge")
struct CurvedTabBarBadgeTests {
  @Test func countsShowUpToNinetyNine() {
    #expect(CurvedTabBarBadge.count(1).text == "1")
    #expect(CurvedTabBarBadge.count(99).text == "99")
    #expect(CurvedTabBarBadge.count(100).text == "99+")
    #expect(CurvedTabBarBadge.count(Int.max).text == "99+")
  }

  @Test(arguments: [CurvedTabBarBadge.count(0), .count(-4), .count(Int.min), .text(""), .text("  \n")])
  func emptyBadgesAreHidden(badge: CurvedTabBarBadge) {
    #expect(!badge.isVisible)
    #expect(badge.text == nil)
    #expect(badge.spoken(in: .english) == nil)
    #expect(badge.frame(onIcon: .zero, textWidth: 10, metrics: .standard, isRightToLeft: false) == nil)
  }

  @Test func textIsTrimmedAndADotHasNoText() {
    #expect(CurvedTabBarBadge.text(" New ").text == "New")
    #expect(CurvedTabBarBadge.dot.isVisible)
    #expect(CurvedTabBarBadge.dot.text == nil)
  }

  @Test func theSpokenFormSaysTheRealCount() {
    #expect(CurvedTabBarBadge.count(150).spoken(in: .english) == "150 new items")
    #expect(CurvedTabBarBadge.count(1).spoken(in: .english) == "1 new item")
    #expect(CurvedTabBarBadge.count(2).spoken(in: .spanish) == "2 elementos nuevos")
    #expect(CurvedTabBarBadge.text("Beta").spoken(in: .spanish) == "Beta")
    #expect(CurvedTabBarBadge.dot.spoken(in: .english) == "new")
    #expect(CurvedTabBarBadge.dot.spoken(in: .spanish) == "nuevo")
  }

  @Test func theFrameSitsOnTheIconsTopTrailingCorner() throws {
    let icon = CGRect(x: 100, y: 20, width: 22, height: 22)
    let metrics = CurvedTabBarMetrics.standard
    let ltr = try #require(
      CurvedTabBarBadge.count(3).frame(onIcon: icon, textWidth: 7, metrics: metrics, isRightToLeft: false))
    #expect(ltr == CGRect(x: 122 - 9, y: 11, width: 18, height: 18))
    let rtl = try #require(
      CurvedTabBarBadge.count(3).frame(onIcon: icon, textWidth: 7, metrics: metrics, isRightToLeft: true))
    #expect(rtl.midX == icon.minX)
    let wideRTL = try #require(
      CurvedTabBarBadge.count(120).frame(onIcon: icon, textWidth: 24, metrics: metrics, isRightToLeft: true))
    #expect(wideRTL.maxX == icon.minX + 9)
    let wide = try #require(
      CurvedTabBarBadge.count(120).frame(onIcon: icon, textWidth: 24, metrics: metrics, isRightToLeft: false))
    #expect(wide.width == 34)
    // The round leading end stays on the corner; the badge grows away from the icon.
    #expect(wide.minX == icon.maxX - 9)
    let dot = try #require(
      CurvedTabBarBadge.dot.frame(onIcon: icon, textWidth: 50, metrics: metrics, isRightToLeft: false))
    #expect(dot.size == CGSize(width: 10, height: 10))
  }

  @Test func aBadTextWidthCountsAsZero() {
    for width in [-3, CGFloat.nan, CGFloat.infinity] {
      let frame = CurvedTabBarBadge.text("x").frame(
        onIcon: .zero, textWidth: width, metrics: .standard, isRightToLeft: false)
      #expect(frame?.width == 18)
    }
  }
}
