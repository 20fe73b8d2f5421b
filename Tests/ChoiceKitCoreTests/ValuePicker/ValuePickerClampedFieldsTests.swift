import ChoiceKitCore
import Foundation
import Testing

@Suite("The value picker's token and metric fields are clamped on creation and on assignment")
struct ValuePickerClampedFieldsTests {
  static let valuePickerTokensFields: [ClampedField<ValuePickerTokens>] = [
    .init("symbolSize", .length, \.symbolSize),
    .init("accessorySize", .length, \.accessorySize),
  ]

  static let valuePickerMetricsFields: [ClampedField<ValuePickerMetrics>] = {
    let rule = ClampingRule.lengthUpTo(ValuePickerMetrics.maximumLength)
    return [
      .init("cardInset", rule, \.cardInset),
      .init("cornerRadius", rule, \.cornerRadius),
      .init("minimumRowHeight", rule, \.minimumRowHeight),
      .init("spacing", rule, \.spacing),
      .init("checkmarkWidth", rule, \.checkmarkWidth),
      .init("topPadding", rule, \.topPadding),
      .init("sectionSpacing", rule, \.sectionSpacing),
      .init("headerGap", rule, \.headerGap),
      .init("searchFieldHeight", rule, \.searchFieldHeight),
      .init("separatorWidth", rule, \.separatorWidth),
      .init("bottomPadding", rule, \.bottomPadding),
    ]
  }()

  @Test(arguments: valuePickerTokensFields) func valuePickerTokens(_ field: ClampedField<ValuePickerTokens>) {
    field.check(from: .standard)
  }

  @Test(arguments: valuePickerMetricsFields) func valuePickerMetrics(
    _ field: ClampedField<ValuePickerMetrics>
  ) {
    field.check(from: .list)
  }
}
