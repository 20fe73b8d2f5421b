import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

@Suite("CurvedTabContentInsets")
struct CurvedTabContentInsetsTests {
  static let phone = CGSize(width: 390, height: 844)
  static let landscape = CGSize(width: 844, height: 390)

  static func portrait(keyboard: CGFloat = 0, showsBar: Bool = true) -> CurvedTabContentInsets {
    CurvedTabContentInsets(
      containerSize: phone, bottomSafeArea: 34, keyboardHeight: keyboard, barHeight: 80, circleOverhang: 15,
      showsBar: showsBar)
  }

  @Test func theOverhangComesFromTheMetricsAndTheLayout() {
    // The standard cradle holds the 56 pt button's centre on the bar's top edge: half of it rises
    // above the bar.
    #expect(CurvedTabContentInsets.circleOverhang(metrics: .standard) == 28)
    #expect(CurvedTabContentInsets.circleOverhang(of: CurvedTabBarLayout(tabCount: 4, width: 390)) == 28)
    #expect(
      CurvedTabContentInsets.circleOverhang(
        of: CurvedTabBarLayout(tabCount: 4, width: 390, mode: .travelling))
        == 28)
    // The tutorial's 60 pt button rises 25 pt above the floor of its 40 pt deep notch.
    #expect(CurvedTabContentInsets.circleOverhang(metrics: .tutorial) == 15)
    #expect(
      CurvedTabContentInsets.circleOverhang(of: CurvedTabBarLayout(tabCount: 4, width: 390, hasAction: false))
        == 0)
    var deep = CurvedTabBarMetrics.standard
    deep.actionRise = 0
    #expect(CurvedTabContentInsets.circleOverhang(metrics: deep) == 0)
    deep.actionDiameter = 0
    deep.actionRise = 100
    #expect(CurvedTabContentInsets.circleOverhang(metrics: deep) == 0)
    var tall = CurvedTabBarMetrics.standard
    tall.actionDiameter = 100
    #expect(CurvedTabContentInsets.circleOverhang(metrics: tall) == 50)
  }

  @Test func theLastRowClearsTheRaisedCircle() throws {
    let insets = Self.portrait()
    let bar = try #require(insets.barFrame)
    #expect(bar == CGRect(x: 0, y: 730, width: 390, height: 114))
    #expect(insets.itemsFrame == CGRect(x: 0, y: 730, width: 390, height: 80))
    #expect(insets.contentBottomInset == 129)
    #expect(insets.extraBottomInset == 95)
    #expect(insets.contentFrame.maxY == bar.minY - 15)
    #expect(insets.isBarVisible && !insets.isBarCovered)
  }

  @Test func aKeyboardTallerThanTheBarTakesTheContentsEdge() throws {
    let insets = Self.portrait(keyboard: 336)
    #expect(insets.isBarCovered && !insets.isBarVisible)
    #expect(insets.contentBottomInset == 336)
    #expect(insets.extraBottomInset == 0)
    #expect(insets.contentFrame.maxY == CGFloat(508))
    // The bar stays put under the keyboard.
    #expect(insets.barFrame == CGRect(x: 0, y: 730, width: 390, height: 114))
  }

  @Test func aShortKeyboardLeavesTheBarInViewAndTheInsetNeverJumps() {
    // A hardware keyboard's shortcut bar: shorter than the bar, which stays above it.
    let short = Self.portrait(keyboard: 55)
    #expect(!short.isBarCovered)
    #expect(short.contentBottomInset == 129)
    #expect(short.extraBottomInset == 74)
    var previous: CGFloat = 0
    for keyboard in stride(from: CGFloat(0), through: 400, by: 0.5) {
      let inset = Self.portrait(keyboard: keyboard).contentBottomInset
      #expect(inset >= previous && inset >= keyboard && inset >= 129, "\(keyboard)")
      #expect(inset - previous <= 0.5 || keyboard == 0, "\(keyboard)")
      previous = inset
    }
    // Exactly the bar and its circle: covered, the content right on the keyboard.
    let exact = Self.portrait(keyboard: 129)
    #expect(exact.isBarCovered && exact.contentBottomInset == 129)
  }

  @Test func aHiddenBarKeepsNoRoom() {
    let hidden = Self.portrait(showsBar: false)
    #expect(hidden.barFrame == nil && hidden.itemsFrame == nil)
    #expect(hidden.contentBottomInset == 34)
    #expect(hidden.extraBottomInset == 0)
    #expect(!hidden.isBarVisible && !hidden.isBarCovered)
    let typing = Self.portrait(keyboard: 336, showsBar: false)
    #expect(typing.contentBottomInset == 336)
  }

  @Test func inLandscapeTheBackgroundReachesTheEdgesAndTheButtonsStayInside() throws {
    let insets = CurvedTabContentInsets(
      containerSize: Self.landscape, leadingSafeArea: 59, trailingSafeArea: 47, bottomSafeArea: 21,
      barHeight: 80, circleOverhang: 15)
    let bar = try #require(insets.barFrame)
    #expect(bar == CGRect(x: 0, y: 289, width: 844, height: 101))
    #expect(insets.itemsFrame == CGRect(x: 59, y: 289, width: 738, height: 80))
    #expect(insets.contentBottomInset == 116)
    let rtl = CurvedTabContentInsets(
      containerSize: Self.landscape, leadingSafeArea: 59, trailingSafeArea: 47, bottomSafeArea: 21,
      barHeight: 80, circleOverhang: 15, isRightToLeft: true)
    #expect(rtl.itemsFrame == CGRect(x: 47, y: 289, width: 738, height: 80))
    #expect(rtl.barFrame == bar)
  }

  @Test func sideSafeAreasWiderThanTheScreenLeaveAnEmptyRow() throws {
    let insets = CurvedTabContentInsets(
      containerSize: CGSize(width: 100, height: 300), leadingSafeArea: 80, trailingSafeArea: 80,
      barHeight: 80, circleOverhang: 15)
    let items = try #require(insets.itemsFrame)
    #expect(items.minX == 80 && items.width == 0)
  }

  @Test(arguments: InputLadders.invalidLengths)
  func badLengthsCountAsZero(bad: CGFloat) throws {
    let insets = CurvedTabContentInsets(
      containerSize: CGSize(width: bad, height: bad), leadingSafeArea: bad, trailingSafeArea: bad,
      bottomSafeArea: bad, keyboardHeight: bad, barHeight: bad, circleOverhang: bad)
    #expect(insets.containerSize == .zero)
    #expect(insets.barFrame == .zero)
    #expect(insets.itemsFrame == .zero)
    #expect(insets.contentBottomInset == 0 && insets.extraBottomInset == 0 && insets.circleOverhang == 0)
    #expect(!insets.isBarCovered)
    // One bad input among good ones leaves the others' effect.
    let keyboard = CurvedTabContentInsets(
      containerSize: Self.phone, bottomSafeArea: 34, keyboardHeight: bad, barHeight: 80, circleOverhang: 15)
    #expect(keyboard == Self.portrait())
  }

  @Test(arguments: InputLadders.hugeLengths)
  func hugeLengthsStayFinite(huge: CGFloat) throws {
    let insets = CurvedTabContentInsets(
      containerSize: CGSize(width: huge, height: huge), leadingSafeArea: huge, trailingSafeArea: huge,
      bottomSafeArea: huge, keyboardHeight: huge, barHeight: huge, circleOverhang: huge)
    let bar = try #require(insets.barFrame)
    for number in [
      bar.minX, bar.minY, bar.width, bar.height, insets.contentBottomInset, insets.extraBottomInset,
    ] {
      #expect(number.isFinite)
    }
    #expect(insets.containerSize.width <= CurvedTabBarLayout.maximumLength)
  }
}
