import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

@Suite("RadialMenuOutsideTouch")
struct RadialMenuOutsideTouchTests {
  static let down = CGPoint(x: 40, y: 300)

  @Test func onlyATouchOutsideAnOpenMenuIsFollowed() {
    #expect(RadialMenuOutsideTouch.began(at: Self.down, isOpen: true, isOnMenu: false) != nil)
    #expect(RadialMenuOutsideTouch.began(at: Self.down, isOpen: true, isOnMenu: true) == nil)
    #expect(RadialMenuOutsideTouch.began(at: Self.down, isOpen: false, isOnMenu: false) == nil)
    #expect(RadialMenuOutsideTouch.began(at: Self.down, isOpen: false, isOnMenu: true) == nil)
    #expect(
      RadialMenuOutsideTouch.began(at: CGPoint(x: CGFloat.nan, y: 1), isOpen: true, isOnMenu: false) == nil)
    #expect(
      RadialMenuOutsideTouch.began(at: CGPoint(x: 1, y: CGFloat.infinity), isOpen: true, isOnMenu: false)
        == nil)
  }

  @Test func aTapIsSwallowed() throws {
    var touch = try #require(RadialMenuOutsideTouch.began(at: Self.down, isOpen: true, isOnMenu: false))
    #expect(touch.verdict == .undecided)
    #expect(touch.moved(to: CGPoint(x: 46, y: 308)) == .undecided)  // exactly 10 pt
    #expect(touch.ended(at: CGPoint(x: 43, y: 304)) == .swallow)
  }

  @Test func aScrollPassesOnAndStaysPassedOnWhenItComesBack() throws {
    var touch = try #require(RadialMenuOutsideTouch.began(at: Self.down, isOpen: true, isOnMenu: false))
    #expect(touch.moved(to: CGPoint(x: 40, y: 310.5)) == .passOn)
    #expect(touch.moved(to: Self.down) == .passOn)
    #expect(touch.ended(at: Self.down) == .passOn)
  }

  @Test func aReleaseFarAwayWithNoMoveInBetweenPassesOn() throws {
    var touch = try #require(RadialMenuOutsideTouch.began(at: Self.down, isOpen: true, isOnMenu: false))
    #expect(touch.ended(at: CGPoint(x: 40, y: 200)) == .passOn)
  }

  @Test func aSecondFingerACancelAndABadPointPassOn() throws {
    var pinch = try #require(RadialMenuOutsideTouch.began(at: Self.down, isOpen: true, isOnMenu: false))
    #expect(pinch.anotherFingerBegan() == .passOn)
    #expect(pinch.ended(at: Self.down) == .passOn)
    var cancelled = try #require(RadialMenuOutsideTouch.began(at: Self.down, isOpen: true, isOnMenu: false))
    #expect(cancelled.cancelled() == .passOn)
    var lost = try #require(RadialMenuOutsideTouch.began(at: Self.down, isOpen: true, isOnMenu: false))
    #expect(lost.moved(to: CGPoint(x: CGFloat.nan, y: 0)) == .passOn)
    var tap = try #require(RadialMenuOutsideTouch.began(at: Self.down, isOpen: true, isOnMenu: false))
    #expect(tap.ended(at: Self.down) == .swallow)
    #expect(tap.cancelled() == .swallow)
    #expect(tap.anotherFingerBegan() == .swallow)
  }

  @Test func tapsWaitForTheOutsideTouchWhileOpenAndScrollsNeverWait() {
    #expect(RadialMenuOutsideTouch.otherWaits(isOpen: true, isPanOrPinch: false))
    #expect(!RadialMenuOutsideTouch.otherWaits(isOpen: true, isPanOrPinch: true))
    #expect(!RadialMenuOutsideTouch.otherWaits(isOpen: false, isPanOrPinch: false))
    #expect(!RadialMenuOutsideTouch.otherWaits(isOpen: false, isPanOrPinch: true))
  }

  /// Property: a finger path is swallowed exactly when every point of it stays within the slop
  /// of where it came down; anything else passes on.
  @Test func swallowedExactlyWhenThePathStaysWithinTheSlop() throws {
    var random = SeededRandom(seed: 32)
    for _ in 0..<2000 {
      let start = random.point(in: -500...500)
      var touch = try #require(RadialMenuOutsideTouch.began(at: start, isOpen: true, isOnMenu: false))
      var stayed = true
      var last = start
      for _ in 0...random.int(in: 0...6) {
        let reach = random.cgFloat(in: 0...16)
        let angle = random.cgFloat(in: 0...(2 * .pi))
        last = CGPoint(x: start.x + reach * cos(angle), y: start.y + reach * sin(angle))
        if hypot(last.x - start.x, last.y - start.y) > RadialMenuOutsideTouch.slop { stayed = false }
        touch.moved(to: last)
      }
      #expect(touch.ended(at: last) == (stayed ? .swallow : .passOn))
    }
  }
}
