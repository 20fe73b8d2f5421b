import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

@Suite("ChoiceSpacing")
struct SpacingTests {
  @Test(arguments: InputLadders.invalidLengths)
  func invalidLengthsSanitiseToZero(value: CGFloat) {
    #expect(ChoiceSpacing.sanitized(value) == 0)
  }

  @Test(arguments: InputLadders.validLengths)
  func validLengthsAreKept(value: CGFloat) {
    #expect(ChoiceSpacing.sanitized(value) == value)
  }

  @Test(arguments: InputLadders.invalidLengths)
  func invalidInsetsBecomeZero(value: CGFloat) {
    #expect(ChoiceSpacing.Insets(all: value) == .zero)
    #expect(
      ChoiceSpacing.Insets(vertical: value, horizontal: 3)
        == ChoiceSpacing.Insets(top: 0, leading: 3, bottom: 0, trailing: 3))
  }

  @Test(arguments: InputLadders.invalidLengths + InputLadders.validLengths)
  func insetsAssignedDirectlyAreSanitised(value: CGFloat) {
    var insets = ChoiceSpacing.Insets(all: 4)
    insets.top = value
    insets.leading = value
    insets.bottom = value
    insets.trailing = value
    #expect(insets == ChoiceSpacing.Insets(all: value))
    #expect(insets.top == ChoiceSpacing.sanitized(value))
  }

  @Test func hugeInsetsSumToAFiniteLength() {
    let insets = ChoiceSpacing.Insets(all: .greatestFiniteMagnitude)
    #expect(insets.horizontal == .greatestFiniteMagnitude)
    #expect(insets.vertical == .greatestFiniteMagnitude)
    #expect(ChoiceSpacing.Insets(vertical: 2, horizontal: 3).horizontal == 6)
    #expect(ChoiceSpacing.Insets(vertical: 2, horizontal: 3).vertical == 4)
  }

  @Test func scaleGrows() {
    let scale = [
      ChoiceSpacing.hairline, ChoiceSpacing.extraSmall, ChoiceSpacing.small, ChoiceSpacing.medium,
      ChoiceSpacing.large, ChoiceSpacing.extraLarge,
    ]
    #expect(scale == scale.sorted() && Set(scale).count == scale.count)
  }
}
