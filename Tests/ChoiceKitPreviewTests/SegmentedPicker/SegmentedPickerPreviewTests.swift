import ChoiceKitCore
import ChoiceKitPreview
import ChoiceKitTestSupport
import Foundation
import Testing

@Suite struct SegmentedPickerPreviewTests {
  static let periods = ["Day", "Week", "Month", "Year"]

  private func texts(_ list: DisplayList) -> [(run: TextRun, x: CGFloat)] {
    func walk(_ items: [DisplayItem], _ transform: AffineTransform2D) -> [(TextRun, CGFloat)] {
      items.flatMap { item -> [(TextRun, CGFloat)] in
        switch item {
        case .text(let run): [(run, transform.apply(to: run.origin).x)]
        case .group(let group): walk(group.items, group.transform.concatenating(transform))
        default: []
        }
      }
    }
    return walk(list.items, .identity)
  }

  private func indicatorBounds(_ preview: SegmentedPickerPreview) -> [CGRect] {
    let indicator = preview.tokens.tint.resolved(in: preview.traits.appearance)
    return preview.displayList().transformedShapes.filter { $0.fill == .color(indicator) }.map(\.path.bounds)
  }

  @Test(arguments: 0..<4)
  func indicatorSitsOnTheCoreFrameOfTheSelection(index: Int) throws {
    let preview = SegmentedPickerPreview(labels: Self.periods, selection: index)
    let expected = try #require(preview.layout().indicatorFrame(for: index))
      .offsetBy(dx: preview.margin, dy: preview.margin)
    let found = indicatorBounds(preview)
    #expect(found.count == 1)
    let bounds = try #require(found.first)
    #expect(abs(bounds.minX - expected.minX) < 1e-9 && abs(bounds.maxX - expected.maxX) < 1e-9)
    #expect(abs(bounds.minY - expected.minY) < 1e-9 && abs(bounds.maxY - expected.maxY) < 1e-9)
  }

  @Test func noSelectionDrawsNoIndicator() {
    let preview = SegmentedPickerPreview(labels: Self.periods, selection: nil)
    #expect(indicatorBounds(preview).isEmpty)
    #expect(texts(preview.displayList()).count == 4)
  }

