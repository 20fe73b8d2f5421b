import ChoiceKitCore
import Testing

@Suite("InterfaceIdiom")
struct InterfaceIdiomTests {
  @Test func casesAndRawValuesAreStable() {
    // Gallery file names and test arguments are built from these raw values.
    #expect(InterfaceIdiom.allCases.map(\.rawValue) == ["phone", "pad", "mac", "watch", "tv", "vision"])
    #expect(InterfaceIdiom(rawValue: "watch") == .watch)
    #expect(InterfaceIdiom(rawValue: "carPlay") == nil)
  }
}

extension InterfaceIdiomTests {
  @Test(arguments: ["", "Phone", "iphone"])
  func unknownRawValueIsNil(rawValue: String) {
    #expect(InterfaceIdiom(rawValue: rawValue) == nil)
  }
}
