import ChoiceKitCore
import Foundation
import Testing

@Suite("The radial menu's token fields are clamped on creation and on assignment")
struct RadialMenuClampedFieldsTests {
  static let radialTokensFields: [ClampedField<RadialMenuTokens>] = [
    .init("centerDiameter", .length, \.centerDiameter) { RadialMenuTokens(centerDiameter: $0) },
    .init("itemCornerRadius", .length, \.itemCornerRadius) { RadialMenuTokens(itemCornerRadius: $0) },
    .init("itemPadding", .length, \.itemPadding) { RadialMenuTokens(itemPadding: $0) },
    .init("disabledOpacity", .fraction, \.disabledOpacity) { RadialMenuTokens(disabledOpacity: $0) },
  ]

  @Test(arguments: radialTokensFields) func radialTokens(_ field: ClampedField<RadialMenuTokens>) {
    field.check(from: .standard)
  }
}
