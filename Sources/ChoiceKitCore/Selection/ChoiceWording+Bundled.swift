import Foundation

extension ChoiceWording {
  /// The languages that have a resource file `wording-<code>.json`, by the code the file's
  /// wording carries; each must also be a language ``forLanguage(_:)`` picks.
  static let bundledLanguageCodes = [
    "en", "es", "fr", "de", "it", "pt-BR", "ja", "zh-Hans", "zh-Hant", "ko", "ar",
  ]

  /// Every resource file that could be read, by language code, read once.
  static let shippedFiles: [String: BundledWording] = Dictionary(
    uniqueKeysWithValues: bundledLanguageCodes.compactMap { code in
      bundledFile(languageCode: code).map { (code, $0) }
    })

  /// A shipped language's wording, or `nil` when its file could not be read.
  static func shipped(_ languageCode: String) -> ChoiceWording? {
    shippedFiles[languageCode]?.wording
  }

  /// The English spoken when `wording-en.json` cannot be read; a test keeps the two equal.
  static let builtInEnglish = ChoiceWording(
    languageCode: "en", selected: "selected", dimmed: "dimmed", none: "none", separator: ", ",
    positionFormat: "{index} of {count}",
    optionsForms: [.one: "{count} option", .other: "{count} options"],
    selectedCountForms: [.one: "{count} selected", .other: "{count} selected"],
    tab: "tab", newBadge: "new",
    newItemsForms: [.one: "{count} new item", .other: "{count} new items"],
    button: "button", expanded: "expanded", collapsed: "collapsed", showsOptionsHint: "Shows the options",
    hidesOptionsHint: "Hides the options")

  /// The bundle holding the wording files, or `nil` where it is absent (see
  /// `ChoiceResourceBundle`).
  static let resourceBundle: Bundle? = {
    #if canImport(Darwin)
      return Bundle.module
    #else
      return ChoiceResourceBundle.besideExecutable("ChoiceKit_ChoiceKitCore").map { _ in Bundle.module }
    #endif
  }()

  /// Where a language's wording file is in the resource bundle, if it is there.
  static func resourceURL(languageCode: String) -> URL? {
    // `.process` flattens the Wording folder into the bundle's root, hence the prefixed names.
    resourceBundle?.url(forResource: "wording-\(languageCode)", withExtension: "json")
  }

  /// A language's resource file read whole, or `nil` when it is missing or malformed.
  static func bundledFile(languageCode: String) -> BundledWording? {
    guard let url = resourceURL(languageCode: languageCode),
      let data = try? Data(contentsOf: url)
    else { return nil }
    return BundledWording(json: data, languageCode: languageCode)
  }
}

/// A wording file as read: the words, and the digits some regions write instead of the
/// language's own.
struct BundledWording: Sendable, Hashable {
  /// The words, with the language's digits.
  var wording: ChoiceWording
  /// The digits of the regions whose CLDR default numbering system is not the language's, by
  /// uppercased region code: Latin digits for Arabic in Morocco ("MA").
  var digitsByRegion: [String: WordingDigits]

  /// Reads a wording file, or `nil` when it is not JSON, lacks a key, has a plural table without
  /// an `other` form or with a key that is not a plural category, or has digits that are not ten
  /// decimal digits in order.
  init?(json: Data, languageCode: String) {
    guard let file = try? JSONDecoder().decode(WordingFile.self, from: json),
      let options = Self.pluralForms(file.options),
      let selectedCount = Self.pluralForms(file.selectedCount),
      let newItems = Self.pluralForms(file.newItems),
      let moreItems = Self.pluralForms(file.moreItems),
      let maximumSelection = Self.pluralForms(file.maximumSelection),
      let minimumSelection = Self.pluralForms(file.minimumSelection),
      WordingDigits(file.digits) != nil
    else { return nil }
    var digitsByRegion: [String: WordingDigits] = [:]
    for (region, digits) in file.digitsByRegion ?? [:] {
      guard let regional = WordingDigits(digits) else { return nil }
      digitsByRegion[region.uppercased()] = regional
    }
    self.digitsByRegion = digitsByRegion
    wording = ChoiceWording(
      languageCode: languageCode, selected: file.selected, dimmed: file.dimmed, none: file.none,
      separator: file.separator, positionFormat: file.position, optionsForms: options,
      selectedCountForms: selectedCount, tab: file.tab, newBadge: file.newBadge,
      newItemsForms: newItems, button: file.button, expanded: file.expanded,
      collapsed: file.collapsed, showsOptionsHint: file.showsOptionsHint,
      hidesOptionsHint: file.hidesOptionsHint, listSeparator: file.listSeparator,
      listFinalSeparator: file.listFinalSeparator,
      listFinalSeparatorBeforeI: file.listFinalSeparatorBeforeI, moreItemsForms: moreItems,
      maximumSelectionForms: maximumSelection, minimumSelectionForms: minimumSelection,
      done: file.done, digits: file.digits)
  }

  /// A JSON plural table as forms, or `nil` if a key is not a category or `other` is missing.
  private static func pluralForms(_ table: [String: String]) -> [PluralCategory: String]? {
    var forms: [PluralCategory: String] = [:]
    for (key, template) in table {
      guard let category = PluralCategory(rawValue: key) else { return nil }
      forms[category] = template
    }
    return forms[.other] == nil ? nil : forms
  }
}

/// The keys of a wording file, as `Resources/Wording/wording-en.json` spells them;
/// `digitsByRegion` is the only one a file may leave out.
private struct WordingFile: Decodable {
  var selected, dimmed, none, separator, position, tab, newBadge, button, expanded, collapsed: String
  var showsOptionsHint, hidesOptionsHint: String
  var listSeparator, listFinalSeparator, listFinalSeparatorBeforeI, done, digits: String
  var options, selectedCount, newItems, moreItems, maximumSelection, minimumSelection: [String: String]
  var digitsByRegion: [String: String]?
}
