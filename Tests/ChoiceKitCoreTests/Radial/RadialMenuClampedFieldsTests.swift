import ChoiceKitCore
import Foundation
import Testing

@Suite("The radial menu's token fields are clamped on creation and on assignment")
struct RadialMenuClampedFieldsTests {
  static let radialTokensFields: [ClampedField<RadialMenuTokens>] = [
    .init("centerDiameter", .length, \.centerDiameter),
    .init("itemCornerRadius", .length, \.itemCornerRadius),
    .init("itemPadding", .length, \.itemPadding),
    .init("disabledOpacity", .fraction, \.disabledOpacity),
  ]

  @Test(arguments: radialTokensFields) func radialTokens(_ field: ClampedField<RadialMenuTokens>) {
    field.check(from: .standard)
  }
}
