import ChoiceKitCore
import Foundation
import Testing

@Suite("The tab bar's token and metric fields are clamped on creation and on assignment")
struct CurvedTabBarClampedFieldsTests {
  static let hairlineFields: [ClampedField<CurvedTabBarHairline>] = [
    .init("width", .length, \.width) { CurvedTabBarHairline(color: AdaptiveColor(.white), width: $0) }
  ]

  static let tabBarTokensFields: [ClampedField<CurvedTabBarTokens>] = [
    .init("disabledOpacity", .fraction, \.disabledOpacity)
  ]

  static let tabBarMetricsFields: [ClampedField<CurvedTabBarMetrics>] = {
    let rule = ClampingRule.lengthUpTo(CurvedTabBarLayout.maximumLength)
    return [
      .init("barHeight", rule, \.barHeight),
      .init("actionDiameter", rule, \.actionDiameter),
      .init("actionRise", rule, \.actionRise),
      .init("notchClearance", rule, \.notchClearance),
      .init("circleSpacing", rule, \.circleSpacing),
      .init("maximumSlotWidth", rule, \.maximumSlotWidth),
      .init("horizontalPadding", rule, \.horizontalPadding),
      .init("itemHeight", rule, \.itemHeight),
      .init("itemVerticalInset", rule, \.itemVerticalInset),
      .init("titlePadding", rule, \.titlePadding),
      .init("spacing", rule, \.spacing),
      .init("iconSize", rule, \.iconSize),
      .init("indicatorDiameter", rule, \.indicatorDiameter),
      .init("badgeHeight", rule, \.badgeHeight),
      .init("badgePadding", rule, \.badgePadding),
      .init("badgeDotDiameter", rule, \.badgeDotDiameter),
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
