import ChoiceKitCore
import Foundation
import Testing

@testable import ChoiceKitCommand
@testable import ChoiceKitPreview

/// Captions set the user's text apart from the sentence around it, so a right-to-left title
/// does not scramble the words and numbers beside it, and say the environment from the same
/// traits the page's filters read.
@Suite struct GalleryCaptionTests {
  static let isolate = "\u{2068}"
  static let pop = "\u{2069}"

  @Test func isolatingAndQuotingSetTextApart() {
    #expect(GalleryCaption.isolated("חדש") == "\u{2068}חדש\u{2069}")
    #expect(GalleryCaption.isolated("") == "")
    #expect(GalleryCaption.quoted("New") == "“\u{2068}New\u{2069}”")
  }

  @Test func bareRightToLeftRunsAreFound() {
    // The reported caption: the Hebrew action's title took the comma and the width with it.
    #expect(GalleryCaption.unisolatedRightToLeftRuns(in: "action “חדש”, 390 pt wide") == ["חדש"])
    #expect(
      GalleryCaption.unisolatedRightToLeftRuns(in: "(פוסט חדש selected, مرحبا.)") == ["פוסט חדש", "مرحبا"])
    #expect(GalleryCaption.unisolatedRightToLeftRuns(in: "action " + GalleryCaption.quoted("חדש")).isEmpty)
    #expect(GalleryCaption.unisolatedRightToLeftRuns(in: "Plain English, 390 pt.").isEmpty)
  }

  @Test func thePageWriterIsolatesWhatABuilderLeftBare() {
    let bare = "action “פוסט חדש”, 390 pt wide, בית selected"
    let isolated = GalleryCaption.isolatingRightToLeftRuns(bare)
    #expect(isolated == "action “\u{2068}פוסט חדש\u{2069}”, 390 pt wide, \u{2068}בית\u{2069} selected")
    #expect(GalleryCaption.unisolatedRightToLeftRuns(in: isolated).isEmpty)
    // Applying it again, or to a caption that isolates its text already, changes nothing.
    #expect(GalleryCaption.isolatingRightToLeftRuns(isolated) == isolated)
    let built = "(" + GalleryCaption.isolated("בית") + " selected.)"
    #expect(GalleryCaption.isolatingRightToLeftRuns(built) == built)
  }

  @Test func everyCaptionOnThePageIsolatesItsRightToLeftText() throws {
    let page = SharedGallery.catalogue.indexHTML
    let captions = page.matches(of: /<figcaption>.*?<p>(.*?)<\/p>/.dotMatchesNewlines()).map { String($0.1) }
    #expect(captions.count == SharedGallery.entries.count)
    for caption in captions {
      #expect(GalleryCaption.unisolatedRightToLeftRuns(in: caption).isEmpty, "\(caption)")
    }
    // The reported cards read in order: the action's Hebrew title isolated before the width.
    #expect(page.contains("action “\(Self.isolate)חדש\(Self.pop)”, 390 pt wide"))
  }

  @Test func theControlsOwnCaptionsIsolateTheirUserText() {
    // The tab bar's and the radial menu's builders isolate every title they name, Hebrew or not.
    let anchors = [CurvedTabBarDescriptor.id, RadialDescriptor.id, FoundationPages.anchor]
    let entries = SharedGallery.catalogue.sections.filter { anchors.contains($0.anchor) }.flatMap(\.entries)
    #expect(entries.count > 50)
    for entry in entries {
      #expect(GalleryCaption.unisolatedRightToLeftRuns(in: entry.caption).isEmpty, "\(entry.file)")
    }
    for tab in CurvedTabBarPages.hebrew + CurvedTabBarPages.tabs {
      #expect(entries.contains { $0.caption.contains("\(Self.isolate)\(tab.title)\(Self.pop) selected") })
      for entry in entries {
        #expect(!entry.caption.contains(" \(tab.title) selected"), "\(entry.file)")
      }
    }
  }

  @Test func everyControlPictureNamesItsPlatform() {
    let gallery = SharedGallery.catalogue
    for section in gallery.sections where gallery.controls.contains(section.anchor) {
      for entry in section.entries {
        #expect(entry.tags.idiom != nil, "\(entry.file) names no platform: a platform filter would hide it")
      }
    }
  }

  @Test func theEnvironmentWordsAreTheFiltersValues() {
    #expect(GalleryCaption.environment(Gallery.Tags()) == [])
    #expect(
      GalleryCaption.environment(Gallery.Tags(colorScheme: .dark, isRightToLeft: true))
        == ["dark", "right to left"])
    // Every control caption that names a colour scheme names the one its picture is filtered by.
    let gallery = SharedGallery.catalogue
    for section in gallery.sections where gallery.controls.contains(section.anchor) {
      for entry in section.entries {
        guard let scheme = entry.tags.colorScheme, entry.caption.hasSuffix(".)") else { continue }
        let other = scheme == .dark ? "light" : "dark"
        #expect(!entry.caption.contains(", \(other),"), "\(entry.file): \(entry.caption)")
      }
    }
  }
}
