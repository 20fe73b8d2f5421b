import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

@Suite("SpringMotion settling")
struct SpringMotionSettlingTests {
  func checkSettling(_ spring: SpringMotion, threshold: Double = 0.001) {
    let settling = spring.settlingDuration(threshold: threshold)
    #expect(settling.isFinite && settling > 0, "\(spring)")
    guard settling.isFinite else { return }
    func distance(_ t: Double) -> Double { abs(spring.value(at: t) - 1) }
    let horizon = 2 * settling + 2 * spring.response
    let steps = 20_000
    for index in 0...steps {
      let t = settling + horizon * Double(index) / Double(steps)
      #expect(distance(t) < threshold, "\(spring): \(distance(t)) at \(t) after \(settling)")
    }
    let window = (0...100).map { settling - 1e-6 * Double($0) / 100 }.filter { $0 < settling }
    #expect(window.contains { distance($0) >= threshold }, "\(spring): settled before \(settling)")
  }

  @Test(arguments: SpringMotion.allPresets)
  func presetsSettleByDefinition(preset: SpringPreset) {
    checkSettling(preset.spring)
  }

  @Test func springsOfEveryKindSettleByDefinition() {
    var random = SeededRandom(seed: 2024)
    for _ in 0..<30 {
      let spring = SpringMotion(
        response: random.double(in: 0.05...2), dampingFraction: random.double(in: 0.02...4))
      checkSettling(spring)
      checkSettling(spring, threshold: random.double(in: 1e-5...0.5))
    }
    checkSettling(SpringMotion(response: 0.5, dampingFraction: 1))
    checkSettling(SpringMotion(response: 0.5, dampingFraction: 1 - 1e-10))
    checkSettling(SpringMotion(response: 0.5, dampingFraction: 1 + 1e-10))
  }

  @Test func criticalSettlingSolvesTheCrossing() {
    // For ζ = 1 from rest, 1 − x(t) = e^(−ω₀t)·(1 + ω₀t), which is 0.001 at ω₀t ≈ 9.2335.
    let spring = SpringMotion.smooth
    let omega = 2 * Double.pi / spring.response
    #expect(abs(spring.settlingDuration * omega - 9.233_413) < 1e-5)
    #expect(abs(abs(spring.value(at: spring.settlingDuration) - 1) - 0.001) < 1e-12)
  }

  @Test func settlingGrowsWithBounceBeyondALittle() {
    // A little bounce nears the target sooner than critical damping and its one small overshoot
    // dies out fast, so it settles first; from there on, more bounce means more swings to wait out.
    let durations = [0.15, 0.3, 0.5, 0.7, 0.9].map {
      SpringMotion(duration: 0.5, bounce: $0).settlingDuration
    }
    #expect(durations == durations.sorted())
    #expect(SpringMotion.snappy.settlingDuration < SpringMotion.smooth.settlingDuration)
    #expect(SpringMotion.bouncy.settlingDuration > SpringMotion.bouncy.duration)
    // Over-damped springs creep: the more damping, the later they arrive.
    let creeping = [0.0, -0.3, -0.6].map { SpringMotion(duration: 0.5, bounce: $0).settlingDuration }
    #expect(creeping == creeping.sorted())
  }

  @Test func settlingThresholdEdgesAreDefined() {
    let spring = SpringMotion.snappy
    #expect(spring.settlingDuration(threshold: .nan) == spring.settlingDuration)
    #expect(spring.settlingDuration(threshold: 0) == .infinity)
    #expect(spring.settlingDuration(threshold: -1) == .infinity)
    #expect(spring.settlingDuration(threshold: 1) == 0)
    #expect(spring.settlingDuration(threshold: .infinity) == 0)
    #expect(spring.settlingDuration(threshold: 0.01) < spring.settlingDuration(threshold: 0.001))
    #expect(SpringMotion(response: 0.5, dampingFraction: 0).settlingDuration == .infinity)
  }

  /// Thresholds below the minimum, down to the smallest positive `Double`.
  static let tinyThresholds = [
    SpringMotion.minimumSettlingThreshold / 10, 1e-16, 1e-300, Double.leastNonzeroMagnitude,
  ]

  /// Springs at the corners of the clamped ranges.
  static let extremeSprings = [
    SpringMotion(mass: 1e6, stiffness: 1e-6, damping: 1e9),
    SpringMotion(mass: 1e-6, stiffness: 1e9, damping: 1e9),
    SpringMotion(mass: 1e-6, stiffness: 1e9, damping: 1e-6),
    SpringMotion(response: 0.001, dampingFraction: 1000),
    SpringMotion(response: 1000, dampingFraction: 0.001),
  ]

  @Test(arguments: tinyThresholds)
  func tinyThresholdsCountAsTheMinimum(threshold: Double) {
    let minimum = SpringMotion.minimumSettlingThreshold
    for spring in SpringMotion.allPresets.map(\.spring) + Self.extremeSprings {
      let settling = spring.settlingDuration(threshold: threshold)
      #expect(settling == spring.settlingDuration(threshold: minimum), "\(spring)")
      #expect(settling.isFinite && settling > 0, "\(spring)")
    }
  }

  @Test func theMinimumThresholdSettlesByDefinition() {
    let minimum = SpringMotion.minimumSettlingThreshold
    for preset in SpringMotion.allPresets {
      checkSettling(preset.spring, threshold: minimum)
    }
    var random = SeededRandom(seed: 1_009)
    for _ in 0..<10 {
      let spring = SpringMotion(
        response: random.double(in: 0.05...2), dampingFraction: random.double(in: 0.02...4))
      checkSettling(spring, threshold: minimum)
    }
  }

  // Each call's loops are bounded; a walk that never ends would hit the time limit, which is set
  // in minutes so a busy machine never fails it.
  @Test(.timeLimit(.minutes(1))) func everySpringAndThresholdSettles() {
    var random = SeededRandom(seed: 3_571)
    let thresholds = Self.tinyThresholds + [SpringMotion.minimumSettlingThreshold, 1e-6, 0.001, 0.3, 0.99]
    for round in 0..<200 {
      let spring = SpringMotionSolutionTests.randomSpring(using: &random)
      for threshold in thresholds {
        let settling = spring.settlingDuration(threshold: threshold)
        let context = "round \(round): \(spring), threshold \(threshold)"
        #expect(settling > 0, "\(context)")
        #expect(settling.isFinite || spring.dampingFraction == 0, "\(context)")
      }
    }
  }
}
