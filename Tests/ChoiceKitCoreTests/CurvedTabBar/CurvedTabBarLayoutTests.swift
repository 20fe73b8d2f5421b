import ChoiceKitCore
import Foundation
import Testing

@Suite("CurvedTabBarLayout")
struct CurvedTabBarLayoutTests {
  @Test func theTutorialBarSplitsFourTabsAroundTheNotch() throws {
    let layout = CurvedTabBarLayout(tabCount: 4, width: 390, metrics: .tutorial)
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
    let plain = CurvedTabBarLayout(tabCount: 4, width: 390)
    let inset = CurvedTabBarLayout(tabCount: 4, width: 390, bottomInset: 34)
    #expect(inset.size.height == plain.size.height + 34)
    #expect(inset.itemFrames == plain.itemFrames)
    #expect(inset.bottomInset == 34)
  }

  @Test(arguments: [1, 2, 3, 5, 7])
  func unevenCountsPutTheExtraTabOnTheLeadingSide(count: Int) throws {
    let layout = CurvedTabBarLayout(tabCount: count, width: 390)
    let gap = try #require(layout.gap)
    let leading = layout.itemFrames.filter { $0.maxX <= gap.lowerBound }
    let trailing = layout.itemFrames.filter { $0.minX >= gap.upperBound }
    #expect(leading.count == (count + 1) / 2)
    #expect(trailing.count == count / 2)
  }

  @Test func rightToLeftMirrorsEveryFrame() throws {
    let ltr = CurvedTabBarLayout(tabCount: 5, width: 390, mode: .travelling)
    let rtl = CurvedTabBarLayout(tabCount: 5, width: 390, mode: .travelling, isRightToLeft: true)
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
    let layout = CurvedTabBarLayout(tabCount: 4, width: 390, hasAction: false, mode: .travelling)
    #expect(layout.gap == nil)
    #expect(layout.notchCenterX(at: 2) == layout.itemFrames[2].midX)
    let halfway = layout.notchCenterX(at: 1.5)
    #expect(halfway == (layout.itemFrames[1].midX + layout.itemFrames[2].midX) / 2)
    let circle = try #require(layout.indicatorFrame(at: 2))
    #expect(circle.midX == layout.itemFrames[2].midX)
    #expect(circle.width == 56)
    #expect(layout.drawsNotch(at: nil) == false)
    #expect(layout.drawsNotch(at: 0))
  }

  @Test func hitTestingPrefersTheActionCircle() throws {
    let layout = CurvedTabBarLayout(tabCount: 4, width: 390)
    #expect(layout.hit(at: CGPoint(x: 195, y: -10)) == .action)
    // Under the circle and beside it, the gap is the action's too.
    #expect(layout.hit(at: CGPoint(x: 195, y: 70)) == .action)
    #expect(layout.hit(at: CGPoint(x: 140, y: 10)) == .action)
    #expect(layout.hit(at: CGPoint(x: 30, y: 40)) == .tab(0))
    #expect(layout.hit(at: CGPoint(x: 380, y: 79)) == .tab(3))
    #expect(layout.hit(at: CGPoint(x: 30, y: -1)) == nil)
    #expect(layout.hit(at: CGPoint(x: CGFloat.nan, y: 3)) == nil)
  }

  @Test func titlesAreDroppedTogetherWhenOneDoesNotFit() {
    let fits = CurvedTabBarLayout(
      tabCount: 2, width: 390, titleSizes: [CGSize(width: 40, height: 12), CGSize(width: 50, height: 12)])
    #expect(fits.showsTitles)
    #expect(fits.titleHeight == 12)
    let tooWide = CurvedTabBarLayout(
      tabCount: 2, width: 390, titleSizes: [CGSize(width: 40, height: 12), CGSize(width: 500, height: 12)])
    #expect(!tooWide.showsTitles)
    #expect(tooWide.titleFrame(forTab: 0) == nil)
  }
}

@Suite("CurvedTabBarLayout edges")
struct CurvedTabBarLayoutEdgeTests {
  @Test(arguments: [0, 1, 2, 8, 1_000, 10_000])
  func everyCountGivesOneSlotPerTabInsideTheBar(count: Int) {
    for mode in CurvedTabBarNotchMode.allCases {
      let layout = CurvedTabBarLayout(tabCount: count, width: 390, mode: mode)
      #expect(layout.count == count)
      #expect(layout.itemFrames.allSatisfy { $0.minX >= 0 && $0.maxX <= 390 + 1e-9 })
      #expect(layout.actionFrame != nil)
    }
  }

