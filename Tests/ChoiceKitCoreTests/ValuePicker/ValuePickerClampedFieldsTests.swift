import ChoiceKitCore
import Foundation
import Testing

@Suite("The value picker's token and metric fields are clamped on creation and on assignment")
struct ValuePickerClampedFieldsTests {
  static let valuePickerTokensFields: [ClampedField<ValuePickerTokens>] = [
    .init("symbolSize", .length, \.symbolSize) { ValuePickerTokens(symbolSize: $0) },
    .init("accessorySize", .length, \.accessorySize) { ValuePickerTokens(accessorySize: $0) },
  ]

  static let valuePickerMetricsFields: [ClampedField<ValuePickerMetrics>] = {
    let rule = ClampingRule.lengthUpTo(ValuePickerMetrics.maximumLength)
    return [
      .init("cardInset", rule, \.cardInset) { ValuePickerMetrics(cardInset: $0) },
      .init("cornerRadius", rule, \.cornerRadius) { ValuePickerMetrics(cornerRadius: $0) },
      .init("minimumRowHeight", rule, \.minimumRowHeight) { ValuePickerMetrics(minimumRowHeight: $0) },
      .init("spacing", rule, \.spacing) { ValuePickerMetrics(spacing: $0) },
      .init("checkmarkWidth", rule, \.checkmarkWidth) { ValuePickerMetrics(checkmarkWidth: $0) },
      .init("topPadding", rule, \.topPadding) { ValuePickerMetrics(topPadding: $0) },
      .init("sectionSpacing", rule, \.sectionSpacing) { ValuePickerMetrics(sectionSpacing: $0) },
      .init("headerGap", rule, \.headerGap) { ValuePickerMetrics(headerGap: $0) },
      .init("searchFieldHeight", rule, \.searchFieldHeight) { ValuePickerMetrics(searchFieldHeight: $0) },
      .init("separatorWidth", rule, \.separatorWidth) { ValuePickerMetrics(separatorWidth: $0) },
      .init("bottomPadding", rule, \.bottomPadding) { ValuePickerMetrics(bottomPadding: $0) },
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
