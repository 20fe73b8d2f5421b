import Foundation

/// A template read once into literal text and placeholders, so filling it in is concatenation.
struct WordingTemplate: Sendable, Hashable {
  enum Placeholder: String, Sendable, Hashable {
    case index, count
  }

  enum Piece: Sendable, Hashable {
    case literal(String)
    case placeholder(Placeholder)
  }

  /// The template as written.
  let source: String
  let pieces: [Piece]

  /// Reads a template. Text in braces that is not one of `placeholders`, and a brace that opens
  /// nothing (no closing brace before the next opening one or the end), stay literal text.
  init(_ source: String, placeholders: Set<Placeholder>) {
    self.source = source
    var pieces: [Piece] = []
    var literal = ""
    var rest = source[...]
    while let open = rest.firstIndex(of: "{") {
      literal += rest[..<open]
      let afterOpen = rest[rest.index(after: open)...]
      if let close = afterOpen.firstIndex(where: { $0 == "}" || $0 == "{" }),
        afterOpen[close] == "}",
        let name = Placeholder(rawValue: String(afterOpen[..<close])),
        placeholders.contains(name)
      {
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        literal = ""
        pieces.append(.placeholder(name))
        rest = afterOpen[afterOpen.index(after: close)...]
      } else {
        literal += "{"
        rest = afterOpen
      }
    }
    literal += rest
    if !literal.isEmpty { pieces.append(.literal(literal)) }
    self.pieces = pieces
  }

  /// The template with its placeholders replaced by the numbers, written in `digits`.
  func filled(index: Int = 0, count: Int, digits: WordingDigits = .latin) -> String {
    var text = ""
    for piece in pieces {
      switch piece {
      case .literal(let literal): text += literal
      case .placeholder(.index): text += digits.write(index)
      case .placeholder(.count): text += digits.write(count)
      }
    }
    return text
  }
}

/// A counted phrase's templates per plural category, each read once.
struct PluralTemplates: Sendable, Hashable {
  let templates: [PluralCategory: WordingTemplate]

  init(_ forms: [PluralCategory: String]) {
    templates = forms.mapValues { WordingTemplate($0, placeholders: [.count]) }
  }

  var sources: [PluralCategory: String] { templates.mapValues(\.source) }

  /// The phrase for a count: its category's form, else `other`'s, else the number alone; the
  /// number written in `digits`.
  func phrase(count: Int, rules: PluralRules, digits: WordingDigits = .latin) -> String {
    let category = rules.category(of: count.magnitude)
    guard let template = templates[category] ?? templates[.other] else { return digits.write(count) }
    return template.filled(count: count, digits: digits)
  }
}
