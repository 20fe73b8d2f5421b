#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI
  import Testing

  @testable import ChoiceKit

  // The SwiftUI layer of the segmented picker, checked without a host: what the initialisers
  // store, what the styles are handed, and the environment's defaults. The frames, moves and
  // words themselves are the core's, tested on Linux in ChoiceKitCoreTests.

  private enum Period: String, CaseIterable {
    case day = "Day"
    case week = "Week"
  }

  /// `String`-backed and `CustomStringConvertible`: the description must win.
  private enum Unit: String, CaseIterable, CustomStringConvertible {
    case metric, imperial

    var description: String { self == .metric ? "Metric" : "Imperial" }
  }

  private enum Rank: Int, CaseIterable, CustomStringConvertible {
    case first = 1, second

    var description: String { self == .first ? "First" : "Second" }
  }

  @Suite("SegmentedPicker initialisers")
  @MainActor
  struct SegmentedPickerInitialiserTests {
    @Test func stringBackedOptionsShowTheirRawValues() {
      let picker = SegmentedPicker(selection: .constant(Period.week), options: Period.allCases)
      #expect(picker.content.options == [.day, .week])
      #expect(
        picker.content.options.map(picker.content.label) == [Text(verbatim: "Day"), Text(verbatim: "Week")])
      #expect(picker.title == nil)
    }

    @Test func describedOptionsShowTheirDescriptions() {
      let picker = SegmentedPicker(selection: .constant(Rank.first), options: Rank.allCases)
      #expect(
        picker.content.options.map(picker.content.label) == [
          Text(verbatim: "First"), Text(verbatim: "Second"),
        ])

      let strings = SegmentedPicker(selection: .constant("b"), options: ["a", "b"])
      #expect(
        strings.content.options.map(strings.content.label) == [Text(verbatim: "a"), Text(verbatim: "b")])
    }

    @Test func optionsBothStringBackedAndDescribedShowTheDescription() {
      let picker = SegmentedPicker(selection: .constant(Unit.metric), options: Unit.allCases)
      #expect(
        picker.content.options.map(picker.content.label) == [
          Text(verbatim: "Metric"), Text(verbatim: "Imperial"),
        ])

      let titled = SegmentedPicker("Units", selection: .constant(Unit.metric), options: Unit.allCases)
      #expect(
        titled.content.options.map(titled.content.label) == [
          Text(verbatim: "Metric"), Text(verbatim: "Imperial"),
        ])
    }

    @Test func optionsKeepOrderAndRepeats() {
      // Repeats are kept so the picker can show them; the core's TaggedOptions disables them.
      let picker = SegmentedPicker(selection: .constant(Period.day), options: [Period.week, .day, .week])
      #expect(picker.content.options == [.week, .day, .week])

      let empty = SegmentedPicker(selection: .constant(Period.day), options: [Period]())
      #expect(empty.content.options.isEmpty)
    }

    @Test func theTutorialsCallSiteCarriesItsColours() {
      let ported = SegmentedPicker(
        selection: .constant(Period.week), options: Period.allCases, activeBgColor: .indigo,
        inactiveBgColor: .gray.opacity(0.15))
      #expect(
        ported.colors
          == SegmentedPickerColors(indicator: .indigo, track: .gray.opacity(0.15)))
      #expect(
        ported.content.options.map(ported.content.label) == [Text(verbatim: "Day"), Text(verbatim: "Week")])

      let plain = SegmentedPicker(selection: .constant(Period.week), options: Period.allCases)
      #expect(plain.colors == nil)
    }

    @Test func anySubsetOfTheTutorialsColoursCanBeGiven() {
      let textOnly = SegmentedPicker(
        selection: .constant(Period.week), options: Period.allCases, activeTextColor: .yellow)
      #expect(textOnly.colors == SegmentedPickerColors(selectedText: .yellow))
      let inactiveOnly = SegmentedPicker(
        selection: .constant(Period.week), options: Period.allCases, inactiveTextColor: .gray)
      #expect(inactiveOnly.colors == SegmentedPickerColors(text: .gray))
    }

    @Test func dataDrivenOptionsCanBeDisabled() {
      let picker = SegmentedPicker(
        selection: .constant(Period.week), options: Period.allCases, isEnabled: { $0 != .day })
      #expect(Period.allCases.map(picker.content.isEnabled) == [false, true])
      let labelled = SegmentedPicker(selection: .constant(Period.week), options: Period.allCases) {
        Text($0.rawValue)
      }
      #expect(Period.allCases.map(labelled.content.isEnabled) == [true, true])
    }

    @Test func defaultLabelsAreAlsoTheSpokenNames() {
      let picker = SegmentedPicker(selection: .constant(Unit.metric), options: Unit.allCases)
      #expect(picker.content.name.map { Unit.allCases.map($0) } == ["Metric", "Imperial"])
      let labelled = SegmentedPicker(selection: .constant(Unit.metric), options: Unit.allCases) {
        Text($0.rawValue)
      }
      #expect(labelled.content.name == nil)
    }

    @Test func aLocalizedTitleIsTheAccessibilityLabel() {
      let picker = SegmentedPicker("Period", selection: .constant(Period.day)) {
        Text("Day").choiceTag(Period.day)
      }
      #expect(picker.title == Text("Period"))
      #expect(picker.label == Text("Period"))

      let verbatim = SegmentedPicker(String("Period"), selection: .constant(Period.day)) {
        Text("Day").choiceTag(Period.day)
      }
      #expect(verbatim.title == Text(String("Period")))
    }

    @Test func aLabelViewIsNotATitle() {
      let picker = SegmentedPicker(selection: .constant(Period.day)) {
        Text("Day").choiceTag(Period.day)
      } label: {
        Image(systemName: "calendar")
      }
      #expect(picker.title == nil)
    }
  }

  @Suite("SegmentedPickerControlStyle configuration")
  @MainActor
  struct SegmentedPickerStyleConfigurationTests {
    @Test func positionsKnowTheirEnds() {
      let ladder = [(0, 1, true, true), (0, 2, true, false), (1, 2, false, true), (2, 4, false, false)]
      for (index, count, isFirst, isLast) in ladder {
        let position = SegmentedPickerStyleConfiguration.Position(index: index, count: count)
        #expect(position.isFirst == isFirst, "\(index) of \(count)")
        #expect(position.isLast == isLast, "\(index) of \(count)")
      }
    }

    @Test func thePaletteScalesTheTokenFontsWithDynamicType() {
      let tokens = SegmentedPickerTokens.standard
      let palette = SegmentedPickerPalette(
        tokens: tokens, colors: SegmentedPickerColors(),
        traits: ChoiceTraits(appearance: .dark, textScale: .accessibility3))
      #expect(palette.textScale == .accessibility3)
      #expect(
        palette.font(isSelected: true)
          == Font(tokens.typography(isSelected: true, textScale: .accessibility3)))
      #expect(
        palette.font(isSelected: false)
          == Font(tokens.typography(isSelected: false, textScale: .accessibility3)))
      #expect(palette.disabledOpacity == tokens.disabledOpacity)
    }

    @Test func everyDynamicTypeSizeMapsToTheTextScaleOfTheSameName() {
      let mapped = DynamicTypeSize.allCases.map(ChoiceTextScale.init)
      #expect(mapped == ChoiceTextScale.allCases)
    }
  }

  @Suite("SegmentedPicker environment")
  @MainActor
  struct SegmentedPickerEnvironmentTests {
    @Test func defaultsAreTheTutorialsLook() {
      let environment = EnvironmentValues()
      #expect(
        environment[keyPath: SegmentedPickerStyleSlot.environmentKeyPath] is SegmentedPickerCapsuleStyle)
      let settings = environment[keyPath: SegmentedPickerSettings.environmentKeyPath]
      #if os(watchOS)
        #expect(settings.tokens == .watch)
        #expect(settings.sizing == .fitContent)
      #else
        #expect(settings.tokens == .standard)
        #expect(settings.sizing == .equalWidths)
      #endif
      #expect(!settings.isScrubbingEnabled)
      #expect(settings.accessibility == .segments)
      #expect(settings.wording == nil)
      #expect(settings.colors == SegmentedPickerColors())
    }

    @Test func colourOverridesReplaceOnlyWhatTheySet() {
      let outer = SegmentedPickerColors(indicator: .red, track: .gray)
      let merged = outer.overridden(by: SegmentedPickerColors(text: .primary, track: .blue))
      #expect(merged == SegmentedPickerColors(indicator: .red, text: .primary, track: .blue))
      #expect(outer.overridden(by: SegmentedPickerColors()) == outer)
    }

    @Test func theWordingFollowsTheLocaleUnlessSet() {
      let spanish = SegmentedPickerWording(wording: ChoiceWording(locale: Locale(identifier: "es_MX")))
      #expect(spanish.adjustableValue(label: "Semana", index: 1, count: 4) == "Semana, 2 de 4")
      let english = SegmentedPickerWording(wording: ChoiceWording(locale: Locale(identifier: "en_GB")))
      #expect(english.adjustableValue(label: nil, index: nil, count: 4) == "none")
    }
  }

  /// A style that draws only the label, relying on the default indicator and track.
  private struct LabelOnlyStyle: SegmentedPickerControlStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration.label
    }
  }

  @Suite("SegmentedPickerControlStyle environment")
  @MainActor
  struct SegmentedPickerStyleEnvironmentTests {
    @Test func aStyleWithOnlyABodyIsStoredAsItIs() {
      var environment = EnvironmentValues()
      environment[keyPath: SegmentedPickerStyleSlot.environmentKeyPath] = LabelOnlyStyle()
      #expect(environment[keyPath: SegmentedPickerStyleSlot.environmentKeyPath] is LabelOnlyStyle)
      environment[keyPath: SegmentedPickerStyleSlot.environmentKeyPath] = .underline
      #expect(
        environment[keyPath: SegmentedPickerStyleSlot.environmentKeyPath] is SegmentedPickerUnderlineStyle)
    }
  }

  /// Records what `TaggedChildren` hands its content while a view renders.
  @MainActor
  private final class TaggedChildrenProbe {
    var tags: [Period?] = []
    var selectable: [Bool] = []
    var firstIndices: [Int?] = []
    var duplicates: [Int] = []
    var names: [Text?] = []
    var ids: [AnyHashable] = []

    func record(_ children: TaggedChildren<Period>) -> Bool {
      ids = children.map(\.id)
      tags = children.map(\.tag)
      names = children.map(\.name)
      selectable = children.indices.map { children.isSelectable($0) }
      firstIndices = Period.allCases.map { children.index(of: $0) }
      duplicates = children.options.duplicateIndices
      return true
    }
  }

  /// Records the tags of an optional selection's children.
  @MainActor
  private final class OptionalProbe {
    var tags: [Period??] = []
    var nilIndex: Int?

    func record(_ children: TaggedChildren<Period?>) -> Bool {
      tags = children.map(\.tag)
      nilIndex = children.index(of: .some(nil))
      return true
    }
  }

  @Suite("Reading tagged children")
  @MainActor
  struct TaggedChildrenTests {
    @Test func tagsAreReadInOrderAndTheFirstDuplicateWins() {
      let probe = TaggedChildrenProbe()
      let source = Group {
        Text("Day").choiceTag(Period.day)
        Text("Untagged")
        Text("Week").choiceTag(Period.week)
        Text("Day again").choiceTag(Period.day)
        Text("Another type").choiceTag(42)
      }
      let view = TaggedChildren<Period>.reading(source) { children in
        let _ = probe.record(children)
        Color.clear.frame(width: 1, height: 1)
      }
      #expect(ImageRenderer(content: view).cgImage != nil)
      #expect(probe.tags == [.day, nil, .week, nil, nil])
      #expect(probe.selectable == [true, false, true, false, false])
      #expect(probe.firstIndices == [0, 2])
      #expect(probe.duplicates == [3])
      // A `Text` option is named by its own text; other views have no name the picker can read.
      #expect(probe.names[0] == Text("Day"))
      #expect(probe.names[1] == nil)
    }

    // Guards: the `options:` initialisers keying segments by position, so reordering the options
    // moved each segment's identity (its state and its animation) to another option. Each
    // option now keeps its identity wherever it moves; a repeated value gets one of its own.
    @Test func dataDrivenOptionsKeepTheirIdentityWhenReordered() throws {
      func ids(_ options: [Period]) throws -> [AnyHashable] {
        let probe = TaggedChildrenProbe()
        let source = SegmentedPickerOptionList(options: options, isEnabled: { _ in true }) {
          Text($0.rawValue)
        }
        let view = TaggedChildren<Period>.reading(source) { children in
          let _ = probe.record(children)
          Color.clear.frame(width: 1, height: 1)
        }
        #expect(ImageRenderer(content: view).cgImage != nil)
        try #require(probe.ids.count == options.count)
        return probe.ids
      }
      let before = try ids([.day, .week])
      let after = try ids([.week, .day])
      // Keyed by position, "Day" would have taken "Week"'s identity.
      #expect(after[1] == before[0])
      #expect(after[0] == before[1])
      let repeated = try ids([.day, .day])
      #expect(repeated[0] != repeated[1])
    }

    @Test func forEachIdentifiersOfTheSelectionsTypeAreTagsAndPickerTagWins() {
      let probe = TaggedChildrenProbe()
      let source = ForEach(Period.allCases, id: \.self) { period in
        if period == .week {
          Text(period.rawValue).choiceTag(Period.day)
        } else {
          Text(period.rawValue)
        }
      }
      let view = TaggedChildren<Period>.reading(source) { children in
        let _ = probe.record(children)
        Color.clear.frame(width: 1, height: 1)
      }
      #expect(ImageRenderer(content: view).cgImage != nil)
      // The implicit tag of the first child is `.day`; the explicit `.day` of the second repeats it.
      #expect(probe.tags == [.day, nil])
    }

    @Test func anOptionalSelectionReadsTagsOfTheWrappedType() {
      let probe = OptionalProbe()
      let source = Group {
        Text("None").choiceTag(Period?.none)
        Text("Day").choiceTag(Period.day)
        ForEach([Period.week], id: \.self) { Text($0.rawValue) }
      }
      let view = TaggedChildren<Period?>.reading(source) { children in
        let _ = probe.record(children)
        Color.clear.frame(width: 1, height: 1)
      }
      #expect(ImageRenderer(content: view).cgImage != nil)
      #expect(probe.tags == [.some(nil), .some(.day), .some(.week)])
      #expect(probe.nilIndex == 0)
    }

    @Test func anEmptyPickerIsAsTallAsOneWithAnOption() throws {
      let empty = SegmentedPicker("Period", selection: .constant(Period.day)) {}
      let one = SegmentedPicker("Period", selection: .constant(Period.day)) {
        Text("Day").choiceTag(Period.day)
      }
      let emptyImage = try #require(ImageRenderer(content: empty).cgImage)
      let oneImage = try #require(ImageRenderer(content: one).cgImage)
      #expect(emptyImage.height > 0)
      #expect(emptyImage.height == oneImage.height)
    }

    @Test func aSelectionAmongNoOptionsStillRenders() {
      let picker = SegmentedPicker(selection: .constant("Decade"), options: ["Day", "Week"])
      #expect(ImageRenderer(content: picker).cgImage != nil)
    }
  }

  @Suite("Picker tags")
  struct PickerTagTests {
    @Test func anUntaggedChildHasNoTag() {
      #expect(PickerTagTraitKey<Int>.defaultValue == nil)
      #expect(PickerTagTraitKey<String>.defaultValue == nil)
    }

    @Test func oneDisabledReportDisablesTheOption() {
      var value = PickerOptionStatusKey.defaultValue
      #expect(!value.isDisabled)
      PickerOptionStatusKey.reduce(value: &value) { PickerOptionStatus(isDisabled: false) }
      #expect(!value.isDisabled)
      PickerOptionStatusKey.reduce(value: &value) { PickerOptionStatus(isDisabled: true) }
      #expect(value.isDisabled)
      PickerOptionStatusKey.reduce(value: &value) { PickerOptionStatus(isDisabled: false) }
      #expect(value.isDisabled)
    }

    @Test @MainActor func aDisabledWrittenOnTheOptionBeforeItsTagIsFound() {
      func isDisabledInside<V: View>(_ view: V) -> Bool {
        PickerOptionDisabledInsideCheck.turnsIsEnabledOff(
          PickerOptionDisabledInsideCheck.transforms(in: view))
      }
      #expect(isDisabledInside(Text("Day").disabled(true)))
      #expect(isDisabledInside(Text("Day").disabled(true).padding()))
      #expect(!isDisabledInside(Text("Day").disabled(false)))
      #expect(!isDisabledInside(Text("Day").padding()))
      #expect(!isDisabledInside(Text("Day")))
      #expect(!isDisabledInside(Text("Day").transformEnvironment(\.isEnabled) { $0 = $0 }))
    }

    @Test func reportsOfDifferentOptionsAddUp() {
      var value = PickerOptionStatus(disabledIDs: [AnyHashable(1)])
      PickerOptionStatusKey.reduce(value: &value) { PickerOptionStatus(disabledIDs: [AnyHashable("b")]) }
      #expect(value.disabledIDs == [AnyHashable(1), AnyHashable("b")])
    }
  }
#endif
