import ChoiceKitCore
import Testing

@Suite("ValuePickerValue")
struct ValuePickerValueTests {
  let options = TaggedOptions<String>(["Juan", "Ana", nil, "Eva", "Ana"])

  @Test func aSingleSelectionChecksItsFirstRowAndChoosesAnother() {
    let value = ValuePickerValue.single("Ana")
    #expect((0..<6).filter { value.isSelected(row: $0, in: options) } == [1])
    #expect(value.selectedRows(in: options) == [1])
    #expect(value.mode == .single)
    let change = value.tap(row: 3, in: options, isEnabled: true)
    #expect(change == .select(3))
    #expect(value.applying(change, in: options) == .single("Eva"))
    // Choosing the chosen row closes the list but writes nothing.
    #expect(value.tap(row: 1, in: options, isEnabled: true) == .select(1))
    #expect(value.applying(.select(1), in: options) == nil)
  }

  @Test func untaggedDuplicateAndDisabledRowsAreRefused() {
    let value = ValuePickerValue.single("Juan")
    #expect(value.tap(row: 2, in: options, isEnabled: true) == .refuse(.unavailable))
    #expect(value.tap(row: 4, in: options, isEnabled: true) == .refuse(.unavailable))
    #expect(value.tap(row: 3, in: options, isEnabled: false) == .refuse(.unavailable))
    #expect(value.tap(row: 99, in: options, isEnabled: true) == .refuse(.unavailable))
    #expect(value.tap(row: -1, in: options, isEnabled: true) == .refuse(.unavailable))
    #expect(value.applying(.select(2), in: options) == nil)
    #expect(value.applying(.refuse(.unavailable), in: options) == nil)
  }

  @Test func anOptionDisabledForThePickerIsRefusedHoweverItWasTagged() {
    // `choiceDisabled(_:)` on an option tagged by its ForEach identifier, by SwiftUI's tag, or by
    // choiceTag: the core refuses it even when the row itself looked enabled.
    let options = TaggedOptions<String>(sources: [
      .init(identifier: "Juan"), .init(systemTag: "Ana", isDisabled: true),
      .init(choiceTag: "Eva", isDisabled: true),
    ])
    for value in [ValuePickerValue.single("Juan"), .optional(nil), .multiple([], .none)] {
      #expect(value.tap(row: 1, in: options, isEnabled: true) == .refuse(.unavailable))
      #expect(value.tap(row: 2, in: options, isEnabled: true) == .refuse(.unavailable))
    }
    // A disabled option that is selected still shows as selected, and can't be unselected.
    let chosen = ValuePickerValue.multiple(["Ana"], .none)
    #expect(chosen.isSelected(row: 1, in: options))
    #expect(chosen.tap(row: 1, in: options, isEnabled: true) == .refuse(.unavailable))
    #expect(ValuePickerValue.single("Ana").selectedRows(in: options) == [1])
  }

  @Test func aSelectionOutsideTheOptionsChecksNothingAndStays() {
    let single = ValuePickerValue.single("Zoe")
    #expect(single.selectedRows(in: options).isEmpty)
    #expect(!single.isSelected(row: 0, in: options))
    let multiple = ValuePickerValue.multiple(["Zoe", "Ana"], .none)
    #expect(multiple.selectedRows(in: options) == [1])
    #expect(multiple.selectedCount == 2)
    #expect(multiple.applying(.insert(0), in: options) == .multiple(["Zoe", "Ana", "Juan"], .none))
    #expect(multiple.applying(.remove(1), in: options) == .multiple(["Zoe"], .none))
  }

  @Test func anOptionalSelectionHasANoneRow() {
    let none = ValuePickerValue<String>.optional(nil)
    #expect(none.isNoneSelected)
    #expect(none.selectedCount == 0)
    #expect(none.selectedRows(in: options).isEmpty)
    #expect(none.tapNone == .selectNone)
    #expect(none.applying(.selectNone, in: options) == nil)
    #expect(none.applying(.select(3), in: options) == .optional("Eva"))
    let eva = ValuePickerValue.optional("Eva")
    #expect(!eva.isNoneSelected)
    #expect(eva.applying(.selectNone, in: options) == .optional(nil))
    #expect(ValuePickerValue.single("Eva").tapNone == .refuse(.unavailable))
    #expect(ValuePickerValue.single("Eva").applying(.selectNone, in: options) == nil)
  }

