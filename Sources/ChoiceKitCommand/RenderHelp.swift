import ChoiceKitCore
import ChoiceKitPreview

/// The help of `choicekit render`, generated from the registry: the controls, and each control's
/// options as its ``ControlRenderOptions`` type lists them, so every option a control accepts is
/// listed under it, and no other.
enum RenderHelp {
  /// The column option descriptions start at.
  static let column = 32
  /// The widest line.
  static let lineWidth = 100

  /// What `render` does, under its usage line.
  static let introduction = [
    "Draws one control in one configuration with the gallery's own preview code: a still SVG, or with",
    "--transition a looping animated SVG or a filmstrip. Positions count from 1; write a value as",
    "'--option value' or '--option=value'. A bad command line exits 2, a failed write exits 1 and",
    "leaves the output as it was.",
  ]

  /// The help of `render`: usage and the controls.
  ///
  /// - Parameter registry: The controls.
  /// - Returns: The text, ending with a newline.
  static func controls(_ registry: [any ControlDescriptor.Type]) -> String {
    var lines = ["USAGE: choicekit render <control> [options] --output FILE.svg", ""] + introduction
    lines += ["", "CONTROLS:"]
    for control in registry {
      lines.append(entry(control.id, control.summary, indent: 2))
    }
    lines += ["", "Run 'choicekit render <control> --help' for a control's options."]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The help of `render <control>`: usage, what it draws and every option it reads.
  ///
  /// - Parameter control: The control.
  /// - Returns: The text, ending with a newline.
  static func options(of control: any ControlDescriptor.Type) -> String {
    var lines = ["USAGE: choicekit render \(control.id) [options] --output FILE.svg", ""] + introduction
    lines += ["", wrap("Draws \(control.summary)."), "", "\(control.id.uppercased()) OPTIONS:"]
    for option in control.renderOptions {
      let name = [option.name, option.placeholder].compactMap { $0 }.joined(separator: " ")
      let alias = RenderOption.aliases.first { $0.value == option.name }.map { "\($0.key), " } ?? ""
      lines.append(entry(alias + name, option.help, indent: 2))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A paragraph wrapped to ``lineWidth``.
  static func wrap(_ text: String) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > lineWidth {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    return (lines + [line]).joined(separator: "\n")
  }

  /// One entry: the name, then its description from ``column``, wrapped to ``lineWidth`` with
  /// continuation lines indented to the column; a name too long for the column gets a line of
  /// its own.
  static func entry(_ name: String, _ description: String, indent: Int) -> String {
    let head = String(repeating: " ", count: indent) + name
    var lines: [String] = []
    var line = head.count + 1 < column ? head.padding(toLength: column, withPad: " ", startingAt: 0) : ""
    if line.isEmpty {
      lines.append(head)
      line = String(repeating: " ", count: column)
    }
    var lineHasWords = false
    for word in description.split(separator: " ") {
      if lineHasWords && line.count + 1 + word.count > lineWidth {
        lines.append(line)
        line = String(repeating: " ", count: column)
        lineHasWords = false
      }
      line += (lineHasWords ? " " : "") + word
      lineHasWords = true
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }
}
