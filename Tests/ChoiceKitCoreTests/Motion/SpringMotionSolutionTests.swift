import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

/// A motion to check: a spring and where it starts, ends and how fast it starts.
struct SpringCase: Sendable, CustomTestStringConvertible {
  let name: String
  let spring: SpringMotion
  var start = 0.0
  var target = 1.0
  var velocity = 0.0

  var testDescription: String { name }

  static let all: [SpringCase] = [
    SpringCase(name: "under-damped bouncy", spring: .bouncy),
    SpringCase(
      name: "under-damped, moving start", spring: SpringMotion(response: 0.4, dampingFraction: 0.3),
      start: 5, target: -3, velocity: 20),
    SpringCase(
      name: "undamped", spring: SpringMotion(response: 0.7, dampingFraction: 0), start: -1,
      target: 2, velocity: 3),
    SpringCase(name: "critical smooth", spring: .smooth),
    SpringCase(
      name: "critical, moving start", spring: SpringMotion(response: 0.3, dampingFraction: 1),
      start: -2, target: 7, velocity: -15),
    SpringCase(
      name: "just under critical", spring: SpringMotion(response: 0.5, dampingFraction: 1 - 1e-5),
      start: 3, target: 1, velocity: 4),
    SpringCase(
      name: "just over critical", spring: SpringMotion(response: 0.5, dampingFraction: 1 + 1e-5),
      start: 3, target: 1, velocity: -4),
    SpringCase(
      name: "within rounding of critical",
      spring: SpringMotion(response: 0.5, dampingFraction: 1 + 1e-12), start: 3, target: 1,
      velocity: -4),
    SpringCase(
      name: "over-damped", spring: SpringMotion(duration: 0.5, bounce: -0.5), start: 1,
      target: 0, velocity: 3),
    SpringCase(
      name: "over-damped, heavy", spring: SpringMotion(mass: 2, stiffness: 50, damping: 60),
      start: 10, target: 4, velocity: -30),
    SpringCase(
      name: "strongly over-damped", spring: SpringMotion(response: 0.2, dampingFraction: 40),
      start: 0, target: 1, velocity: 50),
  ]

  /// Integrates the equation of motion with classic fourth-order Runge–Kutta, independent of the
  /// closed form, recording position and velocity every `every` steps.
  func integrated(step: Double, until end: Double, every: Int) -> [(t: Double, x: Double, v: Double)] {
    let (m, k, c) = (spring.mass, spring.stiffness, spring.damping)
    func acceleration(_ x: Double, _ v: Double) -> Double { -(k * (x - target) + c * v) / m }
    var (x, v) = (start, velocity)
    var samples = [(t: 0.0, x: x, v: v)]
    let steps = Int((end / step).rounded())
    for index in 1...steps {
      let a1 = acceleration(x, v)
      let (x2, v2) = (x + step / 2 * v, v + step / 2 * a1)
      let a2 = acceleration(x2, v2)
      let (x3, v3) = (x + step / 2 * v2, v + step / 2 * a2)
      let a3 = acceleration(x3, v3)
      let (x4, v4) = (x + step * v3, v + step * a3)
      let a4 = acceleration(x4, v4)
      x += step / 6 * (v + 2 * v2 + 2 * v3 + v4)
      v += step / 6 * (a1 + 2 * a2 + 2 * a3 + a4)
      if index % every == 0 { samples.append((Double(index) * step, x, v)) }
    }
    return samples
  }
}

@Suite("SpringMotion solution")
struct SpringMotionSolutionTests {
  @Test(arguments: SpringCase.all)
  func closedFormMatchesNumericalIntegration(motion: SpringCase) {
    for sample in motion.integrated(step: 5e-5, until: 3, every: 200) {
      let x = motion.spring.value(
        from: motion.start, to: motion.target, initialVelocity: motion.velocity, at: sample.t)
      let v = motion.spring.velocity(
        from: motion.start, to: motion.target, initialVelocity: motion.velocity, at: sample.t)
      #expect(abs(x - sample.x) < 1e-6, "t \(sample.t): \(x) vs \(sample.x)")
      #expect(abs(v - sample.v) < 1e-6 * max(1, abs(sample.v)), "t \(sample.t): \(v) vs \(sample.v)")
    }
  }

