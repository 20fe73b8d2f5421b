import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

@testable import ChoiceKitCommand
@testable import ChoiceKitPreview

@Suite struct CurvedTabBarPagesTests {
  static let snapshotted = [
    "fixed-light", "fixed-dark", "travelling-light", "rtl-fixed", "rtl-travelling-dark", "tabs-2-fixed",
    "tabs-3-travelling", "tabs-5-fixed", "badges", "compact-320", "wide-768", "text-accessibility",
    "bottom-inset-34", "tutorial", "notch-tutorial-vs-smooth", "travelling-transition-filmstrip",
    "mac-sidebar", "watch-pages", "tv-tab-bar", "wide-1024", "compact-height",
  ]

  static func entries() -> [Gallery.Entry] {
    SharedGallery.catalogue.sections.first { $0.anchor == CurvedTabBarDescriptor.id }?.entries ?? []
  }

  @Test(arguments: snapshotted)
  func galleryPageSnapshots(name: String) throws {
    let entry = try #require(Self.entries().first { $0.file == "curved-tab-bar/\(name).svg" })
    assertSnapshot(entry.svg, named: "\(name).svg")
  }

  @Test func theGalleryHasEveryRequiredPage() {
    let files = Set(Self.entries().map(\.file))
    var required = [
      "fixed-light", "fixed-dark", "travelling-light", "travelling-dark", "rtl-fixed", "badges",
      "compact-320", "wide-768", "text-accessibility", "bottom-inset-34", "bottom-inset-0",
      "notch-tutorial-vs-smooth", "mac-sidebar", "watch-pages", "wide-1024", "compact-height",
    ]
    for count in [2, 3, 5] { required += ["tabs-\(count)-fixed", "tabs-\(count)-travelling"] }
    for mode in ["fixed", "travelling"] {
      required += ["\(mode)-transition-animated", "\(mode)-transition-filmstrip"]
    }
    for name in required { #expect(files.contains("curved-tab-bar/\(name).svg"), "\(name)") }
  }

  @Test func captionsNameTheConfiguration() throws {
    let entries = Self.entries()
    let compact = try #require(entries.first { $0.file == "curved-tab-bar/compact-320.svg" })
    #expect(compact.caption.contains("320 pt wide"))
    #expect(compact.caption.contains("titles dropped"))
    let inset = try #require(entries.first { $0.file == "curved-tab-bar/bottom-inset-34.svg" })
    #expect(inset.caption.contains("bottom inset 34 pt"))
    let rtl = try #require(entries.first { $0.file == "curved-tab-bar/rtl-fixed.svg" })
    #expect(rtl.caption.contains("right to left"))
    for entry in entries { #expect(!entry.caption.isEmpty && !entry.title.isEmpty) }
  }

  @Test func captionsSayTheNumbersThePictureIsDrawnFrom() throws {
    #expect(Self.entries().filter { $0.drawn["tabs"] != nil }.count > 30)
    for entry in Self.entries() where !entry.file.contains("/screen-") {
      // The notch sheet draws no tabs.
      guard let tabs = entry.drawn["tabs"] else { continue }
      if entry.caption.hasSuffix(".)") {
        #expect(entry.caption.contains("(\(tabs) tabs, "), "\(entry.file): \(entry.caption)")
      }
      guard let width = entry.drawn["width"], let margin = entry.drawn["margin"] else { continue }
      #expect(entry.caption.contains(" \(width) pt wide"), "\(entry.file): \(entry.caption)")
      // The picture is the bar and its margins: the SVG's own width.
      let svgWidth = try #require(entry.svg.firstMatch(of: /width="([0-9.]+)"/)?.1)
      #expect(Double(svgWidth) == Double(width + 2 * margin), "\(entry.file)")
    }
    // The numbers come from the preview, not from words written beside it.
    let preview = CurvedTabBarPreview(tabs: Array(CurvedTabBarPages.tabs.prefix(3)), selection: 0, width: 500)
    let caption = CurvedTabBarPages.configuration(preview)
    #expect(caption.hasPrefix("(3 tabs, \u{2068}Home\u{2069} selected, fixed notch"))
    #expect(caption.contains(", 500 pt wide, "))
    #expect(preview.galleryCall().drawn == ["tabs": 3, "width": 500, "margin": 16])
  }

  @Test func theWatchPagesAreCaptionedDarkAsTheyAreFiltered() throws {
    let watch = try #require(Self.entries().first { $0.file == "curved-tab-bar/watch-pages.svg" })
    #expect(watch.tags.colorScheme == .dark)
    #expect(watch.caption.hasSuffix(", dark, left to right.)"))
    #expect(!watch.caption.contains("light"))
    // The call sets no scheme: the watch is dark without asking.
    #expect(!watch.call.contains("preferredColorScheme"))
  }

  @Test func theTutorialsBarSaysItsTabsHaveNoTitles() throws {
    let tutorial = try #require(Self.entries().first { $0.file == "curved-tab-bar/tutorial.svg" })
    #expect(!tutorial.caption.contains("  selected") && !tutorial.caption.contains(", selected"))
    #expect(tutorial.caption.contains("no titles, only the symbols \u{2068}house.fill\u{2069}"))
    #expect(tutorial.caption.contains("the \u{2068}house.fill\u{2069} tab selected"))
    #expect(tutorial.call.contains(#".curvedTabItem("", systemImage: "house.fill")"#))
  }

  @Test func theHebrewCaptionsReadInOrder() throws {
    for name in ["rtl-fixed", "rtl-travelling-dark", "travelling-transition-rtl-animated"] {
      let entry = try #require(Self.entries().first { $0.file == "curved-tab-bar/\(name).svg" })
      #expect(
        entry.caption.contains("action “\u{2068}חדש\u{2069}”, 390 pt wide"), "\(name): \(entry.caption)")
      #expect(GalleryCaption.unisolatedRightToLeftRuns(in: entry.caption).isEmpty)
    }
  }

  @Test func theCompactHeightBarIsShorter() throws {
    func height(_ name: String) throws -> Double {
      let svg = try #require(Self.entries().first { $0.file == "curved-tab-bar/\(name).svg" }).svg
      let value = try #require(svg.firstMatch(of: /height="([0-9.]+)"/)?.1)
      return try #require(Double(value))
    }
    // The compact bar (44 pt plus a 21 pt inset) stands lower than the standard 80 pt one.
    #expect(try height("compact-height") < height("fixed-light"))
  }

  @Test func theAnimatedPagesMove() throws {
    for mode in ["fixed", "travelling"] {
      let entry = try #require(
        Self.entries().first { $0.file == "curved-tab-bar/\(mode)-transition-animated.svg" })
      #expect(entry.svg.contains("<animate"))
      #expect(entry.svg.contains("repeatCount=\"indefinite\""))
    }
  }
}
