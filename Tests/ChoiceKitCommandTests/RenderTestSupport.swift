import Foundation
import Testing

@testable import ChoiceKitCommand
@testable import ChoiceKitPreview

/// Runs `choicekit render` into a scratch folder of its own, so tests see exactly what a command
/// line writes and nothing else.
struct RenderRun {
  /// The exit code.
  var code: Int32
  /// What went to standard output.
  var output: String
  /// What went to standard error.
  var errors: String
  /// The file written, if any.
  var svg: String?
  /// Every name in the scratch folder afterwards, hidden ones included, sorted.
  var folderContents: [String]

  /// Runs `render` with the words given and `--output` in a new scratch folder, then removes it.
  ///
  /// - Parameters:
  ///   - words: The words after `render`.
  ///   - file: The output's name inside the scratch folder, or `nil` to leave `--output` out.
  static func render(_ words: [String], file: String? = "picture.svg") throws -> RenderRun {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "choicekit-render-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outputWords = file.map { ["--output", folder.appendingPathComponent($0).path] } ?? []
    var output = ""
    var errors = ""
    let code = ChoiceKitCommand.run(
      ["render"] + words + outputWords, standardOutput: { output += $0 }, standardError: { errors += $0 })
    let written = file.flatMap { try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
    let contents = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    return RenderRun(code: code, output: output, errors: errors, svg: written, folderContents: contents)
  }

  /// The SVG of every control's gallery picture by its file, drawn once for all tests.
  static let galleryPictures: [String: String] = {
    let entries = ControlRegistry.controls.flatMap { $0.gallerySections() }.flatMap(\.entries)
    return Dictionary(entries.map { ($0.file, $0.svg) }, uniquingKeysWith: { first, _ in first })
  }()
}

/// One option set on a control, and the picture the control's preview draws for it, built here
/// by hand so that an option the command drops or misreads shows as a difference.
struct OptionCase: Sendable, CustomTestStringConvertible {
  var words: [String]
  var expected: @Sendable () -> String
  /// The command line the option must change the picture of: the control alone unless given.
  var baseline: [String]? = nil
  var testDescription: String { words.joined(separator: " ") }

  /// Renders the option's command line and holds the picture to the expected one; the option
  /// must change the picture, or a command that ignored it would pass.
  func check() throws {
    let run = try RenderRun.render(words)
    #expect(run.code == 0, "\(run.errors)")
    let svg = try #require(run.svg)
    #expect(svg == expected())
    // The option changes the picture: a command that ignored it would draw the default.
    let plain = try RenderRun.render(baseline ?? [words[0]])
    #expect(plain.code == 0)
    #expect(svg != plain.svg)
  }
}

/// The control's options a render command line parses to, or a recorded issue.
func request<Options: ControlRenderOptions>(_ type: Options.Type, _ words: [String]) throws -> Options {
  let invocation = try ChoiceKitCommand.parse(["render"] + words)
  guard case .render(let command) = invocation, let options = command.options as? Options else {
    Issue.record("expected \(Options.self) for \(words), got \(invocation)")
    throw ChoiceKitCommand.UsageError(message: "not a render command")
  }
  return options
}

/// Holds a render command line to the usage error it must give: the message's start, and a
/// pointer to the control's own help (or to the list of controls when no control is known).
func expectUsageError(_ words: [String], _ message: String) {
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
