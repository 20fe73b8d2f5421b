import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

@Suite("Interpolatable")
struct InterpolatableTests {
  @Test func doubleHitsBothEndsExactly() {
    var random = SeededRandom(seed: 11)
    for _ in 0..<200 {
      let (a, b) = (random.double(in: -1e6...1e6), random.double(in: -1e6...1e6))
      #expect(a.interpolated(towards: b, fraction: 0) == a)
      #expect(a.interpolated(towards: b, fraction: 1) == b)
    }
    #expect(0.1.interpolated(towards: 0.3, fraction: 1) == 0.3)
    #expect(5.0.interpolated(towards: .infinity, fraction: 0) == 5)
    #expect(Double.infinity.interpolated(towards: 5, fraction: 1) == 5)
  }

  @Test func doubleBlendsAndExtrapolates() {
    #expect(10.0.interpolated(towards: 20, fraction: 0.5) == 15)
    #expect(abs(10.0.interpolated(towards: 20, fraction: 1.1) - 21) < 1e-12)
    #expect(abs(10.0.interpolated(towards: 20, fraction: -0.25) - 7.5) < 1e-12)
    #expect(20.0.interpolated(towards: 10, fraction: 0.25) == 17.5)
  }

  @Test(arguments: [Double.nan, .infinity, -Double.infinity])
  func nonFiniteFractionKeepsTheStart(fraction: Double) {
    #expect(3.0.interpolated(towards: 9, fraction: fraction) == 3)
    #expect(CGFloat(3).interpolated(towards: 9, fraction: fraction) == 3)
    let point = CGPoint(x: 1, y: 2)
    #expect(point.interpolated(towards: CGPoint(x: 5, y: 6), fraction: fraction) == point)
    let color = RGBAColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
    #expect(color.interpolated(towards: .white, fraction: fraction) == color)
  }

