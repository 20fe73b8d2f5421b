import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

@Suite("Spacing")
struct SpacingTests {
  @Test(arguments: InputLadders.invalidLengths)
  func invalidLengthsSanitiseToZero(value: CGFloat) {
    #expect(Spacing.sanitized(value) == 0)
  }

  @Test(arguments: InputLadders.validLengths)
  func validLengthsAreKept(value: CGFloat) {
    #expect(Spacing.sanitized(value) == value)
  }

  @Test(arguments: InputLadders.invalidLengths)
  func invalidInsetsBecomeZero(value: CGFloat) {
    #expect(Spacing.Insets(all: value) == .zero)
    #expect(
      Spacing.Insets(vertical: value, horizontal: 3)
        == Spacing.Insets(top: 0, leading: 3, bottom: 0, trailing: 3))
  }

  @Test(arguments: InputLadders.invalidLengths + InputLadders.validLengths)
  func insetsAssignedDirectlyAreSanitised(value: CGFloat) {
    var insets = Spacing.Insets(all: 4)
    insets.top = value
    insets.leading = value
    insets.bottom = value
    insets.trailing = value
    #expect(insets == Spacing.Insets(all: value))
    #expect(insets.top == Spacing.sanitized(value))
  }

  @Test func hugeInsetsSumToAFiniteLength() {
    let insets = Spacing.Insets(all: .greatestFiniteMagnitude)
    #expect(insets.horizontal == .greatestFiniteMagnitude)
    #expect(insets.vertical == .greatestFiniteMagnitude)
    #expect(Spacing.Insets(vertical: 2, horizontal: 3).horizontal == 6)
    #expect(Spacing.Insets(vertical: 2, horizontal: 3).vertical == 4)
  }

  @Test func scaleGrows() {
    let scale = [
      Spacing.hairline, Spacing.extraSmall, Spacing.small, Spacing.medium, Spacing.large, Spacing.extraLarge,
    ]
    #expect(scale == scale.sorted() && Set(scale).count == scale.count)
  }
}
