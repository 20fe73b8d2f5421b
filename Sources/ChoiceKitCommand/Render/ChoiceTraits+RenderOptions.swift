import ChoiceKitCore
import ChoiceKitPreview

extension ChoiceTraits {
  /// The environment `choicekit render` draws in, read from `--appearance`, `--direction`,
  /// `--text-size`, `--idiom` and `--reduce-motion`; each left out keeps its default.
  ///
  /// ```swift
  /// let options = try CommandOptions.read(["--appearance", "dark"], valued: ["--appearance"],
  ///   context: "render radial")
  /// try ChoiceTraits(renderOptions: options, idioms: []).appearance  // .dark
  /// ```
  ///
  /// - Parameters:
  ///   - options: The options as written.
  ///   - idioms: The platforms the control draws differently, as `--idiom` names them.
  /// - Throws: A usage error for a value the option does not take.
  package init(renderOptions options: CommandOptions, idioms: [String]) throws(CommandUsageError) {
    self.init()
    if let value = options.value(of: RenderOption.appearance.name) {
      appearance = try RenderValue.choice(
        value, for: .appearance, from: RenderValue.cases(ChoiceAppearance.self))
    }
    if let value = options.value(of: RenderOption.direction.name) {
      isRightToLeft = try RenderValue.choice(value, for: .direction, from: [("ltr", false), ("rtl", true)])
    }
    if let value = options.value(of: RenderOption.textSize.name) {
      textScale = try RenderValue.choice(value, for: .textSize, from: RenderValue.cases(ChoiceTextScale.self))
    }
    if let value = options.value(of: "--idiom") {
      idiom = try RenderValue.choice(
        value, for: .idiom(idioms), from: RenderOption.idioms.filter { idioms.contains($0.name) })
    }
    reducesMotion = options.contains(RenderOption.reduceMotion.name)
  }
}
