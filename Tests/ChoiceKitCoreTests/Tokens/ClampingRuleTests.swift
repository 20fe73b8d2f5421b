import ChoiceKitCore
import Foundation
import Testing

@Suite("ClampingRule and Clamped")
struct ClampingRuleTests {
  @Test func aLengthIsFiniteAndNotNegative() {
    let rule = ClampingRule.length
    #expect(rule.clamp(12.5 as CGFloat) == 12.5)
    #expect(rule.clamp(0 as CGFloat) == 0)
    #expect(rule.clamp(-3 as CGFloat) == 0)
    #expect(rule.clamp(CGFloat.nan) == 0)
    #expect(rule.clamp(CGFloat.infinity) == 0)
    #expect(rule.clamp(-CGFloat.infinity) == 0)
    #expect(rule.clamp(1e300 as CGFloat) == 1e300)
  }

  @Test func aLengthUpToALimitStopsThere() {
    let rule = ClampingRule.lengthUpTo(100)
    #expect(rule.clamp(40 as CGFloat) == 40)
    #expect(rule.clamp(1e300 as CGFloat) == 100)
    #expect(rule.clamp(-1 as CGFloat) == 0)
    #expect(rule.clamp(CGFloat.nan) == 0)
    #expect(rule.clamp(CGFloat.infinity) == 0)
  }

  @Test func anOffsetIsAnyFiniteValue() {
    let rule = ClampingRule.offset
    #expect(rule.clamp(-7 as CGFloat) == -7)
    #expect(rule.clamp(5 as CGFloat) == 5)
    #expect(rule.clamp(CGFloat.nan) == 0)
    #expect(rule.clamp(CGFloat.infinity) == 0)
    #expect(rule.clamp(-CGFloat.infinity) == 0)
  }

  @Test func aFractionIsClampedAndNaNDrawsFully() {
    let rule = ClampingRule.fraction
    #expect(rule.clamp(0.35) == 0.35)
    #expect(rule.clamp(-0.5) == 0)
    #expect(rule.clamp(4.0) == 1)
    #expect(rule.clamp(Double.nan) == 1)
    #expect(rule.clamp(Double.infinity) == 1)
    #expect(rule.clamp(-Double.infinity) == 0)
  }

  @Test func aRangeIsClampedAndNaNIsItsLowerBound() {
    let rule = ClampingRule.range(1...2)
    #expect(rule.clamp(1.1 as CGFloat) == 1.1)
    #expect(rule.clamp(0.5 as CGFloat) == 1)
    #expect(rule.clamp(5 as CGFloat) == 2)
    #expect(rule.clamp(CGFloat.nan) == 1)
    #expect(rule.clamp(CGFloat.infinity) == 2)
  }

  @Test func aFieldKeepsToItsRuleOnCreationAndOnEveryAssignment() {
    var field = Clamped(wrappedValue: -4 as CGFloat, .length)
    #expect(field.wrappedValue == 0)
    field.wrappedValue = 9
    #expect(field.wrappedValue == 9)
    field.wrappedValue = .nan
    #expect(field.wrappedValue == 0)
    #expect(field.rule == .length)
  }

  @Test func fieldsAreEqualAndHashAlikeByTheirValues() {
    let length = Clamped(wrappedValue: 0.5, .length)
    let fraction = Clamped(wrappedValue: 0.5, .fraction)
    #expect(length == fraction)
    #expect(length.hashValue == fraction.hashValue)
    #expect(length != Clamped(wrappedValue: 0.25, .length))
    #expect(Set([length, fraction]).count == 1)
  }
}
