import Foundation
import Testing

@testable import ChoiceKitCommand
@testable import ChoiceKitPreview

@Suite struct RenderCommandTests {
  /// The text runs of an SVG in drawing order: each run's x, weight and text.
  static func texts(_ svg: String) -> [(x: Double, weight: String, text: String)] {
    svg.split(separator: "\n").compactMap { line in
      guard let start = line.range(of: "<text x=\""), let end = line.range(of: "</text>") else { return nil }
      let x = line[start.upperBound...].prefix { $0 != "\"" }
      let weight = line.range(of: "font-weight=\"").map { line[$0.upperBound...].prefix { $0 != "\"" } } ?? ""
      let text = line[..<end.lowerBound].split(separator: ">").last ?? ""
      return (Double(x) ?? .nan, String(weight), String(text))
    }
  }

  /// Every control of the registry, and the radial control in its layout form.
  static let everyControl = ControlRegistry.controls.map { [$0.id] } + [["radial", "--frame", "300x300"]]

  @Test(arguments: everyControl)
  func everyControlRendersASVGFile(words: [String]) throws {
    let run = try RenderRun.render(words)
    #expect(run.code == 0, "\(run.errors)")
    #expect(run.errors.isEmpty)
    let svg = try #require(run.svg)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.hasSuffix("</svg>\n"))
    #expect(!svg.contains("<animate"))
    #expect(run.folderContents == ["picture.svg"])
  }

  @Test func darkChangesTheColours() throws {
    let light = try #require(try RenderRun.render(["segmented-picker"]).svg)
    let dark = try #require(try RenderRun.render(["segmented-picker", "--appearance", "dark"]).svg)
    // The background is the first rectangle: white in the light, black in the dark.
    #expect(light.contains("fill=\"#ffffff\"/>\n  <g"))
    #expect(dark.contains("fill=\"#000000\"/>\n  <g"))
    #expect(Self.texts(light).allSatisfy { !$0.text.isEmpty })
    #expect(Self.texts(light).map(\.text) == Self.texts(dark).map(\.text))
  }

