#if canImport(SwiftUI)
  import ChoiceKitCore
  import Foundation
  import SwiftUI
  import Testing

  @testable import ChoiceKit

  // Press-drag-release as the SwiftUI layer feeds it to the core: the gesture's locations in the
  // button's own coordinates turned into the finger's position from the button's centre and its
  // travel from the press, a press followed move by move, its highlight changes counted for the
  // haptic, and the release read from the last move and the finger's speed.

  @Suite("RadialMenu press-drag-release")
  struct RadialMenuPressTests {
    /// The centre button's size: its centre is at (50, 50) in its own coordinates.
    private static let size = CGSize(width: 100, height: 100)
    /// Three 40 pt items above a 100 pt button: they rest 78, 126 and 174 pt above its centre.
    private let sectors = RadialMenuGeometry.menu(
      itemSizes: Array(repeating: CGSize(width: 40, height: 40), count: 3),
      centerSize: size, path: .line(.up), radius: .fitted, isRightToLeft: false
    ).sectors()
    private let all = [true, true, true]

    /// A moment of a finger that pressed at `start` (button coordinates), now at `location`,
    /// `time` seconds in, heading for `heading` (its location if not given).
    private func finger(_ location: CGPoint, from start: CGPoint, at time: Double, heading: CGPoint? = nil)
      -> RadialMenuPress.Finger
    {
      RadialMenuPress.Finger(
        location: location, start: start, predictedEnd: heading ?? location, time: time, size: Self.size)
    }

    /// A press from `start` through `points`, a twentieth of a second apart.
    private func follow(_ points: [CGPoint], from start: CGPoint, selectable: [Bool]? = nil)
      -> RadialMenuPress?
    {
      points.enumerated().reduce(nil) { press, step in
        RadialMenuPress.following(
          press, to: finger(step.element, from: start, at: Double(step.offset) * 0.05), sectors: sectors,
          selectable: selectable ?? all)
      }
    }

    @Test func aGesturesSampleIsReadTheSameWay() {
      let sample = ChoiceFingerSample(
        location: CGPoint(x: 80, y: 20), start: CGPoint(x: 50, y: 60), predictedEnd: CGPoint(x: 90, y: 0),
        time: 3)
      let read = RadialMenuPress.Finger(sample, size: Self.size)
      #expect(read == finger(sample.location, from: sample.start, at: 3, heading: sample.predictedEnd))
      #expect(read.position == CGPoint(x: 30, y: -30))
      #expect(read.travel == CGPoint(x: 30, y: -40))
      #expect(read.predictedEnd == CGPoint(x: 40, y: -50))
    }

    @Test func theFingerIsReadFromTheButtonsCentreAndItsTravelFromThePress() {
      let moment = finger(
        CGPoint(x: 60, y: -20), from: CGPoint(x: 50, y: 90), at: 1, heading: CGPoint(x: 50, y: -200))
      #expect(moment.position == CGPoint(x: 10, y: -70))
      #expect(moment.travel == CGPoint(x: 10, y: -110))
      #expect(moment.predictedEnd == CGPoint(x: 0, y: -250))
    }

    @Test func aPressThatStaysOnTheButtonIsATap() {
      let start = CGPoint(x: 50, y: 50)
      let press = follow([start, CGPoint(x: 53, y: 46)], from: start)
      #expect(press?.drag.opensMenu == false)
      #expect(press?.drag.highlighted == nil)
      #expect(press?.highlightChanges == 0)
      #expect(
        RadialMenuPress.outcome(
          of: press, at: finger(CGPoint(x: 53, y: 46), from: start, at: 0.1), sectors: sectors,
          selectable: all)
          == .tap)
    }

    /// Promise: a thumb that lands below the button's centre and lifts on the second item
    /// chooses the second item, not the first its travel would point at from the centre.
    @Test func aPressOffCentreReleasedOnAnItemChoosesIt() {
      let start = CGPoint(x: 50, y: 90)
      // The second item rests 126 pt above the centre: at y = 50 - 126 in button coordinates.
      let onSecond = CGPoint(x: 55, y: 50 - 126)
      let press = follow([start, CGPoint(x: 52, y: 20), onSecond], from: start)
      #expect(press?.drag.opensMenu == true)
      #expect(press?.drag.highlighted == 1)
      #expect(
        RadialMenuPress.outcome(
          of: press, at: finger(onSecond, from: start, at: 0.15), sectors: sectors, selectable: all)
          == .choose(1))
    }

    @Test func draggingOpensHighlightsEachItemOnceAndChoosesOnRelease() {
      let start = CGPoint(x: 50, y: 50)
      let points = [start, CGPoint(x: 50, y: -40), CGPoint(x: 50, y: -45), CGPoint(x: 50, y: -80)]
      let press = follow(points, from: start)
      #expect(press?.drag.opensMenu == true)
      #expect(press?.drag.highlighted == 1)
      #expect(press?.highlightChanges == 2)
      #expect(
        RadialMenuPress.outcome(
          of: press, at: finger(points[3], from: start, at: 0.2), sectors: sectors, selectable: all)
          == .choose(1))
    }

    @Test func aDisabledItemIsNeverHighlightedAndReleasingOverItCancels() {
      let selectable = [true, false, true]
      let start = CGPoint(x: 50, y: 50)
      let press = follow([start, CGPoint(x: 50, y: -80)], from: start, selectable: selectable)
      #expect(press?.drag.opensMenu == true)
      #expect(press?.drag.highlighted == nil)
      #expect(press?.highlightChanges == 0)
      #expect(
        RadialMenuPress.outcome(
          of: press, at: finger(CGPoint(x: 50, y: -80), from: start, at: 0.1), sectors: sectors,
          selectable: selectable)
          == .cancel)
    }

    @Test func aQuickFlickChoosesWhereTheFingerWasHeadingAndASlowOneIsATap() {
      let start = CGPoint(x: 50, y: 50)
      // 14 pt up in a twentieth of a second: 280 pt/s, too slow.
      let slow = follow([start, CGPoint(x: 50, y: 36)], from: start)
      let heading = CGPoint(x: 50, y: 50 - 78)
      #expect(
        RadialMenuPress.outcome(
          of: slow, at: finger(CGPoint(x: 50, y: 36), from: start, at: 0.05, heading: heading),
          sectors: sectors,
          selectable: all) == .tap)
      // The same 14 pt in a hundredth of a second: 1,400 pt/s.
      let quick = RadialMenuPress.following(
        nil, to: finger(start, from: start, at: 0), sectors: sectors, selectable: all)
      #expect(
        RadialMenuPress.outcome(
          of: quick, at: finger(CGPoint(x: 50, y: 36), from: start, at: 0.01, heading: heading),
          sectors: sectors,
          selectable: all) == .choose(0))
    }

    @Test func theBoxEndsAPressOnceAndStartsAfreshAfterACancelledOne() {
      let box = RadialMenuPressBox()
      let start = CGPoint(x: 50, y: 50)
      let far = CGPoint(x: 50, y: 50 - 174)
      var state = box.follow(nil, to: finger(start, from: start, at: 0), sectors: sectors, selectable: all)
      state = box.follow(state, to: finger(far, from: start, at: 0.5), sectors: sectors, selectable: all)
      #expect(state.drag.highlighted == 2)
      #expect(box.end(at: finger(far, from: start, at: 0.6), sectors: sectors, selectable: all) == .choose(2))
      // The press is forgotten: a release without moves is read as a new press, a tap.
      #expect(box.end(at: finger(start, from: start, at: 1), sectors: sectors, selectable: all) == .tap)
      // A cancelled press leaves its state behind; the next press (a nil state) starts afresh.
      _ = box.follow(nil, to: finger(far, from: start, at: 2), sectors: sectors, selectable: all)
      let next = box.follow(nil, to: finger(start, from: start, at: 3), sectors: sectors, selectable: all)
      #expect(!next.drag.opensMenu)
      #expect(box.end(at: finger(start, from: start, at: 3.5), sectors: sectors, selectable: all) == .tap)
    }

    @Test func noItemsGiveNoHighlightAndAReleaseFarOutCancels() {
      let empty = RadialMenuGeometry.menu(
        itemSizes: [], centerSize: CGSize(width: 56, height: 56), path: .arc(.fullCircle), radius: .fitted,
        isRightToLeft: false
      ).sectors()
      let start = CGPoint(x: 50, y: 50)
      let out = finger(CGPoint(x: 130, y: 50), from: start, at: 1)
      let press = RadialMenuPress.following(nil, to: out, sectors: empty, selectable: [])
      #expect(press.drag.highlighted == nil)
      #expect(RadialMenuPress.outcome(of: press, at: out, sectors: empty, selectable: []) == .cancel)
    }
  }
#endif
