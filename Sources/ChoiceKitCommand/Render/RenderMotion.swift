import ChoiceKitCore
import ChoiceKitPreview

/// How a picture of `choicekit render` shows time: at rest, as a looping animated SVG of the
/// control's transition, or as still frames of it side by side.
package enum RenderMotion: Sendable, Equatable {
  /// The configuration at rest.
  case still
  /// A looping animated SVG of the control's transition.
  case animated
  /// Still frames of the transition side by side.
  case filmstrip(frames: Int)

  /// Reads `--transition` and `--frames`.
  ///
  /// - Parameters:
  ///   - options: The options as written.
  ///   - defaultFrames: The frames of a filmstrip when `--frames` is not given.
  ///   - needingTransition: Other options that mean nothing without `--transition`.
  /// - Returns: The motion asked for.
  /// - Throws: A usage error for a bad value, or an option that needs `--transition` without it.
  package static func read(
    _ options: CommandOptions, defaultFrames: Int, needingTransition: [RenderOption] = []
  ) throws(CommandUsageError) -> RenderMotion {
    guard let filmstrip = try RenderArgument.transition("").read(options) else {
      for option in [RenderOption.from, .frames(default: defaultFrames)] + needingTransition
      where options.contains(option.name) {
        throw RenderValue.conflict("option '\(option.name)' needs '--transition'")
      }
      return .still
    }
    let frames = try RenderArgument.frames(default: defaultFrames).read(options)
    if !filmstrip && frames != nil {
      throw RenderValue.conflict("option '--frames' needs '--transition filmstrip'")
    }
    return filmstrip ? .filmstrip(frames: frames ?? defaultFrames) : .animated
  }

  /// The still, or the transition in this form; only the one asked for is drawn.
  ///
  /// - Parameters:
  ///   - still: The picture at rest.
  ///   - transition: The control's transition, or `nil` when it has none (then always still).
  /// - Returns: The SVG text.
  package func draw(_ still: @autoclosure () -> DisplayList, transition: (() -> PreviewTransition)?) -> String
  {
    switch (self, transition) {
    case (.still, _), (_, nil): SVGRenderer().render(still())
    case (.animated, let transition?): transition().animatedSVG()
    case (.filmstrip(let frames), let transition?):
      SVGRenderer().render(transition().filmstrip(count: frames))
    }
  }
}
