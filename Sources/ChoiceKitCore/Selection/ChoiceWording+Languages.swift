import Foundation

extension ChoiceWording {
  /// English, read from the package's `wording-en.json`: "selected", "2 of 4", "A, B and C"; the
  /// English built into the code if the resource cannot be read.
  public static let english = shipped("en") ?? builtInEnglish

  /// Spanish, read from `wording-es.json`: "seleccionado", "2 de 4", "A, B y C" ("Ana e Inés").
  /// Like every other shipped language, English if the resource cannot be read, since a missing
  /// translation should still speak.
  public static let spanish = shipped("es") ?? builtInEnglish

  /// French, read from `wording-fr.json`: "sélectionné", "2 sur 4", "A, B et C", "OK".
  public static let french = shipped("fr") ?? builtInEnglish

  /// German, read from `wording-de.json`: "ausgewählt", "2 von 4", "A, B und C", "Fertig".
  public static let german = shipped("de") ?? builtInEnglish

  /// Italian, read from `wording-it.json`: "selezionato", "2 di 4", "A, B e C", "Fine".
  public static let italian = shipped("it") ?? builtInEnglish

  /// Brazilian Portuguese, read from `wording-pt-BR.json`: "selecionado", "2 de 4", "A, B e C",
  /// "OK". ``forLanguage(_:)`` gives it to every Portuguese locale, "pt" and "pt-PT" included.
  public static let brazilianPortuguese = shipped("pt-BR") ?? builtInEnglish

  /// Japanese, read from `wording-ja.json`: "選択済み", "4個中2個目", "A、B、C", "完了".
  public static let japanese = shipped("ja") ?? builtInEnglish

  /// Simplified Chinese, read from `wording-zh-Hans.json`: "已选定", "第 2 项，共 4 项", "A、B和C",
  /// "完成".
  public static let simplifiedChinese = shipped("zh-Hans") ?? builtInEnglish

  /// Traditional Chinese, read from `wording-zh-Hant.json`: "已選取", "第 2 項，共 4 項", "A、B和C",
  /// "完成".
  public static let traditionalChinese = shipped("zh-Hant") ?? builtInEnglish

  /// Korean, read from `wording-ko.json`: "선택됨", "4개 중 2번째", "A, B 및 C", "완료".
  public static let korean = shipped("ko") ?? builtInEnglish

  /// Arabic, read from `wording-ar.json`, with Arabic-Indic digits: "محدد", "٢ من ٤", "A وB وC",
  /// "تم".
  public static let arabic = shipped("ar") ?? builtInEnglish

  /// The wording the package ships for a language.
  ///
  /// ```swift
  /// ChoiceWording.forLanguage("fr-CA")  // .french
  /// ChoiceWording.forLanguage("zh_TW")  // .traditionalChinese
  /// ChoiceWording.forLanguage("ar-MA").position(index: 1, count: 4)  // "2 من 4"
  /// ```
  ///
  /// Chinese follows its script: "zh-Hant" and, without a script, Taiwan, Hong Kong and Macau
  /// ("zh-TW", "zh-HK", "zh-MO") read Traditional Chinese; "zh", "zh-Hans", "zh-CN", "zh-SG" and
  /// every other region read Simplified. Portuguese is Brazil's everywhere: CLDR's "pt" is
  /// Brazilian Portuguese, and the European variant, which the package does not ship, reads it
  /// better than English. Numbers take the language's digits, except where the identifier asks
  /// for a numbering system ("ar-u-nu-latn", "ar_SA@numbers=latn", as a device set to Western
  /// digits reports it: Latin `latn`, Arabic-Indic `arab` or extended Arabic-Indic `arabext`), or
  /// where CLDR gives the region other digits than the language (Arabic in the United Arab
  /// Emirates, Algeria, Western Sahara, Libya, Morocco and Tunisia writes Latin digits).
  ///
  /// - Parameter code: A language code or locale identifier ("es", "es-MX", "en_GB",
  ///   "zh-Hant-TW", "ar-MA"), read case-insensitively, with "-" or "_" between its parts.
  /// - Returns: The shipped wording of the code's language, with the digits the code asks for;
  ///   ``english`` for every language the package does not ship.
  public static func forLanguage(_ code: String) -> ChoiceWording {
    forLanguage(LanguageTag(code))
  }

  /// The wording the package ships for a locale's language, as ``forLanguage(_:)`` picks it.
  ///
  /// ```swift
  /// ChoiceWording(locale: Locale(identifier: "de-AT"))  // .german
  /// ChoiceWording(locale: .current)
  /// ```
  ///
  /// - Parameter locale: The locale, such as `Locale.current` or SwiftUI's `\.locale`; its
  ///   identifier is read, script, region and numbering system included: "es-MX" speaks
  ///   Spanish, "zh-Hant-TW" Traditional Chinese, "ar-SA@numbers=latn" Arabic with Latin digits,
  ///   "en-GB" and languages the package does not ship English.
  public init(locale: Locale) {
    var tag = LanguageTag(locale.identifier)
    // An identifier with a three-letter language code ("fra", "zho_TW") is read with the
    // two-letter code Foundation gives it.
    if Self.bundledLanguageCode(for: tag) == nil,
      let language = locale.language.languageCode?.identifier
    {
      tag.language = language.lowercased()
    }
    self = .forLanguage(tag)
  }

  /// The shipped wording of a tag's language, with the digits the tag asks for.
  static func forLanguage(_ tag: LanguageTag) -> ChoiceWording {
    guard let fileCode = bundledLanguageCode(for: tag), let file = shippedFiles[fileCode] else {
      return .english
    }
    var wording = file.wording
    if let system = tag.numberingSystem, let digits = WordingDigits.numberingSystems[system] {
      wording.digits = digits.source
    } else if let region = tag.region, let digits = file.digitsByRegion[region] {
      wording.digits = digits.source
    }
    return wording
  }

  /// The code of the wording file that speaks a language, or `nil` for a language the package
  /// does not ship.
  static func bundledLanguageCode(for tag: LanguageTag) -> String? {
    switch tag.language {
    case "en", "es", "fr", "de", "it", "ja", "ko", "ar": return tag.language
    case "pt": return "pt-BR"
    case "zh":
      // CLDR's likely subtags give these three regions Traditional script, every other one
      // Simplified; a written script wins over the region ("zh-Hans-HK").
      if let script = tag.script { return script == "Hant" ? "zh-Hant" : "zh-Hans" }
      return ["TW", "HK", "MO"].contains(tag.region ?? "") ? "zh-Hant" : "zh-Hans"
    default: return nil
    }
  }
}
