import ChoiceKitCore
import Foundation
import Testing

@testable import ChoiceKitCommand
@testable import ChoiceKitPreview

@Suite struct RenderCommandParsingTests {
  /// The control's options a render command line parses to, or a recorded issue.
  func request<Options: ControlRenderOptions>(_ type: Options.Type, _ words: [String]) throws -> Options {
    let invocation = try ChoiceKitCommand.parse(["render"] + words)
    guard case .render(let command) = invocation, let options = command.options as? Options else {
      Issue.record("expected \(Options.self) for \(words), got \(invocation)")
      throw ChoiceKitCommand.UsageError(message: "not a render command")
    }
    return options
  }

  @Test func defaultsAreTheControlsOwn() throws {
    let picker = try request(SegmentedPickerRenderOptions.self, ["segmented-picker", "--output", "a.svg"])
    #expect(picker.content.labels == ["Day", "Week", "Month", "Year"])
    #expect(picker.selection == 0)
    #expect(picker.motion == .still)
    let menu = try request(RadialRenderOptions.self, ["radial", "-o", "m.svg"])
    #expect(menu.isOpen)
    // Without a frame the picture is the menu, which has none.
    #expect(menu.frame == nil)
    #expect(menu.content.icons == RadialPreview.tutorialItems.map(\.systemImage))
    let list = try request(
      ValuePickerRenderOptions.self, ["value-picker", "-o", "v.svg", "--mode", "optional"])
    #expect(!list.isOpen)
    #expect(list.selection.isEmpty)
  }

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

