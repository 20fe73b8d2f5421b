import ChoiceKitCommand
import ChoiceKitCore
import ChoiceKitPreview
import ChoiceKitTestSupport
import Foundation
import Testing

/// The picture of a picker that scrolls, is very narrow, or stands on the Mac or the watch: what
/// the scroll view clips and fades, the indicator's shape, and each platform's own look.
@Suite struct SegmentedPickerPreviewOverflowTests {
  static let periods = ["Day", "Week", "Month", "Year"]
  static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
  ]

  /// Every group of a display list with the transform it is drawn with, outermost first.
  private func groups(_ list: DisplayList) -> [(group: DisplayGroup, transform: AffineTransform2D)] {
    func walk(_ items: [DisplayItem], _ transform: AffineTransform2D) -> [(DisplayGroup, AffineTransform2D)] {
      items.flatMap { item -> [(DisplayGroup, AffineTransform2D)] in
        guard case .group(let group) = item else { return [] }
        let inner = group.transform.concatenating(transform)
        return [(group, transform)] + walk(group.items, inner)
      }
    }
    return walk(list.items, .identity)
  }

  /// The track's frame on the canvas.
  private func track(_ preview: SegmentedPickerPreview) -> CGRect {
    CGRect(origin: CGPoint(x: preview.resolvedMargin, y: preview.resolvedMargin), size: preview.layout().size)
  }

  /// The fades painted over the segments: the bounds of each gradient-filled shape.
  private func fades(_ preview: SegmentedPickerPreview) -> [CGRect] {
    preview.displayList().transformedShapes.compactMap { shape in
      if case .linearGradient = shape.fill { shape.path.bounds } else { nil }
    }
  }

  private func audit(_ preview: SegmentedPickerPreview) -> [TextAuditProblem] {
    let track = SegmentedPickerPreviewProperties.trackFrame(preview)
    return preview.displayList().textAudit(measuredBy: preview.measurer) { _ in track }
  }

  // MARK: Scrolling at accessibility sizes

  @Test(arguments: [false, true])
  func scrollingLabelsAreClippedByAGroupThatStaysOnTheTrack(isRightToLeft: Bool) throws {
    let preview = SegmentedPickerPreview(
      labels: Self.periods, selection: 3,
      traits: ChoiceTraits(isRightToLeft: isRightToLeft, textScale: .accessibility3), proposedWidth: 358)
    #expect(preview.layout().isOverflowing)
    // The clip is the track's own outline where the track is drawn, not under the scroll's
    // translation, so every SVG viewer clips the scrolled "Week" at the track's edge.
    let clipped = groups(preview.displayList()).filter { $0.group.clip != nil }
    #expect(clipped.count == 1)
    let group = try #require(clipped.first)
    let drawn = try #require(group.group.clip).applying(group.group.transform.concatenating(group.transform))
    let bounds = drawn.bounds
    let track = track(preview)
    #expect(abs(bounds.minX - track.minX) < 1e-9 && abs(bounds.maxX - track.maxX) < 1e-9)
    #expect(group.group.transform == .identity)
    #expect(audit(preview).isEmpty, "\(audit(preview))")
  }

  @Test func theLabelScrolledPastTheLeadingEdgeFadesOut() throws {
    let preview = SegmentedPickerPreview(
      labels: Self.periods, selection: 3, traits: ChoiceTraits(textScale: .accessibility3), proposedWidth: 358
    )
    let track = track(preview)
    let fades = fades(preview)
    // Week is cut at the left edge: a fade lies over it; Year is the last segment: none at the right.
    #expect(fades.count == 1)
    let left = try #require(fades.first)
    #expect(abs(left.minX - track.minX) < 1e-9)
    #expect(abs(left.width - preview.tokens.metrics.edgeFadeWidth) < 1e-9)
  }

  // MARK: Many options

  @Test(arguments: [(0, [false, true]), (6, [true, true]), (11, [true, false])] as [(Int, [Bool])])
  func twelveMonthsFadeAtEachEdgeWithMoreMonthsBeyond(selection: Int, edges: [Bool]) {
    let preview = SegmentedPickerPreview(labels: Self.months, selection: selection, proposedWidth: 358)
    let track = track(preview)
    let fades = fades(preview)
    let left = fades.contains { abs($0.minX - track.minX) < 1e-9 }
    let right = fades.contains { abs($0.maxX - track.maxX) < 1e-9 }
    #expect([left, right] == edges)
    #expect(audit(preview).isEmpty)
  }

  @Test func twentyOptionsFadeWhereMoreLie() {
    let labels = (1...20).map { "Option \($0)" }
    let preview = SegmentedPickerPreview(labels: labels, selection: 9, proposedWidth: 358)
    #expect(fades(preview).count == 2)
    #expect(audit(preview).isEmpty)
  }

  @Test(arguments: [InterfaceIdiom.phone, .watch, .mac])
  func segmentsThatFitDoNotFade(idiom: InterfaceIdiom) {
    let preview = SegmentedPickerPreview(
      labels: Self.periods, selection: 1, traits: ChoiceTraits(idiom: idiom), proposedWidth: 600)
    #expect(fades(preview).isEmpty)
  }

  @Test func theWatchsRowFadesToTheBlackPage() throws {
    let preview = SegmentedPickerPreview(
      labels: Self.periods, selection: 0, traits: ChoiceTraits(appearance: .dark, idiom: .watch),
      proposedWidth: 120)
    let gradients = preview.displayList().transformedShapes.compactMap { shape -> LinearGradientPaint? in
      if case .linearGradient(let gradient) = shape.fill { gradient } else { nil }
    }
    let gradient = try #require(gradients.first)
    #expect(gradient.stops.first?.color == .black)
    #expect(gradient.stops.last?.color.alpha == 0)
  }

  // MARK: A very narrow control

  @Test(arguments: SegmentedPickerStyleKind.allCases)
  func atSixtyPointsTheIndicatorStaysWholeInsideTheTrack(style: SegmentedPickerStyleKind) throws {
    let preview = SegmentedPickerPreview(labels: Self.periods, selection: 0, style: style, proposedWidth: 60)
    let layout = preview.layout()
    let inset = preview.tokens.metrics.containerInset
    let tint = Paint.color(preview.tokens.tint.resolved(in: .light))
    let indicator = try #require(
      preview.displayList().transformedShapes.first { $0.fill == tint || $0.stroke == tint })
    let bounds = indicator.path.bounds
    let track = track(preview)
    #expect(bounds.minX >= track.minX + inset - 1e-9)
    #expect(bounds.maxX <= track.maxX - inset + 1e-9)
    #expect(layout.isOverflowing)
  }

  @Test func atSixtyPointsTheCapsuleIsACapsule() throws {
    let preview = SegmentedPickerPreview(labels: Self.periods, selection: 0, proposedWidth: 60)
    let frame = try #require(preview.layout().indicatorFrame(for: 0))
    let tint = Paint.color(preview.tokens.tint.resolved(in: .light))
    let indicator = try #require(preview.displayList().transformedShapes.first { $0.fill == tint })
    let offset = preview.layout().scrollOffset(revealing: 0, from: 0)
    let expected = BezierPath.capsule(in: frame).applying(
      AffineTransform2D(translationX: preview.resolvedMargin - offset, y: preview.resolvedMargin))
    #expect(indicator.path == expected)
  }

  // MARK: Platforms

  @Test func theMacDrawsItsOwnSegmentedControl() throws {
    let mac = SegmentedPickerPreview(labels: Self.periods, selection: 1, traits: ChoiceTraits(idiom: .mac))
    let phone = SegmentedPickerPreview(labels: Self.periods, selection: 1)
    #expect(mac.displayList() != phone.displayList())
    #expect(mac.tokens == .mac)
    #expect(mac.layout().size.height < phone.layout().size.height)
    let painted = mac.displayList().transformedShapes
    // A rounded track with 6 pt corners.
    let track = track(mac)
    let trackFill = Paint.color(SegmentedPickerTokens.mac.track.resolved(in: .light))
    #expect(painted.contains { $0.fill == trackFill && $0.path == .roundedRect(track, cornerRadius: 6) })
    // The raised white segment, casting a shadow.
    #expect(painted.contains { $0.fill == .color(.white) })
    let shadows = groups(mac.displayList()).compactMap(\.group.shadow)
    #expect(shadows.count == 1)
    // Lines only between the segments the indicator is not on: after Month (Week is selected).
    let line = Paint.color(SegmentedPickerTokens.mac.separator.resolved(in: .light))
    #expect(painted.filter { $0.fill == line }.count == 1)
    #expect(audit(mac).isEmpty)
  }

  @Test func theRenderCommandDrawsTheMacForMacOS() throws {
    func svg(idiom: String) throws -> String {
      let options = try CommandOptions.read(
        ["--idiom", idiom], valued: ["--idiom"], context: "render segmented-picker")
      let traits = try ChoiceTraits(renderOptions: options, idioms: ["ios", "macos", "watchos"])
      return try SegmentedPickerRenderOptions(options, traits: traits).svg()
    }
    let mac = try svg(idiom: "macos")
    #expect(mac != (try svg(idiom: "ios")))
    #expect(mac.contains("font-size=\"13\""))
  }

  @Test func theGalleryShowsTheWatchInItsDarkLookAndTheMac() throws {
    let entries = SharedGallery.entries.filter { $0.file.hasPrefix("segmented-picker/") }
    let watchDark = entries.filter { $0.tags.idiom == .watch && $0.tags.colorScheme == .dark }
    #expect(!watchDark.isEmpty)
    let page = try #require(entries.first { $0.file == "segmented-picker/watch-dark.svg" })
    #expect(page.svg.contains("fill=\"#000000\""))
    #expect(entries.contains { $0.tags.idiom == .mac && $0.tags.colorScheme == .light })
    #expect(entries.contains { $0.tags.idiom == .mac && $0.tags.colorScheme == .dark })
  }
}
