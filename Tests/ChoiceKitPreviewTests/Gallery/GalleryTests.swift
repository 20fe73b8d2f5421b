import ChoiceKitCommand
import ChoiceKitPreview
import ChoiceKitTestSupport
import Foundation
import Testing

@Suite struct GalleryTests {
  @Test func catalogueIsDeterministic() {
    // A second build, compared with the one every other test shares.
    let first = Gallery.catalogue().files
    let second = SharedGallery.files
    #expect(first.map(\.path) == second.map(\.path))
    #expect(first.map(\.contents) == second.map(\.contents))
  }

  @Test func everyEntryIsLinkedOnceAndIsAnSVG() {
    let gallery = SharedGallery.catalogue
    let entries = gallery.sections.flatMap(\.entries)
    #expect(!entries.isEmpty)
    #expect(Set(entries.map(\.file)).count == entries.count)
    for entry in entries {
      #expect(entry.svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
      #expect(gallery.indexHTML.contains("src=\"\(entry.file)\""))
    }
    #expect(Set(gallery.sections.map(\.anchor)).count == gallery.sections.count)
  }

  @Test func foundationPagesShowEveryPresetAndTheSheets() {
    let files = Set(SharedGallery.files.map(\.path))
    for preset in ["default", "interactive", "smooth", "snappy", "bouncy"] {
      #expect(files.contains("foundation/spring-\(preset).svg"))
      #expect(files.contains("foundation/spring-\(preset)-animated.svg"))
      #expect(files.contains("foundation/spring-\(preset)-filmstrip.svg"))
    }
    for sheet in ["paths-shapes", "paths-notch", "icons", "text-measurement"] {
      #expect(files.contains("foundation/\(sheet).svg"))
    }
    #expect(files.contains("index.html"))
  }

  @Test(arguments: ["foundation/spring-bouncy.svg", "foundation/paths-notch.svg", "foundation/icons.svg"])
  func pageSnapshots(file: String) {
    let entry = SharedGallery.entries.first { $0.file == file }
    #expect(entry != nil)
    assertSnapshot(entry?.svg ?? "", named: file.replacingOccurrences(of: "foundation/", with: ""))
  }
}
