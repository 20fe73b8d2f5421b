import ChoiceKitCore
import ChoiceKitPreview
import ChoiceKitTestSupport
import Foundation
import Testing

@Suite struct PreviewTransitionTests {
  static func slidingDot(_ spring: SpringMotion = .snappy, fps: Double = 30) -> PreviewTransition {
    PreviewTransition(
      size: CGSize(width: 100, height: 20), background: .white,
      sampler: TransitionSampler(spring: spring, framesPerSecond: fps)
    ) { progress in
      [.shape(.circle(center: CGPoint(x: 10 + 80 * progress, y: 10), radius: 5), fill: .color(.black))]
    }
  }

  @Test func animatedSVGHasOneTimedGroupPerFrame() {
    let transition = Self.slidingDot()
    let svg = transition.animatedSVG()
    let frames = transition.sampler.progressFrames().count
    #expect(svg.components(separatedBy: "<animate ").count - 1 == frames)
    #expect(svg.components(separatedBy: "<circle").count == 1)
    // Only the first frame is visible before the animation runs (and where SMIL is off).
    #expect(svg.components(separatedBy: "visibility=\"visible\"").count - 1 == 1)
    let loop = DecimalText.format(transition.loopDuration, places: 3) + "s"
    #expect(svg.contains("dur=\"\(loop)\""))
  }

  @Test func lastFrameShowsTheSettledState() {
    let svg = Self.slidingDot().animatedSVG()
    // The settled dot sits at x = 90: its path starts at 95 (the circle's rightmost point).
    let lastGroup = svg.components(separatedBy: "<g ").last ?? ""
    #expect(lastGroup.contains("d=\"M95 10C"))
    #expect(lastGroup.contains("keyTimes=\"0;"))
    #expect(!lastGroup.contains("hidden;visible;hidden"))
  }

  @Test func animatedSnapshot() {
    assertSnapshot(Self.slidingDot(.bouncy, fps: 20).animatedSVG(), named: "sliding-dot-animated.svg")
  }

  @Test func filmstripPlacesFramesSideBySide() {
    let strip = Self.slidingDot().filmstrip(count: 5, spacing: 10)
    #expect(abs(strip.size.width - (5 * 100 + 4 * 10)) < 1e-9, "\(strip.size.width)")
    #expect(strip.size.height > 20)
    let groups = strip.items.compactMap { item -> DisplayGroup? in
      if case .group(let group) = item { return group }
      return nil
    }
    #expect(groups.map(\.transform.tx) == [0, 110, 220, 330, 440])
    let captions = strip.items.compactMap { item -> String? in
      if case .text(let run) = item { return run.text }
      return nil
    }
    #expect(captions.first == "0 ms")
    #expect(captions.count == 5)
    assertSnapshot(SVGRenderer().render(strip), named: "sliding-dot-filmstrip.svg")
  }

  /// Frame rates so low that a frame, in milliseconds, would not fit an `Int` (or even a `Double`).
  @Test(arguments: [1e-17, 1e-300, Double.leastNonzeroMagnitude])
  func aTinyFrameRateIsCaptionedAtTheSlowestRate(fps: Double) {
    let transition = Self.slidingDot(fps: fps)
    let strip = transition.filmstrip(count: 3)
    let captions = strip.items.compactMap { item -> String? in
      if case .text(let run) = item { return run.text }
      return nil
    }
    // The snappy spring settles within one frame of the slowest rate: 1,000 s.
    #expect(captions == ["0 ms", "500000 ms", "1000000 ms"])
    LayoutContract.expectFinite(strip.size)
    let svg = transition.animatedSVG()
    #expect(!svg.contains("nan") && !svg.contains("inf"))
  }

  @Test func filmstripOfZeroFramesStillShowsOne() {
    #expect(Self.slidingDot().filmstrip(count: 0).size.width == 100)
  }

  @Test(arguments: [-1, Double.nan, .infinity, -Double.infinity])
  func unusablePausesBecomeZero(seconds: Double) {
    var transition = PreviewTransition(
      size: CGSize(width: 10, height: 10), sampler: TransitionSampler(), leadIn: seconds, hold: seconds
    ) { _ in [] }
    #expect(transition.leadIn == 0 && transition.hold == 0)
    transition.leadIn = 2
    transition.hold = 3
    transition.leadIn = seconds
    transition.hold = seconds
    #expect(transition.leadIn == 0 && transition.hold == 0)
    #expect(transition.loopDuration == transition.sampler.duration)
  }

  @Test func longPausesAreCappedAtTheMaximum() {
    let maximum = PreviewTransition.maximumPause
    var transition = PreviewTransition(
      size: CGSize(width: 10, height: 10), sampler: TransitionSampler(), leadIn: 1e300,
      hold: .greatestFiniteMagnitude
    ) { _ in [] }
    #expect(transition.leadIn == maximum && transition.hold == maximum)
    transition.hold = maximum * 2
    #expect(transition.hold == maximum)
    #expect(transition.loopDuration == 2 * maximum + transition.sampler.duration)
    let svg = transition.animatedSVG()
    #expect(svg.contains("dur=\"\(DecimalText.format(transition.loopDuration, places: 3))s\""))
  }

  @Test(arguments: [
    (CGSize(width: CGFloat.nan, height: -5), CGSize.zero),
    (CGSize(width: CGFloat.infinity, height: 20), CGSize(width: 0, height: 20)),
    (CGSize(width: CGFloat.greatestFiniteMagnitude, height: 1e12), CGSize(width: 1e6, height: 1e6)),
  ])
  func canvasSizesAreDrawnWithinTheMaximum(size: CGSize, drawn: CGSize) {
    var transition = Self.slidingDot()
    transition.size = size
    let strip = transition.filmstrip(count: 3, spacing: 10)
    #expect(strip.size == CGSize(width: 3 * drawn.width + 20, height: drawn.height + 18))
    let svg = transition.animatedSVG()
    #expect(svg.contains("width=\"\(DecimalText.format(drawn.width))\""))
  }

  @Test(
    arguments: [
      (-4, 0), (CGFloat.nan, 0), (CGFloat.infinity, 0), (CGFloat.greatestFiniteMagnitude, 1e6),
    ] as [(CGFloat, CGFloat)])
  func filmstripSpacingIsALength(spacing: CGFloat, drawn: CGFloat) {
    let strip = Self.slidingDot().filmstrip(count: 2, spacing: spacing)
    #expect(strip.size.width == 200 + drawn)
  }

  @Test func filmstripCountIsCappedBySampler() {
    let transition = Self.slidingDot(fps: 1)
    #expect(transition.filmstrip(count: -3).items.count == 2)  // one frame and its caption
    let strip = transition.filmstrip(count: .max, spacing: 0)
    #expect(strip.size.width == CGFloat(TransitionSampler.maximumFrameCount) * 100)
  }
}
