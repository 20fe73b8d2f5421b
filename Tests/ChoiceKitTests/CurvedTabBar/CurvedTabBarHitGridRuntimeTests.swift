#if canImport(SwiftUI) && os(iOS)
  import ChoiceKitCore
  import SwiftUI
  import Testing
  @preconcurrency import UIKit

  @testable import ChoiceKit

  // A touch lands where the bar is drawn: a grid of points over a hosted bar (and above it,
  // where the circles rise), each sent to the touch target SwiftUI would deliver it to, compared
  // with the core's `CurvedTabBarLayout.hit(at:selected:)` for the same window.
  //
  // A hosted test cannot synthesise a touch, so it reads where the bar placed each touch target
  // (`CurvedTabBarPlacementLog`) and resolves a point as SwiftUI hit-testing does: the topmost
  // target whose shape holds the point wins, in the bar's drawing order (tab buttons, the
  // action's column, the raised circle, the action's circle) and with each target's content
  // shape (rectangles, and circles for the two circles). So the test checks what the view
  // decides (which targets exist, where they are placed, their order and shapes) against the
  // core's independent answer.

  /// The tabs of the hosted bar: `count` of them, tagged by index.
  private struct CurvedTabBarHitGridHost: View {
    let count: Int
    let mode: CurvedTabBarNotchMode
    let log: CurvedTabBarPlacementLog
    @State private var selection = 0

    var body: some View {
      CurvedTabView(selection: $selection) {
        ForEach(0..<count, id: \.self) { index in
          Color.clear
            .curvedTabItem("Tab \(index)", systemImage: "circle.fill")
        }
      }
      .curvedTabAction("New post", systemImage: "plus") {}
      .curvedTabBarTokens(.standard)
      .curvedTabBarNotchMode(mode)
      .environment(\.curvedTabBarPlacementLog, log)
      .environment(\.dynamicTypeSize, .large)
      .environment(\.layoutDirection, .leftToRight)
    }
  }

  @Suite("CurvedTabView's touch targets hosted in a window", .serialized)
  @MainActor
  struct CurvedTabBarHitGridRuntimeTests {
    /// Promise: every point of the bar, and of the circles above it, reaches the target the core
    /// names, in a fixed and a travelling bar of one tab and of four, the first tab selected.
    /// Guards a raised circle whose upper half passes touches to the content behind the bar,
    /// a fixed notch whose room around the "+" does nothing, a one-tab bar with a dead side,
    /// and targets placed in another order than the core's precedence. The placed tab buttons
    /// are the positive control: a log that recorded nothing fails, it does not pass.
    @Test(arguments: [1, 4], [CurvedTabBarNotchMode.fixed, .travelling])
    func everyPointReachesTheTargetTheCoreNames(count: Int, mode: CurvedTabBarNotchMode) throws {
      let log = CurvedTabBarPlacementLog()
      let host = HostedWindow(
        CurvedTabBarHitGridHost(count: count, mode: mode, log: log), size: CGSize(width: 390, height: 844))
      defer { host.close() }
      host.settle(until: { (0..<count).allSatisfy { log.frames[.tab($0)] != nil } })
      host.settle()

      let window = host.window
      // At the pinned text size the titles change none of the frames compared here (see
      // `CurvedTabViewLayoutRuntimeTests`), so the core lays the bar out without them.
      // With Reduce Motion on, the notch stays fixed (`CurvedTabBarNotchMode.resolved`).
      let core = host.curvedBarLayout(
        tabCount: count, mode: mode.resolved(reduceMotion: UIAccessibility.isReduceMotionEnabled))
      let placed = log.frames
      try #require((0..<count).allSatisfy { placed[.tab($0)] != nil }, "\(placed)")

      let pixel = 1 / max(window.traitCollection.displayScale, 1)
      func isCircle(_ frame: CGRect?, holding point: CGPoint) -> Bool {
        guard let frame, frame.width > 0 else { return false }
        return hypot(point.x - frame.midX, point.y - frame.midY) <= frame.width / 2
      }
      /// The target SwiftUI delivers a touch at `point` to: the topmost placed target holding it.
      func delivered(_ point: CGPoint) -> CurvedTabBarHit? {
        if isCircle(placed[.action], holding: point) { return .action }
        if isCircle(placed[.raisedCircle], holding: point) { return .tab(0) }
        if placed[.actionColumn]?.contains(point) == true { return .action }
        return (0..<count).first { placed[.tab($0)]?.contains(point) == true }.map { .tab($0) }
      }
      /// Whether a point lies within a pixel of a target's edge, where rounding to the pixel
      /// grid may hand it to the neighbour.
      func isOnAnEdge(_ point: CGPoint) -> Bool {
        placed.contains { part, frame in
          switch part {
          case .action, .raisedCircle:
            return abs(hypot(point.x - frame.midX, point.y - frame.midY) - frame.width / 2) <= 2 * pixel
          default:
            return [frame.minX, frame.maxX].contains { abs(point.x - $0) <= 2 * pixel }
              || [frame.minY, frame.maxY].contains { abs(point.y - $0) <= 2 * pixel }
          }
        }
      }

      let top = min(core.actionFrame?.minY ?? 0, core.indicatorFrame(at: 0)?.minY ?? 0, 0)
      var compared = 0
      for x in stride(from: CGFloat(1), to: core.size.width, by: 6) {
        for y in stride(from: top + 1, to: core.size.height, by: 6) {
          let point = CGPoint(x: x, y: y)
          guard !isOnAnEdge(point) else { continue }
          let expected = core.hit(at: point, selected: 0)
          let actual = delivered(point)
          #expect(actual == expected, "\(count) tabs, \(mode): \(point)")
          compared += 1
        }
      }
      #expect(compared > 1_000)
    }
  }
#endif
