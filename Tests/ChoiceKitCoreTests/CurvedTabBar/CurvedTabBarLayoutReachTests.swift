import ChoiceKitCore
import Foundation
import Testing

@Suite("CurvedTabBarLayout reach")
struct CurvedTabBarLayoutReachTests {
  /// An iPhone in landscape: 844 pt wide, 59 pt side safe areas, the bar laid out between them.
  static let layout = CurvedTabBarLayout(tabCount: 4, width: 726, bottomInset: 21)

  @Test func theBackgroundRunsFromEdgeToEdge() {
    let path = Self.layout.path(at: 0, leadingReach: 59, trailingReach: 59)
    let bounds = path.bounds
    #expect(abs(bounds.minX + 59) < 1e-9)
    #expect(abs(bounds.maxX - (726 + 59)) < 1e-9)
    let bottom = Self.layout.size.height - 1
    // The strips are filled, flat from the bar's top edge down.
    #expect(path.contains(CGPoint(x: -30, y: 1)))
    #expect(path.contains(CGPoint(x: -30, y: bottom)))
    #expect(path.contains(CGPoint(x: 726 + 30, y: 1)))
    // Where the strips meet the bar there is no seam: points on both sides of each joint fill.
    #expect(path.contains(CGPoint(x: -0.5, y: 10)) && path.contains(CGPoint(x: 0.5, y: 10)))
    #expect(path.contains(CGPoint(x: 725.5, y: 10)) && path.contains(CGPoint(x: 726.5, y: 10)))
    // The notch stays open in the middle.
    let notch = Self.layout.path(at: 0)
    #expect(!notch.contains(CGPoint(x: 363, y: 1)))
    #expect(!path.contains(CGPoint(x: 363, y: 1)))
  }

  @Test func noReachIsTheOutlineItself() {
    for bad: CGFloat in [0, -10, .nan, -.infinity] {
      #expect(Self.layout.path(at: 1, leadingReach: bad, trailingReach: bad) == Self.layout.path(at: 1))
      #expect(
        Self.layout.topEdgePath(at: 1, leadingReach: bad, trailingReach: bad)
          == Self.layout.topEdgePath(at: 1))
    }
    // An infinite reach counts as none; a huge finite one is capped.
    #expect(Self.layout.path(at: 1, leadingReach: .infinity, trailingReach: 0) == Self.layout.path(at: 1))
    let capped = Self.layout.path(at: 1, leadingReach: 1e300, trailingReach: 0).bounds
    #expect(capped.minX == -CurvedTabBarLayout.maximumLength)
  }

  @Test func theTopEdgeRunsOverTheStrips() {
    let edge = Self.layout.topEdgePath(at: 2, leadingReach: 47, trailingReach: 20)
    let bounds = edge.bounds
    #expect(abs(bounds.minX + 47) < 1e-9)
    #expect(abs(bounds.maxX - 746) < 1e-9)
    // The strips' edges are straight, on the bar's top edge.
    let tail = Array(edge.elements.suffix(4))
    #expect(
      tail == [
        .move(to: CGPoint(x: -47, y: 0)), .line(to: CGPoint(x: 0, y: 0)),
        .move(to: CGPoint(x: 726, y: 0)), .line(to: CGPoint(x: 746, y: 0)),
      ])
  }
}

@Suite("CurvedTabBarLayout bottom inset")
struct CurvedTabBarLayoutBottomInsetTests {
  /// The SwiftUI bar lays itself out with the home indicator's strip under it: the tabs' columns
  /// reach over the strip while every drawn part stays where it is without it.
  @Test(arguments: [CurvedTabBarNotchMode.fixed, .travelling])
  func theColumnsReachOverTheStripAndNothingElseMoves(mode: CurvedTabBarNotchMode) {
    let plain = CurvedTabBarLayout(tabCount: 4, width: 390, mode: mode)
    let inset = CurvedTabBarLayout(tabCount: 4, width: 390, bottomInset: 34, mode: mode)
    #expect(inset.contentHeight == plain.contentHeight)
    #expect(inset.itemFrames == plain.itemFrames)
    for index in 0..<4 {
      #expect(
        inset.iconFrame(forTab: index, selectedPosition: 1)
          == plain.iconFrame(forTab: index, selectedPosition: 1))
      #expect(abs(inset.tabColumns[index].maxY - (plain.contentHeight + 34)) < 1e-9)
      #expect(inset.tabColumns[index].minX == plain.tabColumns[index].minX)
    }
    // A point in the strip under a tab hits that tab.
    let strip = CGPoint(x: inset.tabColumns[0].midX, y: plain.contentHeight + 20)
    #expect(inset.hit(at: strip) == .tab(0))
  }
}
