import ChoiceKitCommand
import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

@testable import ChoiceKitPreview

/// The gallery page: sections with a contents list, filters driven by each picture's `data-`
/// attributes, captions with the code that draws each picture, and nothing fetched from outside.
@Suite struct GalleryIndexHTMLTests {
  static let gallery = SharedGallery.catalogue
  static let html = gallery.indexHTML

  /// The opening tag of the figure showing a file.
  static func figure(_ file: String) -> String? {
    let marker = "<img src=\"\(file)\""
    guard let image = html.range(of: marker),
      let open = html[..<image.lowerBound].range(of: "<figure", options: .backwards)
    else { return nil }
    return html[open.lowerBound..<image.lowerBound].components(separatedBy: ">").first
  }

  static func entry(_ file: String) -> Gallery.Entry? {
    gallery.sections.flatMap(\.entries).first { $0.file == file }
  }

  @Test func thePageCarriesItsStyleAndScriptsFromTheResourceFiles() throws {
    #expect(GalleryPageFiles.missing == [])
    for file in [
      GalleryPageFiles.style, GalleryPageFiles.errorLog, GalleryPageFiles.filters, GalleryPageFiles.check,
    ] {
      let text = try #require(file)
      #expect(text.count > 200)
      #expect(Self.html.contains(text))
    }
    #expect(Self.html.contains("<style>\n:root {"))
    #expect(Self.html.contains("<script>\nwindow.galleryErrors = [];"))
  }

