import Foundation

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
