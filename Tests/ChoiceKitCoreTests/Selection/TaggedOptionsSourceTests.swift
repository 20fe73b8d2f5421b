import ChoiceKitCore
import Foundation
import Testing

/// The tag rule: `choiceTag(_:)` before SwiftUI's `tag(_:)` (where it can be read, including the
/// identifiers SwiftUI's `ForEach` tags views with there) before the `ForEach` identifier; then
/// the first child with a tag wins; disabled children show but cannot be chosen.
@Suite("TaggedOptions sources")
struct TaggedOptionsSourceTests {
  typealias Source = TaggedOptions<Int>.Source

  /// Every combination of the three places a tag can come from, present or not: bit 0 gives a
  /// choiceTag, bit 1 a system tag, bit 2 an identifier.
  @Test(arguments: 0..<8)
  func theFirstPlaceThatHasATagWins(combination: Int) {
    let picker = combination & 1 != 0 ? 1 : nil
    let system = combination & 2 != 0 ? 2 : nil
    let identifier = combination & 4 != 0 ? 3 : nil
    let source = Source(choiceTag: picker, systemTag: system, identifier: identifier)
    let expected: (Int, TagOrigin)? =
      picker.map { ($0, .choiceTag) } ?? system.map { ($0, .systemTag) }
      ?? identifier.map { ($0, .identifier) }
    #expect(source.resolved?.tag == expected?.0)
    #expect(source.resolved?.origin == expected?.1)
    let options = TaggedOptions(sources: [source])
    #expect(options.tag(at: 0) == expected?.0)
    #expect(options.origin(at: 0) == expected?.1)
    #expect(options.hasChildrenButNoTags == (expected == nil))
  }

  @Test func aSizePickerOnIOS18WritesTheTagNotTheIndex() {
    // ForEach(sizes.indices, id: \.self) { i in Text("\(sizes[i]) pt").tag(sizes[i]) }
    let sizes = [12, 14, 16]
    let seen = TaggedOptions(sources: sizes.indices.map { Source(systemTag: sizes[$0], identifier: $0) })
    #expect(seen.tag(at: 1) == 14)
    #expect(seen.index(of: 14) == 1)
    #expect(seen.index(of: 1) == nil)
    #expect((0..<3).map(seen.origin(at:)) == [.systemTag, .systemTag, .systemTag])
    // Before iOS 18 the tag cannot be seen: the identifiers are the tags, as the docs warn.
    let unseen = TaggedOptions(sources: sizes.indices.map { Source(identifier: $0) })
    #expect(unseen.tag(at: 1) == 1)
    #expect(unseen.index(of: 14) == nil)
    #expect(unseen.origin(at: 1) == .identifier)
  }

  @Test func countriesByCodeTaggedByName() {
    // ForEach(countries, id: \.code) { Text($0.name).tag($0.name) } with a String selection.
    let countries = [("fr", "France"), ("de", "Germany")]
    let seen = TaggedOptions<String>(sources: countries.map { .init(systemTag: $0.1, identifier: $0.0) })
    #expect(seen.index(of: "Germany") == 1)
    #expect(seen.index(of: "de") == nil)
    let withPickerTag = TaggedOptions<String>(
      sources: countries.map { .init(choiceTag: $0.1, identifier: $0.0) })
    #expect(withPickerTag.index(of: "France") == 0)
  }

  /// A tag that is the child's `ForEach` identifier (taken from it, or SwiftUI's tag equal to
  /// it, as `ForEach` tags views from iOS 18) selects but names nothing.
  @Test func aTagThatIsTheIdentifierIsKnownAsSuch() {
    #expect(TaggedOptions<String>.Source(identifier: "de").isTagIdentifier)
    #expect(TaggedOptions<String>.Source(systemTag: "de", identifier: "de").isTagIdentifier)
    #expect(!TaggedOptions<String>.Source(systemTag: "Germany", identifier: "de").isTagIdentifier)
    #expect(!TaggedOptions<String>.Source(choiceTag: "de", identifier: "de").isTagIdentifier)
    #expect(!TaggedOptions<String>.Source(systemTag: "de").isTagIdentifier)
    #expect(!TaggedOptions<String>.Source(identifier: "de", noneTag: .choiceTag).isTagIdentifier)
    #expect(TaggedOptions<Double>.Source(systemTag: .nan, identifier: .nan).isTagIdentifier)
  }

  @Test func duplicatesAcrossOriginsKeepTheFirstChild() {
    let options = TaggedOptions<Int>(sources: [
      .init(identifier: 5), .init(choiceTag: 5), .init(systemTag: 5), .init(systemTag: 6, identifier: 5),
    ])
    #expect(options.index(of: 5) == 0)
    #expect(options.duplicateIndices == [1, 2])
    #expect((0..<4).filter(options.isChoosable) == [0, 3])
    #expect(options.origin(at: 1) == .choiceTag)
    #expect(options.origin(at: 3) == .systemTag)
  }

