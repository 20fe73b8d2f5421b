#if canImport(SwiftUI)
  import SwiftUI

  /// Prints a picker's debug warnings (the core's `PickerDiagnostics`), each once for the life
  /// of the picker, as `Picker` warns about a selection without an associated tag. Release builds
  /// print nothing.
  struct PickerWarnings: ViewModifier {
    let warnings: [String]

    /// Keeps the warnings to print; a release build, which prints none, does not compute them.
    ///
    /// - Parameter warnings: The picker's warnings, computed only in debug builds.
    init(warnings: @autoclosure () -> [String]) {
      #if DEBUG
        self.warnings = warnings()
      #else
        self.warnings = []
      #endif
    }
    /// The warnings this picker has printed.
    @State private var log = PickerWarningLog()

    func body(content: Content) -> some View {
      #if DEBUG
        let log = log
        // `task` runs its action on the main actor, where the log lives.
        content.task(id: warnings) { [warnings] in
          log.print(warnings)
        }
      #else
        content
      #endif
    }
  }

  /// The warnings one picker has printed, so each is printed once.
  @MainActor
  final class PickerWarningLog {
    private var printed: Set<String> = []

    nonisolated init() {}

    /// Prints the warnings not printed before.
    ///
    /// - Parameter warnings: The picker's warnings now.
    /// - Returns: The warnings printed by this call, in order.
    @discardableResult
    func print(_ warnings: [String]) -> [String] {
      let new = warnings.filter { printed.insert($0).inserted }
      for warning in new { Swift.print("ChoiceKit warning: \(warning)") }
      return new
    }
  }
#endif
