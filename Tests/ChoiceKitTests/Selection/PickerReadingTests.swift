#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI
  import Testing

  @testable import ChoiceKit

  // How a picker reads its options, as SwiftUI's `Picker` does: choiceTag(_:), then SwiftUI's
  // tag(_:) where a custom picker can read it (iOS 18, macOS 15, watchOS 11, tvOS 18,
  // visionOS 2), then the ForEach identifier; choiceDisabled(_:) from the first frame; Section
  // headers in the value picker's rows. The expectations branch on the system the test runs on,
  // since what SwiftUI lets a custom picker read depends on it.

  private enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
  }

  private struct Country: Identifiable {
    let code: String
    let name: String
    var id: String { code }
  }

  /// Every evaluation of a picker's children, in order: the first is what the first frame shows.
  @MainActor
  private final class ReadingProbe<Tag: Hashable> {
    var readings: [TaggedChildren<Tag>] = []

    func record(_ children: TaggedChildren<Tag>) -> Bool {
      readings.append(children)
      return true
    }

    var first: TaggedChildren<Tag>? { readings.first }
    var last: TaggedChildren<Tag>? { readings.last }
  }

  @MainActor
  private func read<Tag: Hashable, Source: View>(_ source: Source, as _: Tag.Type) -> ReadingProbe<Tag> {
    let probe = ReadingProbe<Tag>()
    let view = TaggedChildren<Tag>.reading(source) { children in
      let _ = probe.record(children)
      Color.clear.frame(width: 1, height: 1)
    }
    #expect(ImageRenderer(content: view).cgImage != nil)
    return probe
  }

  @MainActor
  private func readRows<Tag: Hashable, Source: View>(
    _ source: Source, as _: Tag.Type, readsNoneTags: Bool = false
  ) -> ReadingProbe<Tag> {
    let probe = ReadingProbe<Tag>()
    let view = List {
      TaggedChildren<Tag>.rows(source, readsNoneTags: readsNoneTags) { children in
        let _ = probe.record(children)
        ForEach(children) { $0.element }
      }
    }
    #expect(ImageRenderer(content: view.frame(width: 200, height: 400)).cgImage != nil)
    return probe
  }

  /// Whether this system lets a custom picker read SwiftUI's tags and sections.
  private var readsSystemTags: Bool {
    if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) { return true }
    return false
  }

  @Suite("Reading a picker's options")
  @MainActor
  struct PickerReadingTests {
    @Test func theReadingSaysWhetherTagsCouldBeRead() throws {
      let probe = read(ForEach([1, 2], id: \.self) { Text("\($0)") }, as: Int.self)
      let systemTags = try #require(probe.last).systemTags
      #expect(systemTags.isReadable == readsSystemTags)
      #expect(systemTags.mismatchedCount == nil)
      #expect(systemTags.tags == (readsSystemTags ? [1, 2] : nil))
    }

    @Test func swiftUITagsWinOverForEachIndicesWhereReadable() throws {
      let sizes = [12, 14, 16]
      let probe = read(
        ForEach(sizes.indices, id: \.self) { index in
          Text("\(sizes[index]) pt").tag(sizes[index])
        }, as: Int.self)
      let children = try #require(probe.last)
      if readsSystemTags {
        #expect(children.map(\.tag) == [12, 14, 16])
        #expect(children.options.origin(at: 1) == .systemTag)
        #expect(children.warnings(picker: "ValuePicker", selection: [14]).isEmpty)
      } else {
        // Before iOS 18 the index is the tag, and the warnings say so and why 14 shows as nothing.
        #expect(children.map(\.tag) == [0, 1, 2])
        let warnings = children.warnings(picker: "ValuePicker", selection: [14])
        #expect(warnings.count == 2)
        #expect(warnings.first?.contains("3 options take their ForEach identifiers as tags here") == true)
        #expect(warnings.first?.contains("write .choiceTag(_:) where the options have .tag(_:)") == true)
        #expect(warnings.last?.contains("the selection 14 (Int) is invalid") == true)
      }
    }

    // Guards: before iOS 18 a `.tag(_:)` inside a `ForEach` of other identifiers is silently
    // replaced by the identifier; the warning used to come only with a selection no option
    // carries, so a `nil` start or a selection that happens to be an identifier stayed silent.
    @Test func identifierTagsAreWarnedAboutBeforeIOS18WhateverTheSelection() throws {
      let sizes = [12, 14, 16]
      let probe = read(
        ForEach(sizes.indices, id: \.self) { index in
          Text("\(sizes[index]) pt").tag(sizes[index])
        }, as: Int?.self)
      let children = try #require(probe.last)
      for selection: Int? in [nil, 1] {
        let warnings = children.warnings(picker: "SegmentedPicker", selection: [selection])
        let named = warnings.contains { $0.contains("take their ForEach identifiers as tags here") }
        #expect(named == !readsSystemTags, "\(String(describing: selection))")
      }
    }

    // Guards: an optional selection's own tags ignored (`Binding<Flavor?>`): Picker users write
    // `.tag(Flavor?.some(x))`, `.tag(x as Flavor?)`, `.choiceTag(Optional(x))` and
    // `Text("None").tag(Flavor?.none)` (Apple documents `tag(_:includeOptional:)`). A value picker
    // reads its options as `Flavor`, so `.some(x)` must become `x` and `.none` the "None" option.
    // SwiftUI's tags are read only from iOS 18; `choiceTag(_:)` on every system.
    @Test func anOptionalSelectionsOwnTagsAreReadAndNoneIsTheNoneOption() throws {
      let probe = readRows(
        Group {
          Text("No flavour").tag(Flavor?.none)
          Text("Chocolate").tag(Flavor?.some(.chocolate))
          Text("Vanilla").tag(Flavor.vanilla as Flavor?)
          Text("Strawberry").choiceTag(Optional(Flavor.strawberry))
          Text("Nothing").choiceTag(Flavor?.none)
        }, as: Flavor.self, readsNoneTags: true)
      let children = try #require(probe.last)
      if readsSystemTags {
        #expect(children.options.noneIndex == 0)
        #expect(children.map(\.tag) == [nil, .chocolate, .vanilla, .strawberry, nil])
        // The second "None" repeats the first.
        #expect(children.options.duplicateIndices == [4])
      } else {
        #expect(children.options.noneIndex == 4)
        #expect(children.map(\.tag) == [nil, nil, nil, .strawberry, nil])
      }
      #expect(children.options.foreignTagType(at: 3) == nil)
      // A picker of one value does not read optional tags, as `Picker` over `Flavor` does not:
      // they are of another type.
      let single = try #require(
        readRows(Text("Strawberry").choiceTag(Optional(Flavor.strawberry)), as: Flavor.self).last)
      #expect(single.options.noneIndex == nil)
      #expect(single[0].tag == nil)
      #expect(single.options.foreignTagType(at: 0) == "Optional<Flavor>")
    }

    // Guards: a `String` identifier used as the option's name. In
    // `ForEach(countries, id: \.code) { Text($0.name) }` the tag is "de", which names nothing:
    // its words are an identifier, and VoiceOver gets no name for it (so it reads the option).
    @Test func aStringIdentifierIsNoName() throws {
      let countries = [Country(code: "fr", name: "France"), Country(code: "de", name: "Germany")]
      let probe = read(ForEach(countries, id: \.code) { Text($0.name) }, as: String.self)
      let children = try #require(probe.last)
      #expect(children.map(\.tag) == ["fr", "de"])
      #expect(children.map { $0.words?.source } == [.identifier, .identifier])
      #expect(children.allSatisfy { $0.name == nil })
      // The same words written as tags of the caller's own are names.
      let named = try #require(read(Text("Germany").choiceTag("Germany"), as: String.self).last)
      #expect(named[0].words?.source == .stringTag)
      #expect(named[0].name != nil)
    }

    @Test func aTagOfTheSelectionsTypeWinsOverTheIdentifier() throws {
      let countries = [Country(code: "fr", name: "France"), Country(code: "de", name: "Germany")]
      let probe = read(
        ForEach(countries) { country in
          Text(country.name).tag(country.name)
        }, as: String.self)
      let children = try #require(probe.last)
      #expect(children.map(\.tag) == (readsSystemTags ? ["France", "Germany"] : ["fr", "de"]))
    }

    @Test func choiceTagWinsOverBothAndTagsOfAnotherTypeAreNamed() throws {
      let probe = read(
        ForEach(Flavor.allCases) { flavor in
          switch flavor {
          case .chocolate: Text("Chocolate").tag(Flavor.vanilla).choiceTag(Flavor.strawberry)
          case .vanilla: Text("Vanilla").tag(Flavor.chocolate)
          case .strawberry: Text("Strawberry").choiceTag("strawberry")
          }
        }, as: Flavor.self)
      let children = try #require(probe.last)
      #expect(children[0].tag == .strawberry)
      #expect(children.options.origin(at: 0) == .choiceTag)
      #expect(children[1].tag == (readsSystemTags ? .chocolate : .vanilla))
      // The third child's own choiceTag is a String: its identifier repeats the first's tag.
      #expect(children.options.foreignTagType(at: 2) == "String")
      #expect(children[2].tag == nil)
      let warnings = children.warnings(picker: "SegmentedPicker", selection: [.chocolate])
      #expect(warnings.contains { $0.contains("values of type String, not of the selection's type Flavor") })
    }

    @Test func anOptionalSelectionReadsSwiftUITagsOfTheWrappedType() throws {
      let probe = read(
        ForEach(Flavor.allCases) { flavor in
          Text(flavor.rawValue).tag(flavor == .vanilla ? Flavor.chocolate : flavor)
        }, as: Flavor?.self)
      let children = try #require(probe.last)
      #expect(
        children.map(\.tag)
          == (readsSystemTags ? [.chocolate, nil, .strawberry] : Flavor.allCases.map { $0 }))
      // Nothing chosen is never an invalid selection.
      #expect(children.warnings(picker: "SegmentedPicker", selection: [nil]).isEmpty)
    }

    @Test func choiceDisabledDisablesEveryKindOfOptionFromTheFirstFrame() throws {
      let probe = read(
        Group {
          Text("Tagged").choiceTag(Flavor.chocolate).choiceDisabled()
          ForEach([Flavor.vanilla]) { Text($0.rawValue).choiceDisabled() }
          Text("System").tag(Flavor.strawberry).choiceDisabled(true)
          Text("Enabled").choiceTag(Flavor.vanilla).choiceDisabled(false)
        }, as: Flavor.self)
      let first = try #require(probe.first)
      #expect(first.map(\.isEnabled) == [false, false, false, true])
      #expect(first.indices.map { first.isSelectable($0) } == [false, false, false, false])
      // The fourth repeats the second's tag; the third has a tag only where SwiftUI's are read.
      #expect(first.map(\.tag) == [.chocolate, .vanilla, readsSystemTags ? .strawberry : nil, nil])
      // Written on a ForEach, it disables every option of it.
      let all = read(ForEach(Flavor.allCases) { Text($0.rawValue) }.choiceDisabled(), as: Flavor.self)
      #expect(try #require(all.first).map(\.isEnabled) == [false, false, false])
    }

    @Test func disabledOnAnOptionWithoutPickerTagIsNotSeen() throws {
      // Documented: only choiceTag(_:) carries the reporter `disabled(_:)` needs.
      let probe = read(ForEach([Flavor.vanilla]) { Text($0.rawValue).disabled(true) }, as: Flavor.self)
      #expect(try #require(probe.last).map(\.isEnabled) == [true])
    }

    @Test func wordsComeFromPickerTextThenAStringTagThenADescription() throws {
      let probe = read(
        Group {
          Text("Chocolate").choiceTag(Flavor.chocolate).choiceText("Dark chocolate")
          Text("Vanilla").choiceTag(Flavor.vanilla)
        }, as: Flavor.self)
      let children = try #require(probe.last)
      #expect(
        children.map(\.words) == [
          OptionWords(text: "Dark chocolate", source: .choiceText),
          OptionWords(text: "vanilla", source: .description),
        ])
      #expect(children[1].ownText == Text("Vanilla"))
    }

    @Test func valuePickerRowsReadSectionHeadersWhereTheSystemAllows() throws {
      let probe = readRows(
        Group {
          Section("Team") {
            Text("Ana").choiceTag("Ana")
            Text("Eva").choiceTag("Eva")
          }
          Section {
            Text("Luz").choiceTag("Luz")
          }
          Text("Juan").choiceTag("Juan").choiceSection("Guests")
        }, as: String.self)
      let children = try #require(probe.last)
      if readsSystemTags {
        #expect(children.map(\.tag) == ["Ana", "Eva", "Luz", "Juan"])
        // A headed Section groups its options; a Section without a header does not.
        #expect(children.sectionOfChild == [0, 0, nil, 3])
      } else {
        // Before iOS 18 a Section cannot be read: its header is one more child without a tag.
        #expect(children.contains { $0.tag == nil })
        #expect(children.last?.section != nil)
      }
    }
  }

  @Suite("Picker warnings")
  @MainActor
  struct PickerWarningTests {
    @Test func eachWarningIsPrintedOncePerPicker() {
      let log = PickerWarningLog()
      #expect(log.print(["a", "b"]) == ["a", "b"])
      #expect(log.print(["b", "a"]).isEmpty)
      #expect(log.print([]).isEmpty)
      #expect(log.print(["c", "a"]) == ["c"])
      // Another picker has a log of its own.
      #expect(PickerWarningLog().print(["a"]) == ["a"])
    }

    @Test func aPickerWithoutTagsNamesTheWayThisSystemReads() throws {
      let probe = read(
        Group {
          Text("One"); Text("Two")
        }, as: Flavor.self)
      let warnings = try #require(probe.last).warnings(picker: "SegmentedPicker", selection: [.vanilla])
      #expect(warnings.count == 1)
      #expect(
        warnings.first?.contains(readsSystemTags ? ".tag(_:) or .choiceTag(_:)" : "only from iOS 18") == true)
    }
  }
#endif
