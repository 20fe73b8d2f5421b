import ChoiceKitCore
import Foundation
import Testing

@Suite("The shared token fields are clamped on creation and on assignment")
struct ClampedFieldsTests {
  static let insetsFields: [ClampedField<ChoiceSpacing.Insets>] = [
    .init("top", .length, \.top) { ChoiceSpacing.Insets(top: $0, leading: 1, bottom: 1, trailing: 1) },
    .init("leading", .length, \.leading) {
      ChoiceSpacing.Insets(top: 1, leading: $0, bottom: 1, trailing: 1)
    },
    .init("bottom", .length, \.bottom) { ChoiceSpacing.Insets(top: 1, leading: 1, bottom: $0, trailing: 1) },
    .init("trailing", .length, \.trailing) {
      ChoiceSpacing.Insets(top: 1, leading: 1, bottom: 1, trailing: $0)
    },
  ]

  static let shadowFields: [ClampedField<ChoiceShadow>] = [
    .init("radius", .length, \.radius) { ChoiceShadow(color: AdaptiveColor(.black), radius: $0) },
    .init("x", .offset, \.x) { ChoiceShadow(color: AdaptiveColor(.black), radius: 1, x: $0) },
    .init("y", .offset, \.y) { ChoiceShadow(color: AdaptiveColor(.black), radius: 1, y: $0) },
  ]

  static let textMetricsFields: [ClampedField<TextMetrics>] = [
    .init("width", .length, \.width) { TextMetrics(width: $0, ascent: 1, descent: 1, lineHeight: 1) },
    .init("ascent", .length, \.ascent) { TextMetrics(width: 1, ascent: $0, descent: 1, lineHeight: 1) },
    .init("descent", .length, \.descent) { TextMetrics(width: 1, ascent: 1, descent: $0, lineHeight: 1) },
    .init("lineHeight", .length, \.lineHeight) {
      TextMetrics(width: 1, ascent: 1, descent: 1, lineHeight: $0)
    },
  ]

  @Test(arguments: insetsFields) func insets(_ field: ClampedField<ChoiceSpacing.Insets>) {
    field.check(from: .zero)
  }

  @Test(arguments: shadowFields) func tabBarShadow(_ field: ClampedField<ChoiceShadow>) {
    field.check(from: CurvedTabBarTokens.standard.shadow)
  }

  @Test(arguments: textMetricsFields) func textMetrics(_ field: ClampedField<TextMetrics>) {
    field.check(from: .zero)
  }

  @Test func clampedTokensStayEqualHashableAndInitialisableMemberwise() {
    var tokens = SegmentedPickerTokens {
      $0.disabledOpacity = 0.4
    }
    #expect(tokens != .standard)
    tokens.disabledOpacity = SegmentedPickerTokens.standard.disabledOpacity
    #expect(tokens == .standard)
    #expect(tokens.hashValue == SegmentedPickerTokens.standard.hashValue)
    #expect(
      Set([
        CurvedTabBarMetrics.standard, CurvedTabBarMetrics(),
        CurvedTabBarMetrics {
          $0.barHeight = 60
        },
      ]).count
        == 2)
    #expect(
      RadialMenuTokens {
        $0.centerDiameter = 64
      }.centerDiameter == 64)
  }
}
