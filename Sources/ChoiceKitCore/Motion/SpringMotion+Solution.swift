import Foundation

extension SpringMotion {
  /// Damping ratios this close to 1 use the critically damped formula.
  ///
  /// The exact ζ = 1 is rarely hit after the parameter conversions (0.9999999999999999 is
  /// typical), and the under- and over-damped forms divide by a frequency that vanishes there.
  /// So close to 1 the critical formula differs from the exact one by less than about
  /// 0.6 · 1e-9 of the distance travelled.
  static let criticalDampingTolerance = 1e-9

  /// The default distance from the target within which a spring counts as settled, as a fraction
  /// of the distance it travels.
  public static let defaultSettlingThreshold = 0.001

  /// The position of a value driven by this spring, `time` seconds after it starts.
  ///
  /// The closed-form solution of `mass · x″ + damping · x′ + stiffness · (x − target) = 0` with
  /// `x(0) = start` and `x′(0) = initialVelocity`.
  ///
  /// ```swift
  /// let spring = SpringMotion.bouncy
  /// spring.value(at: 0.25)                   // progress from 0 to 1, a quarter second in
  /// spring.value(from: 40, to: 120, at: 0.25) // a position moving from 40 to 120
  /// ```
  ///
  /// - Parameters:
  ///   - start: The value at time 0.
  ///   - target: The value the spring comes to rest at.
  ///   - initialVelocity: The rate of change at time 0, in units per second; a non-finite
  ///     velocity counts as 0.
  ///   - time: Seconds since the start. Zero, negative and NaN give `start`; `+infinity` gives
  ///     `target` (even for an undamped spring, whose limit does not exist).
  /// - Returns: The value at `time`. If `start` or `target` is not finite (or they are so far
  ///   apart that their distance overflows), there is no motion to compute and the result is
  ///   `target` for any positive time.
  public func value(
    from start: Double = 0, to target: Double = 1, initialVelocity: Double = 0, at time: Double
  ) -> Double {
    guard time > 0 else { return start }
    let offset = start - target
    guard offset.isFinite, target.isFinite, time.isFinite else { return target }
    let state = displacement(offset: offset, velocity: Self.finite(initialVelocity), at: time)
    return target + state.position
  }

  /// The rate of change, in units per second, of a value driven by this spring, `time` seconds
  /// after it starts: the derivative of ``value(from:to:initialVelocity:at:)``.
  ///
  /// ```swift
  /// let handoff = SpringMotion.snappy.velocity(from: 0, to: 300, at: 0.1)
  /// ```
  ///
  /// - Parameters:
  ///   - start: The value at time 0.
  ///   - target: The value the spring comes to rest at.
  ///   - initialVelocity: The rate of change at time 0; a non-finite velocity counts as 0.
  ///   - time: Seconds since the start. Zero, negative and NaN give `initialVelocity`;
  ///     `+infinity` gives 0.
  /// - Returns: The velocity at `time`; 0 for any positive time when `start` or `target` is not
  ///   finite.
  public func velocity(
    from start: Double = 0, to target: Double = 1, initialVelocity: Double = 0, at time: Double
  ) -> Double {
    let initialVelocity = Self.finite(initialVelocity)
    guard time > 0 else { return initialVelocity }
    let offset = start - target
    guard offset.isFinite, target.isFinite, time.isFinite else { return 0 }
    return displacement(offset: offset, velocity: initialVelocity, at: time).velocity
  }

  /// The time, in seconds, after which a motion from 0 to 1 (starting at rest) stays within 0.001
  /// of 1 for good.
  ///
  /// Computed on each access (a few hundred evaluations of the closed form); `.infinity` for an
  /// undamped spring. See ``settlingDuration(threshold:)``.
  public var settlingDuration: Double {
    settlingDuration(threshold: Self.defaultSettlingThreshold)
  }

  /// The time, in seconds, after which a motion from 0 to 1 (starting at rest) stays within
  /// `threshold` of 1 for good.
  ///
  /// The result `T` is the last moment the distance is still at least `threshold`, to within
  /// floating-point resolution: `|value(at: t) − 1| < threshold` for every `t ≥ T`, and just before
  /// `T` it is not.
  ///
  /// ```swift
  /// let frames = (SpringMotion.default.settlingDuration(threshold: 0.01) * 60).rounded(.up)
  /// ```
  ///
  /// - Parameter threshold: The distance that counts as settled, as a fraction of the motion.
  ///   NaN uses ``defaultSettlingThreshold``; 1 or more gives 0 (the motion never reaches that
  ///   far from the target after it starts); zero or negative gives `.infinity`, since no motion
  ///   ever gets closer than that.
  /// - Returns: The settling time, or `.infinity` if the spring never settles (undamped, or a
  ///   non-positive threshold).
  public func settlingDuration(threshold: Double) -> Double {
    let threshold = threshold.isNaN ? Self.defaultSettlingThreshold : threshold
    guard threshold > 0 else { return .infinity }
    guard threshold < 1 else { return 0 }
    let zeta = dampingFraction
    guard zeta > 0 else { return .infinity }
    func distance(_ t: Double) -> Double { abs(value(at: t) - 1) }
    if zeta < 1 - Self.criticalDampingTolerance {
      return underdampedSettling(threshold: threshold, distance: distance)
    }
    // Without overshoot and starting at rest the distance only shrinks: find where it crosses.
    var high = 1 / naturalFrequency
    while distance(high) >= threshold {
      high *= 2
      if !high.isFinite { return .infinity }
    }
    return bisect(from: 0, to: high) { distance($0) >= threshold }
  }

