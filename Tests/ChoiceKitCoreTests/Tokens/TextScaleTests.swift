import ChoiceKitCore
import Foundation
import Testing

@Suite("TextScale")
struct TextScaleTests {
  @Test func factorsFollowApplesBodySizes() {
    let bodySizes: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    #expect(TextScale.allCases.count == bodySizes.count)
    for (scale, size) in zip(TextScale.allCases, bodySizes) {
      #expect(abs(scale.factor * 17 - size) < 1e-9, "\(scale)")
    }
    #expect(TextScale.large.factor == 1)
    #expect(TextScale.default == .large)
  }

  @Test func factorsGrowWithTheOrder() {
    for (smaller, larger) in zip(TextScale.allCases, TextScale.allCases.dropFirst()) {
      #expect(smaller < larger)
      #expect(!(larger < smaller))
      #expect(smaller.factor < larger.factor, "\(smaller) → \(larger)")
    }
    #expect(TextScale.allCases.sorted() == TextScale.allCases)
    #expect(TextScale.accessibility5 > .xxxLarge)
  }

  @Test(arguments: TextScale.allCases)
  func onlyTheFiveLargestAreAccessibilitySizes(scale: TextScale) {
    let accessibility: Set<TextScale> = [
      .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5,
    ]
    #expect(scale.isAccessibilitySize == accessibility.contains(scale))
  }

  @Test func scalesTypography() {
    let label = Typography(size: 14).scaled(by: TextScale.accessibility3.factor)
    #expect(abs(label.size - 14 * 40 / 17) < 1e-9)
  }

  @Test func rawValuesAreStable() {
    #expect(TextScale(rawValue: "xxxLarge") == .xxxLarge)
    #expect(TextScale.accessibility1.rawValue == "accessibility1")
    #expect(TextScale(rawValue: "huge") == nil)
  }
}

extension TextScaleTests {
  @Test func factorsAreFiniteAndPositive() {
    for scale in TextScale.allCases {
      #expect(scale.factor.isFinite && scale.factor > 0, "\(scale)")
    }
    #expect(TextScale.xSmall.factor == CGFloat(14) / 17)
    #expect(TextScale.accessibility5.factor == CGFloat(53) / 17)
  }

  @Test(arguments: ["", "Large", "accessibility6"])
  func unknownRawValueIsNil(rawValue: String) {
    #expect(TextScale(rawValue: rawValue) == nil)
  }
}
