import ChoiceKitCore
import Foundation
import Testing

/// One clamped field of a token type: how to create the type with a value for it, and how to
/// read and assign it.
struct ClampedField<Root: Sendable>: Sendable, CustomTestStringConvertible {
  let name: String
  let rule: ClampingRule
  let make: @Sendable (CGFloat) -> Root
  let read: @Sendable (Root) -> CGFloat
  let write: @Sendable (inout Root, CGFloat) -> Void

  var testDescription: String { name }

  /// A `CGFloat` field.
  init(
    _ name: String, _ rule: ClampingRule, _ keyPath: any WritableKeyPath<Root, CGFloat> & Sendable,
    make: @escaping @Sendable (CGFloat) -> Root
  ) {
    self.name = name
    self.rule = rule
    self.make = make
    self.read = { $0[keyPath: keyPath] }
    self.write = { $0[keyPath: keyPath] = $1 }
  }

  /// A `Double` field.
  init(
    _ name: String, _ rule: ClampingRule, _ keyPath: any WritableKeyPath<Root, Double> & Sendable,
    make: @escaping @Sendable (Double) -> Root
  ) {
    self.name = name
    self.rule = rule
    self.make = { make(Double($0)) }
    self.read = { CGFloat($0[keyPath: keyPath]) }
    self.write = { $0[keyPath: keyPath] = Double($1) }
  }

  /// Values each rule must treat: in range, negative, above 1 and 2, huge, NaN and infinite.
  static var ladder: [CGFloat] { [0.5, 1.5, 7, -3, 1e300, .nan, .infinity, -.infinity] }

  /// The field holds what its rule keeps, for every value of the ladder, whether the value was
  /// given to the initialiser or assigned later.
  func check(from base: Root) {
    for value in Self.ladder {
      let expected = rule.clamp(value)
      #expect(read(make(value)) == expected, "\(name) created with \(value)")
      var root = base
      write(&root, value)
      #expect(read(root) == expected, "\(name) set to \(value)")
    }
  }
}

@Suite("Every token field is clamped on creation and on assignment")
struct ClampedFieldsTests {
  static let segmentedTokensFields: [ClampedField<SegmentedPickerTokens>] = [
    .init("disabledOpacity", .fraction, \.disabledOpacity) { SegmentedPickerTokens(disabledOpacity: $0) },
    .init("pressedOpacity", .fraction, \.pressedOpacity) { SegmentedPickerTokens(pressedOpacity: $0) },
    .init("focusedScale", .range(1...2), \.focusedScale) { SegmentedPickerTokens(focusedScale: $0) },
    .init("strokeWidth", .length, \.strokeWidth) { SegmentedPickerTokens(strokeWidth: $0) },
  ]

  static let segmentedMetricsFields: [ClampedField<SegmentedPickerMetrics>] = [
    .init("containerInset", .length, \.containerInset) { SegmentedPickerMetrics(containerInset: $0) },
    .init("segmentSpacing", .length, \.segmentSpacing) { SegmentedPickerMetrics(segmentSpacing: $0) },
    .init("minimumSegmentWidth", .length, \.minimumSegmentWidth) {
      SegmentedPickerMetrics(minimumSegmentWidth: $0)
    },
  ]

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

  static let radialTokensFields: [ClampedField<RadialMenuTokens>] = [
    .init("centerDiameter", .length, \.centerDiameter) { RadialMenuTokens(centerDiameter: $0) },
    .init("itemCornerRadius", .length, \.itemCornerRadius) { RadialMenuTokens(itemCornerRadius: $0) },
    .init("itemPadding", .length, \.itemPadding) { RadialMenuTokens(itemPadding: $0) },
    .init("disabledOpacity", .fraction, \.disabledOpacity) { RadialMenuTokens(disabledOpacity: $0) },
  ]

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

  static let textMetricsFields: [ClampedField<TextMetrics>] = [
    .init("width", .length, \.width) { TextMetrics(width: $0, ascent: 1, descent: 1, lineHeight: 1) },
    .init("ascent", .length, \.ascent) { TextMetrics(width: 1, ascent: $0, descent: 1, lineHeight: 1) },
    .init("descent", .length, \.descent) { TextMetrics(width: 1, ascent: 1, descent: $0, lineHeight: 1) },
    .init("lineHeight", .length, \.lineHeight) {
      TextMetrics(width: 1, ascent: 1, descent: 1, lineHeight: $0)
    },
  ]

  @Test(arguments: segmentedTokensFields) func segmentedPickerTokens(
    _ field: ClampedField<SegmentedPickerTokens>
  ) {
    field.check(from: .standard)
  }

  @Test(arguments: segmentedMetricsFields) func segmentedPickerMetrics(
    _ field: ClampedField<SegmentedPickerMetrics>
  ) {
    field.check(from: .standard)
  }

  @Test(arguments: insetsFields) func insets(_ field: ClampedField<ChoiceSpacing.Insets>) {
    field.check(from: .zero)
  }

  @Test(arguments: shadowFields) func tabBarShadow(_ field: ClampedField<ChoiceShadow>) {
    field.check(from: CurvedTabBarTokens.standard.shadow)
  }

  @Test(arguments: hairlineFields) func tabBarHairline(_ field: ClampedField<CurvedTabBarHairline>) {
    field.check(from: CurvedTabBarTokens.standard.topEdge)
  }

  @Test(arguments: tabBarTokensFields) func tabBarTokens(_ field: ClampedField<CurvedTabBarTokens>) {
    field.check(from: .standard)
  }

  @Test(arguments: tabBarMetricsFields) func tabBarMetrics(_ field: ClampedField<CurvedTabBarMetrics>) {
    field.check(from: .standard)
  }

  @Test(arguments: radialTokensFields) func radialTokens(_ field: ClampedField<RadialMenuTokens>) {
    field.check(from: .standard)
  }

  @Test(arguments: valuePickerTokensFields) func valuePickerTokens(_ field: ClampedField<ValuePickerTokens>) {
    field.check(from: .standard)
  }

  @Test(arguments: valuePickerMetricsFields) func valuePickerMetrics(
    _ field: ClampedField<ValuePickerMetrics>
  ) {
    field.check(from: .list)
  }

  @Test(arguments: textMetricsFields) func textMetrics(_ field: ClampedField<TextMetrics>) {
    field.check(from: .zero)
  }

  @Test func clampedTokensStayEqualHashableAndInitialisableMemberwise() {
    var tokens = SegmentedPickerTokens(disabledOpacity: 0.4)
    #expect(tokens != .standard)
    tokens.disabledOpacity = SegmentedPickerTokens.standard.disabledOpacity
    #expect(tokens == .standard)
    #expect(tokens.hashValue == SegmentedPickerTokens.standard.hashValue)
    #expect(
      Set([CurvedTabBarMetrics.standard, CurvedTabBarMetrics(), CurvedTabBarMetrics(barHeight: 60)]).count
        == 2)
    #expect(RadialMenuTokens(centerDiameter: 64).centerDiameter == 64)
  }
}
