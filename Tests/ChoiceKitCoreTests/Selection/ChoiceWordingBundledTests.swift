import Foundation
import Testing

@testable import ChoiceKitCore

/// The wording files the package ships: each one is read, has every key and exactly the plural
/// forms its language's rules give, and says something other than English.
@Suite("ChoiceWording bundled files")
struct ChoiceWordingBundledTests {
  /// The counted phrases of a file, by key.
  static let pluralTables = [
    "options", "selectedCount", "newItems", "moreItems", "maximumSelection", "minimumSelection",
  ]

  /// The keys of `wording-en.json`, which every file has.
  static let englishKeys: Set<String> = [
    "selected", "dimmed", "none", "separator", "position", "options", "selectedCount", "tab",
    "newBadge", "newItems", "button", "expanded", "collapsed", "showsOptionsHint", "hidesOptionsHint",
    "listSeparator",
    "listFinalSeparator", "listFinalSeparatorBeforeI", "done", "moreItems", "maximumSelection",
    "minimumSelection", "digits",
  ]

  /// A file read as plain JSON, so a test sees exactly what it holds.
  static func object(_ code: String) throws -> [String: Any] {
    let url = try #require(ChoiceWording.resourceURL(languageCode: code), "wording-\(code).json")
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    return try #require(object as? [String: Any], "wording-\(code).json is not an object")
  }

  /// The public wording of each file.
  static let statics: [String: ChoiceWording] = [
    "en": .english, "es": .spanish, "fr": .french, "de": .german, "it": .italian,
    "pt-BR": .brazilianPortuguese, "ja": .japanese, "zh-Hans": .simplifiedChinese,
    "zh-Hant": .traditionalChinese, "ko": .korean, "ar": .arabic,
  ]