  @Test(arguments: InputLadders.indices(outside: 4))
  func aSelectionOutsideTheLabelsDrawsNoIndicator(selection: Int) {
    let preview = SegmentedPickerPreview(labels: Self.periods, selection: selection)
    #expect(indicatorBounds(preview).isEmpty)
    // Exactly the picture of no selection: no label takes the selected look either.
    #expect(
      preview.displayList() == SegmentedPickerPreview(labels: Self.periods, selection: nil).displayList())
  }

  @Test(
    arguments: [
      (-3, 0), (CGFloat.nan, 0), (CGFloat.infinity, 0), (CGFloat.greatestFiniteMagnitude, 1e6),
    ] as [(CGFloat, CGFloat)])
  func unusableMarginsAreDrawnAsALength(margin: CGFloat, drawn: CGFloat) {
    let preview = SegmentedPickerPreview(labels: Self.periods, margin: margin)
    #expect(preview.resolvedMargin == drawn)
    let list = preview.displayList()
    let size = preview.layout().size
    #expect(list.size == CGSize(width: size.width + 2 * drawn, height: size.height + 2 * drawn))
    let plain = SegmentedPickerPreview(labels: Self.periods, margin: drawn)
    #expect(list == plain.displayList())
    #expect(preview.transition(from: 0, to: 2).size == list.size)
  }

  @Test func pressedAndDisabledIndicesOutsideTheLabelsChangeNothing() {
    let plain = SegmentedPickerPreview(labels: Self.periods, selection: 1).displayList()
    for index in InputLadders.indices(outside: 4) {
      let preview = SegmentedPickerPreview(
        labels: Self.periods, selection: 1, disabled: [index], pressed: index)
      #expect(preview.displayList() == plain, "\(index)")
    }
  }

  @Test(arguments: [Double.nan, .infinity, -Double.infinity])
  func anUnusableScrubPositionIsNoTouch(position: Double) {
    let preview = SegmentedPickerPreview(labels: Self.periods, selection: 1, scrubPosition: position)
    #expect(preview.scrub(in: preview.layout()) == SegmentedPickerScrub())
    #expect(preview.displayList() == SegmentedPickerPreview(labels: Self.periods, selection: 1).displayList())
  }

  @Test(arguments: InputLadders.indices(outside: 4))
  func aTransitionWithAnEndOutsideTheLabelsSwapsHalfway(outside: Int) {
    func items(_ selection: Int?, at position: Double? = nil) -> [DisplayItem] {
      SegmentedPickerPreview(labels: Self.periods, selection: selection).displayList(
        indicatorPosition: position
      )
      .items
    }
    // Leaving the labels: the indicator stays on segment 1, then is gone.
    let leaving = SegmentedPickerPreview(labels: Self.periods, selection: outside).transition(
      from: 1, to: outside)
    #expect(leaving.draw(0) == items(1))
    #expect(leaving.draw(0.49) == items(1))
    #expect(leaving.draw(0.5) == items(nil))
    #expect(leaving.draw(1) == items(outside))
    // Arriving: nothing, then the indicator on segment 2.
    let arriving = SegmentedPickerPreview(labels: Self.periods, selection: 2).transition(from: outside, to: 2)
    #expect(arriving.draw(0) == items(outside))
    #expect(arriving.draw(0.49) == items(nil))
    #expect(arriving.draw(0.5) == items(2))
    #expect(arriving.draw(1.1) == items(2))
    let nowhere = SegmentedPickerPreview(labels: Self.periods).transition(from: outside, to: -1)
    #expect([0, 0.5, 1].allSatisfy { nowhere.draw($0) == items(nil) })
  }

  @Test func emptyOptionsDrawAnEmptyTrackOfLabelHeight() throws {
    let empty = SegmentedPickerPreview(labels: [], selection: nil)
    let full = SegmentedPickerPreview(labels: Self.periods, selection: 0)
    #expect(empty.layout().size.height == full.layout().size.height)
    #expect(texts(empty.displayList()).isEmpty)
    let track = empty.tokens.track.resolved(in: .light)
    #expect(empty.displayList().transformedShapes.contains { $0.fill == .color(track) })
  }

  @Test func rightToLeftPutsTheFirstSegmentAtTheRight() throws {
    let ltr = texts(SegmentedPickerPreview(labels: Self.periods).displayList())
    let rtl = texts(
      SegmentedPickerPreview(labels: Self.periods, traits: ChoiceTraits(isRightToLeft: true)).displayList())
    #expect(ltr.map(\.run.text) == rtl.map(\.run.text))
    #expect(ltr.map(\.x) == ltr.map(\.x).sorted())
    #expect(rtl.map(\.x) == rtl.map(\.x).sorted(by: >))
    let allRightToLeft = rtl.allSatisfy { $0.run.isRightToLeft }
    #expect(allRightToLeft)
  }

  @Test func disabledSegmentsAreDimmed() {
    let preview = SegmentedPickerPreview(labels: Self.periods, selection: 0, disabled: [2])
    let alphas = texts(preview.displayList()).map(\.run.color.alpha)
    #expect(abs(alphas[2] - preview.tokens.disabledOpacity) < 1e-9)
    #expect(alphas[1] == 1 && alphas[3] == 1)
  }

  @Test func selectedLabelIsBoldAndOthersAreNot() {
    let runs = texts(SegmentedPickerPreview(labels: Self.periods, selection: 1).displayList()).map(\.run)
    #expect(runs.map(\.style.weight) == [.medium, .bold, .medium, .medium])
  }

  @Test(arguments: [0, 5, 9, 11])
  func overflowingPickerScrollsTheSelectionIntoView(selection: Int) throws {
    let months = (1...12).map { "Month number \($0)" }
    let preview = SegmentedPickerPreview(labels: months, selection: selection, proposedWidth: 358)
    let layout = preview.layout()
    #expect(layout.isOverflowing)
    let frame = try #require(indicatorBounds(preview).first)
    #expect(frame.minX >= preview.margin - 1e-9)
    #expect(frame.maxX <= preview.margin + layout.size.width + 1e-9)
  }

  @Test func largerTextMakesALargerControl() {
    let regular = SegmentedPickerPreview(labels: Self.periods).layout().size
    let large = SegmentedPickerPreview(labels: Self.periods, traits: ChoiceTraits(textScale: .accessibility3))
      .layout().size
    // Labels grow 40/17 times; the fixed paddings do not.
    #expect(large.width > regular.width * 1.5)
    #expect(large.height > regular.height)
  }

  @Test func transitionEndsOnTheTarget() throws {
    let preview = SegmentedPickerPreview(labels: Self.periods, selection: 3)
    let transition = preview.transition(from: 0, to: 3)
    let last = DisplayList(size: transition.size, items: transition.draw(1))
    #expect(last.items == preview.displayList().items)
    let first = DisplayList(size: transition.size, items: transition.draw(0))
    #expect(
      first.items
        == SegmentedPickerPreview(labels: Self.periods, selection: 3).displayList(indicatorPosition: 0).items)
  }

  @Test func galleryHasEveryPageTheIssueAsksFor() {
    let files = Set(SharedGallery.files.map(\.path))
    var expected = (1...4).map { "selection-\($0)" }
    expected += ["dark", "ltr-spanish", "rtl", "accessibility-xl", "equal-widths", "fit-content", "overflow"]
    expected += ["increased-contrast"]
    expected += ["disabled", "watch", "watch-dark", "macos", "macos-dark", "transition-animated"]
    expected += ["transition-filmstrip"]
    expected += [
      "scrubbing", "scrubbing-disabled", "pressed", "focused", "optional-none", "spanish-voiceover",
    ]
    expected += ["capsule", "underline", "bordered"].flatMap { ["style-\($0)-light", "style-\($0)-dark"] }
    let missing = expected.filter { !files.contains("segmented-picker/\($0).svg") }
    #expect(missing.isEmpty, "missing pages: \(missing)")
  }

  @Test(arguments: [
    "selection-2", "dark", "rtl", "accessibility-xl", "fit-content", "overflow", "disabled", "watch",
    "style-underline-light", "style-bordered-dark", "transition-filmstrip", "scrubbing", "pressed",
    "focused", "optional-none", "watch-dark", "macos", "macos-dark", "increased-contrast",
  ])
  func galleryPageSnapshots(name: String) throws {
    let entry = try #require(
      SharedGallery.entries.first { $0.file == "segmented-picker/\(name).svg" })
    assertSnapshot(entry.svg, named: "\(name).svg")
  }

  /// The picture draws the track as the control does under Increase Contrast and Reduce
  /// Transparency: the tokens adapted by the core, not the standard ones.
  @Test func theTrackIsStrongerAndOpaqueUnderTheDisplaySettings() {
    let plain = SegmentedPickerPreview(labels: Self.periods, selection: 1)
    let strong = SegmentedPickerPreview(
      labels: Self.periods, selection: 1,
      traits: ChoiceTraits(increasesContrast: true, reducesTransparency: true))
    let standard = plain.tokens.track.light
    #expect(standard.alpha < 1)
    #expect(
      strong.tokens.track.light == standard.withAlpha(min(standard.alpha * 2, 1)).composited(over: .white))
    #expect(strong.tokens.tint == plain.tokens.tint)
    #expect(SVGRenderer().render(strong.displayList()) != SVGRenderer().render(plain.displayList()))
  }

  @Test func aScrubDrawsTheIndicatorAndTheSelectedLookOnTheHighlightedSegment() {
    let preview = SegmentedPickerPreview(labels: Self.periods, selection: 1, scrubPosition: 2.4)
    let layout = preview.layout()
    #expect(preview.scrub(in: layout).highlightedIndex == 2)
    let scrubbed = preview.displayList().items
    let resting = SegmentedPickerPreview(labels: Self.periods, selection: 1).displayList(indicatorPosition: 2)
      .items
    #expect(scrubbed == resting)
  }

  @Test func aScrubNeverHighlightsADisabledSegment() {
    let preview = SegmentedPickerPreview(labels: Self.periods, selection: 1, disabled: [2], scrubPosition: 2)
    #expect(preview.scrub(in: preview.layout()).highlightedIndex != 2)
  }

  @Test(arguments: [nil, 7] as [Int?])
  func withoutASelectionAScrubDrawsNoIndicator(selection: Int?) {
    let preview = SegmentedPickerPreview(labels: Self.periods, selection: selection, scrubPosition: 2)
    #expect(
      preview.displayList()
        == SegmentedPickerPreview(labels: Self.periods, selection: selection).displayList())
  }

  @Test func pressingDimsOnlyAnUnselectedLabel() {
    let pressedOther = texts(
      SegmentedPickerPreview(labels: Self.periods, selection: 1, pressed: 2).displayList())
    let pressedSelected = texts(
      SegmentedPickerPreview(labels: Self.periods, selection: 1, pressed: 1).displayList())
    let plain = texts(SegmentedPickerPreview(labels: Self.periods, selection: 1).displayList())
    #expect(pressedOther[2].run.color.alpha < plain[2].run.color.alpha)
    #expect(pressedSelected.map(\.run) == plain.map(\.run))
  }

  @Test func theWatchDrawsItsDefaultFitContentPills() {
    let watch = SegmentedPickerPreview(labels: ["Day", "Month"], traits: ChoiceTraits(idiom: .watch))
    #expect(watch.resolvedSizing == .fitContent)
    let frames = watch.layout().segmentFrames
    #expect(frames[0].width < frames[1].width)
  }

  @Test(arguments: SegmentedPickerStyleKind.allCases)
  func theWatchPillsArePaintedUnderTheIndicator(style: SegmentedPickerStyleKind) throws {
    // Painted over the indicator, a pill's 30 % grey would dim it as it slides across.
    let preview = SegmentedPickerPreview(
      labels: Self.periods, selection: 2, style: style, traits: ChoiceTraits(idiom: .watch),
      proposedWidth: 400)
    let painted = preview.displayList().transformedShapes
    let pill = Paint.color(preview.tokens.segmentFill.resolved(in: .light))
    let indicator = Paint.color(preview.tokens.tint.resolved(in: .light))
    let pills = painted.indices.filter { painted[$0].fill == pill }
    #expect(pills.count == 4)
    let indicatorAt = try #require(painted.firstIndex { $0.fill == indicator || $0.stroke == indicator })
    #expect(pills.allSatisfy { $0 < indicatorAt })
    let phone = SegmentedPickerPreview(labels: Self.periods, selection: 2, style: style)
    #expect(!phone.displayList().transformedShapes.contains { $0.fill == pill })
  }

  @Test func aScrubDimsNoPressedSegment() {
    // The drag pressed Week's button and moved the indicator to Month: Week must not dim.
    let pressed = SegmentedPickerPreview(labels: Self.periods, selection: 1, pressed: 1, scrubPosition: 2.4)
    let unpressed = SegmentedPickerPreview(labels: Self.periods, selection: 1, scrubPosition: 2.4)
    #expect(pressed.scrub(in: pressed.layout()).isScrubbing)
    #expect(texts(pressed.displayList()).map(\.run) == texts(unpressed.displayList()).map(\.run))
  }

  /// The clips of the groups that hold text, however deep, outermost first.
  private func scrollClips(_ list: DisplayList) -> [BezierPath?] {
    func holdsText(_ items: [DisplayItem]) -> Bool {
      items.contains { item in
        switch item {
        case .text: true
        case .group(let group): holdsText(group.items)
        default: false
        }
      }
    }
    func walk(_ items: [DisplayItem]) -> [BezierPath?] {
      items.flatMap { item -> [BezierPath?] in
        guard case .group(let group) = item, holdsText(group.items) else { return [] }
        return [group.clip] + walk(group.items)
      }
    }
    return walk(list.items)
  }

  @Test(arguments: [InterfaceIdiom.phone, .watch])
  func onlyScrollingSegmentsAreClipped(idiom: InterfaceIdiom) {
    let fitting = SegmentedPickerPreview(
      labels: Self.periods, selection: 1, traits: ChoiceTraits(idiom: idiom), proposedWidth: 600)
    #expect(!fitting.layout().isOverflowing)
    let unclipped = scrollClips(fitting.displayList()).allSatisfy { $0 == nil }
    #expect(unclipped)
    let scrolling = SegmentedPickerPreview(
      labels: Self.periods, selection: 1, traits: ChoiceTraits(idiom: idiom), proposedWidth: 120)
    #expect(scrolling.layout().isOverflowing)
    #expect(scrollClips(scrolling.displayList()).compactMap { $0 }.count == 1)
  }

  @Test func theSpanishPageCaptionsTheSpanishWording() throws {
    let entry = try #require(
      SharedGallery.entries.first { $0.file == "segmented-picker/spanish-voiceover.svg" })
    #expect(entry.caption.contains("“Semana, seleccionado, 2 de 4”"))
    #expect(entry.caption.contains("“Semana, 2 de 4”"))
  }
}