  @Test func everyControlAndTheFoundationsHaveOneSection() {
    #expect(
      Self.gallery.sections.map(\.anchor) == ControlRegistry.controls.map { $0.id } + ["foundations"])
    for section in Self.gallery.sections {
      #expect(Self.html.contains("<section id=\"\(section.anchor)\">\n<h2>\(section.title)</h2>"))
    }
  }

  @Test func contentsLinkEverySectionWithItsPictureCount() throws {
    let start = try #require(Self.html.range(of: "<nav id=\"contents\""))
    let end = try #require(Self.html.range(of: "</nav>", range: start.upperBound..<Self.html.endIndex))
    let contents = Self.html[start.lowerBound..<end.upperBound]
    for section in Self.gallery.sections {
      #expect(contents.contains("<a href=\"#\(section.anchor)\">\(section.title)</a>"))
      #expect(contents.contains("data-count-for=\"\(section.anchor)\">\(section.entries.count) pictures<"))
    }
  }

  @Test func everyEntryHasACallOfItsControl() {
    // Each control's pages show a call of one of its own SwiftUI views (the tab bar's notch
    // comparison shows the core's metrics); the foundations show core calls.
    var calls: [String: [String]] = Dictionary(
      uniqueKeysWithValues: ControlRegistry.controls.map { ($0.id, $0.views.map { "\($0)(" }) })
    calls[CurvedTabBarDescriptor.id, default: []].append("CurvedTabBarMetrics.")
    for section in Self.gallery.sections {
      for entry in section.entries {
        #expect(
          !entry.call.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(entry.file) has no call")
        if let heads = calls[section.anchor] {
          #expect(heads.contains { entry.call.hasPrefix($0) }, "\(entry.file): \(entry.call)")
        }
        #expect(Self.html.contains("<pre><code>\(escape(entry.call))</code></pre>"), "\(entry.file)")
      }
    }
  }

  @Test(arguments: [
    (
      "segmented-picker/dark.svg",
      #"""
      SegmentedPicker("Period", selection: $period) {
        ForEach(["Day", "Week", "Month", "Year"], id: \.self) { Text($0).choiceTag($0) }
      }
        .preferredColorScheme(.dark)
      """#
    ),
    (
      "segmented-picker/style-underline-light.svg",
      #"""
      SegmentedPicker("Period", selection: $period) {
        ForEach(["Day", "Week", "Month", "Year"], id: \.self) { Text($0).choiceTag($0) }
      }
        .segmentedPickerStyle(.underline)
      """#
    ),
    (
      "segmented-picker/rtl.svg",
      #"""
      SegmentedPicker("תקופה", selection: $period) {
        ForEach(["יום", "שבוע", "חודש", "שנה"], id: \.self) { Text($0).choiceTag($0) }
      }
        .environment(\.layoutDirection, .rightToLeft)
      """#
    ),
    (
      "value-picker/spanish-limits-sheet.svg",
      #"""
      ValuePicker("Invitados", selection: $invitados, limits: .init(maximum: 2)) {
        ForEach(["Juan", "Ana", "Eva", "Luz", "Marta", "Inés"], id: \.self) { Text($0).choiceTag($0) }
      }
        .valuePickerStyle(.sheet)
        .valuePickerWording(.spanish)
      """#
    ),
    (
      "value-picker/accessibility-open.svg",
      #"""
      ValuePicker("Name", selection: $name) {
        ForEach(["John", "Jean", "Juan"], id: \.self) { Text($0).choiceTag($0) }
      }
        .dynamicTypeSize(.accessibility3)
      """#
    ),
    (
      "curved-tab-bar/travelling-dark.svg",
      #"""
      CurvedTabView(selection: $tab) {
        Text("Home")
          .curvedTabItem("Home", systemImage: "house.fill")
          .choiceTag(0)
        Text("Search")
          .curvedTabItem("Search", systemImage: "magnifyingglass")
          .choiceTag(1)
        Text("Favourites")
          .curvedTabItem("Favourites", systemImage: "heart.fill")
          .choiceTag(2)
        Text("Profile")
          .curvedTabItem("Profile", systemImage: "person.fill")
          .choiceTag(3)
      }
        .curvedTabAction("New", systemImage: "plus") { isComposing = true }
        .curvedTabBarNotchMode(.travelling)
        .preferredColorScheme(.dark)
      """#
    ),
    (
      "radial/radius-fixed-120.svg",
      #"""
      RadialLayout(arc: .fullCircle, radius: .fixed(120)) {
        Label("Create", systemImage: "plus")
        Label("Search", systemImage: "magnifyingglass")
        Label("Delete", systemImage: "trash")
        Label("Like", systemImage: "heart.fill")
      }
        .frame(width: 360, height: 360)
      """#
    ),
    ("foundation/spring-bouncy.svg", "SpringMotion.bouncy.value(at: time)"),
  ])
  func knownPagesShowTheirExactCall(file: String, call: String) {
    #expect(Self.entry(file)?.call == call)
  }

  @Test(arguments: [
    ("segmented-picker/dark.svg", ["scheme": "dark", "direction": "ltr", "text": "default", "idiom": "ios"]),
    ("segmented-picker/rtl.svg", ["scheme": "light", "direction": "rtl", "text": "default", "idiom": "ios"]),
    (
      "segmented-picker/accessibility-xl.svg",
      ["scheme": "light", "direction": "ltr", "text": "accessibility", "idiom": "ios"]
    ),
    (
      "segmented-picker/watch.svg",
      ["scheme": "light", "direction": "ltr", "text": "default", "idiom": "watchos"]
    ),
    (
      "curved-tab-bar/text-xxxlarge.svg",
      ["scheme": "light", "direction": "ltr", "text": "default", "idiom": "ios"]
    ),
    (
      "curved-tab-bar/mac-sidebar-dark-rtl.svg",
      ["scheme": "dark", "direction": "rtl", "text": "default", "idiom": "macos"]
    ),
    // The watch is always dark.
    (
      "curved-tab-bar/watch-pages.svg",
      ["scheme": "dark", "direction": "ltr", "text": "default", "idiom": "watchos"]
    ),
    (
      "curved-tab-bar/tv-tab-bar.svg",
      ["scheme": "dark", "direction": "ltr", "text": "default", "idiom": "tvos"]
    ),
    // Every control picture names the platform it is drawn for, so a platform filter shows it.
    (
      "radial/leading-half-layout-rtl-dark.svg",
      ["scheme": "dark", "direction": "rtl", "text": "default", "idiom": "ios"]
    ),
    (
      "value-picker/rtl-open.svg", ["scheme": "light", "direction": "rtl", "text": "default", "idiom": "ios"]
    ),
    // Not variants of anything: shown whatever the filters say.
    ("foundation/spring-bouncy.svg", [:]),
    // The phone's bar, the same along every other filter.
    ("curved-tab-bar/notch-tutorial-vs-smooth.svg", ["idiom": "ios"]),
  ])
  func knownPagesCarryTheirFilterValues(file: String, values: [String: String]) throws {
    let tag = try #require(Self.figure(file))
    for dimension in ["scheme", "direction", "text", "idiom"] {
      if let value = values[dimension] {
        #expect(tag.contains(" data-\(dimension)=\"\(value)\""), "\(file): \(tag)")
      } else {
        #expect(!tag.contains(" data-\(dimension)="), "\(file): \(tag)")
      }
    }
  }

  @Test func everyPictureCarriesItsTraitsAndTheCallItsEnvironment() throws {
    for entry in Self.gallery.sections.flatMap(\.entries) {
      let tag = try #require(Self.figure(entry.file))
      for (dimension, value) in entry.tags.filterValues {
        #expect(tag.contains(" data-\(dimension)=\"\(value)\""), "\(entry.file)")
      }
      #expect(
        entry.call.contains(".environment(\\.layoutDirection, .rightToLeft)")
          == (entry.tags.isRightToLeft == true),
        "\(entry.file)")
      if let scale = entry.tags.textScale, scale != .default {
        #expect(entry.call.contains(".dynamicTypeSize(.\(scale.rawValue))"), "\(entry.file)")
      }
      if entry.tags.colorScheme == .dark && entry.tags.idiom != .watch {
        #expect(entry.call.contains(".preferredColorScheme(.dark)"), "\(entry.file)")
      }
    }
  }

  @Test func filtersOfferOnlyValuesSomePictureHas() throws {
    let start = try #require(Self.html.range(of: "<form id=\"filters\""))
    let end = try #require(Self.html.range(of: "</form>", range: start.upperBound..<Self.html.endIndex))
    let form = Self.html[start.lowerBound..<end.upperBound]
    for value in [
      "light", "dark", "ltr", "rtl", "default", "accessibility", "ios", "macos", "watchos", "tvos",
    ] {
      #expect(form.contains("value=\"\(value)\">"), "\(value)")
    }
    // No page is drawn for Vision Pro.
    #expect(!Self.html.contains("value=\"visionos\""))
  }

  @Test func pageShowsEverythingWithoutScript() {
    // The filters are hidden until their script reveals them; no picture starts hidden.
    #expect(Self.html.contains("<form id=\"filters\" class=\"filters\" hidden"))
    #expect(!Self.html.contains("<figure hidden") && !Self.html.contains("<section hidden"))
    let figures = Self.html.components(separatedBy: "<figure ").count - 1
    #expect(figures == Self.gallery.sections.flatMap(\.entries).count)
    #expect(Self.html.contains("<noscript>"))
  }

  @Test func pageFetchesNothingFromOutside() {
    #expect(!Self.html.contains("http://") && !Self.html.contains("https://"))
    #expect(!Self.html.contains("@import") && !Self.html.contains("url("))
    for attribute in ["src", "href"] {
      for value in Self.html.components(separatedBy: " \(attribute)=\"").dropFirst().map({
        $0.prefix { $0 != "\"" }
      }) {
        #expect(!value.hasPrefix("/") && !value.contains(":"), "\(attribute)=\(value) is not relative")
      }
    }
  }

  @Test func animatedPicturesLoopForever() {
    let animated = Self.gallery.sections.flatMap(\.entries).filter { $0.file.hasSuffix("-animated.svg") }
    #expect(animated.count >= 10)
    for entry in animated {
      let animations = entry.svg.components(separatedBy: "<animate").count - 1
      let looping = entry.svg.components(separatedBy: "repeatCount=\"indefinite\"").count - 1
      #expect(animations > 0 && looping == animations, "\(entry.file): \(looping) of \(animations) loop")
    }
  }

  @Test func pictureSizesComeFromTheSVG() throws {
    let tag = try #require(Self.html.range(of: "<img src=\"foundation/spring-bouncy.svg\""))
    #expect(
      Self.html[tag.lowerBound...].hasPrefix(
        "<img src=\"foundation/spring-bouncy.svg\" alt=\"bouncy: curve\" width=\"360\" height=\"220\">"))
  }

  @Test func smallGallerySnapshot() {
    let gallery = Gallery(sections: [
      Gallery.Section(
        title: "One & two", anchor: "one", summary: "A <small> section.",
        entries: [
          Gallery.Entry(
            title: "Dot", caption: "A dot.", file: "one/dot.svg",
            svg: "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10.5\" height=\"20\"/>\n",
            call: "Dot(\"a\")\n  .preferredColorScheme(.dark)",
            tags: Gallery.Tags(
              colorScheme: .dark, isRightToLeft: false, textScale: .accessibility1, idiom: .pad)),
          Gallery.Entry(
            title: "Plain", caption: "No traits.", file: "one/plain.svg", svg: "<svg/>\n", call: "Plain()"),
        ])
    ])
    assertSnapshot(gallery.indexHTML, named: "index-small.html")
  }

  @Test func aPictureWiderThanAColumnTakesTheWholeRow() {
    func entry(width: Int) -> Gallery.Entry {
      Gallery.Entry(
        title: "Strip", caption: "Frames.", file: "one/strip-\(width).svg",
        svg: "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"80\"/>\n", call: "")
    }
    let html = Gallery(sections: [
      Gallery.Section(
        title: "One", anchor: "one", summary: "", entries: [entry(width: 900), entry(width: 380)])
    ]).indexHTML
    #expect(html.contains("<figure id=\"picture-one-strip-900\" class=\"wide\">"))
    #expect(html.contains("<figure id=\"picture-one-strip-380\">"))
    // Either opens at its own size when clicked: the picture is a link to its file.
    #expect(html.contains("<a class=\"picture\" href=\"one/strip-900.svg\"><img src=\"one/strip-900.svg\""))
  }

  private func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
      .replacingOccurrences(of: "'", with: "&apos;")
  }
}
