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

  @Test func filmstripOfZeroFramesStillShowsOne() {
    #expect(Self.slidingDot().filmstrip(count: 0).size.width == 100)
  }
}
