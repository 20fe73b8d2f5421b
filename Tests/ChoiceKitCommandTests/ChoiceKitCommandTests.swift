import ChoiceKitPreview
import Foundation
import Testing

@testable import ChoiceKitCommand

@Suite struct ChoiceKitCommandTests {
  @Test func parsesGalleryWithAndWithoutOutput() throws {
    #expect(try ChoiceKitCommand.parse(["gallery"]) == .gallery(GalleryCommand(output: "gallery")))
    #expect(
      try ChoiceKitCommand.parse(["gallery", "--output", "out"]) == .gallery(GalleryCommand(output: "out")))
    #expect(try ChoiceKitCommand.parse(["gallery", "-o", "out"]) == .gallery(GalleryCommand(output: "out")))
    #expect(
      try ChoiceKitCommand.parse(["gallery", "--output=out"]) == .gallery(GalleryCommand(output: "out")))
    #expect(try ChoiceKitCommand.parse(["gallery", "--help"]) == .help(.overview))
  }

  @Test func versionPrintsTheVersionAndTakesNothingElse() throws {
    #expect(try ChoiceKitCommand.parse(["--version"]) == .version)
    #expect(throws: CommandUsageError.self) { try ChoiceKitCommand.parse(["--version", "gallery"]) }
    var output = ""
    let code = ChoiceKitCommand.run(["--version"], standardOutput: { output += $0 }, standardError: { _ in })
    #expect(code == 0)
    #expect(output == "choicekit \(ChoiceKitCommand.version)\n")
    #expect(ChoiceKitCommand.version.split(separator: ".").count == 3)
  }

  @Test(arguments: [
    ([], false, false),
    (["--quick"], true, false),
    (["--json"], false, true),
    (["--json", "--quick"], true, true),
    (["--quick", "--quick"], true, false),
  ])
  func parsesBenchFlags(flags: [String], quick: Bool, json: Bool) throws {
    #expect(try ChoiceKitCommand.parse(["bench"] + flags) == .bench(BenchCommand(quick: quick, json: json)))
  }

  @Test(arguments: [["bench", "--help"], ["bench", "--quick", "-h"]])
  func benchHelpIsTheHelp(arguments: [String]) throws {
    #expect(try ChoiceKitCommand.parse(arguments) == .help(.overview))
  }

  @Test(arguments: [["--help"], ["-h"], ["help"]])
  func parsesHelp(arguments: [String]) throws {
    #expect(try ChoiceKitCommand.parse(arguments) == .help(.overview))
  }

  @Test(arguments: [
    ([], "missing subcommand"),
    (["frobnicate"], "unknown subcommand 'frobnicate'"),
    (["--verbose"], "unknown option '--verbose'"),
    (["gallery", "--output"], "option '--output' needs a folder"),
    (["gallery", "--output="], "option '--output' needs a folder"),
    (["gallery", "--colour"], "unknown option '--colour' for 'gallery'"),
    (["gallery", "extra"], "unknown option 'extra' for 'gallery'"),
    (["bench", "--fast"], "unknown option '--fast' for 'bench'"),
    (["bench", "--quick", "--output", "x"], "unknown option '--output' for 'bench'"),
    (["bench", "--json=true"], "unknown option '--json=true' for 'bench'"),
    (["bench", "quick"], "unknown option 'quick' for 'bench'"),
  ])
  func rejectsBadCommandLines(arguments: [String], message: String) {
    do {
      _ = try ChoiceKitCommand.parse(arguments)
      Issue.record("expected a usage error for \(arguments)")
    } catch {
      #expect(error.message.hasPrefix(message))
    }
  }

  @Test func usageErrorsExitTwoWithOneLine() {
    var errors = ""
    var output = ""
    let code = ChoiceKitCommand.run(
      ["nope"], standardOutput: { output += $0 }, standardError: { errors += $0 })
    #expect(code == 2)
    #expect(output.isEmpty)
    #expect(errors.hasPrefix("choicekit: unknown subcommand 'nope'"))
    #expect(errors.filter { $0 == "\n" }.count == 1)
  }

  @Test func benchUsageErrorsExitTwoBeforeMeasuringAnything() {
    var errors = ""
    var output = ""
    let code = ChoiceKitCommand.run(
      ["bench", "--quick", "--verbose"], standardOutput: { output += $0 }, standardError: { errors += $0 })
    #expect(code == 2)
    #expect(output.isEmpty)
    #expect(errors == "choicekit: unknown option '--verbose' for 'bench'; see 'choicekit --help'\n")
  }

  @Test func helpExitsZero() {
    var output = ""
    let code = ChoiceKitCommand.run(["--help"], standardOutput: { output += $0 }, standardError: { _ in })
    #expect(code == 0)
    #expect(output.contains("gallery [--output DIR]"))
    #expect(output.contains("bench [--quick] [--json]"))
    #expect(output.contains("--quick "))
    #expect(output.contains("--json "))
  }

  @Test func galleryIntoAFileExitsOne() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "choicekit-file-\(UUID().uuidString)")
    try Data("x".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    var errors = ""
    let code = ChoiceKitCommand.run(
      ["gallery", "--output", file.path], standardOutput: { _ in }, standardError: { errors += $0 })
    #expect(code == 1)
    #expect(errors.contains("is a file"))
  }

  @Test func galleryWritesTheCatalogue() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "choicekit-run-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    var output = ""
    let code = ChoiceKitCommand.run(
      ["gallery", "--output", folder.path], standardOutput: { output += $0 }, standardError: { _ in })
    #expect(code == 0)
    let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index == Gallery.catalogue().indexHTML)
    #expect(output.contains("index.html"))
  }
}