  @Test(arguments: [
    ["segmented-picker"], ["curved-tab-bar"], ["value-picker", "--state", "open"],
    ["radial", "--highlight", "2"],
  ])
  func tintColoursWhatTheControlTints(words: [String]) throws {
    let plain = try #require(try RenderRun.render(words).svg)
    let orange = try #require(try RenderRun.render(words + ["--tint", "orange"]).svg)
    let darkOrange = try #require(
      try RenderRun.render(words + ["--tint", "orange", "--appearance", "dark"]).svg)
    let hex = try #require(try RenderRun.render(words + ["--tint", "#12AB34"]).svg)
    // The system orange, light and dark; a hexadecimal colour as given.
    #expect(!plain.contains("#ff9500") && orange.contains("#ff9500"))
    #expect(darkOrange.contains("#ff9f0a"))
    #expect(!plain.contains("#12ab34") && hex.contains("#12ab34"))
  }

  @Test func aRadialTintWithNothingHighlightedSaysWhereItShows() throws {
    // The tint marks the highlighted item only; with none the picture is the plain one.
    let run = try RenderRun.render(["radial", "--tint", "red"])
    #expect(run.code == 0)
    #expect(
      run.errors
        == "choicekit: warning: '--tint' colours the highlighted item only: add '--highlight N' to see it\n")
    #expect(run.svg == (try RenderRun.render(["radial"]).svg))
    #expect(try RenderRun.render(["radial", "--highlight", "1", "--tint", "red"]).errors.isEmpty)
  }

  @Test func rightToLeftMirrorsTheSegments() throws {
    let ltr = Self.texts(try #require(try RenderRun.render(["segmented-picker"]).svg))
    let rtl = Self.texts(try #require(try RenderRun.render(["segmented-picker", "--direction", "rtl"]).svg))
    #expect(ltr.map(\.text) == ["Day", "Week", "Month", "Year"])
    #expect(rtl.map(\.text) == ["Day", "Week", "Month", "Year"])
    #expect(ltr.map(\.x) == ltr.map(\.x).sorted())
    #expect(rtl.map(\.x) == rtl.map(\.x).sorted(by: >))
    #expect(zip(ltr, rtl.reversed()).allSatisfy { abs($0.x - $1.x) < 0.02 })
  }

  @Test(arguments: 1...4)
  func selectionMovesTheSelectedLook(position: Int) throws {
    let svg = try #require(try RenderRun.render(["segmented-picker", "--selection", "\(position)"]).svg)
    let bold = Self.texts(svg).filter { $0.weight == "700" }.map(\.text)
    #expect(bold == [["Day", "Week", "Month", "Year"][position - 1]])
  }

  @Test func selectionMovesTheCheckmark() throws {
    let first = try #require(
      try RenderRun.render(["value-picker", "--state", "open", "--selection", "1"]).svg)
    let third = try #require(
      try RenderRun.render(["value-picker", "--state", "open", "--selection", "3"]).svg)
    #expect(first != third)
    #expect(Self.texts(first).map(\.text) == Self.texts(third).map(\.text))
  }

  /// Every control whose options offer a transition, and the radial control in its layout form.
  static let movingControls =
    ControlRegistry.controls.filter { $0.renderOptions.contains { $0.name == "--transition" } }.map {
      [$0.id]
    }
    + [["radial", "--frame", "300x300"]]

  @Test(arguments: movingControls)
  func animatedOutputIsALoopingAnimatedSVG(words: [String]) throws {
    let svg = try #require(try RenderRun.render(words + ["--transition", "animated"]).svg)
    #expect(svg.contains("<animate attributeName=\"visibility\""))
    #expect(svg.contains("repeatCount=\"indefinite\""))
  }

  @Test(arguments: [
    (["segmented-picker"], 6), (["curved-tab-bar"], 3), (["radial"], 7),
    (["radial", "--frame", "300x300"], 2),
  ])
  func filmstripOutputShowsTheFramesAskedFor(words: [String], frames: Int) throws {
    let run = try RenderRun.render(
      words + ["--transition", "filmstrip"] + (frames == 6 || frames == 7 ? [] : ["--frames", "\(frames)"]))
    let svg = try #require(run.svg)
    #expect(!svg.contains("<animate"))
    let captions = Self.texts(svg).filter { $0.text.hasSuffix(" ms") }
    #expect(captions.count == frames)
    #expect(captions.first?.text == "0 ms")
  }

  @Test(arguments: [
    (["dial"], "unknown control 'dial'"),
    (["segmented-picker", "--colour", "red"], "unknown option '--colour'"),
    (["segmented-picker", "--selection", "9"], "option '--selection' takes"),
    (["segmented-picker", "--appearance"], "option '--appearance' needs a value"),
    (["curved-tab-bar", "--text-size", "enormous"], "option '--text-size' takes"),
    (
      ["value-picker", "--tint", "rojo"],
      "option '--tint' takes a system colour's name or #RRGGBB, not 'rojo'"
    ),
  ])
  func badInputExitsTwoWithOneLineAndWritesNothing(words: [String], message: String) throws {
    let run = try RenderRun.render(words)
    #expect(run.code == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.hasPrefix("choicekit: " + message), "\(run.errors)")
    #expect(run.errors.filter(\.isNewline).count == 1)
    #expect(run.errors.hasSuffix("\n"))
    #expect(run.folderContents.isEmpty)
  }

  @Test func missingOutputExitsTwo() throws {
    let run = try RenderRun.render(["value-picker"], file: nil)
    #expect(run.code == 2)
    #expect(
      run.errors
        == "choicekit: missing '--output FILE.svg' for 'render value-picker'; "
        + "see 'choicekit render value-picker --help'\n"
    )
    #expect(run.folderContents.isEmpty)
  }

  @Test func aMissingFolderIsCreatedAsTheGallerysIs() throws {
    let run = try RenderRun.render(["curved-tab-bar"], file: "missing/deeper/picture.svg")
    #expect(run.code == 0, "\(run.errors)")
    #expect(run.folderContents == ["missing"])
  }

  @Test func aFileWhereTheFolderShouldBeExitsOneInOneLine() throws {
    let parent = FileManager.default.temporaryDirectory.appendingPathComponent(
      "choicekit-render-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: parent) }
    let file = parent.appendingPathComponent("plain")
    try Data("x".utf8).write(to: file)
    var errors = ""
    let code = ChoiceKitCommand.run(
      ["render", "radial", "--output", file.appendingPathComponent("picture.svg").path],
      standardOutput: { _ in }, standardError: { errors += $0 })
    #expect(code == 1)
    #expect(
      errors.hasPrefix("choicekit: cannot write '") && errors.contains("is a file, not a folder"), "\(errors)"
    )
    #expect(errors.filter(\.isNewline).count == 1)
  }

  @Test func aDashWritesTheSVGToStandardOutput() throws {
    var output = ""
    var errors = ""
    let code = ChoiceKitCommand.run(
      ["render", "segmented-picker", "-o", "-"], standardOutput: { output += $0 },
      standardError: { errors += $0 })
    #expect(code == 0)
    #expect(errors.isEmpty)
    #expect(output.hasPrefix("<svg") || output.hasPrefix("<?xml"), "\(output.prefix(40))")
    #expect(output.hasSuffix("</svg>\n") || output.hasSuffix("</svg>"))
  }

  @Test func aFolderAsOutputExitsOneAndLeavesItAsItWas() throws {
    let parent = FileManager.default.temporaryDirectory.appendingPathComponent(
      "choicekit-render-\(UUID().uuidString)")
    let folder = parent.appendingPathComponent("taken.svg")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: parent) }
    var errors = ""
    let code = ChoiceKitCommand.run(
      ["render", "radial", "--output", folder.path], standardOutput: { _ in },
      standardError: { errors += $0 })
    #expect(code == 1)
    #expect(errors == "choicekit: cannot write '\(folder.path)': it is a folder\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["taken.svg"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func renderHelpListsTheControls() throws {
    var output = ""
    #expect(
      ChoiceKitCommand.run(["render", "--help"], standardOutput: { output += $0 }, standardError: { _ in })
        == 0)
    #expect(output == RenderHelp.controls(ControlRegistry.controls))
    let controls = try #require(output.components(separatedBy: "\n\n").first { $0.hasPrefix("CONTROLS:") })
    let listed = controls.split(separator: "\n").dropFirst().compactMap { line in
      line.hasPrefix("  ") && !line.hasPrefix("   ") ? line.split(separator: " ").first.map(String.init) : nil
    }
    #expect(listed == ControlRegistry.controls.map { $0.id })
    #expect(!output.contains(" OPTIONS:"))
  }

  @Test(arguments: ControlRegistry.controls.map { $0.id })
  func controlHelpListsEveryOptionOfThatControlOnly(id: String) throws {
    let control = try #require(ControlRegistry.control(id))
    var output = ""
    #expect(
      ChoiceKitCommand.run(
        ["render", id, "--help"], standardOutput: { output += $0 }, standardError: { _ in })
        == 0)
    let sections = output.components(separatedBy: "\n\n")
    #expect(sections.filter { $0.contains(" OPTIONS:") }.count == 1)
    do {
      let section = try #require(sections.first { $0.hasPrefix("\(id.uppercased()) OPTIONS:") })
      // An entry's line starts with its name (after "-o, " for the output); descriptions are
      // indented further and may mention other options.
      let listed = section.split(separator: "\n").compactMap { line -> String? in
        let words = line.split(separator: " ")
        let name = words.first == "-o," ? words.dropFirst().first : words.first
        return line.hasPrefix("  -") ? name.map(String.init) : nil
      }
      #expect(listed == control.renderOptions.map(\.name), "\(id)")
    }
  }

  @Test func theMainHelpEndsWithTheControls() {
    var main = ""
    _ = ChoiceKitCommand.run(["--help"], standardOutput: { main += $0 }, standardError: { _ in })
    #expect(main.contains("render <control> [options] --output FILE.svg"))
    #expect(main.hasSuffix(RenderHelp.controls(ControlRegistry.controls)))
  }

  @Test func helpLinesFitTheTerminal() {
    let texts =
      [HelpCommand.overview.text(registry: ControlRegistry.controls)]
      + ControlRegistry.controls.map { RenderHelp.options(of: $0) }
    for line in texts.joined(separator: "\n").split(separator: "\n") {
      #expect(line.count <= RenderHelp.lineWidth, "\(line)")
    }
  }
}
