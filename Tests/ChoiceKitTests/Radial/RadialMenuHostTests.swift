#if canImport(SwiftUI)
  import SwiftUI
  import Testing

  @testable import ChoiceKit

  /// What a host collects without a screen: the menus' items in drawing order, and that menus
  /// draw their own items unless a host is further out. (That the host draws them above its
  /// content and they take their touches there needs a device.)
  @Suite("RadialMenu host")
  @MainActor
  struct RadialMenuHostTests {
    @Test func menusDrawTheirOwnItemsUnlessHosted() {
      #expect(!EnvironmentValues().isRadialMenuHosted)
      var hosted = EnvironmentValues()
      hosted.isRadialMenuHosted = true
      #expect(hosted.isRadialMenuHosted)
    }

    @Test func theHostCollectsNothingByDefault() {
      var value = RadialMenuHostedItemsKey.defaultValue
      #expect(value.isEmpty)
      RadialMenuHostedItemsKey.reduce(value: &value) { [] }
      #expect(value.isEmpty)
    }
  }
#endif
