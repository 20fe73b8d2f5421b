import Foundation
import Testing

@testable import ChoiceKitCore

/// Which shipped wording a language code or locale picks, with which digits, and what each
/// language says.
@Suite("ChoiceWording languages")
struct ChoiceWordingLanguagesTests {
  @Test(arguments: [
    ("fr", ChoiceWording.french), ("fr-CA", .french), ("FR_fr", .french), ("de", .german),
    ("de-AT", .german), ("de_CH", .german), ("it", .italian), ("it-CH", .italian),
    ("pt", .brazilianPortuguese), ("pt-BR", .brazilianPortuguese), ("pt_PT", .brazilianPortuguese),
    ("pt-AO", .brazilianPortuguese), ("ja", .japanese), ("ja_JP", .japanese), ("ko", .korean),
    ("ko-KR", .korean), ("ar", .arabic), ("ar-EG", .arabic), ("ar_SA", .arabic), ("es-US", .spanish),
    ("en-IN", .english),
  ])
  func eachLanguageIsPickedByItsCode(code: String, wording: ChoiceWording) {
    #expect(ChoiceWording.forLanguage(code) == wording)
    #expect(ChoiceWording(locale: Locale(identifier: code)) == wording)
  }

  @Test(arguments: [
    ("zh", ChoiceWording.simplifiedChinese), ("zh-Hans", .simplifiedChinese), ("zh-CN", .simplifiedChinese),
    ("zh_Hans_CN", .simplifiedChinese), ("zh-SG", .simplifiedChinese), ("zh-Hans-HK", .simplifiedChinese),
    ("ZH-hans", .simplifiedChinese), ("zh-Hant", .traditionalChinese), ("zh-TW", .traditionalChinese),
    ("zh_Hant_TW", .traditionalChinese), ("zh-HK", .traditionalChinese), ("zh-MO", .traditionalChinese),
    ("zh-Hant-CN", .traditionalChinese), ("zh-hant", .traditionalChinese),
  ])
  func chineseFollowsItsScriptThenItsRegion(code: String, wording: ChoiceWording) {
    #expect(ChoiceWording.forLanguage(code) == wording)
    #expect(ChoiceWording(locale: Locale(identifier: code)) == wording)
  }

  @Test(arguments: [("fra", ChoiceWording.french), ("zho_TW", .traditionalChinese), ("jpn", .japanese)])
  func aLocaleWithAThreeLetterCodeIsReadByFoundationsLanguage(identifier: String, wording: ChoiceWording) {
    #expect(ChoiceWording(locale: Locale(identifier: identifier)) == wording)
  }

  @Test(arguments: [
    "ar-MA", "ar_DZ", "ar-TN", "ar-AE", "ar-LY", "ar-EH", "ar-u-nu-latn", "ar_SA@numbers=latn",
  ])
  func arabicWritesLatinDigitsWhereItsRegionOrItsLocaleSays(code: String) {
    for wording in [ChoiceWording.forLanguage(code), ChoiceWording(locale: Locale(identifier: code))] {
      #expect(wording.digits == "0123456789")
      #expect(wording.position(index: 1, count: 12) == "2 من 12")
      #expect(wording.options(count: 11) == "11 خيارًا")
      // Only the digits differ from the language's wording.
      var arabic = wording
      arabic.digits = ChoiceWording.arabic.digits
      #expect(arabic == .arabic)
    }
  }

  @Test(arguments: ["ar", "ar-SA", "ar-EG", "ar-MA-u-nu-arab", "ar-MA@numbers=arab", "ar-u-nu-thai"])
  func arabicWritesArabicIndicDigitsElsewhere(code: String) {
    let wording = ChoiceWording.forLanguage(code)
    #expect(wording.digits == "٠١٢٣٤٥٦٧٨٩")
    #expect(wording.position(index: 1, count: 12) == "٢ من ١٢")
    #expect(ChoiceWording(locale: Locale(identifier: code)).digits == "٠١٢٣٤٥٦٧٨٩")
  }

  @Test func anyLanguageWritesTheDigitsItsIdentifierAsksFor() {
    #expect(ChoiceWording.forLanguage("fr-u-nu-arab").position(index: 1, count: 4) == "٢ sur ٤")
    #expect(ChoiceWording.forLanguage("en@numbers=arabext").options(count: 3) == "۳ options")
    #expect(ChoiceWording.forLanguage("fr-MA").digits == "0123456789")
    // A numbering system the package has no digits for changes nothing.
    #expect(ChoiceWording.forLanguage("ja-u-nu-hanidec") == .japanese)
  }

