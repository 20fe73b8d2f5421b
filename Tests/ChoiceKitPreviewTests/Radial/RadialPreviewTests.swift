import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

@testable import ChoiceKitPreview

@Suite struct RadialPreviewTests {
  typealias Item = RadialPreview.Item

  static let items: [Item] = [
    Item("Create", systemImage: "plus"), Item("Search", systemImage: "magnifyingglass"),
    Item("Delete", systemImage: "trash"), Item("Like", systemImage: "heart.fill"),
    Item("Home", systemImage: "house.fill"),
  ]

  /// Arcs, anchors and radii the drawing must follow.
  static let configurations: [(arc: RadialArc, anchor: RadialAnchor, radius: RadialRadius)] = [
    (.fullCircle, .center, .fitted), (.leadingHalf, .trailing, .fitted), (.trailingHalf, .leading, .fitted),
    (RadialArc(startDegrees: 270, sweepDegrees: 90), .center, .fixed(150)),
    (RadialArc(startDegrees: 200, sweepDegrees: 140, direction: .counterClockwise), .center, .fitted),
  ]

  /// Tokens whose item fill no other shape shares, so the items can be told from the centre
  /// button, whose open fill is the default items' white.
  static let tokens: RadialMenuTokens = {
    var tokens = RadialMenuTokens.standard
    tokens.itemFill = AdaptiveColor(RGBAColor(hex: 0xE8F0FE))
    return tokens
  }()

  /// The items' outlines: the only shapes filled with the items' fill.
  static func itemFrames(_ items: [DisplayItem], _ preview: RadialPreview) -> [CGRect] {
    DrawnItems(items).bounds(
      filledWith: .color(preview.tokens.itemFill.resolved(in: preview.traits.appearance)))
  }

  /// What the preview draws in the menu's coordinates: the content of the one group that moves
  /// it onto the canvas.
  static func menuContent(_ items: [DisplayItem]) -> [DisplayItem] {
    guard items.count == 1, case .group(let group) = items[0] else { return [] }
    return group.items
  }

  static func preview(_ index: Int, isRightToLeft: Bool = false, count: Int = 5) -> RadialPreview {
    let configuration = configurations[index]
    return RadialPreview(
      items: Array(items.prefix(count)), arc: configuration.arc, radius: configuration.radius,
      anchor: configuration.anchor, frameSize: CGSize(width: 360, height: 360),
      traits: ChoiceTraits(isRightToLeft: isRightToLeft), tokens: Self.tokens)
  }

  @Test(arguments: configurations.indices, [false, true])
  func itemsAreDrawnAtTheCoreFrames(configuration: Int, isRightToLeft: Bool) {
    let preview = Self.preview(configuration, isRightToLeft: isRightToLeft)
    let center = preview.center
    let expected = preview.arrangement().placement(in: preview.layoutBounds).itemFrames.map {
      $0.offsetBy(dx: center.x, dy: center.y)
    }
    let drawn = Self.itemFrames(preview.displayList().items, preview)
    #expect(drawn.count == expected.count)
    for (drawn, expected) in zip(drawn, expected) {
      #expect(nearlyEqual(drawn, expected), "\(drawn) ≠ \(expected)")
    }
    // Every item is on the canvas.
    let canvas = CGRect(origin: .zero, size: preview.canvasSize)
    #expect(expected.allSatisfy { canvas.contains($0) })
  }

  @Test(arguments: configurations.indices, [false, true])
  func theMenuPlacesItemsAtTheCoreMenuRadius(configuration: Int, isRightToLeft: Bool) {
    var preview = Self.preview(configuration, isRightToLeft: isRightToLeft)
    preview.frameSize = nil
    #expect(preview.isMenu)
    let arrangement = preview.arrangement()
    let center = preview.center
    let expected = arrangement.menuFrames(
      in: preview.centerButtonFrame, centerDiameter: preview.tokens.centerDiameter, progress: []
    ).map { $0.offsetBy(dx: center.x, dy: center.y) }
    let drawn = Self.itemFrames(preview.displayList().items, preview)
    #expect(drawn.count == expected.count)
    #expect(zip(drawn, expected).allSatisfy { nearlyEqual($0, $1) })
    #expect(
      preview.placement().radius == arrangement.menuRadius(centerDiameter: preview.tokens.centerDiameter))
    // A fitted menu keeps its items clear of the button and of each other.
    if case .fitted = preview.radius { #expect(preview.overlaps().isEmpty) }
  }

