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

extension InterfaceIdiomTests {
  @Test func everyFamilyRunsOneOfThePlatformsAndEachPlatformIsNamedOnce() {
    let names = InterfaceIdiom.platforms.map(\.platformName)
    #expect(names == ["ios", "macos", "watchos", "tvos", "visionos"])
    #expect(InterfaceIdiom.platforms.map(\.platformTitle) == ["iOS", "macOS", "watchOS", "tvOS", "visionOS"])
    for idiom in InterfaceIdiom.allCases {
      #expect(names.contains(idiom.platformName), "\(idiom)")
      #expect(idiom.platformTitle.lowercased() == idiom.platformName, "\(idiom)")
    }
    // iPad runs iOS: its platform reads back as the phone, the one family listed for it.
    #expect(InterfaceIdiom(platformName: InterfaceIdiom.pad.platformName) == .phone)
    for idiom in InterfaceIdiom.platforms {
      #expect(InterfaceIdiom(platformName: idiom.platformName) == idiom)
    }
  }

  @Test(arguments: ["", "iOS", "ipados", "phone", "carplay"])
  func aNameThatIsNoPlatformsIsNil(name: String) {
    #expect(InterfaceIdiom(platformName: name) == nil)
  }
}
