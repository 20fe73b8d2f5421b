import ChoiceKitCore
import ChoiceKitPreview
import ChoiceKitTestSupport
import Foundation
import Testing

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
