import ChoiceKitCommand
import ChoiceKitPreview
import ChoiceKitTestSupport
import Foundation
import Testing

/// The code under every control picture is whole Swift: the committed
/// `Tests/ChoiceKitTests/Gallery/GalleryCalls.swift`, which compiles every call against the
/// SwiftUI layer, is the catalogue's, and no call leaves a part out.
@Suite struct GalleryCallsTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func controlEntries() -> [Gallery.Entry] {
    let gallery = SharedGallery.catalogue
    return gallery.sections.filter { gallery.controls.contains($0.anchor) }.flatMap(\.entries)
  }

  @Test func theCommittedCallsAreTheCataloguesCalls() throws {
    let url = Self.packageRoot.appendingPathComponent(Gallery.callsSourcePath)
    let generated = SharedGallery.catalogue.callsSource
    if SnapshotFile.isRecording {
      try generated.write(to: url, atomically: true, encoding: .utf8)
      Issue.record("Wrote \(url.path). Run again without CHOICEKIT_RECORD_SNAPSHOTS to compare.")
      return
    }
    let committed = try String(contentsOf: url, encoding: .utf8)
    let first = zip(committed.split(separator: "\n"), generated.split(separator: "\n")).enumerated()
      .first { $0.element.0 != $0.element.1 }
    #expect(
      committed == generated,
      """
      \(Gallery.callsSourcePath) is not the catalogue's (first difference at line \((first?.offset ?? 0) + 1)); \
      regenerate it with CHOICEKIT_RECORD_SNAPSHOTS=1 swift test --skip-build --filter GalleryCallsTests
      """)
  }

  @Test func everyControlPictureHasWholeCode() {
    let entries = Self.controlEntries()
    #expect(entries.count > 100)
    for entry in entries {
      #expect(!entry.call.isEmpty, "\(entry.file) has no call")
      // A placeholder would be compiled as it is, and `…` is no Swift.
      #expect(!entry.call.contains("…"), "\(entry.file): \(entry.call)")
      // Every binding the call names is declared.
      for match in entry.call.matches(of: /\$([A-Za-z][A-Za-z0-9]*)/) {
        let name = String(match.1)
        #expect(
          entry.state.contains { $0.contains("var \(name) ") || $0.contains("var \(name):") },
          "\(entry.file) binds $\(name) but declares \(entry.state)")
      }
    }
  }

  @Test func eachCallIsAViewOrCoreCode() throws {
    let source = SharedGallery.catalogue.callsSource
    #expect(source.hasPrefix("// swift-format-ignore-file\n"))
    #expect(source.contains("#if canImport(SwiftUI)\n"))
    #expect(source.hasSuffix("#endif\n"))
    let tabBar = try #require(Self.controlEntries().first { $0.file == "curved-tab-bar/fixed-light.svg" })
    #expect(tabBar.callIsView)
    #expect(
      source.contains("  struct GalleryCurvedTabBarFixedLight: View {\n    @State private var tab = 0\n"))
    let notch = try #require(
      Self.controlEntries().first { $0.file == "curved-tab-bar/notch-tutorial-vs-smooth.svg" })
    #expect(!notch.callIsView)
    #expect(source.contains("    _ = CurvedTabBarMetrics.tutorial.notch  // above\n"))
    // Type names are unique, or the file would not compile.
    let names = Self.controlEntries().map { Gallery.callTypeName($0.file) }
    #expect(Set(names).count == names.count)
  }

  /// The menu style exists from tvOS 17 and not on watchOS: a view using it carries those marks,
  /// or the file would not compile for those platforms; a view that does not use it carries none.
  @Test func viewsUsingAPlatformLimitedStyleCarryItsAvailability() throws {
    let source = SharedGallery.catalogue.callsSource
    let marks = "  @available(tvOS 17.0, *)\n  @available(watchOS, unavailable)\n"
    let menu = try #require(Self.controlEntries().first { $0.call.contains(".valuePickerStyle(.menu)") })
    #expect(source.contains(marks + "  struct \(Gallery.callTypeName(menu.file)): View {\n"))
    let sheet = try #require(Self.controlEntries().first { $0.call.contains(".valuePickerStyle(.sheet)") })
    #expect(source.contains("\n  struct \(Gallery.callTypeName(sheet.file)): View {\n"))
    #expect(!source.contains(marks + "  struct \(Gallery.callTypeName(sheet.file)): View {\n"))
  }

  /// A segmented picture's view starts its selection at the segment the picture shows, so
  /// pasting its code shows the picture; a picture with nothing chosen binds an optional `nil`.
  @Test func segmentedViewsStartAtTheirPicturesSelection() {
    let source = SharedGallery.catalogue.callsSource
    let starts = [
      ("segmented-picker/selection-1.svg", #"@State private var period = "Day""#),
      ("segmented-picker/selection-3.svg", #"@State private var period = "Month""#),
      ("segmented-picker/optional-none.svg", "@State private var period: String? = nil"),
      ("segmented-picker/transition-filmstrip.svg", #"@State private var period = "Day""#),
    ]
    for (file, state) in starts {
      #expect(source.contains("  struct \(Gallery.callTypeName(file)): View {\n    \(state)\n\n"), "\(file)")
    }
  }
}
