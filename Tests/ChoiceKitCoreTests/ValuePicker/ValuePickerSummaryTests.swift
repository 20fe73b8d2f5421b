import ChoiceKitCore
import ChoiceKitPreview
import Foundation
import Testing

@Suite("ValuePickerSummary")
struct ValuePickerSummaryTests {
  let english = ValuePickerSummary(wording: .english)
  let spanish = ValuePickerSummary(wording: .spanish)
  let measurer = FontMetricsTextMeasurer.dejaVuSans
  let style = ChoiceTypography(size: 17)

  @Test func summariesNameTheSelection() {
    #expect(english.text(for: []) == "None")
    #expect(spanish.text(for: []) == "Ninguno")
    #expect(english.text(for: ["Juan"]) == "Juan")
    #expect(english.text(for: ["Juan", "Ana"]) == "Juan and Ana")
    #expect(english.text(for: ["Juan", "Ana", "Eva"]) == "Juan, Ana and Eva")
    #expect(spanish.text(for: ["Juan", "Ana", "Eva"]) == "Juan, Ana y Eva")
  }

  @Test func candidatesGoFromTheWholeListToACount() {
    #expect(english.candidates(for: []) == ["None"])
    #expect(english.candidates(for: ["Juan"]) == ["Juan"])
    #expect(english.candidates(for: ["Juan", "Ana"]) == ["Juan and Ana", "Juan and 1 more", "2 selected"])
    #expect(
      english.candidates(for: ["Juan", "Ana", "Eva"])
        == ["Juan, Ana and Eva", "Juan, Ana and 1 more", "Juan and 2 more", "3 selected"])
    #expect(
      spanish.candidates(for: ["Juan", "Ana", "Eva"], maximumNamed: 1)
        == ["Juan y 2 más", "3 seleccionados"])
    let many = (1...1000).map { "Option \($0)" }
    let candidates = english.candidates(for: many)
    #expect(candidates.count == 4)
    #expect(candidates.first == "Option 1, Option 2, Option 3 and 997 more")
    #expect(candidates.last == "1000 selected")
    #expect(english.candidates(for: ["A", "B"], maximumNamed: -5) == ["A and 1 more", "2 selected"])
    #expect(english.candidates(for: [], selectedCount: 1, mode: .single).isEmpty)
    #expect(english.candidates(for: [], selectedCount: 0, mode: .optional) == ["None"])
    #expect(english.candidates(for: [], selectedCount: 1, mode: .optional).isEmpty)
    #expect(english.candidates(for: [], selectedCount: 0, mode: .multiple(.none)) == ["None"])
    #expect(english.candidates(for: [], selectedCount: 2, mode: .multiple(.none)) == ["2 selected"])
    #expect(english.candidates(for: ["Juan"], selectedCount: 1, mode: .single) == ["Juan"])
    #expect(english.candidates(for: ["Juan"], selectedCount: 3, mode: .multiple(.none)) == ["Juan"])
  }

  @Test func spanishWritesEBeforeAnISound() {
    #expect(spanish.text(for: ["Ana", "Inés"]) == "Ana e Inés")
    #expect(spanish.text(for: ["Ana", "Hilda"]) == "Ana e Hilda")
    #expect(spanish.text(for: ["agua", "hielo"]) == "agua y hielo")
    #expect(spanish.text(for: ["Ana", "Íñigo"]) == "Ana e Íñigo")
    #expect(english.text(for: ["Ana", "Inés"]) == "Ana and Inés")
  }

  @Test func aNarrowRowShortensTheList() {
    let labels = ["Juan", "Ana", "Eva", "Luz"]
    let full = english.text(for: labels)
    let fullWidth = measurer.width(of: full, style: style)
    #expect(english.text(for: labels, fitting: fullWidth, style: style, measurer: measurer) == full)
    let two = "Juan, Ana and 2 more"
    let twoWidth = measurer.width(of: two, style: style)
    #expect(english.text(for: labels, fitting: twoWidth, style: style, measurer: measurer) == two)
    #expect(english.text(for: labels, fitting: 10, style: style, measurer: measurer) == "4 selected")
    #expect(spanish.text(for: labels, fitting: 10, style: style, measurer: measurer) == "4 seleccionados")
    #expect(english.text(for: labels, fitting: .nan, style: style, measurer: measurer) == "4 selected")
    #expect(english.text(for: labels, fitting: .infinity, style: style, measurer: measurer) == full)
  }

  @Test func aSingleLabelIsNeverShortened() {
    #expect(
      english.text(for: ["A very long name indeed"], fitting: 5, style: style, measurer: measurer)
        == "A very long name indeed")
  }

  @Test func thousandsOfLabelsAreShortenedToAFewNames() {
    let labels = (0..<10_000).map { "Option \($0)" }
    let text = english.text(for: labels, fitting: 300, style: style, measurer: measurer)
    #expect(text.hasSuffix("more"))
    #expect(measurer.width(of: text, style: style) <= 300)
  }
}