  @Test func aNegativeCountIsNoTabs() {
    let layout = CurvedTabBarLayout(tabCount: -3, width: 390)
    #expect(layout.count == 0)
    #expect(layout.indicatorFrame(at: 0) == nil)
    // With no tab on either side, the action's column is the whole bar.
    #expect(layout.hit(at: CGPoint(x: 20, y: 40)) == .action)
    #expect(
      CurvedTabBarLayout(tabCount: -3, width: 390, hasAction: false).hit(at: CGPoint(x: 20, y: 40)) == nil)
  }

  @Test func oneTabSitsAloneOnTheLeadingSide() throws {
    let layout = CurvedTabBarLayout(tabCount: 1, width: 390)
    let gap = try #require(layout.gap)
    // The one slot is as wide as slots grow, beside the notch.
    #expect(layout.itemFrames == [CGRect(x: gap.lowerBound - 120, y: 15, width: 120, height: 50)])
    // The empty trailing side is the action's, to the bar's end: no dead half of the bar.
    #expect(layout.hit(at: CGPoint(x: 300, y: 40)) == .action)
    #expect(layout.actionColumn?.maxX == 390)
    #expect(layout.hit(at: CGPoint(x: 10, y: 40)) == .tab(0))
  }

  @Test func aFixedBarWithoutAnActionRaisesNoCircle() {
    // Whatever notch its metrics ask for, even none at all.
    for notch in [CurvedTabBarNotch(width: 0, depth: 0), CurvedTabBarMetrics.standard.notch] {
      var metrics = CurvedTabBarMetrics.standard
      metrics.notch = notch
      let layout = CurvedTabBarLayout(tabCount: 4, width: 390, hasAction: false, metrics: metrics)
      #expect(layout.raisedDiameter == 0)
      #expect(CurvedTabContentInsets.circleOverhang(of: layout) == 0)
      #expect(layout.actionColumn == nil)
      #expect(layout.hit(at: CGPoint(x: 195, y: -5)) == nil)
    }
  }

  @Test(arguments: [CGFloat.nan, CGFloat.infinity])
  func anUnusableWidthAsksForTheNaturalWidth(width: CGFloat) {
    let natural = CurvedTabBarLayout(tabCount: 4, width: nil)
    #expect(CurvedTabBarLayout(tabCount: 4, width: width) == natural)
    // Two 44 pt slots a side, the 123.75 pt cradle, 8 pt padding at each end.
    #expect(natural.size.width == 16 + 123.75 + 4 * 44 as CGFloat)
  }

  @Test func theNaturalWidthMakesRoomForTheWidestTitle() {
    let layout = CurvedTabBarLayout(
      tabCount: 3, width: nil, hasAction: false,
      titleSizes: Array(repeating: CGSize(width: 60, height: 12), count: 3))
    #expect(layout.size.width == 16 + 3 * 64 as CGFloat)
    #expect(layout.showsTitles)
  }

  @Test(arguments: [-20, 0, -CGFloat.infinity])
  func aNegativeOrZeroWidthSqueezesEverythingToZero(width: CGFloat) {
    let layout = CurvedTabBarLayout(tabCount: 4, width: width)
    #expect(layout.size.width == 0)
    #expect(layout.itemFrames.allSatisfy { $0.width == 0 })
    #expect(layout.path(at: 0).elements.isEmpty)
    #expect(layout.actionFrame?.width == 0)
  }

  @Test func aHugeWidthIsCappedAtTheMaximumLength() {
    let layout = CurvedTabBarLayout(tabCount: 4, width: 1e300)
    #expect(layout.size.width == CurvedTabBarLayout.maximumLength)
  }

  @Test func aNotchWiderThanTheBarIsNarrowedAndTheCircleShrinksWithIt() throws {
    var metrics = CurvedTabBarMetrics.standard
    metrics.notch.width = 500
    let layout = CurvedTabBarLayout(tabCount: 4, width: 200, metrics: metrics)
    #expect(layout.notch.width == 200)
    let action = try #require(layout.actionFrame)
    #expect(abs(action.width - 56 * 200 / 500 as CGFloat) < 1e-9)
    #expect(layout.gap == 0...200)
    #expect(layout.itemFrames.allSatisfy { $0.width == 0 })
  }

  @Test func aShallowBarMakesTheNotchShallowerAndTheCircleSmaller() throws {
    var metrics = CurvedTabBarMetrics.standard
    metrics.barHeight = 20
    metrics.itemHeight = 0
    metrics.itemVerticalInset = 0
    metrics.iconSize = 10
    metrics.spacing = 0
    metrics.indicatorDiameter = 0
    let layout = CurvedTabBarLayout(tabCount: 2, width: 390, metrics: metrics)
    #expect(layout.contentHeight == 20)
    #expect(layout.notch.depth == 19)
    #expect(layout.raisedDiameter == 56 * 19 / 33 as CGFloat)
  }

  @Test func badBottomInsetsCountAsZero() {
    for inset in [-5, CGFloat.nan, CGFloat.infinity] {
      #expect(CurvedTabBarLayout(tabCount: 4, width: 390, bottomInset: inset).bottomInset == 0)
    }
  }

  @Test func largeTitlesGrowTheBarInsteadOfTruncating() {
    let small = CurvedTabBarLayout(
      tabCount: 4, width: 390, titleSizes: Array(repeating: CGSize(width: 30, height: 12), count: 4))
    let large = CurvedTabBarLayout(
      tabCount: 4, width: 390, titleSizes: Array(repeating: CGSize(width: 30, height: 40), count: 4))
    #expect(small.contentHeight == 80)
    // 22 pt icon, 4 pt, 40 pt title, 4 pt, 5 pt dot, with 8 pt above and below.
    #expect(large.contentHeight == 22 + 4 + 40 + 4 + 5 + 16 as CGFloat)
    #expect(large.showsTitles)
  }

  @Test func aFixedBarWithoutAnActionDrawsNoNotch() {
    let layout = CurvedTabBarLayout(tabCount: 4, width: 390, hasAction: false)
    #expect(layout.gap == nil)
    #expect(layout.actionFrame == nil)
    #expect(!layout.drawsNotch(at: 1))
    #expect(
      layout.path(at: 1)
        == CurvedTabBarOutline(notch: CurvedTabBarNotch(width: 0, depth: 0)).path(
          in: layout.barFrame, notchCenterX: 195))
  }
}

