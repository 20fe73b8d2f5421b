#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI
  import Testing

  @testable import ChoiceKit

  // The shared SwiftUI pieces of Sources/ChoiceKit/Support and the traits bridge, checked without
  // a host: what they store and what they hand on.

  @Suite("ChoiceTraits from the environment")
  struct ChoiceTraitsBridgeTests {
    @Test func everyEnvironmentValueReachesItsTrait() {
      let traits = ChoiceTraits(
        colorScheme: .dark, layoutDirection: .rightToLeft, dynamicTypeSize: .accessibility2,
        reducesMotion: true, locale: Locale(identifier: "ar"), idiom: .watch)
      #expect(
        traits
          == ChoiceTraits(
            appearance: .dark, isRightToLeft: true, textScale: .accessibility2, idiom: .watch,
            reducesMotion: true, locale: Locale(identifier: "ar")))
      #expect(traits.colorScheme == .dark)
      #expect(traits.layoutDirection == .rightToLeft)
    }

    @Test func theDefaultsAreLeftToRightLightOnThisDevice() {
      let traits = ChoiceTraits(
        colorScheme: .light, layoutDirection: .leftToRight, dynamicTypeSize: .large, reducesMotion: false,
        locale: Locale(identifier: "en"))
      #expect(traits == ChoiceTraits(idiom: .current))
      #expect(traits.colorScheme == .light)
      #expect(traits.layoutDirection == .leftToRight)
    }
  }

  @Suite("MotionGatedValue")
  struct MotionGatedValueTests {
    @Test func itAnimatesOnlyWithoutReduceMotion() {
      var moving = MotionGatedValue(2, reducesMotion: false)
      #expect(moving.animatableData == 2)
      moving.animatableData = 1.25
      #expect(moving.value == 1.25)

      var still = MotionGatedValue(2, reducesMotion: true)
      #expect(still.animatableData == 0)
      still.animatableData = 1.25
      #expect(still.value == 2)
    }
  }

  @Suite("Control settings in the environment")
  @MainActor
  struct ControlSettingsTests {
    @Test func eachSettingsTypeHasItsOwnDefaultAndSlot() {
      var environment = EnvironmentValues()
      #expect(environment[keyPath: RadialMenuSettings.environmentKeyPath] == RadialMenuSettings())
      #expect(environment[keyPath: ValuePickerSettings.environmentKeyPath] == ValuePickerSettings())
      environment[keyPath: RadialMenuSettings.environmentKeyPath].radius = .fixed(120)
      #expect(environment[keyPath: RadialMenuSettings.environmentKeyPath].radius == .fixed(120))
      // Writing one control's settings leaves the others' alone.
      #expect(environment[keyPath: CurvedTabBarSettings.environmentKeyPath] == CurvedTabBarSettings())
      #expect(environment[keyPath: ValuePickerSettings.environmentKeyPath] == ValuePickerSettings())
    }
  }
#endif