  @Test func nanTagsFromAnyOriginAreOneTag() throws {
    let options = TaggedOptions<Double>(sources: [
      .init(systemTag: .nan), .init(choiceTag: -.nan), .init(identifier: 1),
    ])
    #expect(options.index(of: .nan) == 0)
    #expect(try #require(options.tag(at: 0)).isNaN)
    #expect(options.duplicateIndices == [1])
    #expect(options == options)
  }

  @Test func anOptionalSelectionReadsANoneTag() {
    // A `Period?` selection: `.choiceTag(Period?.none)` tags a "None" option.
    let options = TaggedOptions<Int?>(sources: [
      .init(choiceTag: .some(nil)), .init(systemTag: 1), .init(identifier: 2),
    ])
    #expect(options.index(of: nil) == 0)
    #expect(options.selectedIndex(for: .some(nil)) == 0)
    // No child is tagged with the reader's "None" (the `nil` here is a tag of type `Int?`), so
    // a `nil` of the selection's own optional chooses nothing.
    #expect(options.selectedIndex(for: nil) == nil)
    #expect(options.index(of: 1) == 1)
    #expect(options.index(of: 2) == 2)
  }

  // MARK: An optional selection's "None" option

  /// `Picker`'s documented optional selection: `Text("None").tag(Flavor?.none)` beside options
  /// tagged `Flavor?.some(…)`. The reader maps `.some(x)` to `x` (a `Flavor` tag) and the `.none`
  /// tag to the "None" option, at the origin where it was written.
  @Test(arguments: TagOrigin.allCases)
  func aNoneTagMakesTheNoneOption(origin: TagOrigin) {
    let options = TaggedOptions<Int>(sources: [
      .init(choiceTag: 1), .init(noneTag: origin), .init(systemTag: 2), .init(noneTag: origin),
    ])
    #expect(options.noneIndex == 1)
    #expect(options.tag(at: 1) == nil)
    #expect(!options.isSelectable(1))
    #expect(options.isChoosable(1))
    #expect(options.isNoneTagged(1) && options.isNoneTagged(3))
    #expect(options.origin(at: 1) == origin)
    // An optional selection's nil chooses it; the second one repeats it.
    #expect(options.selectedIndex(for: nil) == 1)
    #expect(options.duplicateIndices == [3])
    #expect(!options.isChoosable(3))
    #expect(!options.hasChildrenButNoTags)
    #expect(TaggedOptions<Int>(sources: [.init(noneTag: origin)]).hasChildrenButNoTags == false)
  }

  /// The "None" tag counts at its origin's place in the order: a `choiceTag(_:)` value of the
  /// selection's type wins over a SwiftUI `tag(Flavor?.none)`, and `choiceTag(Flavor?.none)`
  /// wins over a SwiftUI tag or a `ForEach` identifier.
  @Test func aNoneTagTakesItsPlaceInTheOrder() {
    let byPickerTag = Source(choiceTag: 4, systemTag: 5, noneTag: .systemTag)
    #expect(byPickerTag.resolved?.tag == 4)
    #expect(!byPickerTag.isNone)
    let noneFirst = Source(systemTag: 5, identifier: 6, noneTag: .choiceTag)
    #expect(noneFirst.resolved == nil)
    #expect(noneFirst.isNone)
    let identifierAfterNone = Source(identifier: 6, noneTag: .systemTag)
    #expect(identifierAfterNone.isNone)
    let systemBeforeNone = Source(systemTag: 5, noneTag: .identifier)
    #expect(systemBeforeNone.resolved?.tag == 5)
    let options = TaggedOptions(sources: [byPickerTag, noneFirst, identifierAfterNone, systemBeforeNone])
    #expect(options.tag(at: 0) == 4)
    #expect(options.noneIndex == 1)
    #expect(options.duplicateIndices == [2])
    #expect(options.tag(at: 3) == 5)
    #expect(options.origin(at: 1) == .choiceTag)
    #expect(options.origin(at: 2) == .systemTag)
  }

