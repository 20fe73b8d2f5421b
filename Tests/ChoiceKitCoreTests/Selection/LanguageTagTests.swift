import Testing

@testable import ChoiceKitCore

@Suite("LanguageTag")
struct LanguageTagTests {
  @Test(
    arguments: [
      ("es", "es", nil, nil, nil), ("ES", "es", nil, nil, nil), ("es-MX", "es", nil, "MX", nil),
      ("es_419", "es", nil, "419", nil), ("zh-Hant-TW", "zh", "Hant", "TW", nil),
      ("zh_hans_cn", "zh", "Hans", "CN", nil), ("zh-Hant_TW", "zh", "Hant", "TW", nil),
      ("sr-Latn", "sr", "Latn", nil, nil), ("ar-u-nu-latn", "ar", nil, nil, "latn"),
      ("ar-MA-u-ca-islamic-nu-arab", "ar", nil, "MA", "arab"),
      ("ar_SA@numbers=latn", "ar", nil, "SA", "latn"),
      ("ar_SA@calendar=islamic;numbers=ARAB", "ar", nil, "SA", "arab"),
      ("de-DE-1996", "de", nil, "DE", nil), ("en-x-nu-arab", "en", nil, nil, nil),
      ("en-t-ar-u-nu-arab", "en", nil, nil, "arab"), ("en-u-ca-gregory", "en", nil, nil, nil),
      ("", "", nil, nil, nil), ("-", "", nil, nil, nil), ("-es", "", nil, "ES", nil),
      ("es@", "es", nil, nil, nil), ("x-private", "x", nil, nil, nil),
      ("en-US-u-nu", "en", nil, "US", nil),
    ] as [(String, String, String?, String?, String?)])
  func identifiersAreReadIntoTheirParts(
    code: String, language: String, script: String?, region: String?, numbers: String?
  ) {
    let tag = LanguageTag(code)
    #expect(tag.language == language)
    #expect(tag.script == script)
    #expect(tag.region == region)
    #expect(tag.numberingSystem == numbers)
  }

  @Test func aSecondScriptOrRegionIsNotRead() {
    let tag = LanguageTag("zh-Hant-TW-Hans-CN")
    #expect(tag.script == "Hant")
    #expect(tag.region == "TW")
    // A script after the region is a variant here, not the script.
    #expect(LanguageTag("zh-TW-Hant").script == nil)
  }
}
