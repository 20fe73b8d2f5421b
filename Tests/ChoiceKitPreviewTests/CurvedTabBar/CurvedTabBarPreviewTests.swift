import ChoiceKitCore
import ChoiceKitPreview
import ChoiceKitTestSupport
import Foundation
import Testing

@Suite struct CurvedTabBarPreviewTests {
  static let tabs = CurvedTabBarPreview.tutorialTabs

  /// Where the bar's origin is drawn: the margin at the sides and bottom, the rest above.
  private func origin(_ preview: CurvedTabBarPreview) -> CGPoint {
    let list = preview.displayList()
    return CGPoint(
      x: preview.resolvedMargin, y: list.size.height - preview.resolvedMargin - preview.layout().size.height)
  }

  private func selectedFill(_ preview: CurvedTabBarPreview) -> Paint {
    .color(preview.tokens.tint.resolved(in: preview.traits.appearance))
  }

  @Test(arguments: CurvedTabBarNotchMode.allCases, 0..<4)
  func theIndicatorIsDrawnAtTheCoreFrame(mode: CurvedTabBarNotchMode, selection: Int) throws {
    for isRightToLeft in [false, true] {
      let preview = CurvedTabBarPreview(
        tabs: Self.tabs, selection: selection, mode: mode, traits: ChoiceTraits(isRightToLeft: isRightToLeft))
      let origin = origin(preview)
      let expected = try #require(preview.layout().indicatorFrame(at: Double(selection)))
        .offsetBy(dx: origin.x, dy: origin.y)
      let found = DrawnItems(preview.displayList()).bounds(filledWith: selectedFill(preview))
      #expect(found.count == 1)
      let drawn = try #require(found.first)
      #expect(nearlyEqual(drawn, expected), "\(drawn) ≠ \(expected)")
    }
  }

