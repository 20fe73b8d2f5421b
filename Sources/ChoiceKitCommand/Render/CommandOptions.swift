import ChoiceKitCore
import ChoiceKitPreview

/// The options written after a subcommand, read word by word into names and values before any
/// value is judged, so that every subcommand reports a misspelt option or a missing value in the
/// same words.
///
/// ```swift
/// let options = try CommandOptions.read(
///   ["--selection", "2", "--appearance=dark", "--reduce-motion"],
///   valued: ["--selection", "--appearance"], flags: ["--reduce-motion"], context: "render curved-tab-bar")
/// options.value(of: "--appearance")  // "dark"
/// ```
package struct CommandOptions: Equatable, Sendable {
  /// One option as written: its name (an alias already replaced) and its value, `nil` for a flag.
  package struct Option: Equatable, Sendable {
    /// The option's long name, such as `--output`.
    package var name: String
    /// The value given, or `nil` for a flag.
    package var value: String?
  }

  /// The options in the order written; only a flag may appear more than once.
  package var options: [Option]

  /// Whether help was asked for anywhere among the options.
  package var wantsHelp: Bool { options.contains { $0.name == "--help" } }

  /// The value of an option; `nil` when it was not given. ``read(_:valued:flags:aliases:context:helpCommand:)``
  /// refuses a valued option given twice, so there is one value at most.
  package func value(of name: String) -> String? {
    options.last { $0.name == name }?.value
  }

  /// Whether an option (a flag or a valued one) was given at all.
  package func contains(_ name: String) -> Bool {
    options.contains { $0.name == name }
  }

  /// Reads words into options.
  ///
  /// A valued option takes the next word (`--width 320`) or the text after `=` (`--width=320`);
  /// the next word does not count as a value when it starts with `--` or is a short name, so a
  /// forgotten value is reported instead of swallowing the following option (such a value is
  /// still written with `=`). A single dash before a number, as in `-90`, is a value. `-h` and `--help` are always known, as `--help`.
  ///
  /// - Parameters:
  ///   - words: The words after the subcommand (and its control, if any).
  ///   - valued: Long names of the options that take a value.
  ///   - flags: Long names of the options that take none.
  ///   - aliases: Short names and the long names they stand for, such as `-o` for `--output`.
  ///   - context: The command the options belong to, named in messages: `render curved-tab-bar`.
  ///   - helpCommand: The command whose help the messages point to.
  /// - Returns: The options, in order.
  /// - Throws: A usage error naming an unknown option, a flag given a value, a missing value, or
  ///   a valued option given twice (which value was meant cannot be known; a flag given twice
  ///   means what it means once).
  package static func read(
    _ words: [String], valued: Set<String>, flags: Set<String> = [], aliases: [String: String] = [:],
    context: String, helpCommand: String = "choicekit --help"
  ) throws(CommandUsageError) -> CommandOptions {
    let see = "; see '\(helpCommand)'"
    var options: [Option] = []
    var index = 0
    while index < words.count {
      let word = words[index]
      index += 1
      let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let written = String(parts[0])
      let name = written == "-h" ? "--help" : aliases[written] ?? written
      let inlineValue = parts.count == 2 && written.hasPrefix("--") ? String(parts[1]) : nil
      if name == "--help" && inlineValue == nil {
        options.append(Option(name: name, value: nil))
      } else if flags.contains(name) {
        guard inlineValue == nil else {
          throw .init(message: "option '\(written)' takes no value\(see)")
        }
        options.append(Option(name: name, value: nil))
      } else if valued.contains(name) {
        guard !options.contains(where: { $0.name == name }) else {
          throw .init(message: "option '\(name)' is given twice; give it once\(see)")
        }
        if let inlineValue {
          options.append(Option(name: name, value: inlineValue))
        } else if index < words.count, !Self.looksLikeOption(words[index], aliases: aliases) {
          options.append(Option(name: name, value: words[index]))
          index += 1
        } else {
          throw .init(message: "option '\(written)' needs a value\(see)")
        }
      } else {
        let shown = inlineValue == nil ? word : written
        throw .init(message: "unknown option '\(shown)' for '\(context)'\(see)")
      }
    }
    return CommandOptions(options: options)
  }

  /// Whether a word is an option rather than a value: a long name, `-h` or a short alias.
  private static func looksLikeOption(_ word: String, aliases: [String: String]) -> Bool {
    word.hasPrefix("--") || word == "-h" || aliases[word] != nil
  }
}
