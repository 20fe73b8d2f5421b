import ChoiceKitCore
import ChoiceKitPreview

/// The options one control's `choicekit render` reads, as a value: read from the command line,
/// checked against each other and drawn with the control's preview.
///
/// Each control declares its own type beside its preview code, so the options a control has no use
/// for are refused rather than ignored, and its help lists exactly what it reads.
///
/// ```swift
/// let options = try CommandOptions.read(words, valued: ..., context: "render value-picker")
/// let picture = try ValuePickerRenderOptions(options, traits: ChoiceTraits(appearance: .dark))
/// let svg = picture.svg()
/// ```
package protocol ControlRenderOptions: Sendable {
  /// Every option the control reads, the common ones (`--output`, the environment, the motion)
  /// included, in the order the help lists them.
  static var options: [RenderOption] { get }

  /// Reads and checks the control's options.
  ///
  /// - Parameters:
  ///   - options: The options as written; every name is one of ``options``.
  ///   - traits: The environment the picture is drawn in, read from the common options.
  /// - Throws: A usage error naming the option and what it takes.
  init(_ options: CommandOptions, traits: ChoiceTraits) throws(CommandUsageError)

  /// The picture: a still SVG, or the transition asked for as an animated SVG or a filmstrip.
  func svg() -> String

  /// What the picture shows that the options probably did not mean, each said in a sentence:
  /// items piled on each other, a title cut short. The picture is drawn all the same.
  var warnings: [String] { get }
}

extension ControlRenderOptions {
  /// No warnings.
  package var warnings: [String] { [] }
}
