import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

@Suite("CurvedTabBarOutline clamping")
struct CurvedTabBarOutlineClampingTests {
  static let bar = CGRect(x: 0, y: 0, width: 390, height: 83)

  static let unusableFrames: [CGRect] = [
    .zero, CGRect(x: 0, y: 0, width: 390, height: 0), CGRect(x: 0, y: 0, width: 0, height: 83),
    CGRect(x: 0, y: 0, width: CGFloat.nan, height: 83),
    CGRect(x: 0, y: 0, width: 390, height: CGFloat.infinity),
    CGRect(x: -CGFloat.infinity, y: 0, width: 390, height: 83), CGRect(x: 1e16, y: 0, width: 1, height: 1),
    CGRect(x: 0, y: 0, width: CGFloat.greatestFiniteMagnitude, height: 83),
  ]

  @Test(arguments: unusableFrames)
  func unusableFrameGivesEmptyPathAndZeroNotch(frame: CGRect) {
    let shape = CurvedTabBarOutline(notch: .standard)
    #expect(shape.path(in: frame, notchCenterX: 10).isEmpty)
    let fitted = shape.fittedNotch(in: frame)
    #expect(fitted.width == 0 && fitted.depth == 0 && fitted.cornerRadius == 0)
    #expect(shape.notchCenterX(.nan, in: frame) == 0)
  }

  @Test func negativeSizeFrameIsStandardized() {
    let flipped = CGRect(x: 390, y: 83, width: -390, height: -83)
    let shape = CurvedTabBarOutline(notch: .standard)
    #expect(shape.path(in: flipped, notchCenterX: 100) == shape.path(in: Self.bar, notchCenterX: 100))
  }

  @Test func notchWiderThanTheBarIsNarrowedToItAndCornersSquared() {
    let shape = CurvedTabBarOutline(notch: CurvedTabBarNotch(width: 500, depth: 30, cornerRadius: 20))
    let fitted = shape.fittedNotch(in: Self.bar)
    #expect(fitted.width == 390)
    #expect(fitted.cornerRadius == 0)
    #expect(shape.notchCenterX(10, in: Self.bar) == 195)
    #expect(shape.path(in: Self.bar, notchCenterX: 10).bounds == Self.bar)
  }

  @Test func depthLeavesTheMinimumThicknessOrHalfTheBar() {
    let shape = CurvedTabBarOutline(notch: CurvedTabBarNotch(width: 80, depth: 1_000))
    #expect(shape.fittedNotch(in: Self.bar).depth == 83 - CurvedTabBarOutline.minimumThickness)
    let thin = CGRect(x: 0, y: 0, width: 390, height: 1.5)
    #expect(shape.fittedNotch(in: thin).depth == 0.75)
  }

  @Test func cornerRadiusLeavesRoomForTheNotchAndTheHeight() {
    let shape = CurvedTabBarOutline(notch: CurvedTabBarNotch(width: 290, depth: 30, cornerRadius: 80))
    #expect(shape.fittedNotch(in: Self.bar).cornerRadius == 50)
    let tall = CurvedTabBarOutline(notch: CurvedTabBarNotch(width: 10, depth: 3, cornerRadius: 80))
    #expect(tall.fittedNotch(in: CGRect(x: 0, y: 0, width: 390, height: 20)).cornerRadius == 20)
  }

  static let centres: [(CGFloat, CGFloat)] = [
    (0, 60), (-CGFloat.infinity, 60), (CGFloat.infinity, 330), (CGFloat.nan, 195), (380, 330),
    (150, 150),
  ]

  /// With a 88 pt notch and 16 pt corners the centre stays in 60...330.
  @Test(arguments: centres)
  func centreIsMovedInwardsUntilNotchAndCornersFit(requested: CGFloat, expected: CGFloat) {
    let shape = CurvedTabBarOutline(notch: CurvedTabBarNotch(width: 88, depth: 36, cornerRadius: 16))
    #expect(shape.notchCenterX(requested, in: Self.bar) == expected)
    let bounds = shape.path(in: Self.bar, notchCenterX: requested).bounds
    #expect(bounds == Self.bar)
  }

  @Test func nonFiniteParametersReadAsTheStandardNotch() {
    let notch = CurvedTabBarNotch(width: .nan, depth: .infinity, smoothness: .nan, cornerRadius: -.infinity)
    let standard = CurvedTabBarNotch.standard
    #expect(notch.sanitized() == standard)
    #expect(
      CurvedTabBarOutline(notch: notch).path(in: Self.bar, notchCenterX: 195)
        == CurvedTabBarOutline(notch: standard).path(in: Self.bar, notchCenterX: 195))
  }

  @Test(arguments: [CGFloat(-5), 0, 1e-3, -CGFloat.greatestFiniteMagnitude])
  func negativeOrTinyWidthLeavesAStraightTopEdge(width: CGFloat) {
    let path = CurvedTabBarOutline(notch: CurvedTabBarNotch(width: width, depth: 30)).path(
      in: Self.bar, notchCenterX: 195)
    #expect(path == .rect(Self.bar) || path.elements.count == 5)
    #expect(!path.elements.contains { if case .curve = $0 { true } else { false } })
    #expect(path.bounds == Self.bar)
  }

  @Test(arguments: [CGFloat(-1), 0, 0.5, 1, 7])
  func smoothnessIsClampedToTheUnitRange(smoothness: CGFloat) {
    let clamped = CurvedTabBarNotch(width: 80, depth: 30, smoothness: smoothness).sanitized().smoothness
    #expect(clamped == min(max(smoothness, 0), 1))
  }

  @Test func randomSpecialLengthsNeverCrashAndStayInTheFrame() {
    var random = SeededRandom(seed: 0xC1A_4B)
    for iteration in 0..<500 {
      let notch = CurvedTabBarNotch(
        width: Generate.length(&random), depth: Generate.length(&random),
        smoothness: Generate.length(&random), cornerRadius: Generate.length(&random))
      let shape = CurvedTabBarOutline(notch: notch)
      let fitted = shape.fittedNotch(in: Self.bar)
      #expect(fitted.width >= 0 && fitted.width <= 390, "iteration \(iteration)")
      #expect(fitted.depth >= 0 && fitted.depth <= 82, "iteration \(iteration)")
      #expect(fitted.cornerRadius >= 0 && fitted.cornerRadius <= 83, "iteration \(iteration)")
      let center = shape.notchCenterX(Generate.length(&random), in: Self.bar)
      // One rounding step of slack: the path itself pulls the notch's points inside the corners.
      #expect(center - fitted.width / 2 >= fitted.cornerRadius - 1e-9, "iteration \(iteration)")
      #expect(center + fitted.width / 2 <= 390 - fitted.cornerRadius + 1e-9, "iteration \(iteration)")
      let path = shape.path(in: Self.bar, notchCenterX: center)
      #expect(path.elements.last == .closeSubpath)
      #expect(path.bounds == Self.bar, "iteration \(iteration)")
    }
  }
}
