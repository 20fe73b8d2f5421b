import ChoiceKitCore
import ChoiceKitPreview
import Foundation
import Testing

@Suite struct ValuePickerPreviewTests {
  typealias Option = ValuePickerPreview.Option

  static let names = ["John", "Jean", "Juan"].map { Option($0) }
  static let guests = ["Juan", "Ana", "Eva", "Luz", "Marta", "Inés"].map { Option($0) }
  static let people: [Option] =
    ["Ana María", "Ángela", "Beatriz", "Zoë"].map { Option($0, section: 0) }
    + ["José", "Josefina", "Joaquín", "Juan", "Jean", "John"].map { Option($0, section: 1) }
    + ["Inés", "Íñigo", "Óscar", "Marta", "José Luis"].map { Option($0, section: 2) }
  let tokens = ValuePickerTokens.standard

  /// The drawn texts whose string is one of the labels, in drawing order.
  func rows(_ drawn: DrawnItems, among labels: [String]) -> [(run: TextRun, origin: CGPoint)] {
    drawn.texts.filter { labels.contains($0.run.text) }
  }

  /// The centres of the drawn checkmarks.
  func checkmarks(_ drawn: DrawnItems) -> [CGPoint] {
    drawn.icons.filter { $0.name == "checkmark" }.map { CGPoint(x: $0.frame.midX, y: $0.frame.midY) }
  }

  /// The label drawn on the same row as a point: the text whose baseline is nearest.
  func label(at point: CGPoint, in drawn: DrawnItems, among labels: [String]) -> String? {
    rows(drawn, among: labels).min { abs($0.origin.y - point.y) < abs($1.origin.y - point.y) }?.run.text
  }

