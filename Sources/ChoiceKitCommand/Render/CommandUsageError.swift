import ChoiceKitCore
import ChoiceKitPreview

/// A command line that cannot be run, with the one-line reason: the `choicekit` command prints it
/// after its name and exits 2.
package struct CommandUsageError: Error, Equatable, Sendable {
  /// The reason, without the program name.
  package var message: String

  /// Creates an error.
  ///
  /// - Parameter message: The reason, without the program name.
  package init(message: String) {
    self.message = message
  }

  /// The same error sending the reader to another help than `choicekit render --help`, which
  /// lists the controls but not their options.
  ///
  /// - Parameter helpCommand: The command whose help answers the error, such as
  ///   `choicekit render radial --help`.
  /// - Returns: The error with its pointer replaced, or unchanged when it has none.
  package func pointing(to helpCommand: String) -> CommandUsageError {
    let generic = "; see '\(RenderValue.helpCommand)'"
    guard message.hasSuffix(generic) else { return self }
    return CommandUsageError(message: message.dropLast(generic.count) + "; see '\(helpCommand)'")
  }
}
