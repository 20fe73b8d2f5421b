import ChoiceKitCore
import Foundation
import Testing

@Suite("ChoiceControlWording")
struct ControlWordingTests {
  static let locales = ["en", "es-MX", "ar", "zh-TW", "xx"]

  @Test(arguments: locales)
  func everyControlSpeaksTheTraitsLanguage(identifier: String) {
    let locale = Locale(identifier: identifier)
    let traits = ChoiceTraits(locale: locale)
    let words = ChoiceWording(locale: locale)
    #expect(SegmentedPickerWording(traits: traits) == SegmentedPickerWording(wording: words))
    #expect(CurvedTabBarWording(traits: traits) == CurvedTabBarWording(wording: words))
    #expect(RadialMenuWording(traits: traits) == RadialMenuWording(wording: words))
    #expect(ValuePickerWording(traits: traits) == ValuePickerWording(wording: words))
  }

  @Test func spanishTraitsGiveSpanishWords() {
    let traits = ChoiceTraits(locale: Locale(identifier: "es-MX"))
    let spoken = SegmentedPickerWording(traits: traits).adjustableValue(label: "Semana", index: 1, count: 4)
    #expect(spoken == "Semana, 2 de 4")
    // The default traits speak English, whatever the machine's locale.
    #expect(SegmentedPickerWording(traits: ChoiceTraits()) == SegmentedPickerWording(wording: .english))
  }
}
