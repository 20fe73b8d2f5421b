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
}
