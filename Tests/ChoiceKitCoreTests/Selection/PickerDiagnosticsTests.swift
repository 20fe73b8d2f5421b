import ChoiceKitCore
import Foundation
import Testing

@Suite("PickerDiagnostics")
struct PickerDiagnosticsTests {
  typealias Source = TaggedOptions<Int>.Source

  static let before18 = PickerDiagnostics(picker: "ValuePicker", selectionType: "Int", readsSystemTags: false)
  static let from18 = PickerDiagnostics(picker: "ValuePicker", selectionType: "Int", readsSystemTags: true)

  // MARK: No usable tag

  @Test func noTagsNamesTheTypesAndTheWaysThisSystemReads() throws {
    let options = TaggedOptions<Int>(sources: [.init(), .init()])
    let old = try #require(Self.before18.missingTagsWarning(options: options))
    #expect(old.hasPrefix("ValuePicker: none of the options has a tag of the selection's type Int"))
    #expect(old.contains("Tag each option with .choiceTag(_:) and a Int value"))
    #expect(
      old.contains("read by ChoiceKit pickers only from iOS 18, macOS 15, watchOS 11, tvOS 18 and visionOS 2")
    )
    let new = try #require(Self.from18.missingTagsWarning(options: options))
    #expect(new.contains("Tag each option with .tag(_:) or .choiceTag(_:)"))
    #expect(!new.contains("only from iOS 18"))
    #expect(Self.before18.warnings(options: options, selection: [1]) == [old])
  }

  @Test func aContainerThatReadsTheTagsSilencesOnlyWhatItMayRead() throws {
    // A curved tab view's system TabView reads `.tag(_:)` before iOS 18, where ChoiceKit cannot:
    // untagged-looking tabs and a selection no tab seems to carry are not warned about there.
    var container = Self.before18
    container.containerReadsSystemTags = true
    let untagged = TaggedOptions<Int>(sources: [.init(), .init()])
    #expect(container.warnings(options: untagged, selection: [1]).isEmpty)
    let tagged = TaggedOptions<Int>([0, nil])
    #expect(container.warnings(options: tagged, selection: [7]).isEmpty)
    // Identifiers taken as tags are still named: the container reads what ChoiceKit tags again.
    let identified = TaggedOptions<Int>(sources: [.init(identifier: 0), .init(identifier: 1)])
    #expect(container.warnings(options: identified, selection: [0]).count == 1)
    // Where ChoiceKit reads the tags itself, the container changes nothing.
    var from18 = Self.from18
    from18.containerReadsSystemTags = true
    #expect(
      from18.warnings(options: tagged, selection: [7])
        == Self.from18.warnings(options: tagged, selection: [7]))
    #expect(
      try #require(from18.warnings(options: untagged, selection: [1]).first).contains("none of the options"))
  }

  @Test func anEmptyPickerOrATaggedOneHasNoMissingTagsWarning() {
    #expect(Self.before18.missingTagsWarning(options: TaggedOptions<Int>([])) == nil)
    #expect(Self.before18.missingTagsWarning(options: TaggedOptions<Int>([nil, 1])) == nil)
  }

  @Test func namesAreUsedAsGiven() throws {
    let diagnostics = PickerDiagnostics(picker: "", selectionType: "", readsSystemTags: true)
    let warning = try #require(diagnostics.missingTagsWarning(options: TaggedOptions<Int>([nil])))
    #expect(warning.hasPrefix(": none of the options"))
  }

  // MARK: A selection no option carries

  @Test func aSelectionOutsideTheOptionsIsInvalidAsPickerSaysIt() throws {
    let options = TaggedOptions<Int>(sources: [
      .init(systemTag: 12, identifier: 0), .init(systemTag: 14, identifier: 1),
    ])
    let warning = try #require(Self.from18.invalidSelectionWarning(options: options, selection: [15]))
    #expect(
      warning
        == "ValuePicker: the selection 15 (Int) is invalid and does not have an associated tag, so no option shows it as chosen."
    )
    #expect(Self.from18.invalidSelectionWarning(options: options, selection: [14]) == nil)
    #expect(Self.from18.invalidSelectionWarning(options: options, selection: []) == nil)
  }

  /// Before iOS 18 a `.tag(_:)` inside a `ForEach` of other identifiers is invisible: the
  /// picker writes the identifiers. The warning is given whatever the selection: a `nil` start,
  /// or a selection that happens to be a valid identifier, would otherwise hide it.
  @Test func beforeIOS18IdentifierTagsAreWarnedWhateverTheSelection() throws {
    // ForEach(sizes.indices, id: \.self) { Text(…).tag(sizes[$0]) } on iOS 17: the tags are 0, 1, 2.
    let options = TaggedOptions<Int>(sources: [
      .init(identifier: 0), .init(identifier: 1), .init(identifier: 2),
    ])
    let warning = try #require(Self.before18.identifierTagsWarning(options: options))
    #expect(warning.hasPrefix("ValuePicker: 3 options take their ForEach identifiers as tags here."))
    #expect(warning.contains("write .choiceTag(_:) where the options have .tag(_:)"))
    for selection in [[], [1], [14]] {
      #expect(Self.before18.warnings(options: options, selection: selection).first == warning)
    }
    // The invalid selection's own warning no longer repeats it.
    let invalid = try #require(Self.before18.invalidSelectionWarning(options: options, selection: [14]))
    #expect(invalid.contains("the selection 14 (Int) is invalid"))
    #expect(!invalid.contains("identifiers"))
    // One option alone, in the singular.
    let one = TaggedOptions<Int>(sources: [.init(choiceTag: 5), .init(identifier: 1)])
    #expect(
      Self.before18.identifierTagsWarning(options: one)?.hasPrefix(
        "ValuePicker: 1 option takes its ForEach identifier as its tag here. If it carries") == true)
    // Where SwiftUI's tags are read, or no option took its identifier, there is nothing to say.
    #expect(Self.from18.identifierTagsWarning(options: options) == nil)
    let tagged = TaggedOptions<Int>(sources: [.init(choiceTag: 12, identifier: 0), .init(systemTag: 3)])
    #expect(Self.before18.identifierTagsWarning(options: tagged) == nil)
    #expect(Self.before18.identifierTagsWarning(options: TaggedOptions<Int>([])) == nil)
  }

  @Test func severalValuesAreNamedUpToThree() throws {
    let options = TaggedOptions([1, 2])
    let warning = try #require(
      Self.from18.invalidSelectionWarning(options: options, selection: [7, 8, 1, 9, 10, 11]))
    // Sorted as they read, so a set's values come in one order.
    #expect(warning.contains("the selected values 10, 11, 7 and 2 more (Int) are invalid and do not have"))
    #expect(warning.hasSuffix("so no option shows them as chosen."))
  }

  @Test func stringsAreQuotedAndOptionalsUnwrapped() throws {
    let strings = PickerDiagnostics(picker: "SegmentedPicker", selectionType: "String", readsSystemTags: true)
    let warning = try #require(
      strings.invalidSelectionWarning(options: TaggedOptions(["a"]), selection: ["b"]))
    #expect(warning.contains("the selection \"b\" (String)"))
    let optionals = PickerDiagnostics(
      picker: "SegmentedPicker", selectionType: "Optional<String>", readsSystemTags: true)
    let optional = try #require(
      optionals.invalidSelectionWarning(options: TaggedOptions<String?>(["a"]), selection: [.some("b")]))
    #expect(optional.contains("the selection \"b\" (Optional<String>)"))
  }

  @Test func nothingChosenIsNeverInvalid() {
    let options = TaggedOptions<Int?>([1, 2])
    let diagnostics = PickerDiagnostics(picker: "P", selectionType: "Optional<Int>", readsSystemTags: true)
    #expect(diagnostics.invalidSelectionWarning(options: options, selection: [nil]) == nil)
    #expect(diagnostics.invalidSelectionWarning(options: options, selection: [3]) != nil)
  }

  @Test func aSetNamesItsValuesInOneOrder() throws {
    let options = TaggedOptions(["a"])
    let strings = PickerDiagnostics(picker: "P", selectionType: "String", readsSystemTags: true)
    let one = try #require(
      strings.invalidSelectionWarning(options: options, selection: ["z", "b", "m", "c"]))
    let other = try #require(
      strings.invalidSelectionWarning(options: options, selection: ["c", "m", "z", "b"]))
    #expect(one == other)
    #expect(one.contains("\"b\", \"c\", \"m\" and 1 more"))
  }

  @Test func noSelectionWarningForAnEmptyOrUntaggedPicker() {
    #expect(Self.from18.invalidSelectionWarning(options: TaggedOptions<Int>([]), selection: [1]) == nil)
    #expect(Self.from18.invalidSelectionWarning(options: TaggedOptions<Int>([nil]), selection: [1]) == nil)
  }

  @Test func aNaNSelectionFindsANaNOption() {
    let options = TaggedOptions<Double>([1, .nan])
    let diagnostics = PickerDiagnostics(picker: "P", selectionType: "Double", readsSystemTags: true)
    #expect(diagnostics.invalidSelectionWarning(options: options, selection: [-.nan]) == nil)
    #expect(
      diagnostics.invalidSelectionWarning(options: TaggedOptions<Double>([1]), selection: [.nan]) != nil)
  }

  // MARK: Tags of another type

  @Test func choiceTagsOfAnotherTypeAreNamed() throws {
    let options = TaggedOptions<Int>(sources: [
      .init(identifier: 0, foreignTagType: "String"), .init(choiceTag: 1), .init(foreignTagType: "String"),
      .init(foreignTagType: "Double"),
    ])
    let warning = try #require(Self.from18.foreignTagsWarning(options: options))
    #expect(
      warning
        == "ValuePicker: the options at indices 0, 2 and 3 have .choiceTag(_:) values of type String or Double, not of the selection's type Int, so those tags cannot choose them."
    )
    let one = TaggedOptions<Int>(sources: [.init(foreignTagType: "UUID")])
    #expect(try #require(Self.from18.foreignTagsWarning(options: one)).contains("at index 0 have"))
    #expect(Self.from18.foreignTagsWarning(options: TaggedOptions([1])) == nil)
  }

  @Test func manyForeignOptionsAreShortened() throws {
    let options = TaggedOptions<Int>(sources: (0..<40).map { _ in .init(foreignTagType: "String") })
    let warning = try #require(Self.from18.foreignTagsWarning(options: options))
    #expect(warning.contains("indices 0, 1, 2, 3, 4 and others"))
    // Every warning at once, in order: missing tags, foreign tags, invalid selection.
    #expect(Self.from18.warnings(options: options, selection: [1]).count == 2)
  }

  // MARK: Other warnings

  @Test func unreadableSystemTagsSaysWhatIsUsedInstead() {
    let warning = Self.from18.unreadableSystemTagsWarning(subviews: 3, children: 4)
    #expect(warning.contains("(3 tagged views for 4 options)"))
    #expect(warning.contains(".choiceTag(_:) and ForEach identifiers only"))
  }

  @Test func describedWordsAreWarnedAboutWhereTheyAreUsed() throws {
    let words: [OptionWords?] = [
      OptionWords(choiceText: nil, tag: "Juan"), OptionWords(choiceText: nil, tag: 3), nil,
      OptionWords(choiceText: "Four", tag: 4), OptionWords(choiceText: nil, tag: 5.5),
    ]
    let warning = try #require(Self.from18.describedWordsWarning(words, uses: ["search"]))
    #expect(warning.hasPrefix("ValuePicker: search uses the descriptions of 2 option tags (\"3\", \"5.5\")"))
    #expect(warning.hasSuffix(".choiceText(_:)."))
    let both = try #require(Self.from18.describedWordsWarning(words, uses: ["search", "the summary"]))
    #expect(both.contains("search and the summary use the descriptions"))
    #expect(Self.from18.describedWordsWarning(words, uses: []) == nil)
    #expect(
      Self.from18.describedWordsWarning([OptionWords(choiceText: nil, tag: "a")], uses: ["search"]) == nil)
    let one = try #require(
      Self.from18.describedWordsWarning([OptionWords(choiceText: nil, tag: 1)], uses: ["search"]))
    #expect(one.contains("1 option tag (\"1\")"))
  }

  /// `ForEach(countries, id: \.code) { Text($0.name) }`: "fr", "de" and "es" are no names. Where
  /// a value picker needs words, the warning says what happens and what to write.
  @Test func identifierWordsAreWarnedAboutWhereWordsAreNeeded() throws {
    let words = ["fr", "de", "es", "it"].map { OptionWords(choiceText: nil, tag: $0, isIdentifier: true) }
    let warning = try #require(
      Self.from18.valuePickerWordsWarning(words, mode: .multiple(.none), showsSearchField: false))
    #expect(
      warning.hasPrefix(
        "ValuePicker: 4 options are known only by their ForEach identifier (\"fr\", \"de\", \"es\")"))
    #expect(
      warning.contains("search matches only identifiers and the summary of several values shows a count"))
    #expect(warning.hasSuffix("or tag it with .choiceTag(_:) when the identifier is its name."))
    // A single value shows the option itself and there is no search: nothing to say.
    #expect(Self.from18.valuePickerWordsWarning(words, mode: .single, showsSearchField: false) == nil)
    #expect(Self.from18.valuePickerWordsWarning(words, mode: .single, showsSearchField: true) != nil)
    // Names are not warned about.
    let names = ["France", "Germany"].map { OptionWords(choiceText: nil, tag: $0) }
    #expect(Self.from18.valuePickerWordsWarning(names, mode: .multiple(.none), showsSearchField: true) == nil)
    let named = ["fr"].map { OptionWords(choiceText: "France", tag: $0, isIdentifier: true) }
    #expect(Self.from18.valuePickerWordsWarning(named, mode: .multiple(.none), showsSearchField: true) == nil)
  }
}
