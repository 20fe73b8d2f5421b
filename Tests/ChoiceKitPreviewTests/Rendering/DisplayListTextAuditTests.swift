import ChoiceKitCore
import ChoiceKitPreview
import Foundation
import Testing

/// Where the text audit puts each line of text and icon, and what it reports.
@Suite struct DisplayListTextAuditTests {
  static let measurer = FontMetricsTextMeasurer.dejaVuSans
  static let style = ChoiceTypography(size: 10)

  static func run(
    _ text: String, x: CGFloat, y: CGFloat = 20, anchor: TextRun.Anchor = .start, rtl: Bool = false
  )
    -> DisplayItem
  {
    .text(
      TextRun(
        text, origin: CGPoint(x: x, y: y), style: style, color: .black, anchor: anchor, isRightToLeft: rtl))
  }

  static func list(_ items: [DisplayItem], width: CGFloat = 200) -> DisplayList {
    DisplayList(size: CGSize(width: width, height: 40), items: items)
  }

  static func box(_ item: DisplayItem) -> CGRect {
    list([item]).placedMarks(measuredBy: measurer)[0].box
  }

  @Test func aRunsBoxIsItsMeasuredAdvanceByItsFontsAscentAndDescent() {
    let metrics = Self.measurer.measure("Office", style: Self.style)
    let box = Self.box(Self.run("Office", x: 10))
    #expect(
      box
        == CGRect(
          x: 10, y: 20 - metrics.ascent, width: metrics.width, height: metrics.ascent + metrics.descent))
  }

  @Test func anchorsAndDirectionPlaceTheBoxAsSVGDrawsIt() {
    let width = Self.measurer.width(of: "Día", style: Self.style)
    #expect(Self.box(Self.run("Día", x: 100, anchor: .middle)).minX == 100 - width / 2)
    #expect(Self.box(Self.run("Día", x: 100, anchor: .end)).maxX == 100)
    // Right to left, the start is the right end and the end the left.
    #expect(Self.box(Self.run("Día", x: 100, rtl: true)).maxX == 100)
    #expect(Self.box(Self.run("Día", x: 100, anchor: .end, rtl: true)).minX == 100)
  }

  @Test func groupsMoveAndClipTheBox() {
    let moved = DisplayGroup([Self.run("Semana", x: 0)], transform: AffineTransform2D(translationX: 30, y: 5))
    let marks = Self.list([.group(moved)]).placedMarks(measuredBy: Self.measurer)
    #expect(marks[0].box.minX == 30)
    #expect(marks[0].box.maxY == Self.box(Self.run("Semana", x: 0)).maxY + 5)

    let clipped = DisplayGroup(
      [Self.run("Semana", x: 0)], transform: AffineTransform2D(translationX: 30, y: 0),
      clip: .rect(CGRect(x: 0, y: 0, width: 10, height: 40)))
    let clippedMark = Self.list([.group(clipped)]).placedMarks(measuredBy: Self.measurer)[0]
    #expect(clippedMark.visibleBox?.minX == 30)
    #expect(clippedMark.visibleBox?.width == 10)

    let hidden = DisplayGroup(
      [Self.run("Semana", x: 0)], clip: .rect(CGRect(x: 100, y: 0, width: 10, height: 40)))
    #expect(Self.list([.group(hidden)]).placedMarks(measuredBy: Self.measurer)[0].visibleBox == nil)
  }

  @Test func invisibleMarksAreLeftOut() {
    let faded = DisplayGroup([Self.run("Mes", x: 0)], opacity: 0)
    let clear = DisplayItem.text(
      TextRun("Año", origin: CGPoint(x: 0, y: 20), style: Self.style, color: .clear))
    #expect(
      Self.list([.group(faded), clear, Self.run("", x: 0)]).placedMarks(measuredBy: Self.measurer).isEmpty)
  }

  @Test func overlappingRunsAreReportedAndSeparateOnesAreNot() {
    let apart = Self.list([Self.run("Día", x: 10), Self.run("Semana", x: 100)])
    #expect(apart.textAudit(measuredBy: Self.measurer).isEmpty)

    let piled = Self.list([Self.run("Día", x: 10), Self.run("Semana", x: 20)])
    let problems = piled.textAudit(measuredBy: Self.measurer)
    #expect(problems.count == 1)
    #expect(problems.first?.description.contains("text “Día”") == true)
    #expect(problems.first?.description.contains("overlaps text “Semana”") == true)
  }

  @Test func textOverAnIconIsReportedWhicheverIsDrawnFirst() {
    let icon = DisplayItem.icon(
      name: "checkmark", frame: CGRect(x: 12, y: 10, width: 12, height: 12), color: .black)
    for items in [[icon, Self.run("Favourites", x: 0)], [Self.run("Favourites", x: 0), icon]] {
      #expect(Self.list(items).textAudit(measuredBy: Self.measurer).count == 1)
    }
    // Two icons on each other are not a text problem.
    #expect(Self.list([icon, icon]).textAudit(measuredBy: Self.measurer).isEmpty)
  }

  @Test func textPastTheCanvasOrItsContainerIsReported() {
    let long = Self.list([Self.run("Preferred language", x: 10)], width: 40)
    #expect(
      long.textAudit(measuredBy: Self.measurer).map(\.description).allSatisfy {
        $0.hasSuffix("outside the canvas")
      })
    #expect(long.textAudit(measuredBy: Self.measurer).count == 1)

    let fits = Self.list([Self.run("Día", x: 10)])
    let tight = fits.textAudit(measuredBy: Self.measurer) { _ in CGRect(x: 0, y: 0, width: 15, height: 40) }
    #expect(tight.count == 1)
    #expect(tight.first?.description.contains("outside its container") == true)
    #expect(
      fits.textAudit(measuredBy: Self.measurer) { _ in CGRect(x: 0, y: 0, width: 100, height: 40) }.isEmpty)

    // Text clipped to the canvas shows only its visible part, which is inside.
    let clipped = Self.list(
      [
        .group(
          DisplayGroup(
            [Self.run("Preferred language", x: 10)], clip: .rect(CGRect(x: 0, y: 0, width: 40, height: 40))))
      ], width: 40)
    #expect(clipped.textAudit(measuredBy: Self.measurer).isEmpty)
  }

  @Test func aBoxInsideAContainerWhoseEdgesDoNotAddUpIsInside() {
    // `CGRect.contains(_:)` compares with a recomputed union: with an origin of 15.5, a height
    // such as 60.635… comes back an ulp off, and the container would hold nothing.
    let list = Self.list([Self.run("Día", x: 20, y: 30)], width: 400)
    var outside: [CGFloat] = []
    for height in stride(from: 60.0, to: 61.0, by: 0.001) {
      let container = CGRect(x: 15.5, y: 15.5, width: 200.3, height: height)
      if !list.textAudit(measuredBy: Self.measurer, container: { _ in container }).isEmpty {
        outside.append(height)
      }
    }
    #expect(outside.isEmpty)
  }
}
