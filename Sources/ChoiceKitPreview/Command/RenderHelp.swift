import Foundation

/// The help of `choicekit render`, generated from the controls' option lists so that every
/// option a control accepts is listed under it, and no other.
enum RenderHelp {
  /// The column option descriptions start at.
  static let column = 32
  /// The widest line.
  static let lineWidth = 100

  /// The whole help: usage, controls, and each control's options.
  static let text: String = {
    var lines = [
      "USAGE: choicekit render <control> [options] --output FILE.svg",
      "",
      "Draws one control in one configuration with the gallery's own preview code: a still SVG, or with",
      "--transition a looping animated SVG or a filmstrip. Positions count from 1; write a value as",
      "'--option value' or '--option=value'. A bad command line exits 2, a failed write exits 1 and",
      "leaves the output as it was.",
      "",
      "CONTROLS:",
    ]
    for control in RenderControl.allCases {
      lines.append(entry(control.rawValue, control.summary, indent: 2))
    }
    for control in RenderControl.allCases {
      lines.append("")
      lines.append("\(control.rawValue.uppercased()) OPTIONS:")
      for option in control.options {
        let name = [option.rawValue, option.placeholder(for: control)].compactMap { $0 }.joined(
          separator: " ")
        let alias = RenderOption.aliases.first { $0.value == option.rawValue }.map { "\($0.key), " } ?? ""
        lines.append(entry(alias + name, option.help(for: control), indent: 2))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }()

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