@Suite("CurvedTabBarLayout positions")
struct CurvedTabBarLayoutPositionTests {
  @Test func theTutorialDotSitsUnderTheSelectedIcon() throws {
    let layout = CurvedTabBarLayout(tabCount: 4, width: 390, metrics: .tutorial)
    let dot = try #require(layout.indicatorFrame(at: 1))
    let icon = try #require(layout.iconFrame(forTab: 1))
    #expect(dot.width == 5)
    #expect(dot.midX == icon.midX)
    #expect(dot.minY == icon.maxY + 4)
    // The icon-and-dot column is centred in the 50 pt slot.
    #expect(icon.minY == 15 + (50 - 31) / 2 as CGFloat)
  }

  @Test func theDotMovesBetweenTabsWithAFractionalPosition() throws {
    let layout = CurvedTabBarLayout(tabCount: 4, width: 390)
    let a = try #require(layout.indicatorFrame(at: 0))
    let b = try #require(layout.indicatorFrame(at: 3))
    let halfway = try #require(layout.indicatorFrame(at: 1.5))
    #expect(halfway.midX == (layout.itemFrames[1].midX + layout.itemFrames[2].midX) / 2)
    #expect(layout.indicatorFrame(at: -4) == a)
    #expect(layout.indicatorFrame(at: 99) == b)
    #expect(layout.indicatorFrame(at: nil) == nil)
    #expect(layout.indicatorFrame(at: .nan) == nil)
  }

  @Test func aTravellingBarRaisesTheSelectedIconIntoTheCircle() throws {
    let layout = CurvedTabBarLayout(tabCount: 4, width: 390, hasAction: false, mode: .travelling)
    let raised = try #require(layout.iconFrame(forTab: 2, selectedPosition: 2))
    let circle = try #require(layout.indicatorFrame(at: 2))
    #expect(raised.midX == circle.midX)
    #expect(raised.midY == circle.midY)
    let resting = try #require(layout.iconFrame(forTab: 0, selectedPosition: 2))
    #expect(resting == layout.iconFrame(forTab: 0))
    // Halfway through a move from tab 1 to tab 2 both icons are half raised.
    let leaving = try #require(layout.iconFrame(forTab: 1, selectedPosition: 1.5))
    let rest = try #require(layout.iconFrame(forTab: 1))
    #expect(leaving.midY < rest.midY)
    #expect(leaving.midY > circle.midY)
    #expect(layout.iconFrame(forTab: 4) == nil)
  }

