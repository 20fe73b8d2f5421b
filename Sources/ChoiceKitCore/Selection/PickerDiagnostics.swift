/// What a picker's content or selection gets wrong in ways that would otherwise fail silently,
/// worded for the debug console: options without a usable tag, options tagged by identifiers
/// where SwiftUI's tags cannot be read, a selection no option carries, tags of the wrong type,
/// and words that are only a tag's description or identifier.
///
/// A ChoiceKit picker prints each warning once, in debug builds, as SwiftUI's `Picker` warns
/// about a selection without an associated tag.
///
/// ```swift
/// let diagnostics = PickerDiagnostics(picker: "ValuePicker", selectionType: "Int", readsSystemTags: false)
/// let options = TaggedOptions<Int>(sources: [.init(identifier: 0), .init(identifier: 1)])
/// diagnostics.warnings(options: options, selection: [14])
/// // ["ValuePicker: 2 options take their ForEach identifiers as tags here. If they carry .tag(_:),
/// //   that tag is not read: SwiftUI's .tag(_:) is read by ChoiceKit pickers only from iOS 18, …",
/// //  "ValuePicker: the selection 14 (Int) is invalid and does not have an associated tag, …"]
/// ```
package struct PickerDiagnostics: Sendable, Hashable {
  /// The systems on which a custom picker can read SwiftUI's `tag(_:)`.
  public static let systemTagSystems = "iOS 18, macOS 15, watchOS 11, tvOS 18 and visionOS 2"

  /// The picker's type name, such as `"SegmentedPicker"`; used as given, even empty.
  public var picker: String
  /// The selection's type name, such as `"Period"`; used as given.
  public var selectionType: String
  /// Whether this system lets the picker read SwiftUI's `tag(_:)`.
  public var readsSystemTags: Bool
  /// Whether a system container the options are shown in reads SwiftUI's `tag(_:)` itself (the
  /// system `TabView` behind a curved tab view), so that options tagged with it work even where
  /// the picker cannot read the tags: options that seem untagged and a selection that seems to
  /// be no option's are then not warned about.
  public var containerReadsSystemTags = false

  /// Describes a picker for its warnings.
  ///
  /// - Parameters:
  ///   - picker: The picker's type name.
  ///   - selectionType: The selection's type name.
  ///   - readsSystemTags: Whether SwiftUI's `tag(_:)` can be read here.
  public init(picker: String, selectionType: String, readsSystemTags: Bool) {
    self.picker = picker
    self.selectionType = selectionType
    self.readsSystemTags = readsSystemTags
  }

  /// Every warning for a picker's options and selection, in a stable order.
  ///
  /// - Parameters:
  ///   - options: The options' tags.
  ///   - selection: The selected values: one for a single selection, none for an optional one
  ///     holding `nil`, the members of a set.
  /// - Returns: The warnings; empty when nothing is wrong.
  public func warnings<Tag: Hashable>(options: TaggedOptions<Tag>, selection: [Tag]) -> [String] {
    // Tags the picker cannot read may still be there, read by the container.
    let tagsMayBeUnseen = containerReadsSystemTags && !readsSystemTags
    return [
      tagsMayBeUnseen ? nil : missingTagsWarning(options: options), foreignTagsWarning(options: options),
      identifierTagsWarning(options: options),
    ].compactMap { $0 }
      + [tagsMayBeUnseen ? nil : invalidSelectionWarning(options: options, selection: selection)].compactMap {
        $0
      }
  }

  /// The warning, on a system where the picker cannot read SwiftUI's `tag(_:)`, when options
  /// take their `ForEach` identifiers as tags: had the caller tagged them with `tag(_:)`, as
  /// with `Picker`, the picker would write identifiers in their place, with no other sign. Given
  /// whatever the selection, so a `nil` start or a selection that happens to be a valid
  /// identifier does not hide it.
  ///
  /// - Parameter options: The options' tags.
  /// - Returns: One sentence naming how many options and the fix, or `nil` where SwiftUI's tags
  ///   are read or no option took its identifier.
  public func identifierTagsWarning<Tag: Hashable>(options: TaggedOptions<Tag>) -> String? {
    guard !readsSystemTags else { return nil }
    let count = (0..<options.count).filter { options.origin(at: $0) == .identifier }.count
    guard count > 0 else { return nil }
    return "\(picker): \(count == 1 ? "1 option takes its" : "\(count) options take their") ForEach "
      + "identifier\(count == 1 ? "" : "s") as \(count == 1 ? "its tag" : "tags") here. If \(count == 1 ? "it carries" : "they carry") "
      + ".tag(_:), that tag is not read: " + systemTagNote
  }

  /// The warning when the children exist but none has a usable tag, so nothing can be chosen.
  ///
  /// - Parameter options: The options' tags.
  /// - Returns: One sentence naming the types and the fix, or `nil`.
  public func missingTagsWarning<Tag: Hashable>(options: TaggedOptions<Tag>) -> String? {
    guard options.hasChildrenButNoTags else { return nil }
    let ways = readsSystemTags ? ".tag(_:) or .choiceTag(_:)" : ".choiceTag(_:)"
    return "\(picker): none of the options has a tag of the selection's type \(selectionType), so "
      + "nothing can be chosen. Tag each option with \(ways) and a \(selectionType) value, or build "
      + "the options with ForEach over \(selectionType) values (its identifiers become the tags)."
      + (readsSystemTags ? "" : " " + systemTagNote)
  }

  /// The warning, as SwiftUI's `Picker` gives it, when a selected value is no option's tag: no
  /// option shows as chosen, and the user cannot choose the value back.
  ///
  /// Not given for a picker without children (its options may still be loading) or without any
  /// tag (``missingTagsWarning(options:)`` covers it).
  ///
  /// - Parameters:
  ///   - options: The options' tags.
  ///   - selection: The selected values; an optional selection's `nil` is no value.
  /// - Returns: One sentence naming up to three of the values (sorted by how they read) and
  ///   their type, or `nil`.
  public func invalidSelectionWarning<Tag: Hashable>(options: TaggedOptions<Tag>, selection: [Tag]) -> String?
  {
    // (Options tagged by identifiers where `tag(_:)` cannot be read have a warning of their
    // own, `identifierTagsWarning(options:)`, given whatever the selection.)
    guard !options.isEmpty, !options.hasChildrenButNoTags else { return nil }
    // An optional selection's nil is no value: nothing chosen is never invalid.
    let invalid = selection.filter { OptionWords.unwrapped($0) != nil && options.index(of: $0) == nil }
    guard !invalid.isEmpty else { return nil }
    // Sorted, so a set names the same values in the same order every time.
    let named = invalid.map { Self.describe($0) }.sorted().prefix(3)
    let values = Self.joined(Array(named) + (invalid.count > 3 ? ["\(invalid.count - 3) more"] : []))
    let (noun, verb) = invalid.count == 1 ? ("selection", "is") : ("selected values", "are")
    return "\(picker): the \(noun) \(values) (\(selectionType)) \(verb) invalid and "
      + "\(invalid.count == 1 ? "does" : "do") not have an associated tag, so no option shows "
      + "\(invalid.count == 1 ? "it" : "them") as chosen."
  }

  /// The warning when options carry `choiceTag(_:)` values of another type than the selection's,
  /// which can never choose them.
  ///
  /// - Parameter options: The options' tags.
  /// - Returns: One sentence naming the options' indices and the types, or `nil`.
  public func foreignTagsWarning<Tag: Hashable>(options: TaggedOptions<Tag>) -> String? {
    let foreign = (0..<options.count).compactMap { index in
      options.foreignTagType(at: index).map { (index, $0) }
    }
    guard !foreign.isEmpty else { return nil }
    let types = foreign.map(\.1).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    let indices = Self.joined(foreign.prefix(5).map { "\($0.0)" } + (foreign.count > 5 ? ["others"] : []))
    return "\(picker): the options at \(foreign.count == 1 ? "index" : "indices") \(indices) have "
      + ".choiceTag(_:) values of type \(Self.joined(types, final: " or ")), not of the selection's "
      + "type \(selectionType), so those tags cannot choose them."
  }

  /// The warning when SwiftUI's `tag(_:)` could not be read although the system allows it:
  /// the children read for their tags did not line up with the children shown.
  ///
  /// - Parameters:
  ///   - subviews: How many children were read for their tags.
  ///   - children: How many children are shown.
  /// - Returns: One sentence.
  public func unreadableSystemTagsWarning(subviews: Int, children: Int) -> String {
    "\(picker): SwiftUI's .tag(_:) could not be read (\(subviews) tagged views for \(children) "
      + "options), so options are tagged by .choiceTag(_:) and ForEach identifiers only."
  }

  /// The warning when a picker shows or searches words that are only its options' tags'
  /// descriptions, such as an enum's case names.
  ///
  /// - Parameters:
  ///   - words: Each child's words, `nil` for a child without.
  ///   - uses: Where the picker uses the words, such as `["search"]`; none gives no warning.
  /// - Returns: One sentence naming up to three of the words, or `nil`.
  public func describedWordsWarning(_ words: [OptionWords?], uses: [String]) -> String? {
    let described = words.compactMap { $0?.source == .description ? $0?.text : nil }
    guard !uses.isEmpty, !described.isEmpty else { return nil }
    let examples = described.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ")
    return "\(picker): \(Self.joined(uses)) use\(uses.count == 1 ? "s" : "") the descriptions of "
      + "\(described.count) option tag\(described.count == 1 ? "" : "s") (\(examples)), which users "
      + "may not recognise. Give each option its words with .choiceText(_:)."
  }

  /// The sentence that says where SwiftUI's `tag(_:)` can be read.
  private var systemTagNote: String {
    "SwiftUI's .tag(_:) is read by ChoiceKit pickers only from \(Self.systemTagSystems); on "
      + "earlier systems write .choiceTag(_:) where the options have .tag(_:)."
  }

  /// A value as the console should show it: a string quoted, anything else described, and an
  /// optional without its wrapper.
  private static func describe<Value: Hashable>(_ value: Value) -> String {
    guard let words = OptionWords(choiceText: nil, tag: value) else { return "nil" }
    return words.source == .stringTag ? "\"\(words.text)\"" : words.text
  }

  /// "a", "a and b", "a, b and c".
  private static func joined(_ items: [String], final: String = " and ") -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + final + items[items.count - 1]
  }
}