  @Test func geometryBlendsPerComponent() {
    #expect(CGFloat(2).interpolated(towards: 4, fraction: 0.5) == 3)
    #expect(
      CGPoint(x: 0, y: 10).interpolated(towards: CGPoint(x: 100, y: -10), fraction: 0.25)
        == CGPoint(x: 25, y: 5))
    #expect(
      CGSize(width: 10, height: 20).interpolated(towards: CGSize(width: 30, height: 40), fraction: 0.5)
        == CGSize(width: 20, height: 30))
    let start = CGRect(x: 0, y: 0, width: 40, height: 30)
    let end = CGRect(x: 60, y: 10, width: 80, height: 30)
    #expect(start.interpolated(towards: end, fraction: 0.5) == CGRect(x: 30, y: 5, width: 60, height: 30))
    #expect(start.interpolated(towards: end, fraction: 0) == start)
    #expect(start.interpolated(towards: end, fraction: 1) == end)
  }

  @Test func geometryOvershootsWithoutClamping() {
    let point = CGPoint(x: 0, y: 0).interpolated(towards: CGPoint(x: 100, y: 50), fraction: 1.2)
    #expect(abs(point.x - 120) < 1e-9 && abs(point.y - 60) < 1e-9)
    let size = CGSize(width: 10, height: 10).interpolated(
      towards: CGSize(width: 20, height: 5), fraction: -1.5)
    #expect(abs(size.width - -5) < 1e-9 && abs(size.height - 17.5) < 1e-9)
    // The stored origin and size blend as they are: a negative width is not standardised away.
    let rect = CGRect(x: 10, y: 0, width: -10, height: 5)
      .interpolated(towards: CGRect(x: 10, y: 0, width: -30, height: 5), fraction: 0.5)
    #expect(rect.origin.x == 10 && rect.size.width == -20)
  }

  @Test func colourBlendsSRGBChannelsWithStraightAlpha() {
    let grey = RGBAColor.black.interpolated(towards: .white, fraction: 0.5)
    #expect(grey == RGBAColor(white: 0.5))
    let start = RGBAColor(red: 1, green: 0, blue: 0, alpha: 1)
    let end = RGBAColor(red: 0, green: 0, blue: 1, alpha: 0)
    let middle = start.interpolated(towards: end, fraction: 0.5)
    // Straight alpha: colour channels blend on their own, unweighted by alpha.
    #expect(middle == RGBAColor(red: 0.5, green: 0, blue: 0.5, alpha: 0.5))
    #expect(start.interpolated(towards: end, fraction: 1) == end)
  }

  @Test func colourOvershootIsClampedByTheColour() {
    let past = RGBAColor(white: 0.2).interpolated(towards: RGBAColor(white: 0.8), fraction: 1.5)
    #expect(past == RGBAColor(white: 1))
    let before = RGBAColor(white: 0.2, alpha: 0.5).interpolated(towards: .white, fraction: -1)
    #expect(before == RGBAColor(white: 0, alpha: 0))
    let slightly = RGBAColor(white: 0.2).interpolated(towards: RGBAColor(white: 0.6), fraction: 1.25)
    #expect(abs(slightly.red - 0.7) < 1e-12)
  }

  @Test func interpolatesThroughTheProtocol() {
    func halfway<V: Interpolatable>(_ a: V, _ b: V) -> V { a.interpolated(towards: b, fraction: 0.5) }
    #expect(halfway(2.0, 6.0) == 4)
    #expect(halfway(CGSize(width: 2, height: 2), CGSize(width: 4, height: 6)) == CGSize(width: 3, height: 4))
  }

  @Test func nonFiniteEndsJumpHalfway() {
    func same(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }
    let ends: [(Double, Double)] = [
      (5, .infinity), (.infinity, 5), (-.infinity, .infinity), (.infinity, -.infinity), (.nan, 5),
      (5, .nan), (.infinity, .nan),
    ]
    for (start, end) in ends {
      for fraction in [-0.4, 0.3, 0.4999] {
        let value = start.interpolated(towards: end, fraction: fraction)
        #expect(same(value, start), "\(start) → \(end) at \(fraction): \(value)")
      }
      for fraction in [0.5, 0.7, 1.7] {
        let value = start.interpolated(towards: end, fraction: fraction)
        #expect(same(value, end), "\(start) → \(end) at \(fraction): \(value)")
      }
    }
    let point = CGPoint(x: 0, y: 0).interpolated(towards: CGPoint(x: CGFloat.infinity, y: 10), fraction: 0.25)
    #expect(point == CGPoint(x: 0, y: 2.5))
  }

  @Test func blendsBeyondTheRangeOfDoubleSaturate() {
    let huge = Double.greatestFiniteMagnitude
    #expect(huge.interpolated(towards: huge, fraction: 3) == huge)
    #expect((-huge).interpolated(towards: huge, fraction: 2) == huge)
    #expect(huge.interpolated(towards: -huge, fraction: 2) == -huge)
    #expect(huge.interpolated(towards: -huge, fraction: 0.5) == 0)
    #expect(abs(1e308.interpolated(towards: -1e308, fraction: 0.75) + 5e307) <= 1e-12 * 5e307)
    #expect(CGFloat(huge).interpolated(towards: CGFloat(huge), fraction: -4) == CGFloat(huge))
  }

  @Test func finiteEndsAlwaysGiveFiniteBlends() {
    var random = SeededRandom(seed: 1_234)
    let rungs: [Double] = [0, 1, 1e300, 1e307, .greatestFiniteMagnitude]
    func end() -> Double {
      let magnitude =
        random.int(in: 0...1) == 0
        ? rungs[random.int(in: 0...(rungs.count - 1))] : pow(10, random.double(in: -300...308))
      return random.int(in: 0...1) == 0 ? magnitude : -magnitude
    }
    for _ in 0..<2_000 {
      let (start, finish) = (end(), end())
      let fraction = random.int(in: 0...3) == 0 ? random.double(in: -1e6...1e6) : random.double(in: -2...3)
      let value = start.interpolated(towards: finish, fraction: fraction)
      #expect(value.isFinite, "\(start) → \(finish) at \(fraction)")
      // Where nothing overflows, it is the plain formula.
      if abs(start) <= 1e300, abs(finish) <= 1e300, abs(fraction) <= 3, fraction != 0, fraction != 1 {
        #expect(value == start * (1 - fraction) + finish * fraction, "\(start) → \(finish) at \(fraction)")
      }
    }
  }
}
