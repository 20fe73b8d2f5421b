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

  @Test func aPlacedBadgeStaysInsideItsSlot() throws {
    // Four tabs on a narrow bar: slots narrower than a "99+" badge grown from the icon's corner.
    let layout = CurvedTabBarLayout(tabCount: 4, width: 300, hasAction: false)
    for isRightToLeft in [false, true] {
      let layout = CurvedTabBarLayout(tabCount: 4, width: 300, hasAction: false, isRightToLeft: isRightToLeft)
      for index in 0..<4 {
        let slot = try #require(layout.itemFrame(forTab: index))
        let placed = try #require(layout.badgePlacement(.count(150), forTab: index, textWidth: 22))
        #expect(placed.showsText)
        #expect(placed.frame.width == 32)
        #expect(placed.frame.minX >= slot.minX && placed.frame.maxX <= slot.maxX)
        // Where it fits, it is the badge's own frame on the icon.
        let icon = try #require(layout.iconFrame(forTab: index))
        let own = try #require(
          CurvedTabBarBadge.count(150).frame(
            onIcon: icon, textWidth: 22, metrics: .standard, isRightToLeft: isRightToLeft))
        if own.minX >= slot.minX && own.maxX <= slot.maxX { #expect(placed.frame == own) }
        #expect(placed.frame.minY == own.minY)
      }
    }
    #expect(layout.badgePlacement(.count(0), forTab: 0, textWidth: 7) == nil)
    #expect(layout.badgePlacement(.count(3), forTab: 4, textWidth: 7) == nil)
  }

  @Test func aTextTooWideForItsSlotShowsAsADot() throws {
    let layout = CurvedTabBarLayout(tabCount: 4, width: 300, hasAction: false)
    let slot = try #require(layout.itemFrame(forTab: 1))
    let placed = try #require(layout.badgePlacement(.text("Limited offer"), forTab: 1, textWidth: slot.width))
    #expect(!placed.showsText)
    #expect(placed.frame.size == CGSize(width: 10, height: 10))
    #expect(placed.frame.minX >= slot.minX && placed.frame.maxX <= slot.maxX)
    #expect(layout.badgePlacement(.dot, forTab: 1, textWidth: 0)?.showsText == false)
  }

  @Test func besideTheIconABadgeKeepsOffTheTitle() throws {
    let titles = Array(repeating: CGSize(width: 40, height: 16), count: 3)
    for isRightToLeft in [false, true] {
      let layout = CurvedTabBarLayout(
        tabCount: 3, width: 500, titleSizes: titles, metrics: .compact, isRightToLeft: isRightToLeft)
      let title = try #require(layout.titleFrame(forTab: 0))
      let placed = try #require(layout.badgePlacement(.count(5), forTab: 0, textWidth: 7))
      #expect(isRightToLeft ? placed.frame.minX >= title.maxX : placed.frame.maxX <= title.minX)
      let room = try #require(layout.badgeRoom(forTab: 0))
      #expect(isRightToLeft ? room.lowerBound == title.maxX : room.upperBound == title.minX)
    }
  }

  @Test func onATravellingBarABadgeKeepsOffTheRaisedCircle() throws {
    // The last tab raised on a narrow bar of the tutorial's sizes: the notch stops short of the
    // end, and its circle reaches into the neighbouring slot.
    let layout = CurvedTabBarLayout(
      tabCount: 8, width: 320, hasAction: false, mode: .travelling, metrics: .tutorial)
    let circle = try #require(layout.indicatorFrame(at: 7))
    let slot = try #require(layout.itemFrame(forTab: 6))
    let icon = try #require(layout.iconFrame(forTab: 6))
    #expect(circle.minX < slot.maxX)
    #expect(circle.midX > icon.midX)
    let room = try #require(layout.badgeRoom(forTab: 6, selectedPosition: 7))
    #expect(room.upperBound == circle.minX)
    let placed = try #require(layout.badgePlacement(.count(3), forTab: 6, textWidth: 7, selectedPosition: 7))
    #expect(placed.frame.maxX <= circle.minX)
    // The raised tab's own badge rides on its icon in the circle.
    let raised = try #require(layout.badgeRoom(forTab: 7, selectedPosition: 7))
    #expect(raised.upperBound > circle.minX)
  }
}
