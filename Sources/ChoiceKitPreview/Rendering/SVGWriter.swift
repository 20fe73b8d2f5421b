import ChoiceKitCore
import Foundation

/// Builds one SVG document line by line, collecting definitions (gradients, clips, filters) with
/// ids numbered in order of use, so equal input always gives byte-identical text.
struct SVGWriter {
  private(set) var body: [String] = []
  private var definitions: [String] = []
  private var counter = 0
  private var depth = 1
  let places: Int
  let idPrefix: String

  /// The deepest indentation written, in levels; deeper elements share it, so the text grows
  /// linearly with nesting.
  static let maximumIndentation = 32

  /// Creates a writer; `idPrefix` is made a valid XML name (see ``validIDPrefix(_:)``).
  init(places: Int, idPrefix: String) {
    self.places = places
    self.idPrefix = Self.validIDPrefix(idPrefix)
  }

  /// A prefix that keeps ids valid XML names: characters other than ASCII letters, digits, `-`,
  /// `_` and `.` become `_`, and one that cannot start a name gets a leading `_`.
  static func validIDPrefix(_ prefix: String) -> String {
    func isLetter(_ scalar: Unicode.Scalar) -> Bool {
      ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
    }
    var result = String.UnicodeScalarView()
    for scalar in prefix.unicodeScalars {
      let kept = isLetter(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "."
      result.append(kept ? scalar : "_")
    }
    if let first = result.first, !isLetter(first) { result.insert("_", at: result.startIndex) }
    return String(result)
  }

  /// A number as SVG text.
  func number(_ value: CGFloat) -> String { DecimalText.format(value, places: places) }

  /// A number as SVG text.
  func number(_ value: Double) -> String { DecimalText.format(value, places: places) }

  /// Adds a line at the current nesting depth.
  mutating func line(_ text: String) {
    body.append(String(repeating: "  ", count: min(max(depth, 0), Self.maximumIndentation)) + text)
  }

  /// Opens an element whose children follow, and indents them.
  mutating func open(_ tag: String, _ attributes: [(String, String)] = []) {
    line("<\(tag)\(Self.attributeText(attributes))>")
    depth += 1
  }

  /// Closes the innermost element opened with ``open(_:_:)``.
  mutating func close(_ tag: String) {
    depth -= 1
    line("</\(tag)>")
  }

  /// Adds an element without children.
  mutating func empty(_ tag: String, _ attributes: [(String, String)]) {
    line("<\(tag)\(Self.attributeText(attributes))/>")
  }

  /// Registers a definition and returns its new id; `make` gets the id and returns the element.
  mutating func define(_ make: (String) -> [String]) -> String {
    counter += 1
    let id = "\(idPrefix)d\(counter)"
    definitions.append(contentsOf: make(id).map { "    " + $0 })
    return id
  }

  /// The finished document.
  func document(width: CGFloat, height: CGFloat) -> String {
    let (w, h) = (number(width), number(height))
    var lines = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">"
    ]
    if !definitions.isEmpty {
      lines.append("  <defs>")
      lines.append(contentsOf: definitions)
      lines.append("  </defs>")
    }
    lines.append(contentsOf: body)
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  static func attributeText(_ attributes: [(String, String)]) -> String {
    attributes.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
  }

  /// Text made safe for XML content and attribute values: markup characters are escaped, and
  /// characters XML does not allow (control characters other than tab and line feed, U+FFFE,
  /// U+FFFF) are dropped.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text.unicodeScalars {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      // Control characters other than tab/newline, and the non-characters U+FFFE and U+FFFF, are
      // not allowed in XML 1.0.
      case _ where character.value < 0x20 && character != "\t" && character != "\n": continue
      case "\u{FFFE}", "\u{FFFF}": continue
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }
}
