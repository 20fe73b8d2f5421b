import Foundation

/// The `choicekit` command line: parses arguments and runs a subcommand.
///
/// Kept in the library, apart from the executable's `main`, so that parsing and exit codes are
/// tested like any other code.
public struct ChoiceKitCommand: Sendable {
  /// A parsed command line.
  public enum Invocation: Equatable, Sendable {
    /// Print the help text.
    case help
    /// Write the gallery into a folder.
    case gallery(output: String)
    /// Time the core's per-frame work and the gallery: a few repetitions when `quick`, JSON
    /// instead of a table when `json`.
    case bench(quick: Bool, json: Bool)
    /// Print the help of `render`: every control and its options.
    case renderHelp
    /// Draw one control in one configuration into an SVG file.
    case render(RenderRequest)
  }

  /// A command line that cannot be run, with the one-line reason.
  public struct UsageError: Error, Equatable, Sendable {
    /// The reason, without the program name.
    public var message: String
  }

  /// Where `gallery` writes when no `--output` is given.
  public static let defaultOutput = "gallery"

  /// The help text: the subcommands, then every option of `render` for each control.
  public static let helpText = commandsHelp + "\n" + RenderHelp.text

  /// The subcommands' part of the help.
  private static let commandsHelp = """
    USAGE: choicekit <subcommand> [options]

    Draws the ChoiceKit controls from the core's numbers as SVG, on any OS, and times the work
    behind them.

    SUBCOMMANDS:
      gallery [--output DIR]   Write the gallery (index.html and one SVG per picture) into DIR
                               (default: ./gallery). An earlier gallery there is replaced whole.
      render <control> [options] --output FILE.svg
                               Draw one control in one configuration as a still SVG, an animated
                               SVG or a filmstrip (see below).
      bench [--quick] [--json] Time the per-frame work of the controls, springs, paths and text,
                               and the whole gallery: the median µs of one call, its share of a
                               120 Hz frame and its growth per 10× n. About a minute; build with
                               -c release for figures that mean anything.
          --quick              A few repetitions per row: a smoke test of a few seconds.
          --json               Print JSON (sorted keys) instead of a table.
      help                     Show this text.

    OPTIONS:
      -h, --help               Show this text.

    """

  /// Reads the arguments (without the program name).
  ///
  /// - Parameter arguments: The words after `choicekit`.
  /// - Returns: What to run.
  /// - Throws: ``UsageError`` for an unknown subcommand, control or option, a missing or bad
  ///   value, or a `render` without `--output`.
  public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    guard let subcommand = arguments.first else {
      throw UsageError(message: "missing subcommand; see 'choicekit --help'")
    }
    let rest = Array(arguments.dropFirst())
    switch subcommand {
    case "help", "-h", "--help":
      return .help
    case "gallery":
      return try parseGallery(rest)
    case "bench":
      return try parseBench(rest)
    case "render":
      return try RenderRequest.parse(rest)
    default:
      let kind = subcommand.hasPrefix("-") ? "option" : "subcommand"
      throw UsageError(message: "unknown \(kind) '\(subcommand)'; see 'choicekit --help'")
    }
  }

  private static func parseGallery(_ arguments: [String]) throws(UsageError) -> Invocation {
    var output: String?
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "-h", "--help":
        return .help
      case "-o", "--output":
        guard index + 1 < arguments.count, !arguments[index + 1].isEmpty else {
          throw UsageError(message: "option '\(argument)' needs a folder; see 'choicekit --help'")
        }
        output = arguments[index + 1]
        index += 2
      case _ where argument.hasPrefix("--output="):
        let value = String(argument.dropFirst("--output=".count))
        guard !value.isEmpty else {
          throw UsageError(message: "option '--output' needs a folder; see 'choicekit --help'")
        }
        output = value
        index += 1
      default:
        throw UsageError(message: "unknown option '\(argument)' for 'gallery'; see 'choicekit --help'")
      }
    }
    return .gallery(output: output ?? defaultOutput)
  }

  private static func parseBench(_ arguments: [String]) throws(UsageError) -> Invocation {
    var quick = false
    var json = false
    for argument in arguments {
      switch argument {
      case "-h", "--help": return .help
      case "--quick": quick = true
      case "--json": json = true
      default:
        throw UsageError(message: "unknown option '\(argument)' for 'bench'; see 'choicekit --help'")
      }
    }
    return .bench(quick: quick, json: json)
  }

  /// Runs a command line and returns the process exit code: 0 on success, 1 when the work failed,
  /// 2 for a command line that cannot be run.
  ///
  /// - Parameters:
  ///   - arguments: The words after `choicekit`.
  ///   - standardOutput: Receives normal output.
  ///   - standardError: Receives error messages, one line each.
  /// - Returns: The exit code.
  public static func run(
    _ arguments: [String], standardOutput: (String) -> Void, standardError: (String) -> Void
  ) -> Int32 {
    let invocation: Invocation
    do {
      invocation = try parse(arguments)
    } catch {
      standardError("choicekit: \(error.message)\n")
      return 2
    }
    switch invocation {
    case .help:
      standardOutput(helpText)
      return 0
    case .gallery(let output):
      do {
        let files = try GalleryWriter().write(Gallery.catalogue(), to: URL(fileURLWithPath: output))
        standardOutput("Wrote \(files.count) files to \(output)/index.html\n")
        return 0
      } catch {
        standardError("choicekit: \(error.description)\n")
        return 1
      }
    case .renderHelp:
      standardOutput(RenderHelp.text)
      return 0
    case .render(let request):
      do {
        try AtomicFileWriter().write(request.svg(), to: request.output)
        standardOutput("Wrote \(request.output)\n")
        return 0
      } catch {
        standardError("choicekit: \(error.description)\n")
        return 1
      }
    case .bench(let quick, let json):
      runBench(settings: quick ? .quick : .full, json: json, standardOutput: standardOutput)
      return 0
    }
  }

  /// Measures and prints the report as a table or as JSON.
  static func runBench(
    settings: Bench.Settings, json: Bool, cases: [BenchCase] = Bench.cases(),
    standardOutput: (String) -> Void
  ) {
    let report = Bench.run(settings: settings, cases: cases)
    standardOutput(json ? report.json() : report.table())
  }
}
