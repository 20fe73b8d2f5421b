import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

@testable import ChoiceKitCommand
@testable import ChoiceKitPreview

@Suite struct RadialPagesTests {
  static let snapshotted = [
    "full-circle-3", "full-circle-8", "leading-half", "quarter-arc", "start-200-counter-clockwise",
    "full-circle-rtl", "leading-half-layout-rtl-dark", "radius-fixed-200", "tutorial-open", "tutorial-closed",
    "menu-open-dark", "tutorial-vs-corrected", "opening-filmstrip", "opening-reduce-motion-filmstrip",
    "wide-arc-330", "line-up", "line-up-aligned-trailing", "line-trailing-rtl-dark",
    "drag-to-choose-filmstrip",
    "flick-line-filmstrip", "over-content-dark", "destructive-item",
  ]

  static func entries() -> [Gallery.Entry] {
    SharedGallery.catalogue.sections.first { $0.anchor == RadialDescriptor.id }?.entries ?? []
  }

  @Test(arguments: snapshotted)
  func galleryPageSnapshots(name: String) throws {
    let entry = try #require(Self.entries().first { $0.file == "radial/\(name).svg" })
    assertSnapshot(entry.svg, named: "\(name).svg")
  }

  @Test func theGalleryHasEveryRequiredPage() {
    let files = Set(Self.entries().map(\.file))
    var required = (1...8).map { "full-circle-\($0)" }
    required += [
      "leading-half", "trailing-half", "quarter-arc", "start-45", "start-200-counter-clockwise",
      "full-circle-rtl", "trailing-half-rtl", "radius-fitted", "radius-fixed-120", "radius-fixed-200",
      "tutorial-open", "tutorial-closed", "menu-open-dark", "tutorial-closed-dark", "tutorial-vs-corrected",
      "opening-animated", "opening-filmstrip", "opening-reduce-motion-animated",
      "opening-reduce-motion-filmstrip", "wide-arc-330", "wide-arc-350-two", "wide-arc-layout-300", "line-up",
      "line-up-aligned-trailing", "line-trailing-rtl-dark", "drag-to-choose-filmstrip",
      "flick-line-filmstrip", "over-content-light",
      "over-content-dark", "destructive-item", "destructive-item-dark",
    ]
    for name in required { #expect(files.contains("radial/\(name).svg"), "\(name)") }
    #expect(files.count == Self.entries().count, "two pages share a file")
  }

  @Test func captionsNameTheConfiguration() throws {
    let entries = Self.entries()
    let rtl = try #require(entries.first { $0.file == "radial/full-circle-rtl.svg" })
    #expect(rtl.caption.contains("right to left") && rtl.caption.contains("RadialMenu"))
    let fixed = try #require(entries.first { $0.file == "radial/radius-fixed-200.svg" })
    #expect(fixed.caption.contains("radius: .fixed(200)") && fixed.caption.contains("360 pt × 360 pt frame"))
    let custom = try #require(entries.first { $0.file == "radial/start-200-counter-clockwise.svg" })
    #expect(
      custom.caption.contains("RadialArc(startDegrees: 200, sweepDegrees: 140, direction: .counterClockwise)")
    )
    let line = try #require(entries.first { $0.file == "radial/line-up.svg" })
    #expect(line.caption.contains("path: .line(.up)") && line.call.contains("path: .line(.up)"))
    #expect(!line.caption.contains("radius:"))
    let aligned = try #require(entries.first { $0.file == "radial/line-up-aligned-trailing.svg" })
    #expect(
      aligned.caption.contains("path: .line(.up.aligned(.trailing))")
        && aligned.call.contains("path: .line(.up.aligned(.trailing))"))
    let destructive = try #require(entries.first { $0.file == "radial/destructive-item.svg" })
    #expect(destructive.call.contains("role: .destructive") && destructive.svg.contains("#ff3b30"))
    let drag = try #require(entries.first { $0.file == "radial/drag-to-choose-filmstrip.svg" })
    #expect(drag.svg.contains("lifted: Delete chosen") && drag.svg.contains("pointing at Search"))
    let flick = try #require(entries.first { $0.file == "radial/flick-line-filmstrip.svg" })
    #expect(flick.svg.contains("lifted: Search chosen"))
    for entry in entries { #expect(!entry.caption.isEmpty && !entry.title.isEmpty) }
  }