  @Test func aDisabledNoneOptionCannotBeChosenAndTakesPartInEquality() {
    let disabled = TaggedOptions<Int>(sources: [
      .init(isDisabled: true, noneTag: .choiceTag), .init(choiceTag: 1),
    ])
    #expect(disabled.noneIndex == 0)
    #expect(!disabled.isChoosable(0))
    let untagged = TaggedOptions<Int>(sources: [.init(isDisabled: true), .init(choiceTag: 1)])
    let enabled = TaggedOptions<Int>(sources: [.init(noneTag: .systemTag), .init(choiceTag: 1)])
    #expect(disabled != untagged)
    #expect(enabled != TaggedOptions<Int>(sources: [.init(), .init(choiceTag: 1)]))
    #expect(enabled == TaggedOptions<Int>(sources: [.init(noneTag: .choiceTag), .init(identifier: 1)]))
    #expect(Set([enabled, TaggedOptions<Int>(sources: [.init(), .init(choiceTag: 1)])]).count == 2)
  }

  // MARK: Disabled options

  /// A disabled option keeps its tag (it shows as an option, and a selection of it shows as
  /// chosen) but cannot be chosen, however it was tagged.
  @Test(arguments: TagOrigin.allCases)
  func aDisabledOptionShowsButCannotBeChosen(origin: TagOrigin) {
    func source(_ tag: Int, disabled: Bool) -> Source {
      switch origin {
      case .choiceTag: Source(choiceTag: tag, isDisabled: disabled)
      case .systemTag: Source(systemTag: tag, isDisabled: disabled)
      case .identifier: Source(identifier: tag, isDisabled: disabled)
      }
    }
    let options = TaggedOptions(sources: [
      source(1, disabled: false), source(2, disabled: true), source(3, disabled: false),
    ])
    #expect(options.tag(at: 1) == 2)
    #expect(options.isSelectable(1))
    #expect(options.isDisabled(1))
    #expect(!options.isChoosable(1))
    #expect(options.selectedIndex(for: 2) == 1)
    #expect((0..<3).filter(options.isChoosable) == [0, 2])
    #expect(options.origin(at: 1) == origin)
  }

  @Test func disabledOutOfRangeAndUntaggedChildren() {
    let options = TaggedOptions<Int>(sources: [.init(isDisabled: true), .init(choiceTag: 1)])
    #expect(options.isDisabled(0))
    #expect(!options.isChoosable(0))
    #expect(!options.isDisabled(1))
    #expect(options.isChoosable(1))
    for index in [-1, 2, Int.max, Int.min] {
      #expect(!options.isDisabled(index))
      #expect(!options.isChoosable(index))
      #expect(options.origin(at: index) == nil)
      #expect(options.foreignTagType(at: index) == nil)
    }
  }

  @Test func disabledChildrenTakePartInEquality() {
    let enabled = TaggedOptions<Int>(sources: [.init(choiceTag: 1), .init(choiceTag: 2)])
    let disabled = TaggedOptions<Int>(sources: [.init(choiceTag: 1), .init(choiceTag: 2, isDisabled: true)])
    #expect(enabled != disabled)
    #expect(enabled == TaggedOptions([1, 2]))
    #expect(enabled.hashValue == TaggedOptions([1, 2]).hashValue)
    #expect(
      disabled == TaggedOptions<Int>(sources: [.init(identifier: 1), .init(systemTag: 2, isDisabled: true)]))
    #expect(Set([enabled, disabled, TaggedOptions([1, 2])]).count == 2)
  }

  @Test func foreignTagTypesAreKeptPerChild() {
    let options = TaggedOptions<Int>(sources: [
      .init(identifier: 0, foreignTagType: "String"), .init(choiceTag: 1), .init(foreignTagType: "Double"),
    ])
    #expect(options.foreignTagType(at: 0) == "String")
    #expect(options.foreignTagType(at: 1) == nil)
    #expect(options.foreignTagType(at: 2) == "Double")
    #expect(options.tag(at: 0) == 0)
    #expect(options.tag(at: 2) == nil)
  }

  @Test func theOlderInitialisersMeanPickerTagsAndIdentifiers() {
    let plain = TaggedOptions([1, nil])
    #expect(plain.origin(at: 0) == .choiceTag)
    #expect(plain.origin(at: 1) == nil)
    let mixed = TaggedOptions(explicit: [nil, 7], implicit: [3, 4])
    #expect(mixed.origin(at: 0) == .identifier)
    #expect(mixed.origin(at: 1) == .choiceTag)
    #expect(mixed == TaggedOptions([3, 7]))
  }

  @Test func anEmptyListAndAHugeOne() {
    let empty = TaggedOptions<Int>(sources: [])
    #expect(empty.isEmpty && !empty.hasChildrenButNoTags)
    let sources = (0..<10_000).map { Source(systemTag: $0 % 100, identifier: $0, isDisabled: $0 % 7 == 0) }
    let huge = TaggedOptions(sources: sources)
    #expect(huge.duplicateIndices.count == 9_900)
    #expect((0..<10_000).filter(huge.isChoosable).count == 100 - 15)  // multiples of 7 below 100
  }
}
