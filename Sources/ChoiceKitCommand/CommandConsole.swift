import ChoiceKitCore
import ChoiceKitPreview

/// Where a subcommand writes: normal output and error messages, one line each.
struct CommandConsole {
  /// Receives normal output.
  var standardOutput: (String) -> Void
  /// Receives error messages.
  var standardError: (String) -> Void
}