  @Test func theOutlineDuringAMoveHasTheNotchBetweenTheTwoRests() {
    let layout = CurvedTabBarLayout(tabCount: 4, width: 390, hasAction: false, mode: .travelling)
    let from = layout.notchCenterX(at: 0)
    let to = layout.notchCenterX(at: 3)
    let middle = layout.notchCenterX(at: 1.5)
    #expect(from < middle && middle < to)
    let path = layout.path(at: 1.5)
    // The notch is cut out where it passes, and the top edge is flat where it has left.
    #expect(!path.contains(CGPoint(x: middle, y: 2)))
    #expect(path.contains(CGPoint(x: from, y: 2)))
    #expect(layout.path(at: 0).contains(CGPoint(x: middle, y: 2)))
    #expect(layout.path(at: nil) != layout.path(at: 1.5))
    #expect(!layout.drawsNotch(at: nil))
  }

  @Test func titleFramesSitUnderTheIconsInsideTheSlots() throws {
    let layout = CurvedTabBarLayout(
      tabCount: 2, width: 390, hasAction: false,
      titleSizes: [CGSize(width: 40, height: 12), CGSize(width: 30, height: 12)])
    let title = try #require(layout.titleFrame(forTab: 1))
    let icon = try #require(layout.iconFrame(forTab: 1))
    let slot = layout.itemFrames[1]
    #expect(title.minY == icon.maxY + 4)
    #expect(title.minX == slot.minX + 2)
    #expect(title.maxX == slot.maxX - 2)
    #expect(title.height == 12)
    #expect(layout.titleFrame(forTab: 2) == nil)
  }
}

@Suite("CurvedTabBarLayout rows")
struct CurvedTabBarLayoutRowTests {
  @Test func fiveTabsOnAPhoneKeepTheirSlotsAtTheTouchMinimum() {
    let layout = CurvedTabBarLayout(tabCount: 5, width: 390)
    #expect(layout.itemFrames.allSatisfy { $0.width >= CurvedTabBarLayout.minimumSlotWidth - 1e-9 })
    // The padding shrank from 25 to 1.125 pt to make the room beside the 123.75 pt cradle.
    let padding: CGFloat = (390 - 123.75) / 2 - 3 * 44
    #expect(layout.itemFrames[0].minX == padding)
    let roomy = CurvedTabBarLayout(tabCount: 4, width: 390)
    #expect(roomy.itemFrames[0].minX == 8)
  }

  @Test func theRaisedTabsTitleFadesAsItsIconRises() {
    let layout = CurvedTabBarLayout(tabCount: 4, width: 390, hasAction: false, mode: .travelling)
    #expect(layout.lift(forTab: 2, selectedPosition: 2) == 1)
    #expect(layout.lift(forTab: 1, selectedPosition: 1.25) == 0.75)
    #expect(layout.lift(forTab: 0, selectedPosition: 2) == 0)
    #expect(layout.lift(forTab: 2, selectedPosition: nil) == 0)
    #expect(layout.lift(forTab: 9, selectedPosition: 2) == 0)
    #expect(CurvedTabBarLayout(tabCount: 4, width: 390).lift(forTab: 1, selectedPosition: 1) == 0)
  }

  @Test func nearnessFollowsTheMovingSelectionInBothModes() {
    for mode in CurvedTabBarNotchMode.allCases {
      let layout = CurvedTabBarLayout(tabCount: 4, width: 390, hasAction: false, mode: mode)
      #expect(layout.nearness(ofTab: 1, toSelectedPosition: 1.25) == 0.75)
      #expect(layout.nearness(ofTab: 3, toSelectedPosition: 9) == 1)
      #expect(layout.nearness(ofTab: 0, toSelectedPosition: 2) == 0)
      #expect(layout.nearness(ofTab: 0, toSelectedPosition: .nan) == 0)
      #expect(layout.nearness(ofTab: 4, toSelectedPosition: 3) == 0)
    }
  }

  @Test func hitTestingFindsEverySlotInBothDirections() {
    for isRightToLeft in [false, true] {
      let layout = CurvedTabBarLayout(tabCount: 1_000, width: 100_000, isRightToLeft: isRightToLeft)
      for index in stride(from: 0, to: 1_000, by: 37) {
        let frame = layout.itemFrames[index]
        #expect(layout.hit(at: CGPoint(x: frame.minX, y: 40)) == .tab(index))
        #expect(layout.hit(at: CGPoint(x: frame.midX, y: 40)) == .tab(index))
      }
      #expect(layout.hit(at: CGPoint(x: 0, y: 40)) == .tab(isRightToLeft ? 999 : 0))
      #expect(layout.hit(at: CGPoint(x: 100_000, y: 40)) == .tab(isRightToLeft ? 0 : 999))
      #expect(layout.hit(at: CGPoint(x: -1, y: 40)) == nil)
    }
  }
}
