import ChoiceKitCore
import Foundation
import Testing

@Suite("TextScale")
struct ChoiceTextScaleTests {
  @Test func factorsFollowApplesBodySizes() {
    let bodySizes: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    #expect(ChoiceTextScale.allCases.count == bodySizes.count)
    for (scale, size) in zip(ChoiceTextScale.allCases, bodySizes) {
      #expect(abs(scale.factor * 17 - size) < 1e-9, "\(scale)")
    }
    #expect(ChoiceTextScale.large.factor == 1)
    #expect(ChoiceTextScale.default == .large)
  }

  @Test func factorsGrowWithTheOrder() {
    for (smaller, larger) in zip(ChoiceTextScale.allCases, ChoiceTextScale.allCases.dropFirst()) {
      #expect(smaller < larger)
      #expect(!(larger < smaller))
      #expect(smaller.factor < larger.factor, "\(smaller) → \(larger)")
    }
    #expect(ChoiceTextScale.allCases.sorted() == ChoiceTextScale.allCases)
    #expect(ChoiceTextScale.accessibility5 > .xxxLarge)
  }

  @Test(arguments: ChoiceTextScale.allCases)
  func onlyTheFiveLargestAreAccessibilitySizes(scale: ChoiceTextScale) {
    let accessibility: Set<ChoiceTextScale> = [
      .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5,
    ]
    #expect(scale.isAccessibilitySize == accessibility.contains(scale))
  }

  @Test func scalesTypography() {
    let label = ChoiceTypography(size: 14).scaled(by: ChoiceTextScale.accessibility3.factor)
    #expect(abs(label.size - 14 * 40 / 17) < 1e-9)
  }

  @Test func rawValuesAreStable() {
    #expect(ChoiceTextScale(rawValue: "xxxLarge") == .xxxLarge)
    #expect(ChoiceTextScale.accessibility1.rawValue == "accessibility1")
    #expect(ChoiceTextScale(rawValue: "huge") == nil)
  }
}

extension ChoiceTextScaleTests {
  @Test func factorsAreFiniteAndPositive() {
    for scale in ChoiceTextScale.allCases {
      #expect(scale.factor.isFinite && scale.factor > 0, "\(scale)")
    }
    #expect(ChoiceTextScale.xSmall.factor == CGFloat(14) / 17)
    #expect(ChoiceTextScale.accessibility5.factor == CGFloat(53) / 17)
  }

  @Test(arguments: ["", "Large", "accessibility6"])
  func unknownRawValueIsNil(rawValue: String) {
    #expect(ChoiceTextScale(rawValue: rawValue) == nil)
  }
}
