import ChoiceKitCore
import Testing

@Suite("SegmentedPickerWording")
struct SegmentedPickerWordingTests {
  private let english = SegmentedPickerWording.english

  @Test func positionsAreSpokenOneBased() {
    #expect(english.position(index: 0, count: 4) == "1 of 4")
    #expect(english.position(index: 1, count: 4) == "2 of 4")
    #expect(english.position(index: 3, count: 4) == "4 of 4")
  }

  @Test(arguments: [(-1, 4, "1 of 4"), (9, 4, "4 of 4"), (0, 0, "0 of 0"), (2, -5, "0 of 0")])
  func outOfRangePositionsAreClamped(index: Int, count: Int, spoken: String) {
    #expect(english.position(index: index, count: count) == spoken)
  }

  @Test(arguments: [
    ("Week", true, true, 1, "Week, selected, 2 of 4"),
    ("Day", false, false, 0, "Day, dimmed, 1 of 4"),
    ("Month", false, true, 2, "Month, 3 of 4"),
    ("Year", true, false, 3, "Year, selected, dimmed, 4 of 4"),
    ("", true, true, 1, "selected, 2 of 4"),
  ])
  func segmentsDescribeStateAndPosition(
    label: String, isSelected: Bool, isEnabled: Bool, index: Int, expected: String
  ) {
    let text = english.segmentDescription(
      label: label, isSelected: isSelected, isEnabled: isEnabled, index: index, count: 4)
    #expect(text == expected)
  }

  @Test func enabledIsTheDefault() {
    #expect(
      english.segmentDescription(label: "Week", isSelected: false, index: 1, count: 2) == "Week, 2 of 2")
  }

  @Test func theAdjustableValueNamesTheSelection() {
    #expect(english.adjustableValue(label: "Week", index: 1, count: 4) == "Week, 2 of 4")
    #expect(english.adjustableValue(label: nil, index: 1, count: 4) == "2 of 4")
    #expect(english.adjustableValue(label: "", index: 0, count: 4) == "1 of 4")
  }

  @Test(arguments: [nil, -1, 4, 100])
  func noSelectionReadsNone(index: Int?) {
    #expect(english.adjustableValue(label: "Week", index: index, count: 4) == "none")
  }

  @Test func anEmptyPickerReadsNone() {
    #expect(english.adjustableValue(label: nil, index: 0, count: 0) == "none")
  }

  @Test func theWordsComeFromTheWording() {
    #expect(SegmentedPickerWording.english.wording == .english)
    #expect(SegmentedPickerWording.spanish.wording == .spanish)
    #expect(SegmentedPickerWording() == .english)
    #expect(SegmentedPickerWording(wording: .forLanguage("es-MX")) == .spanish)
  }

  @Test func spanishSpeaksSpanish() {
    let spanish = SegmentedPickerWording.spanish
    #expect(
      spanish.segmentDescription(label: "Semana", isSelected: true, isEnabled: false, index: 1, count: 4)
        == "Semana, seleccionado, atenuado, 2 de 4")
    #expect(spanish.segmentDescription(label: "Día", isSelected: false, index: 0, count: 0) == "Día, 0 de 0")
    #expect(spanish.adjustableValue(label: "Mes", index: 2, count: 4) == "Mes, 3 de 4")
    #expect(spanish.adjustableValue(label: "Mes", index: nil, count: 4) == "ninguno")
    #expect(spanish.position(index: 9, count: 4) == "4 de 4")
  }

  @Test func anAppsOwnWordsAreComposedTheSameWay() {
    var wording = ChoiceWording.spanish
    wording.separator = "; "
    wording.positionFormat = "{count}: {index}"
    wording.dimmed = ""
    let speech = SegmentedPickerWording(wording: wording)
    #expect(
      speech.segmentDescription(label: "Semana", isSelected: true, isEnabled: false, index: 1, count: 4)
        == "Semana; seleccionado; 4: 2")
    #expect(speech.adjustableValue(label: "Mes", index: 0, count: 3) == "Mes; 3: 1")
    wording.positionFormat = ""
    #expect(
      SegmentedPickerWording(wording: wording).segmentDescription(
        label: "", isSelected: false, index: 0, count: 2) == "")
  }

  // Deprecated itself, so that calling the deprecated initialiser does not warn.
  @available(*, deprecated)
  @Test func theWordByWordInitialiserStillStartsFromEnglish() {
    let spanish = SegmentedPickerWording(
      selectedWord: "seleccionado", positionFormat: "{index} de {count}", dimmedWord: "atenuado",
      noneWord: "ninguno", separator: "; ")
    #expect(
      spanish.segmentDescription(label: "Semana", isSelected: true, isEnabled: false, index: 1, count: 4)
        == "Semana; seleccionado; atenuado; 2 de 4")
    #expect(spanish.adjustableValue(label: "Mes", index: nil, count: 4) == "ninguno")
    #expect(spanish.wording.options(count: 2) == "2 options")
    #expect(SegmentedPickerWording(positionFormat: "{count}: {index}").position(index: 0, count: 3) == "3: 1")
  }

  @Test func whatFollowsANameCompletesTheAdjustableValue() {
    let english = SegmentedPickerWording.english
    let suffix = english.adjustableValueAfterName(index: 1, count: 4)
    #expect(suffix == ", 2 of 4")
    #expect("Week" + (suffix ?? "") == english.adjustableValue(label: "Week", index: 1, count: 4))
    #expect(SegmentedPickerWording.spanish.adjustableValueAfterName(index: 0, count: 3) == ", 1 de 3")
  }

  @Test(arguments: [nil, -1, 4, 9] as [Int?])
  func withoutASelectionNothingFollowsAName(index: Int?) {
    #expect(SegmentedPickerWording.english.adjustableValueAfterName(index: index, count: 4) == nil)
  }
}
