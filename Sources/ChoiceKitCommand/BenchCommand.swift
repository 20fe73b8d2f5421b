import ChoiceKitPreview

/// `choicekit bench [--quick] [--json] [--suite NAME]…`: times the controls' per-frame work, the
/// foundations and the gallery, and prints the report.
struct BenchCommand: Equatable, Sendable {
  /// A few repetitions per row instead of a full run.
  var quick = false
  /// JSON instead of a table.
  var json = false
  /// The suites to run, by name; every suite when empty.
  var suites: [String] = []

  /// Reads the words after `bench`.
  ///
  /// - Parameters:
  ///   - words: The words after the subcommand.
  ///   - suiteNames: The suites `--suite` may name.
  /// - Returns: The command, or `nil` when help was asked for.
  /// - Throws: A usage error for an unknown option or a `--suite` without a known name.
  static func parse(
    _ words: [String], suiteNames: [String] = Bench.suiteNames()
  ) throws(CommandUsageError) -> BenchCommand? {
    var command = BenchCommand()
    var index = 0
    while index < words.count {
      let word = words[index]
      index += 1
      switch word {
      case "-h", "--help": return nil
      case "--quick": command.quick = true
      case "--json": command.json = true
      case "--suite":
        guard index < words.count, suiteNames.contains(words[index]) else {
          let known = suiteNames.joined(separator: ", ")
          throw CommandUsageError(message: "option '--suite' needs one of: \(known)")
        }
        command.suites.append(words[index])
        index += 1
      default:
        throw CommandUsageError(message: "unknown option '\(word)' for 'bench'; see 'choicekit --help'")
      }
    }
    return command
  }

  /// Measures every row of the registry's controls and the other suites, and prints the report.
  ///
  /// - Parameters:
  ///   - registry: The controls.
  ///   - console: Where the report goes.
  /// - Returns: 0.
  func run(registry: [any ControlDescriptor.Type], console: CommandConsole) -> Int32 {
    let cases = Bench.cases(registry: registry)
    return run(cases: suites.isEmpty ? cases : cases.filter { suites.contains($0.suite) }, console: console)
  }

  /// Measures rows and prints the report as a table or as JSON.
  ///
  /// - Parameters:
  ///   - cases: The rows.
  ///   - settings: How long to measure; by default ``quick``'s choice of the quick or full run.
  ///   - console: Where the report goes.
  /// - Returns: 0.
  func run(cases: [BenchCase], settings: Bench.Settings? = nil, console: CommandConsole) -> Int32 {
    let report = Bench.run(settings: settings ?? (quick ? .quick : .full), cases: cases)
    console.standardOutput(json ? report.json() : report.table())
    return 0
  }
}
