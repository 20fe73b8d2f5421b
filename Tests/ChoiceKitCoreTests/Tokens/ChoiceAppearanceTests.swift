import ChoiceKitCore
import Testing

@Suite("Appearance")
struct ChoiceAppearanceTests {
  @Test func casesAndRawValuesAreStable() {
    #expect(ChoiceAppearance.allCases.map(\.rawValue) == ["light", "dark"])
    #expect(ChoiceAppearance(rawValue: "dark") == .dark)
  }

  @Test(arguments: ["", "Dark", "sepia"])
  func unknownRawValueIsNil(rawValue: String) {
    #expect(ChoiceAppearance(rawValue: rawValue) == nil)
  }
}