@Suite("ValuePickerSearch and sections")
struct ValuePickerSearchTests {
  @Test func searchIgnoresCaseAndAccents() {
    #expect(ValuePickerSearch(query: "area").matches("Área"))
    #expect(ValuePickerSearch(query: "jose").matches("José"))
    #expect(ValuePickerSearch(query: "JOSÉ").matches("jose"))
    #expect(ValuePickerSearch(query: "  gar  jo ").matches("José García"))
    #expect(!ValuePickerSearch(query: "jose x").matches("José García"))
    #expect(ValuePickerSearch(query: "   ").isEmpty)
  }

  @Test func filteringKeepsOrderAndAnEmptyQueryKeepsAll() {
    let labels = ["Ana", "José", "Josefa", ""]
    #expect(ValuePickerSearch(query: "jos").filter(labels) == [1, 2])
    #expect(ValuePickerSearch(query: "").filter(labels) == [0, 1, 2, 3])
    #expect(ValuePickerSearch(query: "zz").filter(labels) == [])
  }

  @Test func anIndexFiltersAsTheLabelsDo() {
    let labels = ["Ana", "José", "Josefa", "", "Área"]
    let index = ValuePickerSearchIndex(labels: labels)
    #expect(index.count == 5)
    for query in ["jos", "", "zz", "a", "AREA", "jo fa"] {
      let search = ValuePickerSearch(query: query)
      #expect(search.filter(index) == search.filter(labels), "\(query)")
    }
  }

  @Test func theSearchFieldAppearsPastTheThreshold() {
    #expect(!ValuePickerSearch.showsField(optionCount: 12))
    #expect(ValuePickerSearch.showsField(optionCount: 13))
    #expect(ValuePickerSearch.showsField(optionCount: 1, threshold: -5))
    #expect(!ValuePickerSearch.showsField(optionCount: 0, threshold: 0))
  }

  @Test func sectionsGroupTheirOptionsAndDropOutWhenEmpty() {
    let sections = ValuePickerSections(sectionOfOption: [nil, 0, 0, 1, 0, 1])
    #expect(sections.groups.map(\.section) == [nil, 0, 1])
    #expect(sections.groups.map(\.options) == [[0], [1, 2, 4], [3, 5]])
    let visible = sections.visible(matching: [2, 4])
    #expect(visible.map(\.section) == [0])
    #expect(visible.map(\.options) == [[2, 4]])
    #expect(ValuePickerSections(sectionOfOption: []).groups.isEmpty)
  }

  @Test func spokenFormsAndRefusals() {
    #expect(ValuePickerWording.english.optionDescription(label: "Juan", index: 0, count: 3) == "Juan, 1 of 3")
    #expect(
      ValuePickerWording.spanish.optionDescription(label: "Ana", isEnabled: false, index: 1, count: 3)
        == "Ana, atenuado, 2 de 3")
    #expect(ValuePickerWording.english.refusal(.maximumReached(3)) == "You can choose up to 3 options")
    #expect(ValuePickerWording.spanish.refusal(.minimumReached(1)) == "Elige al menos 1 opción")
    #expect(ValuePickerWording.english.refusal(.unavailable) == "dimmed")
  }
}
