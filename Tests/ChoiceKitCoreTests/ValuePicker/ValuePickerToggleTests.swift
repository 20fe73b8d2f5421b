import ChoiceKitCore
import Testing

@Suite("ValuePickerToggle")
struct ValuePickerToggleTests {
  let options = TaggedOptions<String>(sources: [
    .init(choiceTag: "Juan"), .init(choiceTag: "Ana"), .init(identifier: "Eva", isDisabled: true), .init(),
    .init(choiceTag: "Juan"),
  ])

  @Test func aToggleIsOnWhenTheSetHoldsItsTag() {
    let toggle = ValuePickerToggle(row: 1, options: options, limits: .none)
    #expect(!toggle.isOn(in: ["Juan"]))
    #expect(toggle.isOn(in: ["Juan", "Ana"]))
    var team: Set<String> = ["Zoe"]
    team[toggle] = true
    #expect(team == ["Zoe", "Ana"])
    team[toggle] = true  // already on: unchanged
    #expect(team == ["Zoe", "Ana"])
    team[toggle] = false
    #expect(team == ["Zoe"])
  }

  @Test func limitsDisableAndRefuseSwitches() {
    let limits = ValuePickerLimits(minimum: 1, maximum: 2)
    let juan = ValuePickerToggle(row: 0, options: options, limits: limits)
    let ana = ValuePickerToggle(row: 1, options: options, limits: limits)
    #expect(!juan.isEnabled(in: ["Juan"]))  // the last value cannot go below the minimum
    #expect(juan.switched(to: false, in: ["Juan"]) == ["Juan"])
    #expect(!ana.isEnabled(in: ["Juan", "Zoe"]))  // at the maximum
    #expect(ana.switched(to: true, in: ["Juan", "Zoe"]) == ["Juan", "Zoe"])
    #expect(ana.isEnabled(in: ["Juan"]))
    #expect(ana.switched(to: true, in: ["Juan"]) == ["Juan", "Ana"])
  }

  @Test(arguments: [2, 3, 4, -1, 99])
  func rowsThatCannotBeChosenNeverSwitch(row: Int) {
    // A disabled option, an untagged child, a duplicate, and rows out of range.
    let toggle = ValuePickerToggle(row: row, options: options, limits: .none)
    #expect(!toggle.isEnabled(in: []))
    #expect(toggle.switched(to: true, in: ["Zoe"]) == ["Zoe"])
    var team: Set<String> = []
    team[toggle] = true
    #expect(team.isEmpty)
  }

  @Test func aDisabledOptionThatIsOnStaysOn() {
    let eva = ValuePickerToggle(row: 2, options: options, limits: .none)
    #expect(eva.isOn(in: ["Eva"]))
    #expect(eva.switched(to: false, in: ["Eva"]) == ["Eva"])
  }

  @Test func selectedValuesAndTheWordsWarningOfAValuePicker() {
    #expect(ValuePickerValue.single("Ana").selectedValues == ["Ana"])
    #expect(ValuePickerValue<String>.optional(nil).selectedValues == [])
    #expect(ValuePickerValue.optional("Eva").selectedValues == ["Eva"])
    #expect(Set(ValuePickerValue.multiple(["Ana", "Eva"], .none).selectedValues) == ["Ana", "Eva"])
    let diagnostics = PickerDiagnostics(picker: "ValuePicker", selectionType: "Int", readsSystemTags: true)
    let words = [OptionWords(choiceText: nil, tag: 1)]
    #expect(diagnostics.valuePickerWordsWarning(words, mode: .single, showsSearchField: false) == nil)
    #expect(
      diagnostics.valuePickerWordsWarning(words, mode: .single, showsSearchField: true)?.contains(
        "search uses") == true)
    #expect(
      diagnostics.valuePickerWordsWarning(words, mode: .multiple(.none), showsSearchField: false)?
        .contains("the summary of several values uses") == true)
    let named = [OptionWords(choiceText: "One", tag: 1)]
    #expect(diagnostics.valuePickerWordsWarning(named, mode: .multiple(.none), showsSearchField: true) == nil)
  }
}
