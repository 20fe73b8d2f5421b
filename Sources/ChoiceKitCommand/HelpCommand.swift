import ChoiceKitCore
import ChoiceKitPreview

/// `choicekit help`, `choicekit --help`, `choicekit render --help` and
/// `choicekit render <control> --help`: prints one of the help texts.
enum HelpCommand: Equatable, Sendable {
  /// The subcommands, then the controls `render` draws.
  case overview
  /// The controls `render` draws.
  case render
  /// One control's `render` options, by its identifier.
  case control(String)

  /// The text, from the registry's controls.
  ///
  /// - Parameter registry: The controls.
  /// - Returns: The help text, ending with a newline.
  func text(registry: [any ControlDescriptor.Type]) -> String {
    switch self {
    case .overview:
      return ChoiceKitCommand.commandsHelp + "\n" + RenderHelp.controls(registry)
    case .render:
      return RenderHelp.controls(registry)
    case .control(let id):
      guard let control = ControlRegistry.control(id, in: registry) else {
        return RenderHelp.controls(registry)
      }
      return RenderHelp.options(of: control)
    }
  }

  /// Prints the text.
  ///
  /// - Parameters:
  ///   - registry: The controls.
  ///   - console: Where the text goes.
  /// - Returns: 0.
  func run(registry: [any ControlDescriptor.Type], console: CommandConsole) -> Int32 {
    console.standardOutput(text(registry: registry))
    return 0
  }
}
