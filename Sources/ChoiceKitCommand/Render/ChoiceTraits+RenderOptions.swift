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
    appearance = try RenderArgument.appearance.read(options) ?? appearance
    isRightToLeft = try RenderArgument.rightToLeft.read(options) ?? isRightToLeft
    textScale = try RenderArgument.textSize.read(options) ?? textScale
    idiom =
      try RenderArgument.idiom(idioms.compactMap(InterfaceIdiom.init(platformName:))).read(options) ?? idiom
    reducesMotion = options.contains(RenderOption.reduceMotion.name)
  }
}
