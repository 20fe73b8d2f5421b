import ChoiceKitCore
import ChoiceKitPreview
import Foundation

/// An option of `choicekit render` declared once with how its value is read: the option itself
/// (its name, placeholder, accepted values and help, for the help and the messages) and its
/// parser, so a control reads a checked value with one call and the help is never parsed back.
///
/// ```swift
/// static let style = RenderArgument.choice(
///   "--style", RenderValue.cases(SegmentedPickerStyleKind.self), help: "The look (default capsule).")
/// style = try Self.style.read(options) ?? style
/// ```
///
/// Options whose reading depends on others (positions among the labels, limits against the
/// mode) stay plain ``RenderOption``s read by their control.
package struct RenderArgument<Value: Sendable>: Sendable {
  /// The option: name, placeholder, accepted values and help.
  package let option: RenderOption
  private let parse: @Sendable (String, RenderOption) throws(CommandUsageError) -> Value

  /// Creates an argument.
  ///
  /// - Parameters:
  ///   - option: The option.
  ///   - parse: Reads a value written after the option, refusing a bad one with a usage error
  ///     that names the option.
  package init(
    _ option: RenderOption,
    parse: @escaping @Sendable (String, RenderOption) throws(CommandUsageError) -> Value
  ) {
    self.option = option
    self.parse = parse
  }

  /// The option's value on a command line, read and checked.
  ///
  /// - Parameter options: The options as written.
  /// - Returns: The value, or `nil` when the option was not written.
  /// - Throws: A usage error for a value the option does not take.
  package func read(_ options: CommandOptions) throws(CommandUsageError) -> Value? {
    guard let value = options.value(of: option.name) else { return nil }
    return try parse(value, option)
  }

  /// An option that takes one of a fixed set of names, compared without case; the help lists
  /// the names in order.
  ///
  /// - Parameters:
  ///   - name: The long name.
  ///   - choices: Each name and what it means.
  ///   - help: What the option does.
  /// - Returns: The argument.
  package static func choice(_ name: String, _ choices: [(name: String, value: Value)], help: String)
    -> RenderArgument
  {
    RenderArgument(RenderOption(name, values: choices.map(\.name), help: help)) {
      value, option throws(CommandUsageError) in
      try RenderValue.choice(value, for: option, from: choices)
    }
  }
}

extension RenderArgument where Value == String {
  /// An option that takes any text, as written.
  ///
  /// - Parameters:
  ///   - name: The long name.
  ///   - placeholder: The value's placeholder in the help.
  ///   - help: What the option does.
  /// - Returns: The argument.
  package static func text(_ name: String, placeholder: String, help: String) -> RenderArgument {
    RenderArgument(RenderOption(name, placeholder: placeholder, help: help)) { value, _ in value }
  }
}

extension RenderArgument where Value == CGFloat {
  /// The width offered, in points.
  ///
  /// - Parameter help: What the width is, with its default.
  /// - Returns: The argument.
  package static func width(_ help: String) -> RenderArgument {
    RenderArgument(.width(help)) { value, option throws(CommandUsageError) in
      try RenderValue.length(value, for: option)
    }
  }
}

extension RenderArgument where Value == AdaptiveColor {
  /// `--tint`: the control's tint, as `.tint(_:)` sets it on the SwiftUI view.
  package static let tint = RenderArgument(.tint) { value, option throws(CommandUsageError) in
    try RenderValue.color(value, for: option)
  }
}

extension RenderArgument where Value == Bool {
  /// `--state`: open or closed.
  ///
  /// - Parameter help: What the states show, with the default.
  /// - Returns: The argument: `true` for open.
  package static func openOrClosed(_ help: String) -> RenderArgument {
    choice("--state", [("open", true), ("closed", false)], help: help)
  }
}

extension RenderArgument where Value == ChoiceAppearance {
  /// `--appearance`: light or dark.
  package static let appearance = choice(
    "--appearance", RenderValue.cases(ChoiceAppearance.self), help: "Light or dark (default light).")
}

extension RenderArgument where Value == Bool {
  /// `--direction`: `true` for right to left.
  package static let rightToLeft = choice(
    "--direction", ChoiceTraits.directions.map { (ChoiceTraits.directionName(isRightToLeft: $0), $0) },
    help: "Left to right or right to left (default ltr).")
}

extension RenderArgument where Value == ChoiceTextScale {
  /// `--text-size`: the Dynamic Type size, by `ChoiceTextScale`'s names.
  package static let textSize = RenderArgument(
    RenderOption(
      "--text-size", placeholder: "SIZE",
      help: "Dynamic Type size (default large): " + RenderOption.textSizes.joined(separator: ", ") + ".")
  ) { value, option throws(CommandUsageError) in
    try RenderValue.choice(value, for: option, from: RenderValue.cases(ChoiceTextScale.self))
  }
}

extension RenderArgument where Value == InterfaceIdiom {
  /// `--idiom`: the platform whose form is drawn, among those a control's preview draws
  /// differently.
  ///
  /// - Parameter idioms: One device family per platform the control draws, in the order the
  ///   help lists them; each is named by its `platformName`.
  /// - Returns: The argument.
  package static func idiom(_ idioms: [InterfaceIdiom]) -> RenderArgument {
    let choices = idioms.map { ($0.platformName, $0) }
    return choice("--idiom", choices, help: "The platform whose form is drawn (default ios).")
  }
}

extension RenderArgument where Value == Bool {
  /// `--transition`: `true` for a filmstrip of still frames, `false` for a looping animated SVG.
  ///
  /// - Parameter help: What the control's transition shows.
  /// - Returns: The argument.
  package static func transition(_ help: String) -> RenderArgument {
    choice("--transition", [("animated", false), ("filmstrip", true)], help: help)
  }
}

extension RenderArgument where Value == Int {
  /// `--frames`: how many frames a filmstrip shows, 1 to `RenderValue.maximumFrames`.
  ///
  /// - Parameter defaultCount: The frames drawn when the option is not given.
  /// - Returns: The argument.
  package static func frames(default defaultCount: Int) -> RenderArgument {
    RenderArgument(
      RenderOption(
        "--frames", placeholder: "N",
        help:
          "How many frames a filmstrip shows, 1 to \(RenderValue.maximumFrames) (default \(defaultCount)).")
    ) { value, option throws(CommandUsageError) in
      try RenderValue.count(value, for: option, in: 1...RenderValue.maximumFrames)
    }
  }
}
