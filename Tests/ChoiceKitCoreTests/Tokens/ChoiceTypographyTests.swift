import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

@Suite("Typography")
struct ChoiceTypographyTests {
  @Test(arguments: InputLadders.invalidLengths + [0, 0.5, CGFloat.leastNonzeroMagnitude])
  func sizesBelowTheMinimumOrNotFiniteBecomeTheMinimum(size: CGFloat) {
    #expect(ChoiceTypography(size: size).size == ChoiceTypography.minimumSize)
  }

  @Test func largeFiniteSizesAreKept() {
    #expect(ChoiceTypography(size: 1e6).size == 1e6)
    #expect(ChoiceTypography(size: .greatestFiniteMagnitude).size == .greatestFiniteMagnitude)
  }

  @Test(arguments: InputLadders.invalidLengths)
  func withSizeAppliesTheSameRules(size: CGFloat) {
    let label = ChoiceTypography(size: 14, weight: .semibold, design: .rounded)
    #expect(
      label.withSize(size)
        == ChoiceTypography(size: ChoiceTypography.minimumSize, weight: .semibold, design: .rounded))
  }

  @Test func withWeightKeepsSizeAndDesign() {
    let label = ChoiceTypography(size: 14, design: .serif).withWeight(.black)
    #expect(label == ChoiceTypography(size: 14, weight: .black, design: .serif))
  }

  @Test(arguments: [0, -1, -CGFloat.infinity, .infinity, .nan])
  func scalingByAFactorThatIsNotFiniteOrPositiveKeepsTheSize(factor: CGFloat) {
    let label = ChoiceTypography(size: 14, weight: .bold)
    #expect(label.scaled(by: factor) == label)
  }

  @Test func scalingPastTheLargestSizeKeepsTheLargestSize() {
    let huge = ChoiceTypography(size: 1e300)
    #expect(huge.scaled(by: 1e10).size == .greatestFiniteMagnitude)
    #expect(ChoiceTypography(size: .greatestFiniteMagnitude).scaled(by: 2).size == .greatestFiniteMagnitude)
  }

  @Test func scalingBelowTheMinimumGivesTheMinimum() {
    #expect(ChoiceTypography(size: 14).scaled(by: 1e-9).size == ChoiceTypography.minimumSize)
  }

  @Test func weightsOrderByStroke() {
    #expect(ChoiceTypography.Weight.allCases == ChoiceTypography.Weight.allCases.sorted())
    #expect(
      ChoiceTypography.Weight.allCases.map(\.cssValue) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
    #expect(ChoiceTypography.Weight(rawValue: 450) == nil)
    #expect(ChoiceTypography.Design(rawValue: "cursive") == nil)
  }
}
