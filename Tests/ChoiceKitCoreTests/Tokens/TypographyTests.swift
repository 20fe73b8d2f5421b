import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

@Suite("Typography")
struct TypographyTests {
  @Test(arguments: InputLadders.invalidLengths + [0, 0.5, CGFloat.leastNonzeroMagnitude])
  func sizesBelowTheMinimumOrNotFiniteBecomeTheMinimum(size: CGFloat) {
    #expect(Typography(size: size).size == Typography.minimumSize)
  }

  @Test func largeFiniteSizesAreKept() {
    #expect(Typography(size: 1e6).size == 1e6)
    #expect(Typography(size: .greatestFiniteMagnitude).size == .greatestFiniteMagnitude)
  }

  @Test(arguments: InputLadders.invalidLengths)
  func withSizeAppliesTheSameRules(size: CGFloat) {
    let label = Typography(size: 14, weight: .semibold, design: .rounded)
    #expect(
      label.withSize(size) == Typography(size: Typography.minimumSize, weight: .semibold, design: .rounded))
  }

  @Test func withWeightKeepsSizeAndDesign() {
    let label = Typography(size: 14, design: .serif).withWeight(.black)
    #expect(label == Typography(size: 14, weight: .black, design: .serif))
  }

  @Test(arguments: [0, -1, -CGFloat.infinity, .infinity, .nan])
  func scalingByAFactorThatIsNotFiniteOrPositiveKeepsTheSize(factor: CGFloat) {
    let label = Typography(size: 14, weight: .bold)
    #expect(label.scaled(by: factor) == label)
  }

  @Test func scalingPastTheLargestSizeKeepsTheLargestSize() {
    let huge = Typography(size: 1e300)
    #expect(huge.scaled(by: 1e10).size == .greatestFiniteMagnitude)
    #expect(Typography(size: .greatestFiniteMagnitude).scaled(by: 2).size == .greatestFiniteMagnitude)
  }

  @Test func scalingBelowTheMinimumGivesTheMinimum() {
    #expect(Typography(size: 14).scaled(by: 1e-9).size == Typography.minimumSize)
  }

  @Test func weightsOrderByStroke() {
    #expect(Typography.Weight.allCases == Typography.Weight.allCases.sorted())
    #expect(Typography.Weight.allCases.map(\.cssValue) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
    #expect(Typography.Weight(rawValue: 450) == nil)
    #expect(Typography.Design(rawValue: "cursive") == nil)
  }
}
