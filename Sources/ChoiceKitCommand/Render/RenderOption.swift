import ChoiceKitCore
import ChoiceKitPreview

/// An option of `choicekit render`: its name, the value it takes and what it means, kept together
/// so that the parser, the help and the messages cannot disagree.
///
/// The options every control shares are static members here; a control's own options are static
/// members of its ``ControlRenderOptions`` type, which lists every option it reads.
///
/// ```swift
/// let mode = RenderOption("--mode", values: ["single", "optional", "multiple"],
///   help: "Single, optional (a None row) or multiple selection (default single).")
/// ```
package struct RenderOption: Sendable, Hashable {
  /// The long name a command line writes, such as `--labels`.
  package var name: String
  /// The value's placeholder in the help, or `nil` for a flag, which takes no value.
  package var placeholder: String?
  /// What the option does, one sentence for the help.
  package var help: String
  /// The names the option takes, for one that takes one of a fixed set; `nil` otherwise. The
  /// help's placeholder is made from them, never the other way round.
  package var values: [String]?

  /// Creates an option that takes a value, or a flag when `placeholder` is `nil`.
  ///
  /// - Parameters:
  ///   - name: The long name, such as `--labels`.
  ///   - placeholder: The value's placeholder in the help, or `nil` for a flag.
  ///   - help: What the option does.
  package init(_ name: String, placeholder: String?, help: String) {
    self.name = name
    self.placeholder = placeholder
    self.help = help
  }

  /// Creates an option that takes one of a fixed set of names.
  ///
  /// - Parameters:
  ///   - name: The long name.
  ///   - values: The names it takes, shown in the help separated by `|`.
  ///   - help: What the option does.
  package init(_ name: String, values: [String], help: String) {
    self.init(name, placeholder: values.joined(separator: "|"), help: help)
    self.values = values
  }

  /// Whether the option is a flag, which takes no value.
  package var isFlag: Bool { placeholder == nil }

  /// Short names and the options they stand for.
  package static let aliases = ["-o": output.name]

  /// The SVG file written.
  package static let output = RenderOption(
    "--output", placeholder: "FILE.svg",
    help:
      "The SVG file to write (required), its folder created when missing; replaced whole, or left as "
      + "it was on failure. - writes the SVG to standard output.")

  /// The Dynamic Type sizes by the names `--text-size` takes: `ChoiceTextScale`'s own.
  package static let textSizes = ChoiceTextScale.allCases.map(\.rawValue)

  /// The platform whose form is drawn, among those a control's preview draws differently.
  ///
  /// - Parameter idioms: One device family per platform the control draws, in the order the
  ///   help lists them.
  /// - Returns: The option.
  package static func idiom(_ idioms: [InterfaceIdiom]) -> RenderOption {
    RenderArgument.idiom(idioms).option
  }

  /// The options of the environment every control is drawn in, the idiom aside.
  package static let environment = [
    RenderArgument.appearance.option, RenderArgument.rightToLeft.option, RenderArgument.textSize.option,
  ]

  /// Reduce Motion.
  /// `--tint`: the control's tint, as `.tint(_:)` sets it on the SwiftUI view.
  package static let tint = RenderOption(
    "--tint", placeholder: "COLOR",
    help: "The tint, as .tint(_:) sets it: a system colour ("
      + SystemColor.allCases.map(\.rawValue).joined(separator: ", ")
      + "), light and dark, or #RRGGBB in both (default blue).")

  package static let reduceMotion = RenderOption(
    "--reduce-motion", placeholder: nil, help: "Fade the items in at their places instead of moving them.")

  /// The transition drawn instead of a still.
  ///
  /// - Parameter help: What the control's transition shows.
  /// - Returns: The option.
  package static func transition(_ help: String) -> RenderOption { RenderArgument.transition(help).option }

  /// Where a transition between selections starts.
  package static let from = RenderOption(
    "--from", placeholder: "N", help: "Where the transition starts, by position from 1 (default 1).")

  /// How many frames a filmstrip shows.
  ///
  /// - Parameter defaultCount: The frames drawn when the option is not given.
  /// - Returns: The option.
  package static func frames(default defaultCount: Int) -> RenderOption {
    RenderArgument.frames(default: defaultCount).option
  }

  /// The titles of the options, tabs or items.
  ///
  /// - Parameter help: What they title, with their default.
  /// - Returns: The option.
  package static func labels(_ help: String) -> RenderOption {
    RenderOption("--labels", placeholder: "A,B,...", help: help)
  }

  /// The symbols of the tabs or items, one per label.
  package static let icons = RenderOption(
    "--icons", placeholder: "NAME,...",
    help: "SF Symbol names, one per label (default: the default items' icons in turn); known: "
      + IconSet.names.joined(separator: ", ") + ".")

  /// Positions that cannot be chosen.
  package static let disabled = RenderOption(
    "--disabled", placeholder: "N,...", help: "Positions, from 1, that cannot be chosen.")

  /// The width offered.
  ///
  /// - Parameter help: What the width is, with its default.
  /// - Returns: The option.
  package static func width(_ help: String) -> RenderOption {
    RenderOption("--width", placeholder: "POINTS", help: help)
  }

  /// A case name as a command line writes it: `navigationLink` as `navigation-link`.
  package static func kebab<Value: RawRepresentable<String>>(_ value: Value) -> String {
    var result = ""
    for character in value.rawValue {
      if character.isUppercase {
        result += "-" + character.lowercased()
      } else {
        result.append(character)
      }
    }
    return result
  }
}
