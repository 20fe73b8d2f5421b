import ChoiceKitCommand
import ChoiceKitCore
import ChoiceKitPreview
import ChoiceKitTestSupport
import Foundation
import Testing

@Suite struct ValuePickerPagesTests {
  static let snapshotted = [
    "pushed-single-closed", "pushed-single-open", "pushed-optional-open", "pushed-multiple-closed",
    "inline-single",
    "sheet-open", "menu-open", "search-jose", "limits-reached", "rtl-open", "accessibility-closed",
    "spanish-limits-sheet", "long-title-closed", "long-option-open", "accessibility-long-names",
    "accessibility-long-names-closed",
  ]

  static func entries() -> [Gallery.Entry] {
    SharedGallery.catalogue.sections.first { $0.anchor == ValuePickerDescriptor.id }?.entries ?? []
  }

  @Test(arguments: snapshotted)
  func galleryPageSnapshots(name: String) throws {
    let entry = try #require(Self.entries().first { $0.file == "value-picker/\(name).svg" })
    assertSnapshot(entry.svg, named: "\(name).svg")
  }

  @Test func theGalleryHasEveryRequiredPage() {
    let files = Set(Self.entries().map(\.file))
    var required = [
      "inline-single", "inline-multiple", "sheet-closed", "sheet-open", "menu-closed", "menu-open",
      "sections",
      "search-jose", "limits-reached", "disabled-rows", "dark-open", "rtl-closed", "rtl-open",
      "accessibility-closed", "accessibility-open", "accessibility-long-names", "spanish-closed",
      "leading-checkmark",
    ]
    for mode in ["single", "optional", "multiple"] {
      required += ["pushed-\(mode)-closed", "pushed-\(mode)-open"]
    }
    for name in required { #expect(files.contains("value-picker/\(name).svg"), "\(name)") }
    #expect((15...30).contains(files.count))
  }

  @Test func captionsNameTheConfiguration() throws {
    let entries = Self.entries()
    for entry in entries {
      #expect(!entry.title.isEmpty)
      #expect(entry.caption.contains("text size") && entry.caption.contains("style ."))
    }
    let rtl = try #require(entries.first { $0.file == "value-picker/rtl-open.svg" })
    #expect(rtl.caption.contains("right to left") && rtl.caption.contains("open"))
    let search = try #require(entries.first { $0.file == "value-picker/search-jose.svg" })
    #expect(search.caption.contains("query “\u{2068}jose\u{2069}”"))
    let spanish = try #require(entries.first { $0.file == "value-picker/spanish-closed.svg" })
    #expect(spanish.caption.contains("wording “\u{2068}es\u{2069}”"))
  }

  @Test func theLimitsPageShowsTheRefusalTheCoreWords() throws {
    let entry = try #require(Self.entries().first { $0.file == "value-picker/limits-reached.svg" })
    #expect(entry.svg.contains(ValuePickerWording.english.refusal(.maximumReached(3))))
    let spanish = try #require(Self.entries().first { $0.file == "value-picker/spanish-limits-sheet.svg" })
    #expect(spanish.svg.contains(ValuePickerWording.spanish.refusal(.maximumReached(2))))
    #expect(spanish.svg.contains(">Listo<"))
  }

  @Test func theLongPagesTruncateTheirTextsAndDrawNoTextOnText() throws {
    for name in ["long-title-closed", "long-option-open"] {
      let entry = try #require(Self.entries().first { $0.file == "value-picker/\(name).svg" })
      #expect(entry.svg.contains("…</text>"), "\(name)")
    }
    for preview in [ValuePickerPages.longTitle, ValuePickerPages.longOption] {
      #expect(preview.displayList().textAudit(measuredBy: preview.measurer).isEmpty)
    }
    #expect(ValuePickerPages.longTitle.rowSummary.hasSuffix("…"))
  }

  @Test func theNarrowPageShortensTheSummaryToItsRoom() throws {
    let entry = try #require(Self.entries().first { $0.file == "value-picker/narrow-summary.svg" })
    let guests = ["Juan", "Ana", "Eva", "Luz", "Marta", "Inés"]
    let preview = ValuePickerPreview(
      title: "Guests", options: guests.map { .init($0) }, value: .multiple(Set(0..<6), .none), width: 320)
    #expect(preview.rowSummary != ValuePickerSummary().text(for: guests))
    #expect(entry.caption.contains("“\u{2068}\(preview.rowSummary)\u{2069}”"))
    #expect(entry.svg.contains(">\(preview.rowSummary)<"))
  }
}