  @Test(arguments: SpringCase.all)
  func velocityIsTheDerivativeOfValue(motion: SpringCase) {
    let h = 1e-6
    func x(_ t: Double) -> Double {
      motion.spring.value(
        from: motion.start, to: motion.target, initialVelocity: motion.velocity, at: t)
    }
    for t in stride(from: 0.01, through: 3, by: 0.01) {
      let difference = (x(t + h) - x(t - h)) / (2 * h)
      let v = motion.spring.velocity(
        from: motion.start, to: motion.target, initialVelocity: motion.velocity, at: t)
      #expect(abs(v - difference) < 1e-5 * max(1, abs(v)), "t \(t): \(v) vs \(difference)")
    }
  }

  @Test func startsAtStartAndComesToRestAtTarget() {
    for motion in SpringCase.all where motion.spring.dampingFraction > 0 {
      let spring = motion.spring
      #expect(spring.value(from: motion.start, to: motion.target, at: 0) == motion.start)
      let late = spring.value(from: motion.start, to: motion.target, initialVelocity: 1, at: 1e4)
      #expect(abs(late - motion.target) < 1e-9, "\(motion.name)")
    }
  }

  @Test func timeOutsideTheMotionIsDefined() {
    let spring = SpringMotion.bouncy
    #expect(spring.value(from: 3, to: 9, at: -1) == 3)
    #expect(spring.value(from: 3, to: 9, at: .nan) == 3)
    #expect(spring.value(from: 3, to: 9, at: -.infinity) == 3)
    #expect(spring.value(from: 3, to: 9, at: .infinity) == 9)
    #expect(spring.velocity(from: 3, to: 9, initialVelocity: 4, at: 0) == 4)
    #expect(spring.velocity(from: 3, to: 9, initialVelocity: 4, at: .nan) == 4)
    #expect(spring.velocity(from: 3, to: 9, initialVelocity: 4, at: .infinity) == 0)
    let undamped = SpringMotion(response: 1, dampingFraction: 0)
    #expect(undamped.value(at: .infinity) == 1)
  }

  @Test func nonFiniteEndsAndVelocityAreDefined() {
    let spring = SpringMotion.snappy
    #expect(spring.value(from: .nan, to: 5, at: 0.1) == 5)
    #expect(spring.value(from: .infinity, to: 5, at: 0.1) == 5)
    #expect(
      spring.value(from: -Double.greatestFiniteMagnitude, to: .greatestFiniteMagnitude, at: 0.1)
        == .greatestFiniteMagnitude)
    #expect(spring.value(from: 2, to: .nan, at: 0.1).isNaN)
    #expect(spring.velocity(from: .nan, to: 5, at: 0.1) == 0)
    #expect(spring.value(from: 2, to: 5, at: 0) == 2)
    let still = spring.value(from: 2, to: 5, at: 0.1)
    #expect(spring.value(from: 2, to: 5, initialVelocity: .nan, at: 0.1) == still)
    #expect(spring.value(from: 2, to: 5, initialVelocity: -.infinity, at: 0.1) == still)
    #expect(spring.velocity(initialVelocity: .infinity, at: 0) == 0)
  }

  @Test func extremeSpringsStayFinite() {
    let springs = [
      SpringMotion(mass: 1e6, stiffness: 1e-6, damping: 1e9),
      SpringMotion(mass: 1e-6, stiffness: 1e9, damping: 0),
      SpringMotion(mass: 1e-6, stiffness: 1e9, damping: 1e9),
      SpringMotion(response: 0.001, dampingFraction: 1000),
    ]
    for spring in springs {
      for t in [1e-9, 1e-3, 1, 1e3, 1e9, 1e300] {
        #expect(spring.value(from: -4, to: 4, initialVelocity: 1e3, at: t).isFinite, "\(spring) at \(t)")
        #expect(spring.velocity(from: -4, to: 4, initialVelocity: 1e3, at: t).isFinite, "\(spring) at \(t)")
      }
      #expect(!spring.settlingDuration.isNaN)
    }
  }

  // MARK: - Settling

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
}
