import ChoiceKitCore
import ChoiceKitPreview
import Foundation

/// The `choicekit` command line: parses arguments and runs a subcommand.
///
/// Kept apart from the executable's `main`, so that parsing and exit codes are tested like any
/// other code. Each subcommand is a type of its own (``GalleryCommand``, ``RenderCommand``,
/// ``BenchCommand``, ``HelpCommand``); every list of controls comes from the registry.
///
/// ```swift
/// let code = ChoiceKitCommand.run(["render", "radial", "-o", "menu.svg"],
///   standardOutput: { print($0, terminator: "") }, standardError: { _ in })
/// ```
public enum ChoiceKitCommand {
  /// A parsed command line.
  enum Invocation: Equatable, Sendable {
    /// Print a help text.
    case help(HelpCommand)
    /// Write the gallery into a folder.
    case gallery(GalleryCommand)
    /// Time the controls' per-frame work, the foundations and the gallery.
    case bench(BenchCommand)
    /// Draw one control in one configuration into an SVG file.
    case render(RenderCommand)
    /// Print the version.
    case version
  }

  /// The package's version, as the release's tag will name it; `-dev` until it is tagged.
  static let version = "0.1.0-dev"

  /// A command line that cannot be run, with the one-line reason.
  typealias UsageError = CommandUsageError

  /// The subcommands' part of the help.
  static let commandsHelp = """
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
                               120 Hz frame, its growth per 10× n, and whether it holds its target.
                               About a minute; build with -c release for figures that mean
                               anything.
          --quick              A few repetitions per row: a smoke test of a few seconds.
          --json               Print JSON (sorted keys) instead of a table.
          --suite NAME         Only this suite's rows (repeatable): a control's identifier, or
                               spring, path, text or gallery.
      help                     Show this text.

    OPTIONS:
      -h, --help               Show this text.
      --version                Print the version.

    """

  /// Reads the arguments (without the program name).
  ///
  /// - Parameters:
  ///   - arguments: The words after `choicekit`.
  ///   - registry: The controls `render` draws and the gallery and the bench show.
  /// - Returns: What to run.
  /// - Throws: ``UsageError`` for an unknown subcommand, control or option, a missing or bad
  ///   value, or a `render` without `--output`.
  static func parse(_ arguments: [String], registry: [any ControlDescriptor.Type] = ControlRegistry.controls)
    throws(UsageError) -> Invocation
  {
    guard let subcommand = arguments.first else {
      throw UsageError(message: "missing subcommand; see 'choicekit --help'")
    }
    let rest = Array(arguments.dropFirst())
    switch subcommand {
    case "help", "-h", "--help":
      return .help(.overview)
    case "--version":
      guard rest.isEmpty else { throw UsageError(message: "'--version' takes nothing after it") }
      return .version
    case "gallery":
      return try GalleryCommand.parse(rest).map(Invocation.gallery) ?? .help(.overview)
    case "bench":
      return try BenchCommand.parse(rest).map(Invocation.bench) ?? .help(.overview)
    case "render":
      switch try RenderCommand.parse(rest, registry: registry) {
      case .help(let help): return .help(help)
      case .render(let command): return .render(command)
      }
    default:
      let kind = subcommand.hasPrefix("-") ? "option" : "subcommand"
      throw UsageError(message: "unknown \(kind) '\(subcommand)'; see 'choicekit --help'")
    }
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
    run(
      arguments, registry: ControlRegistry.controls, standardOutput: standardOutput,
      standardError: standardError)
  }

  /// Runs a command line with a list of controls; see ``run(_:standardOutput:standardError:)``.
  static func run(
    _ arguments: [String], registry: [any ControlDescriptor.Type], standardOutput: (String) -> Void,
    standardError: (String) -> Void
  ) -> Int32 {
    let invocation: Invocation
    do {
      invocation = try parse(arguments, registry: registry)
    } catch {
      standardError("choicekit: \(error.message)\n")
      return 2
    }
    // The console lives only as long as this call.
    return withoutActuallyEscaping(standardOutput) { standardOutput in
      withoutActuallyEscaping(standardError) { standardError in
        let console = CommandConsole(standardOutput: standardOutput, standardError: standardError)
        switch invocation {
        case .help(let help): return help.run(registry: registry, console: console)
        case .gallery(let gallery): return gallery.run(registry: registry, console: console)
        case .bench(let bench): return bench.run(registry: registry, console: console)
        case .render(let render): return render.run(console: console)
        case .version:
          console.standardOutput("choicekit \(version)\n")
          return 0
        }
      }
    }
  }
}