  @Test func theCheckmarkIsDrawnOnTheSelectedRowOnly() {
    for selected in 0..<3 {
      let preview = ValuePickerPreview(
        title: "Name", options: Self.names, value: .single(selected), isOpen: true)
      let drawn = DrawnItems(preview.displayList())
      let marks = checkmarks(drawn)
      #expect(marks.count == 1)
      #expect(
        marks.first.flatMap { label(at: $0, in: drawn, among: ["John", "Jean", "Juan"]) }
          == Self.names[selected].label)
    }
  }

  @Test func aMultiplePickerChecksEveryChosenRowAndTheCoreDecidesWhich() {
    let preview = ValuePickerPreview(
      title: "Guests", options: Self.guests, value: .multiple([1, 4], .none), isOpen: true)
    let drawn = DrawnItems(preview.displayList())
    let labels = Self.guests.map(\.label)
    let checked = Set(checkmarks(drawn).compactMap { label(at: $0, in: drawn, among: labels) })
    #expect(checked == ["Ana", "Marta"])
    #expect(preview.listSections.flatMap(\.rows).filter(\.isChecked).map(\.label) == ["Ana", "Marta"])
  }

  @Test func theOptionalPickersNoneRowComesFirstAndIsCheckedWhenNothingIs() {
    let preview = ValuePickerPreview(title: "Name", options: Self.names, value: .optional(nil), isOpen: true)
    let rows = preview.listSections.flatMap(\.rows)
    #expect(rows.map(\.label) == ["None", "John", "Jean", "Juan"])
    #expect(rows.map(\.isChecked) == [true, false, false, false])
    let drawn = DrawnItems(preview.displayList())
    #expect(
      checkmarks(drawn).first.flatMap { label(at: $0, in: drawn, among: ["None", "John", "Jean", "Juan"]) }
        == "None")
  }

  @Test func rightToLeftMirrorsTheCheckmarkAndTheLabels() throws {
    let ltr = ValuePickerPreview(title: "Name", options: Self.names, value: .single(1), isOpen: true)
    var rtl = ltr
    rtl.traits.isRightToLeft = true
    let a = DrawnItems(ltr.displayList())
    let b = DrawnItems(rtl.displayList())
    let width = ltr.displayList().size.width
    let markA = try #require(checkmarks(a).first)
    let markB = try #require(checkmarks(b).first)
    #expect(abs(markB.x - (width - markA.x)) < 1e-9)
    #expect(markA.x > width / 2 && markB.x < width / 2)
    for (left, right) in zip(
      rows(a, among: ["John", "Jean", "Juan"]), rows(b, among: ["John", "Jean", "Juan"]))
    {
      // A label starts at the leading edge: the left one, or (right to left) the right one.
      #expect(abs(right.origin.x - (width - left.origin.x)) < 1e-9)
      #expect(right.run.isRightToLeft && !left.run.isRightToLeft)
    }
  }

  @Test func chevronsFlipRightToLeft() {
    for (style, symbol) in [(ValuePickerPreview.Style.navigationLink, "chevron.right")] {
      let ltr = ValuePickerPreview(title: "Name", options: Self.names, value: .single(0), style: style)
      var rtl = ltr
      rtl.traits.isRightToLeft = true
      #expect(mirroredIcons(ltr.displayList().items)[symbol] == [false])
      #expect(mirroredIcons(rtl.displayList().items)[symbol] == [true])
    }
    // The back chevron points to the leading side: mirrored left to right, not right to left.
    let open = ValuePickerPreview(title: "Name", options: Self.names, value: .single(0), isOpen: true)
    var openRTL = open
    openRTL.traits.isRightToLeft = true
    #expect(mirroredIcons(open.displayList().items)["chevron.right"] == [true])
    #expect(mirroredIcons(openRTL.displayList().items)["chevron.right"] == [false])
  }

  @Test func theClosedRowShowsTheCoresFittedSummary() throws {
    let preview = ValuePickerPreview(
      title: "Guests", options: Self.guests, value: .multiple([0, 1, 2, 3, 5], .none))
    let measurer = FontMetricsTextMeasurer.dejaVuSans
    // The row's room, worked out from the core alone: the card's width, the title measured.
    let card = try #require(
      ValuePickerListLayout(width: 390, sections: [.init(rowHeights: [44])]).sections.first?.cardFrame)
    let row = ValuePickerRowLayout(
      width: card.width,
      titleSize: CGSize(width: measurer.width(of: "Guests", style: tokens.label), height: 0),
      valueLineHeight: 0, accessory: .disclosure, accessorySize: tokens.accessorySize)
    let expected = ValuePickerSummary(wording: .english).text(
      for: ["Juan", "Ana", "Eva", "Luz", "Inés"], fitting: row.valueFrame.width, style: tokens.value,
      measurer: measurer)
    #expect(preview.rowSummary == expected)
    #expect(expected != ValuePickerSummary().text(for: ["Juan", "Ana", "Eva", "Luz", "Inés"]))
    let drawn = DrawnItems(preview.displayList())
    #expect(drawn.strings.contains(expected))
    // Drawn against the value's trailing edge, and within the room.
    let value = try #require(drawn.texts.first { $0.run.text == expected })
    #expect(value.run.anchor == .end)
    #expect(measurer.width(of: expected, style: tokens.value) <= row.valueFrame.width)
  }

  @Test func aSinglePickerWithoutAChosenOptionNamesNothing() {
    let preview = ValuePickerPreview(title: "Name", options: Self.names, value: .single(7))
    #expect(preview.rowSummary == "")
    #expect(
      ValuePickerPreview(title: "Name", options: Self.names, value: .optional(nil)).rowSummary == "None")
  }

  @Test func aSearchShowsOnlyTheMatchingRowsWithoutHeaders() {
    let preview = ValuePickerPreview(
      title: "Owner", options: Self.people, sectionTitles: ["Design", "Engineering", "Sales"],
      value: .single(5),
      isOpen: true, query: "jose")
    #expect(preview.showsSearchField)
    let drawn = DrawnItems(preview.displayList())
    let labels = Self.people.map(\.label)
    #expect(rows(drawn, among: labels).map(\.run.text) == ["José", "Josefina", "José Luis"])
    for header in ["Design", "Engineering", "Sales"] { #expect(!drawn.strings.contains(header)) }
    #expect(drawn.strings.contains("jose"))
  }

  @Test func theSearchFieldAppearsAboveTheThreshold() {
    let threshold = ValuePickerSearch.defaultThreshold
    let many = (0...threshold).map { Option("Option \($0)") }
    let atThreshold = ValuePickerPreview(
      title: "T", options: Array(many.prefix(threshold)), value: .single(0), isOpen: true)
    let above = ValuePickerPreview(title: "T", options: many, value: .single(0), isOpen: true)
    #expect(!atThreshold.showsSearchField && above.showsSearchField)
    #expect(!DrawnItems(atThreshold.displayList()).icons.contains { $0.name == "magnifyingglass" })
    #expect(DrawnItems(above.displayList()).icons.contains { $0.name == "magnifyingglass" })
    var menu = above
    menu.style = .menu
    #expect(!menu.showsSearchField)
  }

  @Test func sectionsShowTheirHeadersAndNoHeaderAboveAnEmptySection() {
    let options = [Option("Ana", section: 0), Option("Eva", section: 2), Option("Luz", section: 0)]
    let preview = ValuePickerPreview(
      title: "T", options: options, sectionTitles: ["First", "Empty", "Third"], value: .single(0),
      isOpen: true)
    #expect(preview.listSections.map(\.header) == ["First", "Third"])
    #expect(preview.listSections.map { $0.rows.map(\.label) } == [["Ana", "Luz"], ["Eva"]])
    let strings = DrawnItems(preview.displayList()).strings
    #expect(strings.contains("First") && strings.contains("Third") && !strings.contains("Empty"))
  }

  @Test func aTapPastTheMaximumIsRefusedAndAnnounced() {
    let preview = ValuePickerPreview(
      title: "Guests", options: Self.guests, value: .multiple([0, 1, 2], ValuePickerLimits(maximum: 3)),
      isOpen: true,
      tappedRow: 3)
    let refusal = ValuePickerWording.english.refusal(.maximumReached(3))
    #expect(preview.tapChange == .refuse(.maximumReached(3)))
    #expect(preview.announcement == refusal)
    let drawn = DrawnItems(preview.displayList())
    #expect(drawn.strings.contains(refusal))
    #expect(checkmarks(drawn).count == 3)
    // The rows left are not disabled: drawn in the label's ink, not dimmed.
    let luz = drawn.texts.first { $0.run.text == "Luz" }
    #expect(luz?.run.color == tokens.text.resolved(in: .light))
  }

  @Test func anAcceptedTapShowsItsResultAndNoAnnouncement() {
    let preview = ValuePickerPreview(
      title: "Guests", options: Self.guests, value: .multiple([0], .none), isOpen: true, tappedRow: 3)
    #expect(preview.announcement == nil)
    #expect(preview.shownValue == .multiple([0, 3], .none))
    #expect(!DrawnItems(preview.displayList()).strings.contains { $0.hasPrefix("You can") })
  }

  @Test func disabledRowsAreDimmed() {
    let options = [Option("John"), Option("Jean", isEnabled: false), Option("Juan")]
    let preview = ValuePickerPreview(title: "Name", options: options, value: .single(2), isOpen: true)
    let drawn = DrawnItems(preview.displayList())
    let color = { (label: String) in drawn.texts.first { $0.run.text == label }?.run.color }
    #expect(color("Jean") == tokens.secondaryText.resolved(in: .light))
    #expect(color("John") == tokens.text.resolved(in: .light))
  }

  @Test func eachStyleDrawsItsAccessoryAndChrome() {
    func icons(_ style: ValuePickerPreview.Style, open: Bool = false, wording: ValuePickerWording = .english)
      -> DrawnItems
    {
      DrawnItems(
        ValuePickerPreview(
          title: "Name", options: Self.names, value: .single(0), style: style, isOpen: open, wording: wording
        )
        .displayList())
    }
    #expect(icons(.navigationLink).icons.map(\.name) == ["chevron.right"])
    #expect(icons(.sheet).icons.isEmpty)
    #expect(icons(.menu).icons.map(\.name) == ["chevron.up.chevron.down"])
    #expect(icons(.sheet, open: true).strings.contains("Done"))
    #expect(icons(.sheet, open: true, wording: .spanish).strings.contains("Listo"))
    // Inline rows sit in the form under the title as their header.
    let inline = icons(.inline)
    #expect(inline.strings.prefix(2) == ["Custom Picker", "Name"])
    #expect(checkmarks(inline).count == 1)
  }

  @Test func theMenuDrawsItsCheckmarkOnTheLeadingSide() throws {
    let preview = ValuePickerPreview(
      title: "Name", options: Self.names, value: .single(1), style: .menu, isOpen: true)
    let drawn = DrawnItems(preview.displayList())
    let mark = try #require(checkmarks(drawn).first)
    let jean = try #require(drawn.texts.first { $0.run.text == "Jean" })
    #expect(mark.x < jean.origin.x)
  }

  @Test func accessibilitySizesStackTheRowAndGrowTheText() throws {
    let preview = ValuePickerPreview(
      title: "Guests", options: Self.guests, value: .multiple([0, 1], .none),
      traits: ChoiceTraits(textScale: .accessibility3))
    let drawn = DrawnItems(preview.displayList())
    let title = try #require(drawn.texts.first { $0.run.text == "Guests" })
    let value = try #require(drawn.texts.first { $0.run.text == preview.rowSummary })
    #expect(value.origin.y > title.origin.y)
    #expect(title.run.style.size == tokens.label.scaled(by: ChoiceTextScale.accessibility3.factor).size)
  }

  @Test func theSpanishWordingReachesTheRowAndTheAnnouncement() {
    let closed = ValuePickerPreview(
      title: "Invitados", options: Self.guests, value: .multiple([0, 1, 5], .none), wording: .spanish)
    #expect(closed.rowSummary == "Juan, Ana e Inés")
    let refused = ValuePickerPreview(
      title: "Invitados", options: Self.guests, value: .multiple([0, 4], ValuePickerLimits(maximum: 2)),
      isOpen: true, tappedRow: 2, wording: .spanish)
    #expect(refused.announcement == "Puedes elegir hasta 2 opciones")
  }

  @Test func darkDrawsTheDarkPalette() {
    let light = ValuePickerPreview(title: "Name", options: Self.names, value: .single(0), isOpen: true)
    var dark = light
    dark.traits.appearance = .dark
    #expect(dark.displayList().background == tokens.groupedBackground.resolved(in: .dark))
    #expect(DrawnItems(dark.displayList()).texts.first { $0.run.text == "John" }?.run.color == .white)
    #expect(SVGRenderer().render(light.displayList()) == SVGRenderer().render(light.displayList()))
  }

  @Test func emptyAndOddInputDrawsWithoutCrashing() {
    for width in [0, -10, CGFloat.nan, .infinity, 390] {
      let preview = ValuePickerPreview(
        title: "", options: [], value: .optional(nil), isOpen: true, width: width)
      let list = preview.displayList()
      #expect(list.size.width.isFinite && list.size.height.isFinite)
    }
    let stray = ValuePickerPreview(title: "N", options: Self.names, value: .single(0), tappedRow: 99)
    #expect(stray.tapChange == nil && stray.announcement == nil)
  }

  /// Whether each drawn icon of a name sits in a mirroring group, in drawing order.
  func mirroredIcons(_ items: [DisplayItem], mirrored: Bool = false) -> [String: [Bool]] {
    var result: [String: [Bool]] = [:]
    for item in items {
      switch item {
      case .icon(let name, _, _): result[name, default: []].append(mirrored)
      case .group(let group):
        let flips = group.transform.a < 0
        result.merge(mirroredIcons(group.items, mirrored: mirrored != flips)) { $0 + $1 }
      case .shape, .text: break
      }
    }
    return result
  }
}