  /// The content's own "None" option (`Text("None").tag(Flavor?.none)`) is checked by `nil`,
  /// chooses `nil`, and is the row a closed optional picker shows; it never writes a value.
  @Test func theContentsNoneOptionChoosesNil() {
    let options = TaggedOptions<String>(sources: [
      .init(choiceTag: "Juan"), .init(noneTag: .systemTag), .init(systemTag: "Ana"),
    ])
    let none = ValuePickerValue<String>.optional(nil)
    #expect(none.isSelected(row: 1, in: options))
    #expect(!none.isSelected(row: 0, in: options))
    #expect(none.selectedRows(in: options) == [1])
    let ana = ValuePickerValue<String>.optional("Ana")
    #expect(!ana.isSelected(row: 1, in: options))
    #expect(ana.tap(row: 1, in: options, isEnabled: true) == .selectNone)
    #expect(ana.applying(.selectNone, in: options) == .optional(nil))
    #expect(ana.tap(row: 1, in: options, isEnabled: false) == .refuse(.unavailable))
    // A single or multiple selection has no "None": the option cannot be chosen.
    #expect(ValuePickerValue.single("Ana").tap(row: 1, in: options, isEnabled: true) == .refuse(.unavailable))
    #expect(
      ValuePickerValue.multiple(["Ana"], .none).tap(row: 1, in: options, isEnabled: true)
        == .refuse(.unavailable))
    #expect(ValuePickerValue.multiple(["Ana"], .none).applying(.insert(1), in: options) == nil)
    // Disabled, it is refused.
    let disabled = TaggedOptions<String>(sources: [.init(isDisabled: true, noneTag: .choiceTag)])
    #expect(ana.tap(row: 0, in: disabled, isEnabled: true) == .refuse(.unavailable))
  }

  @Test func aMultipleSelectionTogglesWithinItsLimits() {
    let limits = ValuePickerLimits(minimum: 1, maximum: 2)
    let one = ValuePickerValue.multiple(["Juan"], limits)
    #expect(one.tap(row: 0, in: options, isEnabled: true) == .refuse(.minimumReached(1)))
    #expect(one.tap(row: 1, in: options, isEnabled: true) == .insert(1))
    let two = ValuePickerValue.multiple(["Juan", "Ana"], limits)
    #expect(two.tap(row: 3, in: options, isEnabled: true) == .refuse(.maximumReached(2)))
    #expect(two.tap(row: 1, in: options, isEnabled: true) == .remove(1))
    #expect(two.applying(.remove(1), in: options) == .multiple(["Juan"], limits))
    #expect(two.applying(.select(1), in: options) == nil)
    #expect(two.applying(.insert(1), in: options) == nil)
    #expect(one.applying(.remove(3), in: options) == nil)
  }

  @Test func nanTagsFollowTheFirstTagWinsRule() throws {
    let numbers = TaggedOptions<Double>([1, .nan, .nan])
    let value = ValuePickerValue.single(Double.nan)
    #expect(value.selectedRows(in: numbers) == [1])
    #expect(value.tap(row: 2, in: numbers, isEnabled: true) == .refuse(.unavailable))
    #expect(value.applying(.select(0), in: numbers) == .single(1))
    let set = ValuePickerValue<Double>.multiple([], .none)
    let once = try #require(set.applying(.insert(1), in: numbers))
    #expect(once.isSelected(row: 1, in: numbers))
    #expect(once.selectedCount == 1)
    #expect(once.tap(row: 1, in: numbers, isEnabled: true) == .remove(1))
    #expect(once.applying(.insert(1), in: numbers) == nil)
    let emptied = try #require(once.applying(.remove(1), in: numbers))
    #expect(emptied.selectedCount == 0)
  }
}
