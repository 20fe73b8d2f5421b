import ChoiceKitCore
import Foundation
import Testing

@testable import ChoiceKitCommand
@testable import ChoiceKitPreview

/// What every `render` command line shares: the common options, motion, help, and the errors
/// of a missing or unknown control and of the options every control takes.
@Suite struct RenderCommandParsingTests {
  @Test func readsEveryCommonOption() throws {
    let parsed = try request(
      CurvedTabBarRenderOptions.self,
      [
        "curved-tab-bar", "--labels", "One, Two,Three", "--selection", "3", "--appearance", "DARK",
        "--direction=rtl",
        "--text-size", "accessibility2", "--idiom", "watchos", "--width", "320.5", "--action", "none",
        "--notch", "travelling", "--output", "t.svg",
      ])
    #expect(parsed.content.labels == ["One", "Two", "Three"])
    // Custom labels take the default symbols in turn.
    #expect(parsed.content.icons == Array(CurvedTabBarPreview.tutorialTabs.map(\.systemImage).prefix(3)))
    #expect(parsed.selection == 2)
    #expect(parsed.traits.appearance == .dark)
    #expect(parsed.traits.isRightToLeft)
    #expect(parsed.traits.textScale == .accessibility2)
    #expect(parsed.traits.idiom == .watch)
    #expect(parsed.width == 320.5)
    #expect(parsed.action == nil)
    #expect(parsed.notch == .travelling)
  }

  @Test func readsMotion() throws {
    let filmstrip = try request(
      SegmentedPickerRenderOptions.self,
      [
        "segmented-picker", "--transition", "filmstrip", "--from", "2", "-o", "f.svg",
      ])
    #expect(filmstrip.motion == .filmstrip(frames: 6))
    #expect(filmstrip.from == 1)
    let frames = try request(
      RadialRenderOptions.self, ["radial", "--transition", "filmstrip", "--frames", "3", "-o", "f.svg"])
    #expect(frames.motion == .filmstrip(frames: 3))
    #expect(
      try request(
        CurvedTabBarRenderOptions.self, ["curved-tab-bar", "--transition", "animated", "-o", "a.svg"]
      )
      .motion == .animated)
  }

  @Test(arguments: [
    ["render", "--help"], ["render", "-h"], ["render", "curved-tab-bar", "--help"],
    ["render", "value-picker", "--mode", "multiple", "-h"],
  ])
  func helpIsTheRenderHelp(words: [String]) throws {
    let expected: HelpCommand = words.count == 2 ? .render : .control(words[1])
    #expect(try ChoiceKitCommand.parse(words) == .help(expected))
  }

  @Test(arguments: [
    ([], "missing control for 'render': one of segmented-picker, curved-tab-bar"),
    (["dial"], "unknown control 'dial' for 'render'"),
    (["--output", "a.svg"], "a control before option '--output' for 'render'"),
    (["segmented-picker"], "missing '--output FILE.svg' for 'render segmented-picker'"),
    (["segmented-picker", "--output"], "option '--output' needs a value"),
    (["segmented-picker", "--output", "picture.png"], "option '--output' takes a file name ending in .svg"),
    (
      ["segmented-picker", "--colour", "red", "-o", "a.svg"],
      "unknown option '--colour' for 'render segmented-picker'"
    ),
    (["segmented-picker", "--selection", "-o", "a.svg"], "option '--selection' needs a value"),
    (
      ["segmented-picker", "--selection", "5", "-o", "a.svg"],
      "option '--selection' takes a position from 1 to 4 or none, not '5'"
    ),
    (
      ["segmented-picker", "--selection", "0", "-o", "a.svg"],
      "option '--selection' takes a position from 1 to 4"
    ),
    (
      ["segmented-picker", "--selection", "1,2", "-o", "a.svg"],
      "option '--selection' takes a position from 1 to 4"
    ),
    (
      ["segmented-picker", "--appearance", "dim", "-o", "a.svg"],
      "option '--appearance' takes light or dark, not 'dim'"
    ),
    (
      ["segmented-picker", "--direction", "up", "-o", "a.svg"],
      "option '--direction' takes ltr or rtl, not 'up'"
    ),
    (["segmented-picker", "--text-size", "huge", "-o", "a.svg"], "option '--text-size' takes xSmall, small"),
    (
      ["segmented-picker", "--idiom", "tvos", "-o", "a.svg"],
      "option '--idiom' takes ios, macos or watchos, not 'tvos'"
    ),
    (["segmented-picker", "--width", "-3", "-o", "a.svg"], "option '--width' takes a number of points"),
    (["segmented-picker", "--width", "nan", "-o", "a.svg"], "option '--width' takes a number of points"),
    (["segmented-picker", "--from", "2", "-o", "a.svg"], "option '--from' needs '--transition'"),
    (
      ["segmented-picker", "--transition", "animated", "--frames", "4", "-o", "a.svg"],
      "option '--frames' needs '--transition filmstrip'"
    ),
    (
      ["segmented-picker", "--transition", "filmstrip", "--frames", "0", "-o", "a.svg"],
      "option '--frames' takes a whole number from 1 to 60"
    ),
    (
      ["segmented-picker", "--transition", "slide", "-o", "a.svg"],
      "option '--transition' takes animated or filmstrip"
    ),
  ])
  func refusesBadCommandLines(words: [String], message: String) {
    expectUsageError(words, message)
  }
}
