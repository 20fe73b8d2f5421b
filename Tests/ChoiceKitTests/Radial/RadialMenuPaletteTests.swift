#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI
  import Testing

  @testable import ChoiceKit

  @Suite("RadialMenu palette")
  @MainActor
  struct RadialMenuPaletteTests {
    @Test func theCentreButtonGrowsWithTextUpToTheFirstAccessibilitySize() {
      func palette(_ scale: ChoiceTextScale) -> RadialMenuPalette {
        RadialMenuPalette(tokens: .standard, traits: ChoiceTraits(textScale: scale))
      }
      #expect(palette(.large).centerDiameter == 100)
      #expect(palette(.xSmall).centerDiameter == 100)
      #expect(palette(.xSmall).centerScale == .xSmall)
      #expect(palette(.xxxLarge).centerScale == .xxxLarge)
      #expect(abs(palette(.xxxLarge).centerDiameter - 100 * 23 / 17) < 1e-9)
      for scale in [ChoiceTextScale.accessibility1, .accessibility3, .accessibility5] {
        #expect(palette(scale).centerScale == .accessibility1)
        #expect(abs(palette(scale).centerDiameter - 100 * 28 / 17) < 1e-9)
      }
    }

    @Test func clearItemFillsAreDetectedSoTheStyleCanDrawAMaterial() {
      #expect(RadialMenuPalette(tokens: .standard, traits: ChoiceTraits()).itemFillIsClear)
      var tokens = RadialMenuTokens.standard
      tokens.itemFill = AdaptiveColor(light: .clear, dark: RGBAColor(white: 0.1, alpha: 1))
      #expect(!RadialMenuPalette(tokens: tokens, traits: ChoiceTraits(appearance: .light)).itemFillIsClear)
    }

    @Test func destructiveItemsTakeRedInk() {
      let palette = RadialMenuPalette(tokens: .standard, traits: ChoiceTraits())
      #expect(palette.itemForeground(role: .destructive) == .red)
      #expect(palette.itemForeground(role: nil) == palette.itemInk)
      #expect(palette.itemForeground(role: .cancel) == palette.itemInk)
    }
  }
#endif
