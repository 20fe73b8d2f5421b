/// The plain words that stand for a picker option where a picker needs text rather than a view
/// (a summary of several values, a search), and where they came from.
///
/// ```swift
/// OptionWords(choiceText: "Chocolate", tag: Flavor.chocolate)  // "Chocolate", .choiceText
/// OptionWords(choiceText: nil, tag: "Juan")                     // "Juan", .stringTag
/// OptionWords(choiceText: nil, tag: Flavor.chocolate)          // "chocolate", .description
/// OptionWords(choiceText: nil, tag: "de", isIdentifier: true)   // "de", .identifier
/// ```
package struct OptionWords: Sendable, Hashable {
  /// Where an option's words came from, best first.
  public enum Source: Sendable, Hashable {
    /// The option's `choiceText(_:)`.
    case choiceText
    /// The option's tag, which is a `String` the caller wrote as a tag.
    case stringTag
    /// The option's tag, a `String` that is its `ForEach` identifier (`ForEach(countries, id:
    /// \.code)`): it selects the option but is no name for it ("de", not "Germany"), so a picker
    /// never shows it as one; a search still matches it.
    case identifier
    /// The tag's description (`String(describing:)`): an enum's case name, a UUID. Right only by
    /// chance, so a picker warns in debug builds where it shows or searches it.
    case description
  }

  /// The words.
  public let text: String
  /// Where they came from.
  public let source: Source

  /// Whether the words name the option: anything but an identifier. A picker shows and speaks
  /// only names; it searches any words.
  public var isName: Bool { source != .identifier }

  /// Words given as they are.
  ///
  /// - Parameters:
  ///   - text: The words.
  ///   - source: Where they came from.
  public init(text: String, source: Source) {
    self.text = text
    self.source = source
  }

  /// An option's words: its `choiceText(_:)`, else its tag when that is a `String` (also inside
  /// an optional), else the tag's description.
  ///
  /// - Parameters:
  ///   - choiceText: The option's `choiceText(_:)`, or `nil`.
  ///   - tag: The option's tag, or `nil` when it has none.
  ///   - isIdentifier: Whether the tag is the option's `ForEach` identifier
  ///     (`TaggedOptions.Source.isTagIdentifier`): a `String` one gives ``Source/identifier``
  ///     words rather than a name.
  /// - Returns: The words, or `nil` for an option with neither words nor a tag.
  @inlinable
  public init?<Tag: Hashable>(choiceText: String?, tag: Tag?, isIdentifier: Bool = false) {
    if let choiceText {
      self.init(text: choiceText, source: .choiceText)
    } else if let tag {
      // A `String` tag, the common case, skips the search for optionals (an existential cast);
      // where `Tag` is known to be `String`, the check costs nothing at all.
      if let string = tag as? String {
        self.init(text: string, source: isIdentifier ? .identifier : .stringTag)
        return
      }
      let value = Self.unwrapped(tag)
      if let string = value as? String {
        self.init(text: string, source: isIdentifier ? .identifier : .stringTag)
      } else {
        self.init(text: value.map { String(describing: $0) } ?? "nil", source: .description)
      }
    } else {
      return nil
    }
  }

  /// A value with any optionals around it removed; `nil` for an optional holding nothing.
  @usableFromInline
  static func unwrapped(_ value: Any) -> Any? {
    guard let optional = value as? any OptionalValue else { return value }
    return optional.wrappedAny.flatMap(unwrapped)
  }
}

/// Reads an `Optional` whose wrapped type is not known statically.
private protocol OptionalValue {
  var wrappedAny: Any? { get }
}

extension Optional: OptionalValue {
  fileprivate var wrappedAny: Any? { map { $0 as Any } }
}
