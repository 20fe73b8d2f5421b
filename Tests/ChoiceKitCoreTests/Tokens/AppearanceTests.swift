import ChoiceKitCore
import Testing

@Suite("Appearance")
struct AppearanceTests {
  @Test func casesAndRawValuesAreStable() {
    #expect(Appearance.allCases.map(\.rawValue) == ["light", "dark"])
    #expect(Appearance(rawValue: "dark") == .dark)
  }

  @Test(arguments: ["", "Dark", "sepia"])
  func unknownRawValueIsNil(rawValue: String) {
    #expect(Appearance(rawValue: rawValue) == nil)
  }
}
