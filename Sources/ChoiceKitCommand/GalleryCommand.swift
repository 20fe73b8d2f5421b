import ChoiceKitCore
import ChoiceKitPreview
import Foundation

/// `choicekit gallery [--output DIR]`: writes the gallery into a folder.
struct GalleryCommand: Equatable, Sendable {
  /// Where the gallery is written when no `--output` is given.
  static let defaultOutput = "gallery"

  /// The folder written.
  var output: String = defaultOutput

  /// Reads the words after `gallery`.
  ///
  /// - Parameter words: The words after the subcommand.
  /// - Returns: The command, or `nil` when help was asked for.
  /// - Throws: A usage error for an unknown option or a missing folder.
  static func parse(_ words: [String]) throws(CommandUsageError) -> GalleryCommand? {
    var command = GalleryCommand()
    var index = 0
    while index < words.count {
      let word = words[index]
      switch word {
      case "-h", "--help":
        return nil
      case "-o", "--output":
        guard index + 1 < words.count, !words[index + 1].isEmpty else {
          throw CommandUsageError(message: "option '\(word)' needs a folder; see 'choicekit --help'")
        }
        command.output = words[index + 1]
        index += 2
      case _ where word.hasPrefix("--output="):
        let value = String(word.dropFirst("--output=".count))
        guard !value.isEmpty else {
          throw CommandUsageError(message: "option '--output' needs a folder; see 'choicekit --help'")
        }
        command.output = value
        index += 1
      default:
        throw CommandUsageError(message: "unknown option '\(word)' for 'gallery'; see 'choicekit --help'")
      }
    }
    return command
  }

  /// Writes the catalogue of the registry's controls.
  ///
  /// - Parameters:
  ///   - registry: The controls.
  ///   - console: Where messages go.
  /// - Returns: 0, or 1 when the gallery could not be written.
  func run(registry: [any ControlDescriptor.Type], console: CommandConsole) -> Int32 {
    do {
      let gallery = Gallery.catalogue(registry: registry)
      let files = try GalleryWriter().write(gallery, to: URL(fileURLWithPath: output))
      console.standardOutput("Wrote \(files.count) files to \(output)/index.html\n")
      let missing = GalleryPageFiles.missing
      if !missing.isEmpty {
        console.standardError(
          """
          choicekit: warning: the page's \(missing.joined(separator: ", ")) could not be read from \
          ChoiceKit_ChoiceKitPreview.resources beside the executable; the page shows every picture \
          without them

          """)
      }
      return 0
    } catch {
      console.standardError("choicekit: \(error.description)\n")
      return 1
    }
  }
}
