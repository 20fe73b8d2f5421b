#if canImport(SwiftUI)
  import ChoiceKitCore
  import Foundation
  import SwiftUI
  import Testing

  @testable import ChoiceKit

  // Press-drag-release as the SwiftUI layer feeds it to the core: a press followed move by move,
  // its highlight changes counted for the haptic, and the release read from the last move.

  @Suite("RadialMenu press-drag-release")
  struct RadialMenuPressTests {
    /// Three 40 pt items above a 100 pt button: their bands along the line meet at 102 and
    /// 150 pt from the button's centre.
    private let sectors = RadialMenuGeometry.menu(
      itemSizes: Array(repeating: CGSize(width: 40, height: 40), count: 3),
      centerSize: CGSize(width: 100, height: 100), path: .line(.up), radius: .fitted, isRightToLeft: false
    ).sectors()

    private func follow(_ points: [CGPoint], selectable: [Bool] = [true, true, true]) -> RadialMenuPress? {
      points.reduce(nil) { press, point in
        RadialMenuPress.following(press, to: point, sectors: sectors, selectable: selectable)
      }
    }

    @Test func aPressThatStaysOnTheButtonIsATap() {
      let press = follow([.zero, CGPoint(x: 3, y: -4)])
      #expect(press?.drag.opensMenu == false)
      #expect(press?.drag.highlighted == nil)
      #expect(press?.highlightChanges == 0)
      #expect(
        RadialMenuPress.outcome(
          of: press, at: CGPoint(x: 3, y: -4), predictedEnd: CGPoint(x: 3, y: -4), sectors: sectors,
          selectable: [true, true, true]) == .tap)
    }

    @Test func draggingOpensHighlightsEachItemOnceAndChoosesOnRelease() {
      let points = [.zero, CGPoint(x: 0, y: -90), CGPoint(x: 0, y: -95), CGPoint(x: 0, y: -130)]
      let press = follow(points)
      #expect(press?.drag.opensMenu == true)
      #expect(press?.drag.highlighted == 1)
      #expect(press?.highlightChanges == 2)
      #expect(
        RadialMenuPress.outcome(
          of: press, at: CGPoint(x: 0, y: -130), predictedEnd: CGPoint(x: 0, y: -130), sectors: sectors,
          selectable: [true, true, true]) == .choose(1))
    }

    @Test func aDisabledItemIsNeverHighlightedAndReleasingOverItCancels() {
      let selectable = [true, false, true]
      let press = follow([.zero, CGPoint(x: 0, y: -130)], selectable: selectable)
      #expect(press?.drag.opensMenu == true)
      #expect(press?.drag.highlighted == nil)
      #expect(press?.highlightChanges == 0)
      #expect(
        RadialMenuPress.outcome(
          of: press, at: CGPoint(x: 0, y: -130), predictedEnd: CGPoint(x: 0, y: -130), sectors: sectors,
          selectable: selectable) == .cancel)
    }

    @Test func aFlickChoosesWhereTheFingerWasHeading() {
      let press = follow([.zero, CGPoint(x: 0, y: -10)])
      #expect(press?.drag.opensMenu == false)
      #expect(
        RadialMenuPress.outcome(
          of: press, at: CGPoint(x: 0, y: -10), predictedEnd: CGPoint(x: 0, y: -90), sectors: sectors,
          selectable: [true, true, true]) == .choose(0))
    }

    @Test func theBoxEndsAPressOnceAndStartsAfreshAfterACancelledOne() {
      let box = RadialMenuPressBox()
      let all = [true, true, true]
      var state = box.follow(nil, to: .zero, sectors: sectors, selectable: all)
      state = box.follow(state, to: CGPoint(x: 0, y: -400), sectors: sectors, selectable: all)
      #expect(state.drag.highlighted == 2)
      #expect(
        box.end(at: CGPoint(x: 0, y: -400), predictedEnd: .zero, sectors: sectors, selectable: all)
          == .choose(2))
      // The press is forgotten: a release without moves is read as a new press, a tap.
      #expect(box.end(at: .zero, predictedEnd: .zero, sectors: sectors, selectable: all) == .tap)
      // A cancelled press leaves its state behind; the next press (a nil state) starts afresh.
      _ = box.follow(nil, to: CGPoint(x: 0, y: -400), sectors: sectors, selectable: all)
      let next = box.follow(nil, to: .zero, sectors: sectors, selectable: all)
      #expect(!next.drag.opensMenu)
      #expect(box.end(at: .zero, predictedEnd: .zero, sectors: sectors, selectable: all) == .tap)
    }

    @Test func noItemsGiveNoHighlightAndAReleaseFarOutCancels() {
      let empty = RadialMenuGeometry.menu(
        itemSizes: [], centerSize: CGSize(width: 56, height: 56), path: .arc(.fullCircle), radius: .fitted,
        isRightToLeft: false
      ).sectors()
      let press = RadialMenuPress.following(nil, to: CGPoint(x: 80, y: 0), sectors: empty, selectable: [])
      #expect(press.drag.highlighted == nil)
      #expect(
        RadialMenuPress.outcome(
          of: press, at: CGPoint(x: 80, y: 0), predictedEnd: CGPoint(x: 80, y: 0), sectors: empty,
          selectable: [])
          == .cancel)
    }
  }
#endif
