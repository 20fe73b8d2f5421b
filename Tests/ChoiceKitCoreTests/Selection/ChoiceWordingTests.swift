import Foundation
import Testing

@testable import ChoiceKitCore

@Suite("ChoiceWording")
struct ChoiceWordingTests {
  private let english = ChoiceWording.english
  private let spanish = ChoiceWording.spanish

  @Test func eachLanguageHasItsWords() {
    #expect(english.languageCode == "en")
    #expect(
      [english.selected, english.dimmed, english.none, english.separator] == [
        "selected", "dimmed", "none", ", ",
      ])
    #expect(spanish.languageCode == "es")
    #expect(
      [spanish.selected, spanish.dimmed, spanish.none, spanish.separator]
        == ["seleccionado", "atenuado", "ninguno", ", "])
  }

  @Test func positionsAreSpokenOneBased() {
    #expect(english.position(index: 0, count: 4) == "1 of 4")
    #expect(english.position(index: 1, count: 4) == "2 of 4")
    #expect(english.position(index: 3, count: 4) == "4 of 4")
    #expect(spanish.position(index: 1, count: 4) == "2 de 4")
    #expect(english.position(index: 0, count: 1) == "1 of 1")
  }

  @Test(arguments: [
    (-1, 4, "1 of 4"), (4, 4, "4 of 4"), (9, 4, "4 of 4"), (Int.min, 3, "1 of 3"),
    (Int.max, 3, "3 of 3"), (0, 0, "0 of 0"), (2, -5, "0 of 0"), (0, Int.min, "0 of 0"),
    (Int.max, Int.max, "\(Int.max) of \(Int.max)"),
  ])
  func outOfRangePositionsAreClamped(index: Int, count: Int, spoken: String) {
    #expect(english.position(index: index, count: count) == spoken)
  }

  @Test(arguments: [
    (0, "0 options", "0 opciones"), (1, "1 option", "1 opción"), (2, "2 options", "2 opciones"),
    (5, "5 options", "5 opciones"), (1_000_000, "1000000 options", "1000000 de opciones"),
    (2_000_000, "2000000 options", "2000000 de opciones"),
    (1_000_001, "1000001 options", "1000001 opciones"), (-1, "0 options", "0 opciones"),
  ])
  func optionCountsTakeThePluralForm(count: Int, englishPhrase: String, spanishPhrase: String) {
    #expect(english.options(count: count) == englishPhrase)
    #expect(spanish.options(count: count) == spanishPhrase)
  }

  @Test(arguments: [
    (0, "0 selected", "0 seleccionados"), (1, "1 selected", "1 seleccionado"),
    (2, "2 selected", "2 seleccionados"), (5, "5 selected", "5 seleccionados"),
    (1_000_000, "1000000 selected", "1000000 de seleccionados"),
    (2_000_000, "2000000 selected", "2000000 de seleccionados"), (-3, "0 selected", "0 seleccionados"),
  ])
  func selectedCountsTakeThePluralForm(count: Int, englishPhrase: String, spanishPhrase: String) {
    #expect(english.selectedCount(count) == englishPhrase)
    #expect(spanish.selectedCount(count) == spanishPhrase)
  }

  @Test(arguments: ["es", "ES", "es-MX", "es_ES", "es-419"])
  func spanishIsPickedByItsLanguage(code: String) {
    #expect(ChoiceWording.forLanguage(code) == spanish)
    #expect(ChoiceWording(locale: Locale(identifier: code)) == spanish)
  }

  @Test(arguments: ["en", "en-GB", "en_US", "ru", "nl-NL", "he", "yue-HK", "", "xx"])
  func everyOtherLanguageSpeaksEnglish(code: String) {
    #expect(ChoiceWording.forLanguage(code) == english)
    #expect(ChoiceWording(locale: Locale(identifier: code)) == english)
  }

  @Test(arguments: [
    ("{index}/{count}", "2/4"), ("{count}: {index}", "4: 2"), ("{index}{index}", "22"),
    ("Posición {index}", "Posición 2"), ("", ""), ("no placeholders", "no placeholders"),
    ("{total} {index}", "{total} 2"), ("{Index} {index}", "{Index} 2"), ("{ index }", "{ index }"),
    ("{index", "{index"), ("index}", "index}"), ("{}", "{}"), ("{", "{"), ("}", "}"),
    ("{{index}}", "{2}"), ("{in{index}", "{in2"), ("{index}}", "2}"), ("{count{index}", "{count2"),
  ])
  func templatesKeepWhatTheyCannotRead(template: String, spoken: String) {
    var wording = english
    wording.positionFormat = template
    #expect(wording.position(index: 1, count: 4) == spoken)
    #expect(wording.positionFormat == template)
  }

  @Test func countPhrasesKnowOnlyTheCount() {
    var wording = english
    wording.optionsForms = [.other: "{index} of {count}"]
    #expect(wording.options(count: 3) == "{index} of 3")
  }

  @Test func aMissingFormFallsBackToOtherThenToTheNumber() {
    var wording = spanish
    wording.optionsForms = [.other: "{count} cosas"]
    #expect(wording.options(count: 1) == "1 cosas")
    #expect(wording.options(count: 1_000_000) == "1000000 cosas")
    wording.selectedCountForms = [.one: "uno"]
    #expect(wording.selectedCount(1) == "uno")
    #expect(wording.selectedCount(4) == "4")
    wording.selectedCountForms = [:]
    #expect(wording.selectedCount(1) == "1")
  }

  @Test func anAppCanSupplyItsOwnLanguage() {
    let french = ChoiceWording(
      languageCode: "fr", selected: "sélectionné", dimmed: "estompé", none: "aucun", separator: " ; ",
      positionFormat: "{index} sur {count}",
      optionsForms: [.one: "{count} option", .other: "{count} options"],
      selectedCountForms: [.one: "{count} sélectionné", .other: "{count} sélectionnés"])
    #expect(french.position(index: 2, count: 3) == "3 sur 3")
    #expect(french.options(count: 1) == "1 option")
    #expect(french.selectedCount(2) == "2 sélectionnés")
    #expect(french.optionsForms == [.one: "{count} option", .other: "{count} options"])
    // Words the app did not supply stay English.
    #expect(french.tab == "tab")
    #expect(french.newItems(count: 2) == "2 new items")
  }

  @Test func anAppCanReplaceEveryCountedPhraseOfAShippedLanguage() {
    var wording = spanish
    wording.moreItemsForms = [.one: "y {count} más", .other: "y otros {count}"]
    wording.maximumSelectionForms = [.other: "Máximo: {count}"]
    wording.minimumSelectionForms = [.one: "Al menos uno", .other: "Al menos {count}"]
    #expect(wording.moreItems(count: 1) == "y 1 más")
    #expect(wording.moreItems(count: 4) == "y otros 4")
    #expect(wording.maximumSelection(1_000_000) == "Máximo: 1000000")
    #expect(wording.minimumSelection(1) == "Al menos uno")
    #expect(wording.minimumSelectionForms == [.one: "Al menos uno", .other: "Al menos {count}"])
    #expect(spanish.moreItemsForms[.many] == "{count} más")
    #expect(english.maximumSelectionForms[.one] == "You can choose up to {count} option")
  }

  @Test func badgeCountsTakeTheirPluralForm() {
    #expect(english.newItems(count: 1) == "1 new item")
    #expect(english.newItems(count: 3) == "3 new items")
    #expect(english.newItems(count: -2) == "0 new items")
    #expect(spanish.newItems(count: 1) == "1 elemento nuevo")
    #expect(spanish.newItems(count: 3) == "3 elementos nuevos")
    #expect(spanish.newItems(count: 1_000_000) == "1000000 de elementos nuevos")
    #expect(english.tab == "tab")
    #expect(spanish.tab == "pestaña")
    #expect(spanish.newBadge == "nuevo")
    #expect([spanish.button, spanish.expanded, spanish.collapsed] == ["botón", "expandido", "contraído"])
    #expect([english.button, english.expanded, english.collapsed] == ["button", "expanded", "collapsed"])
    #expect(english.maximumSelection(1) == "You can choose up to 1 option")
    #expect(spanish.maximumSelection(3) == "Puedes elegir hasta 3 opciones")
    #expect(english.minimumSelection(2) == "Choose at least 2 options")
    #expect(spanish.minimumSelection(1) == "Elige al menos 1 opción")
    #expect(english.moreItems(count: 2) == "2 more")
    #expect(spanish.moreItems(count: 2) == "2 más")
    #expect([spanish.listFinalSeparator, spanish.listFinalSeparatorBeforeI] == [" y ", " e "])
  }
}
