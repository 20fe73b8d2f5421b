import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

/// Properties of the shipped wordings over generated counts: every counted phrase is its
/// language's form for the count's category, filled with the count in the language's digits.
@Suite("Wording properties", .timeLimit(.minutes(10)))
struct WordingProperties {
  /// Every shipped wording, by the code of its file.
  static let languages: [(code: String, wording: ChoiceWording)] = [
    ("en", .english), ("es", .spanish), ("fr", .french), ("de", .german), ("it", .italian),
    ("pt-BR", .brazilianPortuguese), ("ja", .japanese), ("zh-Hans", .simplifiedChinese),
    ("zh-Hant", .traditionalChinese), ("ko", .korean), ("ar", .arabic),
    ("ar-MA", .forLanguage("ar-MA")),
  ]

  /// A count near a rule's boundaries: small, around the hundreds, whole millions, anywhere up
  /// to `Int.max`, or negative.
  static func count(_ random: inout SeededRandom) -> Int {
    switch random.int(in: 0...5) {
    case 0: return Generate.count(&random, upTo: 200)
    case 1: return random.int(in: 0...99) * 100 + random.int(in: 0...12)
    case 2: return random.int(in: 1...9_000_000) * 1_000_000 + [0, 0, 1, 100][random.int(in: 0...3)]
    case 3: return random.int(in: 0...Int.max)
    case 4: return -random.int(in: 0...1_000)
    default: return random.int(in: 0...99_999)
    }
  }

  /// A count written in a wording's digits, as the wording should write it.
  static func written(_ count: Int, in wording: ChoiceWording) -> String {
    let digits = Array(wording.digits)
    return String(String(count).map { $0.wholeNumberValue.map { digits[$0] } ?? $0 })
  }

  @Test func countedPhrasesComeFromTheirCategorysFormWithTheCountInTheLanguagesDigits() {
    checkProperty(
      "counted phrases take their form and digits",
      generate: { random in (Self.count(&random), random.int(in: 0...Self.languages.count - 1)) }
    ) { count, language in
      let (code, wording) = Self.languages[language]
      // Every phrase reads a negative count as 0.
      let counted = max(count, 0)
      let category = PluralCategory(count: counted, languageCode: wording.languageCode)
      let number = Self.written(counted, in: wording)
      let phrases: [(String, [PluralCategory: String], String)] = [
        ("options", wording.optionsForms, wording.options(count: count)),
        ("selectedCount", wording.selectedCountForms, wording.selectedCount(count)),
        ("newItems", wording.newItemsForms, wording.newItems(count: count)),
        ("moreItems", wording.moreItemsForms, wording.moreItems(count: count)),
        ("maximumSelection", wording.maximumSelectionForms, wording.maximumSelection(count)),
        ("minimumSelection", wording.minimumSelectionForms, wording.minimumSelection(count)),
      ]
      for (name, forms, phrase) in phrases {
        guard let form = forms[category] else { return "\(code) \(name) has no \(category) form" }
        guard phrase == form.replacingOccurrences(of: "{count}", with: number) else {
          return "\(code) \(name)(\(count)) is “\(phrase)”, not its \(category) form “\(form)”"
        }
        // A form without the count names its number in words, which only Arabic's forms for 0,
        // 1 and 2 do ("خياران" for 2).
        if form.contains("{count}") ? !phrase.contains(number) : counted > 2 {
          return "\(code) \(name)(\(count)) “\(phrase)” lacks \(number)"
        }
        let foreignDigits = phrase.filter {
          $0.unicodeScalars.first?.properties.numericType == .decimal && !wording.digits.contains($0)
        }
        if !foreignDigits.isEmpty { return "\(code) \(name)(\(count)) writes \(foreignDigits)" }
      }
      let position = wording.position(index: count - 1, count: count)
      if count > 0, !position.contains(number) { return "\(code) position \(position) lacks \(number)" }
      return nil
    }
  }
}

/// Properties of the phrases the controls compose from parts: whatever a custom wording leaves
/// empty and whatever a part begins with, a phrase is its non-empty parts joined by the
/// separator, so no separator dangles and no part loses a scalar.
@Suite("Composed phrase properties", .timeLimit(.minutes(10)))
struct ComposedPhraseProperties {
  /// A part: usually a word, sometimes empty, sometimes beginning with a combining mark (which
  /// would join a separator's last character if the phrase were cut apart by characters).
  static func part(_ random: inout SeededRandom) -> String {
    let parts = ["", "tab", "button", "\u{301}tab", "\u{650}زر", "e\u{301}", "Área", "👩‍👩‍👧‍👦", " "]
    return random.int(in: 0...3) == 0 ? Generate.string(&random) : parts[random.int(in: 0...parts.count - 1)]
  }

  /// A custom wording: the separator, the tab and button words and the position format drawn
  /// from parts, the position format empty one time in three.
  static func wording(_ random: inout SeededRandom) -> ChoiceWording {
    var wording = ChoiceWording.english
    wording.separator = [", ", " · ", "、", "\u{301}, "][random.int(in: 0...3)]
    wording.tab = part(&random)
    wording.button = part(&random)
    wording.expanded = part(&random)
    wording.positionFormat =
      ["", "{index} of {count}", "\u{301}{index}", "{index}/{count}"][random.int(in: 0...3)]
    return wording
  }

  @Test func phrasesAreTheirNonEmptyPartsJoinedBySeparator() {
    checkProperty(
      "composed phrases join their non-empty parts",
      generate: { random in (Self.wording(&random), Self.part(&random), random.int(in: 1...12)) }
    ) { wording, title, count in
      let index = count - 1
      let position = wording.position(index: index, count: count)
      func expected(_ parts: [String]) -> String {
        parts.filter { !$0.isEmpty }.joined(separator: wording.separator)
      }
      let phrases: [(String, String, String)] = [
        (
          "adjustableValue",
          SegmentedPickerWording(wording: wording).adjustableValue(label: title, index: index, count: count),
          expected([title, position])
        ),
        (
          "tabDescription",
          CurvedTabBarWording(wording: wording).tabDescription(title: title, index: index, count: count),
          expected([title, wording.tab, position])
        ),
        (
          "itemDescription",
          RadialMenuWording(wording: wording).itemDescription(title: title, index: index, count: count),
          expected([title, wording.button, position])
        ),
        (
          "openedAnnouncement",
          RadialMenuWording(wording: wording).openedAnnouncement(count: count),
          expected([wording.expanded, wording.options(count: count)])
        ),
      ]
      for (name, phrase, want) in phrases
      where phrase.unicodeScalars.elementsEqual(want.unicodeScalars) == false {
        return "\(name) is “\(phrase)”, not “\(want)”"
      }
      // A name that is not plain text is followed by exactly the rest of the phrase.
      let segmented = SegmentedPickerWording(wording: wording)
      let after = segmented.adjustableValueAfterName(index: index, count: count) ?? "-"
      let whole = segmented.adjustableValue(label: "Week", index: index, count: count)
      guard ("Week" + after).unicodeScalars.elementsEqual(whole.unicodeScalars) else {
        return "“Week” + adjustableValueAfterName is “Week\(after)”, not “\(whole)”"
      }
      let tabs = CurvedTabBarWording(wording: wording)
      let tabAfter = tabs.description(afterTitle: nil, index: index, count: count) ?? ""
      guard
        ("Home" + tabAfter).unicodeScalars.elementsEqual(
          tabs.tabDescription(title: "Home", index: index, count: count).unicodeScalars)
      else { return "“Home” + description(afterTitle:) disagrees with tabDescription" }
      return nil
    }
  }
}
