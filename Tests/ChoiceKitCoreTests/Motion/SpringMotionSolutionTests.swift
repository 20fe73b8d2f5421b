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

  // MARK: - Extremes

  /// Times from the smallest positive `Double` to the largest.
  static let extremeTimes: [Double] = [
    .leastNonzeroMagnitude, 1e-300, 1e-9, 0.01, 0.5, 3, 1e3, 1e9, 1e15, 1e300, .greatestFiniteMagnitude,
  ]

  /// A spring from anywhere in the clamped ranges, with no damping one time in five.
  static func randomSpring(using random: inout SeededRandom) -> SpringMotion {
    let damping = random.int(in: 0...4) == 0 ? 0 : pow(10, random.double(in: -6...9))
    return SpringMotion(
      mass: pow(10, random.double(in: -6...6)), stiffness: pow(10, random.double(in: -6...9)),
      damping: damping)
  }

  /// A finite number of either sign, from 0 to the largest finite `Double`.
  static func randomMagnitude(using random: inout SeededRandom) -> Double {
    let rungs: [Double] = [0, 1, 1e6, 1e150, 1e300, 1e307, 8e307, .greatestFiniteMagnitude]
    let magnitude =
      random.int(in: 0...1) == 0
      ? rungs[random.int(in: 0...(rungs.count - 1))] : pow(10, random.double(in: -300...308))
    return random.int(in: 0...1) == 0 ? magnitude : -magnitude
  }

  @Test func hugeDistancesVelocitiesAndTimesGiveFiniteMotion() {
    var random = SeededRandom(seed: 7_919)
    for round in 0..<300 {
      let spring = Self.randomSpring(using: &random)
      let start = Self.randomMagnitude(using: &random)
      let target = Self.randomMagnitude(using: &random)
      let velocity = Self.randomMagnitude(using: &random)
      for time in Self.extremeTimes {
        let context = "round \(round): \(spring) from \(start) to \(target) at \(velocity)/s, t \(time)"
        let x = spring.value(from: start, to: target, initialVelocity: velocity, at: time)
        let v = spring.velocity(from: start, to: target, initialVelocity: velocity, at: time)
        #expect(x.isFinite, "\(context)")
        #expect(v.isFinite, "\(context)")
      }
    }
  }

  @Test func aHugeMotionIsTheUnitMotionScaled() {
    // The motion is linear in its distance, so a huge one follows the unit motion exactly, even
    // across the whole range of `Double`, where the distance itself does not fit.
    let huge = Double.greatestFiniteMagnitude
    for spring in [SpringMotion.smooth, SpringMotion(duration: 0.5, bounce: -0.5)] {
      for time in [1e-300, 0.01, 0.1, 0.3, 1, 1e6] {
        let unit = spring.value(at: time)
        let scaled = spring.value(from: 0, to: huge, at: time)
        #expect(abs(scaled - huge * unit) <= 1e-12 * huge, "\(spring) at \(time): \(scaled)")
        let across = spring.value(from: -huge, to: huge, at: time)
        let expected = huge * (2 * unit - 1)
        #expect(abs(across - expected) <= 1e-12 * huge, "\(spring) at \(time): \(across)")
        let speed = spring.velocity(from: huge / 1e3, to: 0, at: time)
        let unitSpeed = spring.velocity(at: time)
        #expect(abs(speed + huge / 1e3 * unitSpeed) <= 1e-12 * huge, "\(spring) at \(time): \(speed)")
      }
    }
  }

  @Test func motionBeyondTheRangeOfDoubleSaturates() throws {
    let huge = Double.greatestFiniteMagnitude
    let bouncy = SpringMotion.bouncy
    // The bouncy spring overshoots by several percent: beyond the largest `Double`.
    let times = stride(from: 0.0, through: 1, by: 0.01)
    let peak = try #require(times.max { bouncy.value(at: $0) < bouncy.value(at: $1) })
    #expect(bouncy.value(at: peak) > 1.04)
    #expect(bouncy.value(from: 0, to: huge, at: peak) == huge)
    #expect(bouncy.value(from: 0, to: -huge, at: peak) == -huge)
    // Its speed early on, several distances per second, does not fit either.
    #expect(bouncy.velocity(at: 0.05) > 2)
    #expect(bouncy.velocity(from: 0, to: huge, at: 0.05) == huge)
    #expect(bouncy.velocity(from: 0, to: -huge, at: 0.05) == -huge)
    // A huge initial velocity is kept at the start, not lost to an overflow.
    let launch = bouncy.velocity(initialVelocity: 1e308, at: 1e-300)
    #expect(abs(launch - 1e308) <= 1e-12 * 1e308, "\(launch)")
  }

  @Test func anUndampedSpringKeepsSwingingAtHugeTimes() {
    let undamped = SpringMotion(response: 0.5, dampingFraction: 0)
    let omega = 2 * Double.pi / 0.5
    for time in [1e3, 1e15, 1e300, .greatestFiniteMagnitude] {
      // From rest at 0 towards 1: x = 1 − cos ωt and v = ω sin ωt, on the circle of radius 1.
      let x = undamped.value(at: time)
      let v = undamped.velocity(at: time)
      let radius = ((x - 1) * (x - 1) + (v / omega) * (v / omega)).squareRoot()
      #expect(abs(radius - 1) < 1e-9, "t \(time): x \(x), v \(v)")
    }
  }
}