  /// The settling time of an under-damped spring.
  ///
  /// Starting at rest, the distance peaks at `t = nπ/ω_d` with heights `e^(−ζω₀t)` that only
  /// shrink. The last peak at or above the threshold is found from that height (then corrected
  /// against the computed values, which rounding may place a hair either side), and the crossing
  /// lies on the falling flank after it, before the next zero.
  private func underdampedSettling(threshold: Double, distance: (Double) -> Double) -> Double {
    let zeta = dampingFraction
    let omega = naturalFrequency
    let decay = zeta * omega
    let damped = omega * ((1 - zeta) * (1 + zeta)).squareRoot()
    let halfPeriod = Double.pi / damped
    var peak = (log(1 / threshold) / (decay * halfPeriod)).rounded(.down)
    var corrections = 0
    while corrections < 8, distance((peak + 1) * halfPeriod) >= threshold {
      peak += 1
      corrections += 1
    }
    while corrections < 16, peak > 0, distance(peak * halfPeriod) < threshold {
      peak -= 1
      corrections += 1
    }
    let zero = ((peak + 1) * Double.pi - atan2(damped, decay)) / damped
    return bisect(from: peak * halfPeriod, to: zero) { distance($0) >= threshold }
  }

  /// The boundary between times where `isBefore` holds (from `low`) and where it does not (at
  /// `high`); returns the first time found not to hold.
  private func bisect(from low: Double, to high: Double, isBefore: (Double) -> Bool) -> Double {
    var (low, high) = (low, high)
    for _ in 0..<2_000 {
      let middle = low + (high - low) / 2
      guard middle > low, middle < high else { break }
      if isBefore(middle) { low = middle } else { high = middle }
    }
    return high
  }

  /// The distance from the target and the velocity at a positive, finite `time`, for a motion that
  /// starts `offset` away from the target.
  private func displacement(
    offset y0: Double, velocity v0: Double, at t: Double
  ) -> (position: Double, velocity: Double) {
    let omega = naturalFrequency
    let zeta = dampingFraction
    if abs(zeta - 1) <= Self.criticalDampingTolerance {
      let envelope = exp(-omega * t)
      guard envelope > 0 else { return (0, 0) }
      let slope = v0 + omega * y0
      return (envelope * (y0 + slope * t), envelope * (v0 - omega * slope * t))
    }
    if zeta < 1 {
      let decay = zeta * omega
      let envelope = exp(-decay * t)
      guard envelope > 0 else { return (0, 0) }
      // (1 − ζ)(1 + ζ) keeps the digits that 1 − ζ² would lose near critical damping.
      let damped = omega * ((1 - zeta) * (1 + zeta)).squareRoot()
      let (sine, cosine) = (sin(damped * t), cos(damped * t))
      let position = y0 * cosine + (v0 + decay * y0) / damped * sine
      let velocity = v0 * cosine - (omega * omega * y0 + decay * v0) / damped * sine
      return (envelope * position, envelope * velocity)
    }
    // Over-damped, written as e^(−ζω₀t)·(cosh, sinh) regrouped around the slow root, so that
    // neither a near-critical ζ (two almost equal roots) nor a huge ζ cancels digits away.
    let root = ((zeta - 1) * (zeta + 1)).squareRoot()
    let spread = omega * root
    let slowRate = -omega / (zeta + root)
    let envelope = exp(slowRate * t)
    guard envelope > 0 else { return (0, 0) }
    let fastShare = exp(-2 * spread * t)
    let sinhTerm = -expm1(-2 * spread * t) / (2 * spread)
    let position = y0 * (1 + fastShare) / 2 + (v0 + zeta * omega * y0) * sinhTerm
    let velocity = v0 * (1 + fastShare) / 2 - (omega * omega * y0 + zeta * omega * v0) * sinhTerm
    return (envelope * position, envelope * velocity)
  }

  private static func finite(_ value: Double) -> Double {
    value.isFinite ? value : 0
  }
}