  /// Each language's position, counts, list and "Done".
  @Test(arguments: [
    ("en", "2 of 4", "1 option", "3 selected", "Juan, Ana and Eva", "Done"),
    ("es", "2 de 4", "1 opción", "3 seleccionados", "Juan, Ana y Eva", "Listo"),
    ("fr", "2 sur 4", "1 option", "3 sélectionnés", "Juan, Ana et Eva", "OK"),
    ("de", "2 von 4", "1 Option", "3 ausgewählt", "Juan, Ana und Eva", "Fertig"),
    ("it", "2 di 4", "1 opzione", "3 selezionati", "Juan, Ana e Eva", "Fine"),
    ("pt-BR", "2 de 4", "1 opção", "3 selecionados", "Juan, Ana e Eva", "OK"),
    ("ja", "4個中2個目", "1項目", "3項目を選択中", "Juan、Ana、Eva", "完了"),
    ("zh-Hans", "第 2 项，共 4 项", "1 个选项", "已选择 3 项", "Juan、Ana和Eva", "完成"),
    ("zh-Hant", "第 2 項，共 4 項", "1 個選項", "已選取 3 項", "Juan、Ana和Eva", "完成"),
    ("ko", "4개 중 2번째", "옵션 1개", "3개 선택됨", "Juan, Ana 및 Eva", "완료"),
    ("ar", "٢ من ٤", "خيار واحد", "٣ عناصر محددة", "Juan وAna وEva", "تم"),
  ])
  func eachLanguageSpeaksItsOwnPhrases(
    code: String, position: String, oneOption: String, threeSelected: String, list: String, done: String
  ) {
    let wording = ChoiceWording.forLanguage(code)
    #expect(wording.position(index: 1, count: 4) == position)
    #expect(wording.options(count: 1) == oneOption)
    #expect(wording.selectedCount(3) == threeSelected)
    #expect(ValuePickerSummary(wording: wording).text(for: ["Juan", "Ana", "Eva"]) == list)
    #expect(wording.done == done)
  }

  @Test func frenchCountsZeroAsOneAndWholeMillionsApart() {
    let french = ChoiceWording.french
    #expect(french.options(count: 0) == "0 option")
    #expect(french.options(count: 2) == "2 options")
    #expect(french.options(count: 1_000_000) == "1000000 d’options")
    #expect(french.options(count: 1_000_001) == "1000001 options")
    #expect(french.maximumSelection(1) == "Vous pouvez choisir jusqu’à 1 option")
    #expect(ChoiceWording.brazilianPortuguese.options(count: 0) == "0 opção")
    #expect(ChoiceWording.italian.options(count: 0) == "0 opzioni")
    #expect(ChoiceWording.german.options(count: 0) == "0 Optionen")
  }

  @Test(arguments: [
    (0, "لا خيارات"), (1, "خيار واحد"), (2, "خياران"), (3, "٣ خيارات"), (10, "١٠ خيارات"),
    (11, "١١ خيارًا"), (99, "٩٩ خيارًا"), (100, "١٠٠ خيار"), (102, "١٠٢ خيار"), (103, "١٠٣ خيارات"),
    (111, "١١١ خيارًا"), (1_000_000, "١٠٠٠٠٠٠ خيار"), (-5, "لا خيارات"),
  ])
  func arabicCountsTakeEachOfItsSixForms(count: Int, phrase: String) {
    #expect(ChoiceWording.arabic.options(count: count) == phrase)
  }

  @Test func everyControlSpeaksTheNewLanguages() {
    let japanese = SegmentedPickerWording(wording: .forLanguage("ja-JP"))
    #expect(
      japanese.segmentDescription(label: "週", isSelected: true, index: 1, count: 4) == "週、選択済み、4個中2個目")
    let arabic = CurvedTabBarWording(wording: .forLanguage("ar"))
    #expect(
      arabic.tabDescription(title: "الرئيسية", badge: .count(3), index: 0, count: 4)
        == "الرئيسية، علامة تبويب، ١ من ٤، ٣ عناصر جديدة")
    #expect(RadialMenuWording(wording: .german).openedAnnouncement(count: 3) == "ausgeklappt, 3 Optionen")
    #expect(
      RadialMenuWording(wording: .korean).itemDescription(title: "만들기", index: 0, count: 3)
        == "만들기, 버튼, 3개 중 1번째"
    )
    let french = ValuePickerWording(wording: .french)
    #expect(french.refusal(.maximumReached(2)) == "Vous pouvez choisir jusqu’à 2 options")
    #expect(
      french.optionDescription(label: "Ana", isEnabled: false, index: 1, count: 3) == "Ana, estompé, 2 sur 3")
    let chinese = ValuePickerSummary(wording: .simplifiedChinese)
    #expect(
      chinese.candidates(for: ["甲", "乙", "丙", "丁"]) == ["甲、乙、丙和其他 1 项", "甲、乙和其他 2 项", "甲和其他 3 项", "已选择 4 项"])
    #expect(ValuePickerSummary(wording: .italian).noneText == "Nessuno")
  }
}