  @Test func readsRadialOptions() throws {
    let parsed = try request(
      RadialRenderOptions.self,
      [
        "radial", "--arc", "90,-120", "--radius", "80", "--anchor", "leading", "--frame", "200x150",
        "--state", "closed", "--no-guides", "--disabled", "2", "-o", "r.svg",
      ])
    #expect(parsed.arc == RadialArc(startDegrees: 90, sweepDegrees: 120, direction: .counterClockwise))
    #expect(parsed.radius == .fixed(80))
    #expect(parsed.anchor == .leading)
    #expect(parsed.frame == CGSize(width: 200, height: 150))
    #expect(!parsed.isOpen)
    #expect(!parsed.showsGuides)
    #expect(parsed.content.disabled == [1])
    #expect(
      try request(RadialRenderOptions.self, ["radial", "--arc", "leading-half", "-o", "r.svg"]).arc
        == .leadingHalf)
    let layout = try request(RadialRenderOptions.self, ["radial", "--frame", "300,200", "-o", "r.svg"])
    #expect(layout.frame == CGSize(width: 300, height: 200))
    #expect(try request(RadialRenderOptions.self, ["radial", "--line", "Up", "-o", "r.svg"]).line == .up)
    let diagonal = try request(RadialRenderOptions.self, ["radial", "--line", "-45", "-o", "r.svg"])
    #expect(diagonal.line == RadialLine(directionDegrees: -45))
    #expect(diagonal.preview.line == RadialLine(directionDegrees: -45))
  }

  @Test func segmentedWarnsOfMoreSegmentsThanTheGuidelinesSuggest() throws {
    let five = try request(
      SegmentedPickerRenderOptions.self, ["segmented-picker", "--labels", "a,b,c,d,e", "-o", "s.svg"])
    #expect(five.warnings.isEmpty)
    let six = try request(
      SegmentedPickerRenderOptions.self, ["segmented-picker", "--labels", "a,b,c,d,e,f", "-o", "s.svg"])
    #expect(six.warnings == [try #require(ChoiceGuidance.warning(count: 6, most: 5, noun: "segments"))])
    #expect(six.warnings[0].hasPrefix("6 segments: Apple's guidelines suggest at most 5 on iPhone"))
  }

  @Test func tabBarWarnsOfMoreTabsThanTheGuidelinesSuggest() throws {
    let five = try request(
      CurvedTabBarRenderOptions.self, ["curved-tab-bar", "--labels", "a,b,c,d,e", "-o", "t.svg"])
    #expect(five.warnings.isEmpty)
    let six = try request(
      CurvedTabBarRenderOptions.self, ["curved-tab-bar", "--labels", "a,b,c,d,e,f", "-o", "t.svg"])
    #expect(
      six.warnings.count == 1 && six.warnings[0].hasPrefix("6 tabs: Apple's guidelines suggest at most 5"))
  }

  @Test func radialWarnsOfItemsPiledUpAndOnlyThen() throws {
    let flat = try request(RadialRenderOptions.self, ["radial", "--arc", "0,0", "-o", "r.svg"])
    #expect(flat.warnings.count == 1 && flat.warnings[0].contains("no radius keeps them apart"))
    let tight = try request(RadialRenderOptions.self, ["radial", "--radius", "10", "-o", "r.svg"])
    #expect(tight.warnings.contains { $0.hasPrefix("items 1 and 2, 1 and 3, 2 and 3 overlap") })
    #expect(tight.warnings.contains { $0.contains("cover the centre button") })
    #expect(try request(RadialRenderOptions.self, ["radial", "-o", "r.svg"]).warnings.isEmpty)
    #expect(
      try request(RadialRenderOptions.self, ["radial", "--line", "up", "-o", "r.svg"]).warnings.isEmpty)
    let closed = try request(
      RadialRenderOptions.self, ["radial", "--radius", "10", "--state", "closed", "-o", "r.svg"])
    #expect(closed.warnings.isEmpty)
    #expect(
      try request(SegmentedPickerRenderOptions.self, ["segmented-picker", "-o", "s.svg"]).warnings.isEmpty)
  }

  @Test func readsValuePickerOptions() throws {
    let parsed = try request(
      ValuePickerRenderOptions.self,
      [
        "value-picker", "--title", "Guests", "--labels", "Ana,Eva,Luz,Inés", "--mode", "multiple",
        "--selection", "4,1,4", "--min", "1", "--max", "3", "--style", "navigation-link", "--state", "open",
        "--checkmark", "leading", "--query", "in", "-o", "v.svg",
      ])
    #expect(parsed.title == "Guests")
    #expect(parsed.mode == .multiple)
    #expect(parsed.selection == [3, 0])
    #expect(parsed.limits == ValuePickerLimits(minimum: 1, maximum: 3))
    #expect(parsed.style == .navigationLink)
    #expect(parsed.isOpen)
    #expect(parsed.checkmark == .leading)
    #expect(parsed.query == "in")
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
    (["radial", "--width", "300", "-o", "a.svg"], "unknown option '--width' for 'render radial'"),
    (
      ["value-picker", "--idiom", "ios", "-o", "a.svg"], "unknown option '--idiom' for 'render value-picker'"
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
    (
      ["segmented-picker", "--style", "round", "-o", "a.svg"],
      "option '--style' takes capsule, underline or bordered"
    ),
    (
      ["segmented-picker", "--labels", "A,,B", "-o", "a.svg"], "option '--labels' takes comma-separated items"
    ),
    (
      ["curved-tab-bar", "--icons", "plus,car", "--labels", "A,B", "-o", "a.svg"],
      "option '--icons' takes names of the preview's symbols, not 'car'"
    ),
    (
      ["curved-tab-bar", "--icons", "plus", "-o", "a.svg"],
      "option '--icons' needs one symbol per label: 4, not 1"
    ),
    (
      ["curved-tab-bar", "--idiom", "macos", "--transition", "animated", "-o", "a.svg"],
      "option '--transition' draws the curved bar"
    ),
    (["radial", "--frame", "300", "-o", "a.svg"], "option '--frame' takes WIDTHxHEIGHT"),
    (["radial", "--arc", "90", "-o", "a.svg"], "option '--arc' takes full-circle, trailing-half"),
    (["radial", "--radius", "big", "-o", "a.svg"], "option '--radius' takes a number of points"),
    (["radial", "--no-guides=yes", "-o", "a.svg"], "option '--no-guides' takes no value"),
    (["radial", "--reduce-motion", "-o", "a.svg"], "option '--reduce-motion' needs '--transition'"),
    (
      ["radial", "--state", "closed", "--transition", "animated", "-o", "a.svg"],
      "option '--transition' draws the opening"
    ),
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
    (
      ["value-picker", "--selection", "1,2", "-o", "a.svg"],
      "option '--selection' takes a position from 1 to 3, not '1,2'"
    ),
    (
      ["value-picker", "--selection", "none", "-o", "a.svg"],
      "option '--selection' takes a position from 1 to 3, not 'none'"
    ),
    (["value-picker", "--max", "2", "-o", "a.svg"], "options '--min' and '--max' need '--mode multiple'"),
    (
      ["value-picker", "--mode", "multiple", "--min", "3", "--max", "2", "-o", "a.svg"],
      "option '--min' 3 is above '--max' 2"
    ),
    (
      ["value-picker", "--mode", "multiple", "--max", "1", "--selection", "1,2", "-o", "a.svg"],
      "option '--selection' chooses 2 options but '--max' is 1"
    ),
    (
      ["value-picker", "--mode", "several", "-o", "a.svg"],
      "option '--mode' takes single, optional or multiple"
    ),
    (
      ["value-picker", "--style", "popover", "-o", "a.svg"],
      "option '--style' takes navigation-link, inline, sheet or menu"
    ),
    (
      ["value-picker", "--checkmark", "left", "-o", "a.svg"], "option '--checkmark' takes leading or trailing"
    ),
    (
      ["radial", "--line", "sideways", "-o", "a.svg"],
      "option '--line' takes up, down, leading, trailing or a finite number of degrees, not 'sideways'"
    ),
    (
      ["radial", "--line", "up", "--frame", "200,200", "-o", "a.svg"], "option '--line' places a menu's items"
    ),
    (["radial", "--line", "up", "--arc", "0,90", "-o", "a.svg"], "options '--line' and '--arc' each set"),
  ])
  func refusesBadCommandLines(words: [String], message: String) {
    do {
      let invocation = try ChoiceKitCommand.parse(["render"] + words)
      Issue.record("expected a usage error for \(words), got \(invocation)")
    } catch {
      #expect(error.message.hasPrefix(message), "\(error.message)")
      // An error of a known control points to its own help, others to the list of controls.
      let control = words.first.flatMap { ControlRegistry.control($0) }
      let help = control.map { "choicekit render \($0.id) --help" } ?? "choicekit render --help"
      #expect(error.message.hasSuffix("; see '\(help)'"), "\(error.message)")
      #expect(!error.message.contains("\n"))
    }
  }
}