  @Test func overlapsAreFoundWhereTheyAre() {
    let crowded = RadialPreview(items: Self.items, radius: .fixed(0))
    #expect(crowded.overlaps().items.count == 10)
    #expect(crowded.overlaps().centerButton == [0, 1, 2, 3, 4])
    #expect(RadialPreview(items: Self.items, radius: .fixed(400)).overlaps().isEmpty)
  }

  @Test func theLayoutIsCentredOnTheCentreButton() {
    let preview = Self.preview(0)
    let bounds = preview.layoutBounds
    #expect(bounds.size == CGSize(width: 360, height: 360))
    #expect(bounds.midX == preview.centerButtonFrame.midX && bounds.midY == preview.centerButtonFrame.midY)
    #expect(bounds.midX == 0 && bounds.midY == 0)
    #expect(preview.placement().center == .zero)
    #expect(preview.center == CGPoint(x: preview.canvasSize.width / 2, y: preview.canvasSize.height / 2))
  }

  @Test(arguments: configurations.indices)
  func aClosedMenuDrawsNothingButTheCentreButton(configuration: Int) throws {
    var preview = Self.preview(configuration)
    preview.isExpanded = false
    let list = preview.displayList()
    let drawn = DrawnItems(list)
    #expect(drawn.shapes.count == 1)
    let button = try #require(drawn.shapes.first)
    let center = preview.center
    #expect(nearlyEqual(button.path.bounds, preview.centerButtonFrame.offsetBy(dx: center.x, dy: center.y)))
    #expect(button.fill == .color(preview.tokens.closedFill.resolved(in: .light)))
    #expect(drawn.strings == [preview.closedTitle])
    #expect(drawn.icons.isEmpty)
    // The open menu's canvas, so closed and open pictures line up.
    var open = preview
    open.isExpanded = true
    #expect(list.size == open.displayList().size)
  }

  @Test func theOpenButtonTakesTheOpenLook() {
    let preview = Self.preview(0)
    let drawn = DrawnItems(preview.displayList())
    let fill = Paint.color(preview.tokens.openFill.resolved(in: .light))
    #expect(drawn.bounds(filledWith: fill).count == 1)
    #expect(drawn.strings.last == preview.openTitle)
    #expect(!drawn.strings.contains(preview.closedTitle))
  }

  @Test(arguments: configurations.indices)
  func rightToLeftMirrorsTheDrawing(configuration: Int) {
    let ltr = Self.preview(configuration)
    let rtl = Self.preview(configuration, isRightToLeft: true)
    let width = ltr.canvasSize.width
    #expect(rtl.canvasSize == ltr.canvasSize)
    let left = Self.itemFrames(ltr.displayList().items, ltr)
    let right = Self.itemFrames(rtl.displayList().items, rtl)
    #expect(left.count == 5 && right.count == 5)
    for (l, r) in zip(left, right) {
      #expect(abs(l.minX - (width - r.maxX)) < 1e-6 && abs(l.minY - r.minY) < 1e-6, "\(l) vs \(r)")
    }
    // Each icon mirrors too: it moves to the other side of its title.
    let leftIcons = DrawnItems(ltr.displayList()).icons
    let rightIcons = DrawnItems(rtl.displayList()).icons
    #expect(leftIcons.map(\.name) == rightIcons.map(\.name))
    for (l, r) in zip(leftIcons, rightIcons) {
      #expect(abs(l.frame.minX - (width - r.frame.maxX)) < 1e-6)
    }
    #expect(DrawnItems(rtl.displayList()).texts.filter { $0.run.isRightToLeft }.count == 6)
  }

