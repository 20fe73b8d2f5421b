import ChoiceKitCore
import ChoiceKitPreview

/// `choicekit render <control> [options] --output FILE.svg`: draws one control in one
/// configuration into an SVG file.
///
/// Every value has been checked against the control when a command exists, so drawing it cannot
/// fail; only writing the file can.
struct RenderCommand: Sendable {
  /// The control's identifier.
  var control: String
  /// The SVG file written.
  var output: String
  /// The options as written, for comparing commands.
  var arguments: CommandOptions
  /// The control's options, read and checked.
  var options: any ControlRenderOptions

  /// What the words after `render` ask for.
  enum Parsed: Sendable {
    /// A help text.
    case help(HelpCommand)
    /// A picture.
    case render(RenderCommand)
  }

  /// Reads the words after `render`: the control, then its options.
  ///
  /// - Parameters:
  ///   - words: The words after the subcommand.
  ///   - registry: The controls, searched by identifier.
  /// - Returns: The help asked for, or the command.
  /// - Throws: A usage error for a missing or unknown control, an unknown option, a missing or
  ///   bad value, options that do not go together, or a missing `--output`.
  static func parse(_ words: [String], registry: [any ControlDescriptor.Type]) throws(CommandUsageError)
    -> Parsed
  {
    let ids = registry.map { $0.id }.joined(separator: ", ")
    guard let name = words.first else {
      throw RenderValue.conflict("missing control for 'render': one of \(ids)")
    }
    if name == "-h" || name == "--help" { return .help(.render) }
    guard let control = ControlRegistry.control(name, in: registry) else {
      let kind = name.hasPrefix("-") ? "a control before option '\(name)'" : "unknown control '\(name)'"
      throw RenderValue.conflict("\(kind) for 'render': one of \(ids)")
    }
    let help = "choicekit render \(control.id) --help"
    do {
      return try parse(Array(words.dropFirst()), for: control)
    } catch {
      throw error.pointing(to: help)
    }
  }

  /// Reads the options of one control.
  private static func parse(_ words: [String], for control: any ControlDescriptor.Type)
    throws(CommandUsageError) -> Parsed
  {
    let options = control.renderOptions
    let read = try CommandOptions.read(
      words, valued: Set(options.filter { !$0.isFlag }.map(\.name)),
      flags: Set(options.filter(\.isFlag).map(\.name)), aliases: RenderOption.aliases,
      context: "render \(control.id)", helpCommand: RenderValue.helpCommand)
    if read.wantsHelp { return .help(.control(control.id)) }
    guard let output = read.value(of: RenderOption.output.name) else {
      throw RenderValue.conflict("missing '--output FILE.svg' for 'render \(control.id)'")
    }
    guard output == Self.standardOutput || (output.lowercased().hasSuffix(".svg") && output.count > 4) else {
      throw RenderValue.refusal(
        .output, takes: "a file name ending in .svg, or - for standard output", not: output)
    }
    let traits = try ChoiceTraits(renderOptions: read, idioms: control.idioms)
    let parsed = try control.readRenderOptions(read, traits: traits)
    return .render(RenderCommand(control: control.id, output: output, arguments: read, options: parsed))
  }

  /// The `--output` that sends the picture to standard output instead of a file.
  static let standardOutput = "-"

  /// Draws the picture and writes it.
  ///
  /// - Parameter console: Where messages go.
  /// - Returns: 0, or 1 when the file could not be written.
  func run(console: CommandConsole) -> Int32 {
    if output == Self.standardOutput {
      console.standardOutput(options.svg())
      for warning in options.warnings { console.standardError("choicekit: warning: \(warning)\n") }
      return 0
    }
    do {
      try AtomicFileWriter().write(options.svg(), to: output)
      console.standardOutput("Wrote \(output)\n")
      for warning in options.warnings { console.standardError("choicekit: warning: \(warning)\n") }
      return 0
    } catch {
      console.standardError("choicekit: \(error.description)\n")
      return 1
    }
  }
}

extension RenderCommand: Equatable {
  /// Commands are equal when they draw the same control from the same options into the same file.
  static func == (lhs: RenderCommand, rhs: RenderCommand) -> Bool {
    lhs.control == rhs.control && lhs.output == rhs.output && lhs.arguments == rhs.arguments
  }
}
