import ChoiceKitCore
import Testing

/// The system colours' values, from Apple's Human Interface Guidelines.
@Suite struct SystemColorTests {
  @Test func blueIsTheTokensDefaultTint() {
    #expect(SystemColor.blue.color == SegmentedPickerTokens().tint)
    #expect(SystemColor.blue.color == ValuePickerTokens().tint)
  }

  @Test func eachColourIsOpaqueAndDistinct() {
    let colors = SystemColor.allCases.map(\.color)
    #expect(Set(colors).count == colors.count)
    for color in colors {
      #expect(color.light.alpha == 1 && color.dark.alpha == 1)
    }
    // Every colour but gray is brighter or more saturated in the dark, as the guidelines draw them.
    #expect(SystemColor.allCases.filter { $0.color.light == $0.color.dark } == [.gray])
  }

  @Test func orangeIsTheGuidelinesOrange() {
    #expect(
      SystemColor.orange.color
        == AdaptiveColor(light: RGBAColor(hex: 0xFF9500), dark: RGBAColor(hex: 0xFF9F0A)))
  }
}
