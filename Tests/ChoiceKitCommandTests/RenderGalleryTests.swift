import Testing

@testable import ChoiceKitCommand
@testable import ChoiceKitPreview

/// A command line and the gallery picture it must reproduce byte for byte: the command draws
/// with the gallery's own preview code, so any difference is an option lost on the way.
struct GalleryMatch: Sendable, CustomTestStringConvertible {
  var words: [String]
  var file: String
  var testDescription: String { file }
}

@Suite struct RenderGalleryTests {
  static let english = ["--labels", "Create,Search,Delete,Like,Home", "--icons"]
  static let englishIcons = "plus,magnifyingglass,trash,heart.fill,house.fill"

  static let matches: [GalleryMatch] = [
    .init(
      words: ["segmented-picker", "--selection", "2", "--appearance", "dark"],
      file: "segmented-picker/dark.svg"),
    .init(
      words: ["segmented-picker", "--labels", "יום,שבוע,חודש,שנה", "--selection", "2", "--direction", "rtl"],
      file: "segmented-picker/rtl.svg"),
    .init(
      words: ["segmented-picker", "--selection", "4", "--text-size", "accessibility3", "--width", "358"],
      file: "segmented-picker/accessibility-xl.svg"),
    .init(
      words: [
        "segmented-picker", "--labels", "All,Unread,Flagged", "--selection", "2", "--sizing", "fit-content",
        "--width", "358",
      ],
      file: "segmented-picker/fit-content.svg"),
    .init(
      words: ["segmented-picker", "--selection", "3", "--style", "underline", "--appearance", "dark"],
      file: "segmented-picker/style-underline-dark.svg"),
    .init(
      words: ["segmented-picker", "--selection", "1", "--disabled", "3"],
      file: "segmented-picker/disabled.svg"),
    .init(words: ["segmented-picker", "--selection", "none"], file: "segmented-picker/optional-none.svg"),
    .init(
      words: ["segmented-picker", "--selection", "4", "--transition", "animated"],
      file: "segmented-picker/transition-animated.svg"),
    .init(
      words: ["segmented-picker", "--selection", "4", "--transition", "filmstrip", "--from", "1"],
      file: "segmented-picker/transition-filmstrip.svg"),
    .init(
      words: ["curved-tab-bar", "--selection", "3", "--appearance", "dark"],
      file: "curved-tab-bar/fixed-dark.svg"),
    .init(
      words: ["curved-tab-bar", "--selection", "2", "--notch", "travelling"],
      file: "curved-tab-bar/travelling-light.svg"),
    .init(
      words: [
        "curved-tab-bar", "--labels", "בית,חיפוש,מועדפים,פרופיל", "--selection", "2", "--action", "חדש",
        "--notch", "travelling", "--appearance", "dark", "--direction", "rtl",
      ],
      file: "curved-tab-bar/rtl-travelling-dark.svg"),
    .init(
      words: ["curved-tab-bar", "--action", "New post", "--appearance", "dark", "--idiom", "tvos"],
      file: "curved-tab-bar/tv-tab-bar.svg"),
    .init(
      words: [
        "curved-tab-bar", "--labels", "בית,חיפוש,מועדפים,פרופיל", "--selection", "3", "--action", "פוסט חדש",
        "--appearance", "dark", "--direction", "rtl", "--idiom", "macos",
      ],
      file: "curved-tab-bar/mac-sidebar-dark-rtl.svg"),
    .init(
      words: ["curved-tab-bar", "--selection", "4", "--transition", "filmstrip"],
      file: "curved-tab-bar/fixed-transition-filmstrip.svg"),
    .init(
      words: ["curved-tab-bar", "--selection", "3", "--notch", "travelling", "--transition", "animated"],
      file: "curved-tab-bar/travelling-transition-animated.svg"),
    .init(
      words: ["radial", "--labels", "Create,Search,Delete", "--icons", "plus,magnifyingglass,trash"],
      file: "radial/full-circle-3.svg"),
    .init(
      words: ["radial"] + english + [englishIcons, "--arc", "200,-140"],
      file: "radial/start-200-counter-clockwise.svg"),
    .init(
      words: [
        "radial", "--labels", "Create,Search,Delete,Like", "--icons",
        "plus,magnifyingglass,trash,heart.fill", "--radius", "120", "--frame", "360x360",
      ],
      file: "radial/radius-fixed-120.svg"),
    .init(
      words: ["radial"] + english + [englishIcons, "--transition", "animated"],
      file: "radial/opening-animated.svg"),
    .init(
      words: ["radial"] + english + [englishIcons, "--transition", "filmstrip", "--reduce-motion"],
      file: "radial/opening-reduce-motion-filmstrip.svg"),
    .init(words: ["value-picker", "--selection", "3"], file: "value-picker/pushed-single-closed.svg"),
    .init(
      words: ["value-picker", "--selection", "3", "--state", "open"],
      file: "value-picker/pushed-single-open.svg"),
    .init(
      words: ["value-picker", "--mode", "optional", "--state", "open"],
      file: "value-picker/pushed-optional-open.svg"),
    .init(
      words: ["value-picker", "--selection", "3", "--state", "open", "--appearance", "dark"],
      file: "value-picker/dark-open.svg"),
    .init(
      words: ["value-picker", "--selection", "2", "--style", "menu", "--state", "open"],
      file: "value-picker/menu-open.svg"),
    .init(
      words: [
        "value-picker", "--mode", "optional", "--selection", "2", "--style", "sheet", "--state", "open",
      ],
      file: "value-picker/sheet-open.svg"),
    .init(
      words: [
        "value-picker", "--title", "Guests", "--labels", "Juan,Ana,Eva,Luz,Marta,Inés", "--mode", "multiple",
        "--selection", "1,4", "--state", "open", "--checkmark", "leading",
      ],
      file: "value-picker/leading-checkmark.svg"),
    .init(
      words: [
        "value-picker", "--title", "Guests", "--labels", "Juan,Ana,Eva,Luz,Marta,Inés", "--mode", "multiple",
        "--selection", "1,2,3,4,5,6", "--width", "320",
      ],
      file: "value-picker/narrow-summary.svg"),
    .init(
      words: ["value-picker", "--selection", "3", "--state", "open", "--text-size", "accessibility3"],
      file: "value-picker/accessibility-open.svg"),
  ]

  @Test(arguments: matches)
  func drawsWhatTheGalleryDraws(match: GalleryMatch) throws {
    let expected = try #require(RenderRun.galleryPictures[match.file], "no gallery picture \(match.file)")
    let run = try RenderRun.render(match.words)
    #expect(run.code == 0, "\(run.errors)")
    #expect(run.errors.isEmpty)
    #expect(run.output.hasPrefix("Wrote "))
    #expect(run.svg == expected)
  }
}
