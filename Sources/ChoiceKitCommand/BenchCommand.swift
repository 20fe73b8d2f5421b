import ChoiceKitCore
import ChoiceKitPreview

#if canImport(Glibc)
  /// glibc's `mallopt(3)`, which the Glibc module does not export.
  @_silgen_name("mallopt")
  private func setMallocOption(_ option: Int32, _ value: Int32) -> Int32

  /// `M_TRIM_THRESHOLD` and `M_MMAP_THRESHOLD` from glibc's `malloc.h`.
  private let mallocTrimThreshold: Int32 = -1
  private let mallocMapThreshold: Int32 = -3
#endif

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

  /// Keeps memory a row frees for the next call, on Linux.
  ///
  /// glibc returns large freed blocks to the system at once (blocks from 128 KB up are mapped and
  /// unmapped per call, and the heap's top is trimmed), so a row that allocates a few hundred
  /// kilobytes a call pays for page faults on every call, and how many depends on what the rows
  /// before it freed: a series' growth would measure the allocator. Apple's allocators keep such
  /// memory, as this makes glibc do for the rest of the process.
  static func keepFreedMemory() {
    #if canImport(Glibc)
      let keep: Int32 = 256 << 20
      _ = setMallocOption(mallocMapThreshold, keep)
      _ = setMallocOption(mallocTrimThreshold, keep)
    #endif
  }

  /// Measures rows and prints the report as a table or as JSON.
  ///
  /// - Parameters:
  ///   - cases: The rows.
  ///   - settings: How long to measure; by default ``quick``'s choice of the quick or full run.
  ///   - console: Where the report goes.
  /// - Returns: 0.
  func run(cases: [BenchCase], settings: Bench.Settings? = nil, console: CommandConsole) -> Int32 {
    Self.keepFreedMemory()
    let settings = settings ?? (quick ? .quick : .full)
    // The report comes at the end; until then, standard error says what is going on.
    let seconds = settings.estimatedSeconds(rows: cases.count)
    console.standardError(
      "choicekit: timing \(cases.count) rows, "
        + (seconds < 1 ? "under a second" : "about \(Int(seconds.rounded())) s") + "…\n")
    let report = Bench.run(settings: settings, cases: cases) { share in
      // A line every tenth of a run longer than a few seconds.
      if seconds >= 5 { console.standardError("choicekit: \(Int((share * 100).rounded())) % timed…\n") }
    }
    console.standardOutput(json ? report.json() : report.table())
    return 0
  }
}