  @Test func everyItemDrawsItsIconAndTitle() {
    let preview = Self.preview(0)
    let drawn = DrawnItems(preview.displayList())
    #expect(drawn.icons.map(\.name) == Self.items.map(\.systemImage))
    for item in Self.items { #expect(drawn.strings.contains(item.title)) }
    #expect(Self.items.allSatisfy { IconSet.contains($0.systemImage) })
  }

  @Test func itemSizesHoldTheIconTitleAndPadding() {
    let preview = Self.preview(0)
    let style = preview.titleTypography
    for (item, size) in zip(Self.items, preview.itemSizes()) {
      let title = preview.measurer.measure(item.title, style: style)
      #expect(size.width > title.width + 2 * preview.tokens.itemPadding + style.size)
      #expect(size.height >= title.ascent + title.descent + 2 * preview.tokens.itemPadding)
    }
    let larger = RadialPreview(items: Self.items, traits: ChoiceTraits(textScale: .accessibility3))
      .itemSizes()
    #expect(zip(larger, preview.itemSizes()).allSatisfy { $0.width > $1.width && $0.height > $1.height })
  }

  @Test func theCentreButtonAndItsTitleGrowWithTheTextSize() {
    let regular = RadialPreview(items: Self.items)
    let large = RadialPreview(items: Self.items, traits: ChoiceTraits(textScale: .accessibility3))
    #expect(regular.centerButtonFrame.width == 100)
    #expect(large.centerButtonFrame.width == 160)
    #expect(large.centerTitleStyle(for: "Close").size > regular.centerTitleStyle(for: "Close").size)
    // The items still clear the larger button.
    #expect(large.overlaps().centerButton.isEmpty && large.overlaps().items.isEmpty)
  }

  @Test func aDisabledItemIsDimmed() {
    var items = Self.items
    items[2].isEnabled = false
    let preview = RadialPreview(items: items)
    let groups = Self.menuContent(preview.displayList().items).compactMap { item -> DisplayGroup? in
      if case .group(let group) = item,
        group.items.contains(where: { if case .icon = $0 { true } else { false } })
      {
        return group
      }
      return nil
    }
    #expect(groups.map(\.opacity) == [1, 1, preview.tokens.disabledOpacity, 1, 1])
  }

  @Test func aLongCentreTitleShrinksToHalfAtMost() {
    let preview = RadialPreview(items: Self.items, tokens: Self.tokens)
    #expect(preview.centerTitleStyle(for: "Go") == preview.tokens.centerTitle)
    let shrunk = preview.centerTitleStyle(for: "Cerrar")
    #expect(shrunk.size < preview.tokens.centerTitle.size)
    let width = preview.measurer.measure("Cerrar", style: shrunk).width
    #expect(abs(width - (preview.tokens.centerDiameter - 20)) < 0.01)
    let longest = preview.centerTitleStyle(for: String(repeating: "Abrir ", count: 20))
    #expect(longest.size == preview.tokens.centerTitle.size / 2)
  }

  @Test func aCentreTitleTooLongAtHalfSizeIsCutWithAnEllipsis() {
    var preview = RadialPreview(items: Self.items, tokens: Self.tokens)
    let long = String(repeating: "Abrir ", count: 20)
    let style = preview.centerTitleStyle(for: long)
    let cut = preview.centerTitleText(long, style: style)
    #expect(cut.hasSuffix("…"))
    #expect(cut.hasPrefix("Abrir"))
    let room = preview.centerDiameter - 20
    #expect(preview.measurer.measure(cut, style: style).width <= room)
    // One more character would not fit.
    let longer = String(long.prefix(cut.count)) + "…"
    #expect(preview.measurer.measure(longer, style: style).width > room)
    // A title that fits is drawn whole, and the picture draws the cut title.
    #expect(preview.centerTitleText("Go", style: preview.centerTitleStyle(for: "Go")) == "Go")
    preview.isExpanded = false
    preview.closedTitle = long
    #expect(DrawnItems(preview.displayList()).strings == [cut])
  }

  @Test func withoutGuidesOnlyTheMenuIsDrawn() {
    var preview = Self.preview(1)
    preview.showsGuides = false
    let drawn = DrawnItems(preview.displayList())
    // The items' outlines and the centre button: no frame, circle, span, arrow or dots.
    #expect(drawn.shapes.count == Self.items.count + 1)
    #expect(drawn.strings.count == Self.items.count + 1)
  }

  @Test func guidesNumberTheItemsInArcOrder() {
    let drawn = DrawnItems(Self.preview(1).displayList())
    #expect(drawn.strings.filter { Int($0) != nil } == ["1", "2", "3", "4", "5"])
  }
}
