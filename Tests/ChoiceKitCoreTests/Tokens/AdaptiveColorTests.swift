import ChoiceKitCore
import Testing

@Suite("AdaptiveColor")
struct AdaptiveColorTests {
  @Test func resolvesEachAppearance() {
    let track = AdaptiveColor(light: RGBAColor(white: 0.92), dark: RGBAColor(white: 0.17))
    #expect(track.resolved(in: .light) == RGBAColor(white: 0.92))
    #expect(track.resolved(in: .dark) == RGBAColor(white: 0.17))
  }

  @Test func oneColourServesBoth() {
    let fixed = AdaptiveColor(.white)
    for appearance in ChoiceAppearance.allCases { #expect(fixed.resolved(in: appearance) == .white) }
  }

  @Test func invalidChannelsArriveClamped() {
    let token = AdaptiveColor(light: RGBAColor(white: .nan), dark: RGBAColor(white: .infinity))
    #expect(token.resolved(in: .light) == .black)
    #expect(token.resolved(in: .dark) == .white)
  }
}

/// The accessibility display settings strengthen translucent colours as the system's controls
/// do, and leave opaque and clear ones alone.
@Suite("AdaptiveColor under Increase Contrast and Reduce Transparency")
struct AdaptiveColorAccessibilityTests {
  let track = AdaptiveColor(RGBAColor(hex: 0x8E8E93, alpha: 0.2))
  let text = AdaptiveColor(light: RGBAColor(white: 0, alpha: 0.85), dark: RGBAColor(white: 1, alpha: 0.85))

  @Test func increaseContrastStrengthensTranslucentColours() {
    let strong = track.adapted(to: ChoiceTraits(increasesContrast: true))
    #expect(abs(strong.light.alpha - 0.4) < 1e-9)
    #expect(strong.light.red == track.light.red)
    #expect(text.adapted(to: ChoiceTraits(increasesContrast: true)).dark.alpha == 1)
    // The contrast of the track against the background grows.
    #expect(
      strong.light.composited(over: .white).contrastRatio(to: .white)
        > track.light.composited(over: .white).contrastRatio(to: .white))
  }

  @Test func reduceTransparencyMakesTranslucentColoursOpaqueOverTheirBackground() {
    let opaque = track.adapted(to: ChoiceTraits(reducesTransparency: true))
    #expect(opaque.light.alpha == 1 && opaque.dark.alpha == 1)
    #expect(opaque.light == track.light.composited(over: .white))
    #expect(opaque.dark == track.dark.composited(over: .black))
    // Both settings: strengthened first, then made opaque.
    let both = track.adapted(to: ChoiceTraits(increasesContrast: true, reducesTransparency: true))
    #expect(both.light == track.light.withAlpha(0.4).composited(over: .white))
  }

  @Test func opaqueAndClearColoursAndTheDefaultTraitsAreLeftAlone() {
    let traits = [
      ChoiceTraits(), ChoiceTraits(increasesContrast: true), ChoiceTraits(reducesTransparency: true),
    ]
    for traits in traits {
      #expect(
        AdaptiveColor(light: .black, dark: .white).adapted(to: traits)
          == AdaptiveColor(light: .black, dark: .white))
      #expect(AdaptiveColor(.clear).adapted(to: traits) == AdaptiveColor(.clear))
    }
    #expect(track.adapted(to: ChoiceTraits()) == track)
  }
}
