import ChoiceKitCore
import Foundation
import Testing

@Suite("TabBarLayout")
struct TabBarLayoutTests {
  @Test func theTutorialBarSplitsFourTabsAroundTheNotch() throws {
    let layout = TabBarLayout(tabCount: 4, width: 390, metrics: .tutorial)
    #expect(layout.size == CGSize(width: 390, height: 80))
    #expect(layout.contentHeight == 80)
    #expect(layout.gap == 155...235)
    let frames = layout.itemFrames
    #expect(frames.map(\.minX) == [25, 90, 235, 300])
    #expect(frames.allSatisfy { $0.width == 65 && $0.height == 50 && $0.minY == 15 })
    // The tutorial's button: 60 pt, its centre 25 pt above the 40 pt valley floor.
    let action = try #require(layout.actionFrame)
    #expect(action == CGRect(x: 165, y: -15, width: 60, height: 60))
    #expect(layout.notchCenterX(at: 3) == 195)
  }

  @Test func theBottomInsetAddsToTheHeightButNotToTheSlots() {
    let plain = TabBarLayout(tabCount: 4, width: 390)
    let inset = TabBarLayout(tabCount: 4, width: 390, bottomInset: 34)
    #expect(inset.size.height == plain.size.height + 34)
    #expect(inset.itemFrames == plain.itemFrames)
    #expect(inset.bottomInset == 34)
  }

  @Test(arguments: [1, 2, 3, 5, 7])
  func unevenCountsPutTheExtraTabOnTheLeadingSide(count: Int) throws {
    let layout = TabBarLayout(tabCount: count, width: 390)
    let gap = try #require(layout.gap)
    let leading = layout.itemFrames.filter { $0.maxX <= gap.lowerBound }
    let trailing = layout.itemFrames.filter { $0.minX >= gap.upperBound }
    #expect(leading.count == (count + 1) / 2)
    #expect(trailing.count == count / 2)
  }

  @Test func rightToLeftMirrorsEveryFrame() throws {
    let ltr = TabBarLayout(tabCount: 5, width: 390, mode: .travelling)
    let rtl = TabBarLayout(tabCount: 5, width: 390, mode: .travelling, isRightToLeft: true)
    for (a, b) in zip(ltr.itemFrames, rtl.itemFrames) {
      #expect(b.minX == 390 - a.maxX)
      #expect(b.width == a.width)
    }
    let a = try #require(ltr.actionFrame)
    let b = try #require(rtl.actionFrame)
    #expect(b.minX == 390 - a.maxX)
    #expect(rtl.notchCenterX(at: 1) == 390 - ltr.notchCenterX(at: 1))
  }

  @Test func aTravellingNotchRestsUnderTheSelectedTab() throws {
    let layout = TabBarLayout(tabCount: 4, width: 390, hasAction: false, mode: .travelling)
    #expect(layout.gap == nil)
    #expect(layout.notchCenterX(at: 2) == layout.itemFrames[2].midX)
    let halfway = layout.notchCenterX(at: 1.5)
    #expect(halfway == (layout.itemFrames[1].midX + layout.itemFrames[2].midX) / 2)
    let circle = try #require(layout.indicatorFrame(at: 2))
    #expect(circle.midX == layout.itemFrames[2].midX)
    #expect(circle.width == 60)
    #expect(layout.drawsNotch(at: nil) == false)
    #expect(layout.drawsNotch(at: 0))
  }

  @Test func hitTestingPrefersTheActionCircle() throws {
    let layout = TabBarLayout(tabCount: 4, width: 390)
    #expect(layout.hit(at: CGPoint(x: 195, y: -10)) == .action)
    #expect(layout.hit(at: CGPoint(x: 195, y: 70)) == nil)
    #expect(layout.hit(at: CGPoint(x: 30, y: 40)) == .tab(0))
    #expect(layout.hit(at: CGPoint(x: 380, y: 79)) == .tab(3))
    #expect(layout.hit(at: CGPoint(x: 30, y: -1)) == nil)
    #expect(layout.hit(at: CGPoint(x: CGFloat.nan, y: 3)) == nil)
  }

  @Test func titlesAreDroppedTogetherWhenOneDoesNotFit() {
    let fits = TabBarLayout(
      tabCount: 2, width: 390, titleSizes: [CGSize(width: 40, height: 12), CGSize(width: 50, height: 12)])
    #expect(fits.showsTitles)
    #expect(fits.titleHeight == 12)
    let tooWide = TabBarLayout(
      tabCount: 2, width: 390, titleSizes: [CGSize(width: 40, height: 12), CGSize(width: 500, height: 12)])
    #expect(!tooWide.showsTitles)
    #expect(tooWide.titleFrame(forTab: 0) == nil)
  }
}
