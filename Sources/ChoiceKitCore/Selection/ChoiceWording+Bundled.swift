import Foundation

extension ChoiceWording {
  /// English, read from the package's `wording-en.json`; the English built into the code if
  /// the resource cannot be read.
  public static let english = bundled(languageCode: "en") ?? builtInEnglish

  /// Spanish, read from the package's `wording-es.json`; English if the resource cannot be read,
  /// since a missing translation should still speak.
  public static let spanish = bundled(languageCode: "es") ?? builtInEnglish

  /// The wording the package ships for a language.
  ///
  /// - Parameter code: A language code or locale identifier ("es", "es-MX", "en_GB"); only the
  ///   language is read, case-insensitively.
  /// - Returns: ``spanish`` for Spanish, and ``english`` for English and for every language the
  ///   package does not ship.
  public static func forLanguage(_ code: String) -> ChoiceWording {
    LanguageTag(code).language == "es" ? .spanish : .english
  }

  /// The wording the package ships for a locale's language, as ``forLanguage(_:)`` picks it.
  ///
  /// - Parameter locale: The locale, such as `Locale.current`; "es-MX" speaks Spanish, "en-GB"
  ///   and languages the package does not ship speak English.
  public init(locale: Locale) {
    self = .forLanguage(locale.language.languageCode?.identifier ?? locale.identifier)
  }

  /// The languages that have a resource file; each must also have a case in ``forLanguage(_:)``.
  static let bundledLanguageCodes = ["en", "es"]

  /// The English spoken when `wording-en.json` cannot be read; a test keeps the two equal.
  static let builtInEnglish = ChoiceWording(
    languageCode: "en", selected: "selected", dimmed: "dimmed", none: "none", separator: ", ",
    positionFormat: "{index} of {count}",
    optionsForms: [.one: "{count} option", .other: "{count} options"],
    selectedCountForms: [.one: "{count} selected", .other: "{count} selected"],
    tab: "tab", newBadge: "new",
    newItemsForms: [.one: "{count} new item", .other: "{count} new items"],
    button: "button", expanded: "expanded", collapsed: "collapsed")

  /// The bundle holding the wording files, or `nil` where it is absent.
  ///
  /// Outside Apple platforms SwiftPM's `Bundle.module` stops the process when the bundle is
  /// neither beside the executable nor at the build path it was compiled with (a binary copied
  /// elsewhere on its own), so it is asked only once the bundle beside the executable is there.
  /// Apps on Apple platforms embed the bundle, where `Bundle.module` looks.
  static let resourceBundle: Bundle? = {
    #if canImport(Darwin)
      return Bundle.module
    #else
      let besideExecutable = Bundle.main.bundleURL
        .appendingPathComponent("ChoiceKit_ChoiceKitCore.resources").path
      return FileManager.default.fileExists(atPath: besideExecutable) ? Bundle.module : nil
    #endif
  }()

  /// Where a language's wording file is in the resource bundle, if it is there.
  static func resourceURL(languageCode: String) -> URL? {
    // `.process` flattens the Wording folder into the bundle's root, hence the prefixed names.
    resourceBundle?.url(forResource: "wording-\(languageCode)", withExtension: "json")
  }

  /// The wording read from a language's resource file, or `nil` when the file is missing, is not
  /// JSON, lacks a key or a plural table's `other` form, or names an unknown plural category.
  static func bundled(languageCode: String) -> ChoiceWording? {
    guard let url = resourceURL(languageCode: languageCode),
      let data = try? Data(contentsOf: url)
    else { return nil }
    return ChoiceWording(json: data, languageCode: languageCode)
  }

  /// The wording in a wording file's JSON, or `nil` when it is malformed as ``bundled(languageCode:)``
  /// describes.
  init?(json: Data, languageCode: String) {
    guard let file = try? JSONDecoder().decode(WordingFile.self, from: json),
      let options = Self.pluralForms(file.options),
      let selectedCount = Self.pluralForms(file.selectedCount),
      let newItems = Self.pluralForms(file.newItems),
      let moreItems = Self.pluralForms(file.moreItems),
      let maximumSelection = Self.pluralForms(file.maximumSelection),
      let minimumSelection = Self.pluralForms(file.minimumSelection)
    else { return nil }
    self.init(
      languageCode: languageCode, selected: file.selected, dimmed: file.dimmed, none: file.none,
      separator: file.separator, positionFormat: file.position, optionsForms: options,
      selectedCountForms: selectedCount, tab: file.tab, newBadge: file.newBadge,
      newItemsForms: newItems, button: file.button, expanded: file.expanded,
      collapsed: file.collapsed, listSeparator: file.listSeparator,
      listFinalSeparator: file.listFinalSeparator,
      listFinalSeparatorBeforeI: file.listFinalSeparatorBeforeI, moreItemsForms: moreItems,
      maximumSelectionForms: maximumSelection, minimumSelectionForms: minimumSelection,
      done: file.done)
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

/// The keys of a wording file, as `Resources/Wording/wording-en.json` spells them.
private struct WordingFile: Decodable {
  var selected, dimmed, none, separator, position, tab, newBadge, button, expanded, collapsed: String
  var listSeparator, listFinalSeparator, listFinalSeparatorBeforeI, done: String
  var options, selectedCount, newItems, moreItems, maximumSelection, minimumSelection: [String: String]
}
