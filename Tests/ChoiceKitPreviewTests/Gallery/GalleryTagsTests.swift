import ChoiceKitCommand
import ChoiceKitCore
import ChoiceKitPreview
import Foundation
import Testing

@Suite struct GalleryTagsTests {
  @Test func noTraitsMeansNoFilterValuesAndNoModifiers() {
    #expect(Gallery.Tags().filterValues.isEmpty)
    #expect(Gallery.Tags().environmentModifiers.isEmpty)
  }

  @Test(arguments: [
    (ChoiceTextScale.xSmall, "default"), (.large, "default"), (.xxxLarge, "default"),
    (.accessibility1, "accessibility"),
    (.accessibility5, "accessibility"),
  ])
  func textSizesSplitAtTheAccessibilitySizes(scale: ChoiceTextScale, value: String) {
    #expect(Gallery.Tags(textScale: scale).filterValues.map(\.value) == [value])
  }

  @Test(arguments: [
    (InterfaceIdiom.phone, "ios"), (.pad, "ios"), (.mac, "macos"), (.watch, "watchos"), (.tv, "tvos"),
    (.vision, "visionos"),
  ])
  func idiomsNameTheirPlatform(idiom: InterfaceIdiom, value: String) {
    #expect(Gallery.Tags(idiom: idiom).filterValues.map(\.value) == [value])
    // Every value the traits give has a button among the filters.
    #expect(
      Gallery.Tags.filters.first { $0.dimension == "idiom" }?.values.contains { $0.value == value } == true)
  }

  @Test func allFourDimensionsInOrder() {
    let traits = Gallery.Tags(
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
    let traits = Gallery.Tags(colorScheme: .light, isRightToLeft: false, textScale: .large, idiom: .phone)
    #expect(traits.filterValues.map(\.value) == ["light", "ltr", "default", "ios"])
    #expect(traits.environmentModifiers.isEmpty)
  }

  @Test func builtFromChoiceTraitsWithEveryDimension() {
    let traits = ChoiceTraits(
      appearance: .dark, isRightToLeft: true, textScale: .accessibility2, idiom: .mac, reducesMotion: true,
      locale: Locale(identifier: "he"))
    let filters = Gallery.Tags(traits)
    #expect(
      filters
        == Gallery.Tags(colorScheme: .dark, isRightToLeft: true, textScale: .accessibility2, idiom: .mac))
    // Reduce Motion and the locale are no filter of the page.
    #expect(filters.filterValues.map(\.value) == ["dark", "rtl", "accessibility", "macos"])
  }

  @Test func picturesLeaveOutWhatTheyDoNotVaryIn() throws {
    func section(_ id: String) throws -> Gallery.Section {
      try #require(SharedGallery.catalogue.sections.first { $0.anchor == id })
    }
    // A radial picture names the platform it is drawn for, the phone, so a platform filter does
    // not hide it; a value picker is drawn as on a phone.
    let radial = try section(RadialDescriptor.id).entries
    #expect(radial.allSatisfy { $0.tags.idiom == .phone })
    #expect(radial.contains { $0.tags.colorScheme == .dark })
    let picker = try section(ValuePickerDescriptor.id).entries
    #expect(picker.allSatisfy { $0.tags.idiom == nil || $0.tags.idiom == .phone })
    #expect(picker.contains { $0.tags.idiom == .phone })
    // A segmented picker varies in all four.
    #expect(try section(SegmentedPickerDescriptor.id).entries.contains { $0.tags.idiom == .watch })
  }
}