  @Test(arguments: CurvedTabBarNotchMode.allCases)
  func noSelectionDrawsNoIndicator(mode: CurvedTabBarNotchMode) {
    for selection in [nil] + InputLadders.indices(outside: 4) {
      let preview = CurvedTabBarPreview(tabs: Self.tabs, selection: selection, mode: mode)
      #expect(DrawnItems(preview.displayList()).bounds(filledWith: selectedFill(preview)).isEmpty)
      #expect(
        preview.displayList()
          == CurvedTabBarPreview(tabs: Self.tabs, selection: nil, mode: mode).displayList())
    }
  }

  @Test(arguments: CurvedTabBarNotchMode.allCases, [false, true])
  func theActionCircleIsDrawnAtTheCoreFrame(mode: CurvedTabBarNotchMode, isRightToLeft: Bool) throws {
    let preview = CurvedTabBarPreview(
      tabs: Self.tabs, selection: 1, mode: mode, traits: ChoiceTraits(isRightToLeft: isRightToLeft))
    let origin = origin(preview)
    let expected = try #require(preview.layout().actionFrame).offsetBy(dx: origin.x, dy: origin.y)
    let found = DrawnItems(preview.displayList()).gradientBounds
    #expect(found.count == 1)
    #expect(nearlyEqual(try #require(found.first), expected))
    // The whole circle is on the canvas, above the bar's top edge included.
    #expect(expected.minY >= 0)
  }

  @Test func withoutAnActionNoButtonIsDrawn() {
    let preview = CurvedTabBarPreview(tabs: Self.tabs, selection: 1, action: nil, mode: .travelling)
    #expect(DrawnItems(preview.displayList()).gradientBounds.isEmpty)
  }

  @Test(arguments: CurvedTabBarNotchMode.allCases)
  func rightToLeftMirrorsTheIconsAndKeepsTheirOrder(mode: CurvedTabBarNotchMode) {
    func icons(_ isRightToLeft: Bool) -> [CGRect] {
      let preview = CurvedTabBarPreview(
        tabs: Self.tabs, selection: 1, mode: mode, traits: ChoiceTraits(isRightToLeft: isRightToLeft))
      let drawn = DrawnItems(preview.displayList()).icons
      return Self.tabs.compactMap { tab in drawn.first { $0.name == tab.systemImage }?.frame }
    }
    let ltr = icons(false)
    let rtl = icons(true)
    #expect(ltr.count == 4 && rtl.count == 4)
    #expect(ltr.map(\.midX) == ltr.map(\.midX).sorted())
    #expect(rtl.map(\.midX) == rtl.map(\.midX).sorted(by: >))
    let width = CurvedTabBarPreview(tabs: Self.tabs).displayList().size.width
    for (left, right) in zip(ltr, rtl) {
      #expect(abs(left.midX - (width - right.midX)) < 1e-9)
      #expect(left.midY == right.midY)
    }
  }

  @Test(arguments: [320, 390, 768] as [CGFloat], [ChoiceTextScale.large, .xxxLarge, .accessibility3])
  func titlesAreDrawnOnlyWhenTheCoreSaysTheyFit(width: CGFloat, textScale: ChoiceTextScale) {
    let preview = CurvedTabBarPreview(
      tabs: Self.tabs, selection: 0, width: width, traits: ChoiceTraits(textScale: textScale))
    let strings = DrawnItems(preview.displayList()).strings
    let titles = Self.tabs.map(\.title)
    if preview.layout().showsTitles {
      #expect(strings == titles)
    } else {
      #expect(strings.isEmpty)
    }
  }

  @Test func theCompactBarDropsTitlesAndTheRegularOneShowsThem() {
    #expect(!CurvedTabBarPreview(tabs: Self.tabs, width: 320).layout().showsTitles)
    #expect(CurvedTabBarPreview(tabs: Self.tabs, width: 390).layout().showsTitles)
  }

  @Test func titlesGrowOnlyToTheTokensLargestSize() {
    let capped = CurvedTabBarPreview(tabs: Self.tabs, traits: ChoiceTraits(textScale: .accessibility5))
      .titleTypography
    #expect(
      capped
        == CurvedTabBarPreview(tabs: Self.tabs, traits: ChoiceTraits(textScale: .xxxLarge)).titleTypography)
    #expect(capped.size > CurvedTabBarPreview(tabs: Self.tabs).titleTypography.size)
  }

  @Test func badgesDrawTheirTextsAndTheDotDrawsNone() {
    var tabs = Self.tabs
    tabs[0].badge = .count(150)
    tabs[1].badge = .count(7)
    tabs[2].badge = .text(" New ")
    tabs[3].badge = .dot
    let preview = CurvedTabBarPreview(tabs: tabs, selection: 0, width: 390)
    let drawn = DrawnItems(preview.displayList())
    let badgeColor = preview.tokens.badgeText.resolved(in: .light)
    #expect(drawn.texts.filter { $0.run.color == badgeColor }.map(\.run.text) == ["99+", "7", "New"])
    #expect(!drawn.strings.contains("150"))
    // Four badge shapes: three capsules and the dot, each at the core's frame on its icon.
    let fill = Paint.color(preview.tokens.badge.resolved(in: .light))
    #expect(drawn.bounds(filledWith: fill).count == 4)
  }

  @Test func hiddenBadgesDrawNothing() {
    var tabs = Self.tabs
    tabs[0].badge = .count(0)
    tabs[1].badge = .text("  ")
    let preview = CurvedTabBarPreview(tabs: tabs, selection: 0)
    #expect(preview.displayList() == CurvedTabBarPreview(tabs: Self.tabs, selection: 0).displayList())
  }

  @Test(arguments: CurvedTabBarNotchMode.allCases, [(0, 3), (3, 0), (1, 2)])
  func aTransitionStartsAndSettlesOnTheRestStates(mode: CurvedTabBarNotchMode, move: (Int, Int)) {
    let (from, to) = move
    let transition = CurvedTabBarPreview(tabs: Self.tabs, selection: to, mode: mode).transition(
      from: from, to: to)
    let start = CurvedTabBarPreview(tabs: Self.tabs, selection: from, mode: mode).displayList()
    let end = CurvedTabBarPreview(tabs: Self.tabs, selection: to, mode: mode).displayList()
    #expect(transition.draw(0) == start.items)
    #expect(transition.draw(1) == end.items)
    #expect(transition.size == end.size)
    #expect(transition.draw(0.5) != start.items && transition.draw(0.5) != end.items)
    // The sampled motion's first and last frames are those two pictures.
    let frames = transition.sampler.progressFrames()
    #expect(frames.first?.progress == 0)
    #expect(transition.draw(frames.last?.progress ?? 0) == end.items)
  }

  @Test func aTravellingNotchMovesWithTheTransition() {
    let preview = CurvedTabBarPreview(tabs: Self.tabs, selection: 3, mode: .travelling)
    let layout = preview.layout()
    let transition = preview.transition(from: 0, to: 3)
    let bars = [0, 0.5, 1].map { progress in
      DrawnItems(transition.draw(progress)).shapes.first?.path
    }
    #expect(bars[0] != bars[1] && bars[1] != bars[2])
    let origin = origin(preview)
    #expect(bars[1] == layout.path(at: 1.5).applying(AffineTransform2D(translationX: origin.x, y: origin.y)))
  }

  @Test func theSidebarListsEveryTabAndTheAction() {
    var tabs = Self.tabs
    tabs[1].badge = .count(4)
    let preview = CurvedTabBarPreview(
      tabs: tabs, selection: 2, action: .init("New post"), traits: ChoiceTraits(idiom: .mac))
    #expect(preview.resolvedForm == .sidebar)
    let drawn = DrawnItems(preview.displayList())
    for tab in tabs {
      #expect(drawn.strings.contains(tab.title), "\(tab.title)")
      #expect(drawn.icons.contains { $0.name == tab.systemImage }, "\(tab.systemImage)")
    }
    #expect(drawn.strings.contains("New post"))
    #expect(drawn.strings.contains("4"))
    // The action is one prominent button; the detail shows the selected tab.
    #expect(drawn.gradientBounds.count == 1)
    #expect(drawn.strings.filter { $0 == tabs[2].title }.count == 2)
    // The selected row is the only accent-filled shape.
    #expect(drawn.bounds(filledWith: selectedFill(preview)).count == 1)
  }

  @Test func theSidebarMirrorsRightToLeft() throws {
    func row(_ isRightToLeft: Bool) throws -> CGRect {
      let preview = CurvedTabBarPreview(
        tabs: Self.tabs, selection: 0, traits: ChoiceTraits(isRightToLeft: isRightToLeft, idiom: .mac))
      return try #require(DrawnItems(preview.displayList()).bounds(filledWith: selectedFill(preview)).first)
    }
    let width = CurvedTabBarPreview(tabs: Self.tabs, traits: ChoiceTraits(idiom: .mac)).displayList().size
      .width
    let (ltr, rtl) = (try row(false), try row(true))
    #expect(abs(ltr.minX - (width - rtl.maxX)) < 1e-9)
    #expect(ltr.midX < width / 2 && rtl.midX > width / 2)
  }

  @Test(arguments: [0, 1, 4, 5])
  func theWatchKeepsEveryTabAndAddsAnActionPage(count: Int) {
    let tabs = (0..<count).map { CurvedTabBarPreview.Tab("Tab \($0)", systemImage: "house.fill") }
    let preview = CurvedTabBarPreview(
      tabs: tabs, selection: 0, action: .init("Compose"), traits: ChoiceTraits(idiom: .watch))
    #expect(preview.resolvedForm == .pages)
    let drawn = DrawnItems(preview.displayList())
    #expect(drawn.strings == tabs.map(\.title) + ["Compose"])
    let pages = drawn.bounds(filledWith: .color(.black))
    #expect(pages.count == count + 1)
    // Every page has one dot per page, the current one white.
    let dots = drawn.bounds(filledWith: .color(.white))
    #expect(dots.count == count + 1)
    #expect(drawn.gradientBounds.count == 1)
  }

  @Test func theWatchWithoutAnActionHasOnlyTabPages() {
    let preview = CurvedTabBarPreview(
      tabs: Self.tabs, selection: 0, action: nil, traits: ChoiceTraits(idiom: .watch))
    #expect(DrawnItems(preview.displayList()).strings == Self.tabs.map(\.title))
  }

  @Test func theSystemTabBarPutsTheActionLast() {
    let preview = CurvedTabBarPreview(
      tabs: Self.tabs, selection: 0, action: .init("New post"), traits: ChoiceTraits(idiom: .tv))
    #expect(preview.resolvedForm == .systemTabBar)
    #expect(DrawnItems(preview.displayList()).strings == Self.tabs.map(\.title) + ["New post"])
  }

  @Test(arguments: [0, 1])
  func fewTabsStillDrawAFiniteBar(count: Int) {
    let preview = CurvedTabBarPreview(tabs: Array(Self.tabs.prefix(count)), selection: 0, mode: .travelling)
    let svg = SVGRenderer().render(preview.displayList())
    #expect(!svg.contains("nan") && !svg.contains("inf"))
    #expect(DrawnItems(preview.displayList()).icons.count == count + 1)
  }
}