  @Test func captionsSayTheNumbersThePictureIsDrawnFrom() throws {
    for entry in Self.entries() {
      let items = try #require(entry.drawn["items"], "\(entry.file)")
      if entry.caption.contains("(RadialMenu, ") || entry.caption.contains("(RadialLayout in ") {
        #expect(entry.caption.contains(", \(items) item"), "\(entry.file): \(entry.caption)")
      }
      if let width = entry.drawn["frame-width"], let height = entry.drawn["frame-height"],
        entry.caption.contains("(RadialLayout")
      {
        #expect(entry.caption.contains("in a \(width) pt × \(height) pt frame"), "\(entry.file)")
      }
    }
  }

  @Test func theQuarterArcSaysWhatItsPictureDraws() throws {
    let entry = try #require(Self.entries().first { $0.file == "radial/quarter-arc.svg" })
    let preview = RadialPreview(
      items: Array(RadialPages.items.prefix(3)), arc: RadialArc(startDegrees: 270, sweepDegrees: 90))
    // The picture centres the button; the caption says so and does not place it in a corner.
    #expect(preview.center == CGPoint(x: preview.canvasSize.width / 2, y: preview.canvasSize.height / 2))
    #expect(entry.caption.contains("the picture draws the button in the middle of the page"))
    #expect(!entry.caption.contains("A button in the bottom trailing corner fans"))
    // The spread is the arc's own numbers.
    #expect(entry.caption.contains("90° over 3 items, 45° apart"))
    #expect(RadialPages.spread(preview) == "90° over 3 items, 45° apart")
    var four = preview
    four.items = Array(RadialPages.items.prefix(4))
    #expect(RadialPages.spread(four) == "90° over 4 items, 30° apart")
  }

  @Test func theTutorialsTitlesAreIsolated() throws {
    let open = try #require(Self.entries().first { $0.file == "radial/tutorial-open.svg" })
    #expect(open.caption.contains("title reads “\u{2068}Cerrar\u{2069}”"))
    let comparison = try #require(Self.entries().first { $0.file == "radial/tutorial-vs-corrected.svg" })
    #expect(
      comparison.caption.hasPrefix("\u{2068}Crear\u{2069}, \u{2068}Buscar\u{2069}, \u{2068}Borrar\u{2069} in")
    )
    #expect(comparison.call.contains(#"Label("Crear", systemImage: "plus")"#))
  }

  @Test func everyMenuPageIsFreeOfOverlaps() {
    // Only the tutorial's own ContentView may overlap, and its caption then says so.
    for entry in Self.entries() where entry.caption.contains("(RadialMenu") {
      #expect(!entry.caption.contains("Overlapping") && !entry.caption.contains("covering"), "\(entry.file)")
    }
  }

  @Test func everyIconIsARealGlyph() {
    for item in RadialPages.items + RadialPages.hebrew + RadialPreview.tutorialItems {
      #expect(IconSet.contains(item.systemImage), "\(item.systemImage)")
    }
  }

  @Test func theAnimatedPagesMove() throws {
    for name in ["opening", "opening-reduce-motion"] {
      let entry = try #require(Self.entries().first { $0.file == "radial/\(name)-animated.svg" })
      #expect(entry.svg.contains("<animate"))
      #expect(entry.svg.contains("repeatCount=\"indefinite\""))
    }
  }

  @Test func twoCataloguesAreIdentical() {
    #expect(Self.entries() == Self.entries())
  }
}
