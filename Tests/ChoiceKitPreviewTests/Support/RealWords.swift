/// The kinds of text a bench's labels must include, so that a row measures the words real apps
/// show rather than ones a fast path could take alone.
enum RealWords {
  /// A kind of text.
  enum Kind: CaseIterable {
    /// Latin letters with accents, as Spanish and French labels have.
    case accented
    /// Arabic letters, which join and form ligatures.
    case arabic
    /// An emoji.
    case emoji
  }

  /// The kinds some word of `words` holds.
  ///
  /// - Parameter words: A bench's labels.
  /// - Returns: Every kind found.
  static func kinds(in words: [String]) -> Set<Kind> {
    var kinds: Set<Kind> = []
    for scalar in words.flatMap(\.unicodeScalars) {
      if (0xC0...0x24F).contains(scalar.value) { kinds.insert(.accented) }
      if (0x600...0x6FF).contains(scalar.value) { kinds.insert(.arabic) }
      if scalar.properties.isEmoji && scalar.value > 0xFF { kinds.insert(.emoji) }
    }
    return kinds
  }
}
