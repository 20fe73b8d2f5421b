import ChoiceKitCore
import Foundation
import Testing

@Suite("The tab bar's token and metric fields are clamped on creation and on assignment")
struct CurvedTabBarClampedFieldsTests {
  static let hairlineFields: [ClampedField<CurvedTabBarHairline>] = [
    .init("width", .length, \.width) { CurvedTabBarHairline(color: AdaptiveColor(.white), width: $0) }
  ]

  static let tabBarTokensFields: [ClampedField<CurvedTabBarTokens>] = [
    .init("disabledOpacity", .fraction, \.disabledOpacity) { CurvedTabBarTokens(disabledOpacity: $0) }
  ]

  static let tabBarMetricsFields: [ClampedField<CurvedTabBarMetrics>] = {
    let rule = ClampingRule.lengthUpTo(CurvedTabBarLayout.maximumLength)
    return [
      .init("barHeight", rule, \.barHeight) { CurvedTabBarMetrics(barHeight: $0) },
      .init("actionDiameter", rule, \.actionDiameter) { CurvedTabBarMetrics(actionDiameter: $0) },
      .init("actionRise", rule, \.actionRise) { CurvedTabBarMetrics(actionRise: $0) },
      .init("notchClearance", rule, \.notchClearance) { CurvedTabBarMetrics(notchClearance: $0) },
      .init("circleSpacing", rule, \.circleSpacing) { CurvedTabBarMetrics(circleSpacing: $0) },
      .init("maximumSlotWidth", rule, \.maximumSlotWidth) { CurvedTabBarMetrics(maximumSlotWidth: $0) },
      .init("horizontalPadding", rule, \.horizontalPadding) { CurvedTabBarMetrics(horizontalPadding: $0) },
      .init("itemHeight", rule, \.itemHeight) { CurvedTabBarMetrics(itemHeight: $0) },
      .init("itemVerticalInset", rule, \.itemVerticalInset) { CurvedTabBarMetrics(itemVerticalInset: $0) },
      .init("titlePadding", rule, \.titlePadding) { CurvedTabBarMetrics(titlePadding: $0) },
      .init("spacing", rule, \.spacing) { CurvedTabBarMetrics(spacing: $0) },
      .init("iconSize", rule, \.iconSize) { CurvedTabBarMetrics(iconSize: $0) },
      .init("indicatorDiameter", rule, \.indicatorDiameter) { CurvedTabBarMetrics(indicatorDiameter: $0) },
      .init("badgeHeight", rule, \.badgeHeight) { CurvedTabBarMetrics(badgeHeight: $0) },
      .init("badgePadding", rule, \.badgePadding) { CurvedTabBarMetrics(badgePadding: $0) },
      .init("badgeDotDiameter", rule, \.badgeDotDiameter) { CurvedTabBarMetrics(badgeDotDiameter: $0) },
    ]
  }()

  @Test(arguments: hairlineFields) func tabBarHairline(_ field: ClampedField<CurvedTabBarHairline>) {
    field.check(from: CurvedTabBarTokens.standard.topEdge)
  }

  @Test(arguments: tabBarTokensFields) func tabBarTokens(_ field: ClampedField<CurvedTabBarTokens>) {
    field.check(from: .standard)
  }

  @Test(arguments: tabBarMetricsFields) func tabBarMetrics(_ field: ClampedField<CurvedTabBarMetrics>) {
    field.check(from: .standard)
  }
}
