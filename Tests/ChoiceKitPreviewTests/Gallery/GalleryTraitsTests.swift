import ChoiceKitCore
import ChoiceKitPreview
import Testing

@Suite struct GalleryTraitsTests {
  @Test func noTraitsMeansNoFilterValuesAndNoModifiers() {
    #expect(Gallery.Traits().filterValues.isEmpty)
    #expect(Gallery.Traits().environmentModifiers.isEmpty)
  }

  @Test(arguments: [
    (TextScale.xSmall, "default"), (.large, "default"), (.xxxLarge, "default"),
    (.accessibility1, "accessibility"),
    (.accessibility5, "accessibility"),
  ])
  func textSizesSplitAtTheAccessibilitySizes(scale: TextScale, value: String) {
    #expect(Gallery.Traits(textScale: scale).filterValues.map(\.value) == [value])
  }

  @Test(arguments: [
    (InterfaceIdiom.phone, "ios"), (.pad, "ios"), (.mac, "macos"), (.watch, "watchos"), (.tv, "tvos"),
    (.vision, "visionos"),
  ])
  func idiomsNameTheirPlatform(idiom: InterfaceIdiom, value: String) {
    #expect(Gallery.Traits(idiom: idiom).filterValues.map(\.value) == [value])
    // Every value the traits give has a button among the filters.
    #expect(
      Gallery.Traits.filters.first { $0.dimension == "idiom" }?.values.contains { $0.value == value } == true)
  }

  @Test func allFourDimensionsInOrder() {
    let traits = Gallery.Traits(
      colorScheme: .dark, isRightToLeft: true, textScale: .accessibility2, idiom: .watch)
    #expect(traits.filterValues.map(\.dimension) == ["scheme", "direction", "text", "idiom"])
    #expect(traits.filterValues.map(\.value) == ["dark", "rtl", "accessibility", "watchos"])
    #expect(
      traits.environmentModifiers == [
        ".preferredColorScheme(.dark)", ".environment(\\.layoutDirection, .rightToLeft)",
        ".dynamicTypeSize(.accessibility2)",
      ])
  }

  @Test func theDefaultEnvironmentNeedsNoModifier() {
    let traits = Gallery.Traits(colorScheme: .light, isRightToLeft: false, textScale: .large, idiom: .phone)
    #expect(traits.filterValues.map(\.value) == ["light", "ltr", "default", "ios"])
    #expect(traits.environmentModifiers.isEmpty)
  }
}