  @Test func everyShippedLanguageIsReadFromItsFileAndHasAStaticAndAMapping() throws {
    #expect(ChoiceWording.resourceBundle != nil)
    #expect(Set(Self.statics.keys) == Set(ChoiceWording.bundledLanguageCodes))
    for code in ChoiceWording.bundledLanguageCodes {
      let loaded = try #require(
        ChoiceWording.bundledFile(languageCode: code)?.wording, "wording-\(code).json")
      #expect(loaded.languageCode == code)
      #expect(Self.statics[code] == loaded, "the static of \(code)")
      #expect(ChoiceWording.forLanguage(code) == loaded, "forLanguage(\"\(code)\")")
      #expect(ChoiceWording(locale: Locale(identifier: code)) == loaded, "Locale \(code)")
      #expect(ChoiceWording.shippedFiles[code]?.wording == loaded)
    }
    // No two files are the same words: none fell back to English unnoticed.
    #expect(Set(Self.statics.values).count == Self.statics.count)
  }

  @Test func everyWordingFileInTheBundleIsALanguageTheCodeKnows() throws {
    let bundle = try #require(ChoiceWording.resourceBundle)
    let files = bundle.paths(forResourcesOfType: "json", inDirectory: nil)
    let codes = files.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
      .filter { $0.hasPrefix("wording-") }
      .map { String($0.dropFirst("wording-".count)) }
    #expect(Set(codes) == Set(ChoiceWording.bundledLanguageCodes))
  }

  @Test(arguments: ChoiceWording.bundledLanguageCodes)
  func everyFileHasEveryKeyEnglishHas(code: String) throws {
    let keys = Set(try Self.object(code).keys)
    #expect(keys.subtracting(["digitsByRegion"]) == Self.englishKeys, "wording-\(code).json")
  }

  @Test(arguments: ChoiceWording.bundledLanguageCodes)
  func everyCountedPhraseHasExactlyTheFormsItsLanguageUses(code: String) throws {
    let file = try Self.object(code)
    let needed = Set(PluralCategory.categories(languageCode: code).map(\.rawValue))
    #expect(needed.contains("other"))
    for table in Self.pluralTables {
      let forms = try #require(file[table] as? [String: String], "\(table) in wording-\(code).json")
      // A missing category would fall back to `other`; an extra one could never be spoken.
      #expect(Set(forms.keys) == needed, "\(table) in wording-\(code).json")
    }
  }

  @Test(arguments: ChoiceWording.bundledLanguageCodes)
  func everyTemplateHasItsPlaceholders(code: String) throws {
    let file = try Self.object(code)
    let position = try #require(file["position"] as? String)
    #expect(position.contains("{index}") && position.contains("{count}"), "position in \(code)")
    let single = Self.categoriesHoldingOneNumber(code)
    for table in Self.pluralTables {
      let forms = try #require(file[table] as? [String: String])
      for (category, form) in forms {
        #expect(!form.contains("{index}"), "\(table).\(category) in \(code)")
        // Only a category that holds a single number may name it in words ("خياران" for 2).
        #expect(
          form.contains("{count}") || single.contains(category), "\(table).\(category) in \(code)")
      }
    }
  }

  /// The categories that exactly one whole number takes in a language: Arabic's zero, one and
  /// two, English's one, but not French's one (0 and 1).
  static func categoriesHoldingOneNumber(_ code: String) -> Set<String> {
    var numbers: [PluralCategory: Set<Int>] = [:]
    for n in Array(0...1_200) + [1_000_000, 2_000_000, 1_000_001, Int.max] {
      numbers[PluralCategory(count: n, languageCode: code), default: []].insert(n)
    }
    return Set(numbers.filter { $0.value.count == 1 }.map(\.key.rawValue))
  }

  @Test(arguments: ChoiceWording.bundledLanguageCodes)
  func digitsAreTenDecimalDigitsAndRegionsAreRegionCodes(code: String) throws {
    let file = try Self.object(code)
    let digits = try #require(file["digits"] as? String)
    #expect(WordingDigits(digits) != nil, "digits in \(code)")
    let regional = file["digitsByRegion"] as? [String: String] ?? [:]
    for (region, digits) in regional {
      #expect(region.count == 2 && region == region.uppercased(), "region \(region) in \(code)")
      #expect(WordingDigits(digits) != nil && digits != file["digits"] as? String, "\(region) in \(code)")
    }
  }

  @Test(arguments: ChoiceWording.bundledLanguageCodes.filter { $0 != "en" })
  func everyLanguageSaysItsOwnWords(code: String) throws {
    let words = try #require(Self.statics[code])
    let english = ChoiceWording.english
    // Separators and "{count} option(s)" may rightly match English (", ", French "2 options").
    let pairs: [(String, String, String)] = [
      ("selected", words.selected, english.selected), ("dimmed", words.dimmed, english.dimmed),
      ("none", words.none, english.none), ("tab", words.tab, english.tab),
      ("newBadge", words.newBadge, english.newBadge), ("button", words.button, english.button),
      ("expanded", words.expanded, english.expanded), ("collapsed", words.collapsed, english.collapsed),
      ("showsOptionsHint", words.showsOptionsHint, english.showsOptionsHint),
      ("hidesOptionsHint", words.hidesOptionsHint, english.hidesOptionsHint),
      ("done", words.done, english.done),
      ("listFinalSeparator", words.listFinalSeparator, english.listFinalSeparator),
      ("position", words.position(index: 1, count: 4), english.position(index: 1, count: 4)),
      ("selectedCount", words.selectedCount(3), english.selectedCount(3)),
      ("newItems", words.newItems(count: 3), english.newItems(count: 3)),
      ("moreItems", words.moreItems(count: 3), english.moreItems(count: 3)),
      ("maximumSelection", words.maximumSelection(3), english.maximumSelection(3)),
      ("minimumSelection", words.minimumSelection(3), english.minimumSelection(3)),
    ]
    for (key, word, englishWord) in pairs {
      #expect(word != englishWord, "\(key) of \(code) is English")
      #expect(!word.isEmpty, "\(key) of \(code) is empty")
    }
  }

  @Test func theEnglishFileAndTheBuiltInEnglishAgree() throws {
    #expect(
      try #require(ChoiceWording.bundledFile(languageCode: "en")?.wording) == ChoiceWording.builtInEnglish)
  }

  @Test func aMissingResourceFallsBackToEnglish() {
    #expect(ChoiceWording.resourceURL(languageCode: "xx") == nil)
    #expect(ChoiceWording.bundledFile(languageCode: "xx") == nil)
    #expect(ChoiceWording.forLanguage("xx") == .english)
  }

  /// A well-formed file, with some keys replaced, added or (for `nil`) left out.
  static func file(with overrides: [String: String?]) -> String {
    var parts: [String: String] = [
      "selected": #""s""#, "dimmed": #""d""#, "none": #""n""#, "separator": #"", ""#,
      "position": #""{index}""#, "options": #"{"other": "o"}"#, "selectedCount": #"{"other": "s"}"#,
      "tab": #""t""#, "newBadge": #""n""#, "newItems": #"{"other": "n"}"#, "button": #""b""#,
      "expanded": #""e""#, "collapsed": #""c""#, "showsOptionsHint": #""sh""#, "hidesOptionsHint": #""hh""#,
      "listSeparator": #"", ""#,
      "listFinalSeparator": #"" y ""#, "listFinalSeparatorBeforeI": #"" e ""#, "done": #""d""#,
      "moreItems": #"{"other": "m"}"#, "maximumSelection": #"{"other": "x"}"#,
      "minimumSelection": #"{"other": "n"}"#, "digits": #""0123456789""#,
    ]
    for (key, value) in overrides { parts[key] = value }
    return "{" + parts.map { #""\#($0.key)": \#($0.value)"# }.joined(separator: ", ") + "}"
  }

  @Test func theWellFormedFileOfTheseTestsIsRead() {
    #expect(BundledWording(json: Data(Self.file(with: ["done": #""ok""#]).utf8), languageCode: "en") != nil)
  }

  @Test(arguments: [
    ("selected", #"1"#), ("options", #"{"one": "o"}"#), ("options", #"{"onee": "o", "other": "o"}"#),
    ("newItems", #"{"one": "n"}"#), ("digits", nil), ("digits", #""0123""#),
    ("digits", #""9876543210""#), ("digits", #""abcdefghij""#), ("digits", #""0123456789x""#),
    ("digitsByRegion", #"{"MA": "012"}"#), ("digitsByRegion", #"{"MA": "01234567890"}"#),
    ("digitsByRegion", #"["MA"]"#),
    ("tab", nil), ("hidesOptionsHint", nil),
  ])
  func aMalformedFileIsRejected(key: String, value: String?) {
    let json = Self.file(with: [key: value])
    #expect(
      BundledWording(json: Data(json.utf8), languageCode: "en")?.wording == nil,
      "\(key): \(value ?? "missing")")
  }

  @Test(arguments: ["", "not json", "[]", #"{"selected": "selected"}"#])
  func aFileThatIsNotAWordingIsRejected(json: String) {
    #expect(BundledWording(json: Data(json.utf8), languageCode: "en")?.wording == nil)
  }

  @Test func aWellFormedFileIsRead() throws {
    let json = #"""
      {"selected": "s", "dimmed": "d", "none": "n", "separator": "|", "position": "{count}:{index}",
       "options": {"other": "{count} o"}, "selectedCount": {"one": "uno", "other": "{count} s"},
       "tab": "t", "newBadge": "nb", "newItems": {"one": "{count} ni", "other": "{count} nis"},
       "button": "b", "expanded": "e", "collapsed": "c", "showsOptionsHint": "sh", "hidesOptionsHint": "hh",
       "listSeparator": "; ",
       "listFinalSeparator": " & ", "listFinalSeparatorBeforeI": " &i ", "done": "ok",
       "moreItems": {"other": "+{count}"}, "maximumSelection": {"other": "max {count}"},
       "minimumSelection": {"other": "min {count}"}, "digits": "0123456789",
       "comment": "extra keys are ignored"}
      """#
    let wording = try #require(BundledWording(json: Data(json.utf8), languageCode: "es")?.wording)
    #expect(wording.position(index: 0, count: 2) == "2:1")
    #expect(wording.selectedCount(1) == "uno")
    #expect(wording.options(count: 1_000_000) == "1000000 o")
    #expect(wording.tab == "t")
    #expect(wording.newBadge == "nb")
    #expect(wording.newItems(count: 1) == "1 ni")
    #expect(wording.newItems(count: 3) == "3 nis")
    #expect([wording.button, wording.expanded, wording.collapsed] == ["b", "e", "c"])
    #expect([wording.showsOptionsHint, wording.hidesOptionsHint] == ["sh", "hh"])
    #expect(
      [wording.listSeparator, wording.listFinalSeparator, wording.listFinalSeparatorBeforeI] == [
        "; ", " & ", " &i ",
      ])
    #expect(wording.moreItems(count: 2) == "+2")
    #expect(
      [wording.done, ChoiceWording.english.done, ChoiceWording.spanish.done] == ["ok", "Done", "Listo"])
    #expect(wording.maximumSelection(3) == "max 3")
    #expect(wording.minimumSelection(1) == "min 1")
    #expect(wording.digits == "0123456789")
  }

  @Test func aFileSaysItsDigitsAndTheRegionsThatWriteOthers() throws {
    let json = Self.file(with: [
      "position": #""{index}/{count}""#, "digits": #""٠١٢٣٤٥٦٧٨٩""#,
      "digitsByRegion": #"{"ma": "0123456789"}"#,
    ])
    let file = try #require(BundledWording(json: Data(json.utf8), languageCode: "ar"))
    #expect(file.wording.position(index: 1, count: 12) == "٢/١٢")
    #expect(file.digitsByRegion == ["MA": WordingDigits.latin])
  }

  @Test func aFileWithoutTheTabBarWordsIsRejected() {
    let json = #"""
      {"selected": "s", "dimmed": "d", "none": "n", "separator": ", ", "position": "{index}",
       "options": {"other": "o"}, "selectedCount": {"other": "s"}}
      """#
    #expect(BundledWording(json: Data(json.utf8), languageCode: "en")?.wording == nil)
  }
}
