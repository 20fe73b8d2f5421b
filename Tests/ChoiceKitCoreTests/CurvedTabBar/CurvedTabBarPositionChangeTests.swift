import ChoiceKitCore
import Foundation
import Testing

@Suite("CurvedTabBarPositionChange")
struct CurvedTabBarPositionChangeTests {
  @Test func aValidPositionTravelsToTheNewSelection() {
    let change = CurvedTabBarPositionChange(from: 1, to: 3, count: 4)
    #expect(change.start == 1)
    #expect(change.end == 3)
    #expect(change.travels)
    let midway = CurvedTabBarPositionChange(from: 1.4, to: 0, count: 4)
    #expect(midway.start == 1.4 && midway.end == 0 && midway.travels)
  }

  @Test(arguments: [nil, Double.nan, .infinity, -.infinity, -1, 4, 1e300])
  func fromNoOrAnInvalidPositionItStartsAtTheTarget(from: Double?) {
    let change = CurvedTabBarPositionChange(from: from, to: 2, count: 4)
    #expect(change.start == 2)
    #expect(change.end == 2)
    #expect(!change.travels)
  }

  @Test(arguments: [nil, Double.nan, .infinity, -1, 4])
  func toNoOrAnInvalidSelectionItEndsAtOnceWithoutOne(to: Double?) {
    let change = CurvedTabBarPositionChange(from: 1, to: to, count: 4)
    #expect(change.end.isNaN)
    #expect(change.start.isNaN)
    #expect(!change.travels)
  }

  @Test func aChangeWithoutASelectionEqualsItself() {
    let none = CurvedTabBarPositionChange(from: 1, to: nil, count: 4)
    #expect(none == CurvedTabBarPositionChange(from: nil, to: .nan, count: 4))
    #expect(Set([none, CurvedTabBarPositionChange(from: 2, to: nil, count: 4)]).count == 1)
    #expect(none != CurvedTabBarPositionChange(from: nil, to: 1, count: 4))
  }

  @Test func theSameSelectionDoesNotTravel() {
    let change = CurvedTabBarPositionChange(from: 2, to: 2, count: 4)
    #expect(change.start == 2 && change.end == 2 && !change.travels)
  }

  @Test(arguments: [0, -3])
  func aBarWithoutTabsHasNoValidPosition(count: Int) {
    let change = CurvedTabBarPositionChange(from: 0, to: 0, count: count)
    #expect(change.end.isNaN && !change.travels)
    #expect(!CurvedTabBarPositionChange.isValid(0, count: count))
  }

  @Test func aHugeBarKeepsItsLastTabValid() {
    #expect(CurvedTabBarPositionChange.isValid(9_999, count: 10_000))
    #expect(!CurvedTabBarPositionChange.isValid(10_000, count: 10_000))
    let change = CurvedTabBarPositionChange(from: 0, to: 9_999, count: 10_000)
    #expect(change.travels)
  }

  @Test func theStartIsDrawnWithTheIndicatorAndTheNotchInPlace() throws {
    // What the rule is for: from no selection, the first frame already shows the indicator.
    let layout = CurvedTabBarLayout(tabCount: 4, width: 390, hasAction: false, mode: .travelling)
    let change = CurvedTabBarPositionChange(from: nil, to: 2, count: layout.count)
    let frame = try #require(layout.indicatorFrame(at: change.start))
    #expect(frame.midX == layout.itemFrames[2].midX)
    #expect(layout.drawsNotch(at: change.start))
  }
}
