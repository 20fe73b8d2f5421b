import ChoiceKitCore
import Foundation
import Testing

@Suite("ValuePicker rules")
struct ValuePickerRulesTests {
  @Test func singleAndOptionalPickersSelectAndClose() {
    for mode in [ValuePickerMode.single, .optional] {
      let change = ValuePickerRules.tap(
        row: 2, mode: mode, isSelected: false, selectedCount: 1, isEnabled: true)
      #expect(change == .select(2))
      #expect(change.closesList)
      // Choosing the selected option again closes the list and keeps the value.
      #expect(
        ValuePickerRules.tap(row: 1, mode: mode, isSelected: true, selectedCount: 1, isEnabled: true)
          == .select(1))
      #expect(mode.closesOnChoice)
    }
    #expect(ValuePickerRules.tapNone(mode: .optional) == .selectNone)
    #expect(ValuePickerRules.tapNone(mode: .single) == .refuse(.unavailable))
  }

  @Test func disabledOrMissingRowsAreRefused() {
    #expect(
      ValuePickerRules.tap(row: 0, mode: .single, isSelected: false, selectedCount: 0, isEnabled: false)
        == .refuse(.unavailable))
    #expect(
      ValuePickerRules.tap(row: -1, mode: .single, isSelected: false, selectedCount: 0, isEnabled: true)
        == .refuse(.unavailable))
    #expect(!ValuePickerChange.refuse(.unavailable).closesList)
    #expect(ValuePickerChange.refuse(.maximumReached(2)).refusal == .maximumReached(2))
    #expect(ValuePickerChange.select(0).refusal == nil)
    #expect(ValuePickerChange.remove(1).refusal == nil)
  }

  @Test func multipleSelectionTogglesAndStaysOpen() {
    let mode = ValuePickerMode.multiple(.none)
    #expect(!mode.closesOnChoice)
    let insert = ValuePickerRules.tap(
      row: 3, mode: mode, isSelected: false, selectedCount: 5, isEnabled: true)
    #expect(insert == .insert(3))
    #expect(!insert.closesList)
    #expect(
      ValuePickerRules.tap(row: 3, mode: mode, isSelected: true, selectedCount: 5, isEnabled: true)
        == .remove(3))
  }

  @Test func limitsRefuseTapsAtTheirEdges() {
    let mode = ValuePickerMode.multiple(ValuePickerLimits(minimum: 1, maximum: 2))
    #expect(
      ValuePickerRules.tap(row: 0, mode: mode, isSelected: false, selectedCount: 2, isEnabled: true)
        == .refuse(.maximumReached(2)))
    #expect(
      ValuePickerRules.tap(row: 0, mode: mode, isSelected: false, selectedCount: 1, isEnabled: true)
        == .insert(0))
    #expect(
      ValuePickerRules.tap(row: 0, mode: mode, isSelected: true, selectedCount: 1, isEnabled: true)
        == .refuse(.minimumReached(1)))
    #expect(
      ValuePickerRules.tap(row: 0, mode: mode, isSelected: true, selectedCount: 2, isEnabled: true)
        == .remove(0))
  }

  @Test func aSelectionOutsideTheLimitsMayOnlyMoveTowardsThem() {
    let limits = ValuePickerLimits(minimum: 2, maximum: 3)
    let mode = ValuePickerMode.multiple(limits)
    // Five values set from outside: adding is refused, removing is allowed.
    #expect(!limits.contains(5))
    #expect(
      ValuePickerRules.tap(row: 0, mode: mode, isSelected: false, selectedCount: 5, isEnabled: true)
        == .refuse(.maximumReached(3)))
    #expect(
      ValuePickerRules.tap(row: 0, mode: mode, isSelected: true, selectedCount: 5, isEnabled: true)
        == .remove(0))
    // One value: removing is refused, adding is allowed.
    #expect(
      ValuePickerRules.tap(row: 0, mode: mode, isSelected: true, selectedCount: 1, isEnabled: true)
        == .refuse(.minimumReached(2)))
    #expect(
      ValuePickerRules.tap(row: 1, mode: mode, isSelected: false, selectedCount: 1, isEnabled: true)
        == .insert(1))
  }

  @Test func badLimitsAreReadSafely() {
    let limits = ValuePickerLimits(minimum: -3, maximum: -1)
    #expect(limits.minimum == 0 && limits.maximum == 0)
    let crossed = ValuePickerLimits(minimum: 4, maximum: 2)
    #expect(crossed.maximum == 4)
    #expect(ValuePickerLimits.none.allowsAdding(toCount: Int.max - 1))
    #expect(!ValuePickerLimits.none.allowsRemoving(fromCount: 0))
  }
}
