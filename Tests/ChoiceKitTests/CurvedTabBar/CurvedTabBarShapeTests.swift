#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI
  import Testing

  @testable import ChoiceKit

  // Main actor: from the iOS 18 SDK, `Shape` is a `View` and so isolated to the main actor.
  @Suite("CurvedTabBarShape")
  @MainActor
  struct CurvedTabBarShapeTests {
    /// The shape rebuilds the core layout from its frame alone; it must draw exactly what the
    /// bar's own layout, titles and all, would draw.
    @Test(arguments: CurvedTabBarNotchMode.allCases, [false, true])
    func drawsTheBarsOwnOutline(mode: CurvedTabBarNotchMode, isRightToLeft: Bool) {
      for barHeight in [30.0, 80] as [CGFloat] {
        for titleHeight in [0.0, 14, 60] as [CGFloat] {
          var metrics = CurvedTabBarMetrics.standard
          metrics.barHeight = barHeight
          let layout = CurvedTabBarLayout(
            tabCount: 5, width: 390, bottomInset: 34, hasAction: true, mode: mode,
            titleSizes: Array(repeating: CGSize(width: 30, height: titleHeight), count: 5), metrics: metrics,
            isRightToLeft: isRightToLeft)
          for position in [0, 1.5, 4, Double.nan] {
            let shape = CurvedTabBarShape(
              geometry: CurvedTabBarGeometry(
                tabCount: 5, hasAction: true, mode: mode, metrics: metrics, isRightToLeft: isRightToLeft),
              position: MotionGatedValue(position, reducesMotion: false), bottomInset: 34)
            #expect(shape.path(in: layout.barFrame) == Path(layout.path(at: position)))
          }
        }
      }
    }

    @Test func theNotchTravelsWithTheAnimatableValue() {
      var shape = CurvedTabBarShape(
        geometry: CurvedTabBarGeometry(
          tabCount: 4, hasAction: false, mode: .travelling, metrics: .standard, isRightToLeft: false),
        position: MotionGatedValue(0, reducesMotion: false), bottomInset: 0)
      let rect = CGRect(x: 0, y: 0, width: 390, height: 80)
      let start = shape.path(in: rect)
      shape.animatableData = 3
      #expect(shape.position.value == 3)
      #expect(shape.path(in: rect) != start)
    }

    @Test func theLayoutAnimatesItsPositionOnlyWhenItMayTravel() {
      var layout = CurvedTabBarItemsLayout(
        geometry: CurvedTabBarGeometry(
          tabCount: 4, hasAction: true, mode: .fixed, metrics: .standard, isRightToLeft: false),
        position: MotionGatedValue(1, reducesMotion: true))
      #expect(layout.animatableData == 0)
      layout.animatableData = 0.5
      #expect(layout.position.value == 1)
      layout.position = MotionGatedValue(1, reducesMotion: false)
      #expect(layout.animatableData == 1)
      layout.animatableData = 0.5
      #expect(layout.position.value == 0.5)
    }
  }
#endif
