#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI
  import Testing

  @testable import ChoiceKit

  @Suite("RadialMenu palette")
  @MainActor
  struct RadialMenuPaletteTests {
    @Test func theCentreButtonGrowsWithTextAsTheCoreSays() {
      func palette(_ scale: ChoiceTextScale) -> RadialMenuPalette {
        RadialMenuPalette(tokens: .standard, traits: ChoiceTraits(textScale: scale))
      }
      for scale in ChoiceTextScale.allCases {
        #expect(palette(scale).centerDiameter == RadialMenuTokens.standard.centerDiameter(at: scale))
      }
      #expect(palette(.large).centerDiameter == 100)
      #expect(palette(.accessibility5).centerDiameter == 160)
    }

    @Test func clearItemFillsAreDetectedSoTheStyleCanDrawAMaterial() {
      #expect(!RadialMenuPalette(tokens: .standard, traits: ChoiceTraits()).itemFillIsClear)
      var tokens = RadialMenuTokens.standard
      tokens.itemFill = AdaptiveColor(.clear)
      #expect(RadialMenuPalette(tokens: tokens, traits: ChoiceTraits()).itemFillIsClear)
      tokens.itemFill = AdaptiveColor(light: .clear, dark: RGBAColor(white: 0.1, alpha: 1))
      #expect(!RadialMenuPalette(tokens: tokens, traits: ChoiceTraits(appearance: .light)).itemFillIsClear)
    }

    @Test func destructiveItemsTakeRedInk() {
      let palette = RadialMenuPalette(tokens: .standard, traits: ChoiceTraits())
      #expect(palette.itemForeground(role: .destructive) == palette.destructiveInk)
      #expect(palette.destructiveInk != palette.itemInk)
      #expect(palette.itemForeground(role: nil) == palette.itemInk)
      #expect(palette.itemForeground(role: .cancel) == palette.itemInk)
    }

    @Test func aButtonsRoleIsReadAsTheCoreRoleThatDecidesTheInk() {
      #expect(RadialMenuItemRole(ButtonRole.destructive) == .destructive)
      #expect(RadialMenuItemRole(ButtonRole.cancel) == .cancel)
      #expect(RadialMenuItemRole(ButtonRole?.none) == nil)
      // Dark items keep the same rule, resolved in the dark appearance.
      let dark = RadialMenuPalette(tokens: .standard, traits: ChoiceTraits(appearance: .dark))
      #expect(dark.itemForeground(role: .destructive) == dark.destructiveInk)
      #expect(dark.itemForeground(role: nil) == dark.itemInk)
    }
  }
#endif
