import Foundation

extension SpringMotion {
  /// Damping ratios this close to 1 use the critically damped formula.
  ///
  /// The exact ζ = 1 is rarely hit after the parameter conversions (0.9999999999999999 is
  /// typical), and the under- and over-damped forms divide by a frequency that vanishes there.
  /// So close to 1 the critical formula differs from the exact one by less than about
  /// 0.6 · 1e-9 of the distance travelled.
  static let criticalDampingTolerance = 1e-9

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
  /// Any finite ends and velocity are followed exactly, up to the largest finite `Double` (even
  /// from `-greatestFiniteMagnitude` to `greatestFiniteMagnitude`, whose distance does not fit).
  ///
  /// - Parameters:
  ///   - start: The value at time 0.
  ///   - target: The value the spring comes to rest at.
  ///   - initialVelocity: The rate of change at time 0, in units per second; a non-finite
  ///     velocity counts as 0.
  ///   - time: Seconds since the start. Zero, negative and NaN give `start`; `+infinity` gives
  ///     `target` (even for an undamped spring, whose limit does not exist). At finite times so
  ///     large that an undamped swing's phase is lost to rounding, the result is still a point
  ///     of the swing.
  /// - Returns: The value at `time`. A value beyond the range of `Double` (a huge motion
  ///   overshooting, or a huge velocity carrying it away) saturates at
  ///   `±greatestFiniteMagnitude`. If `start` or `target` is not finite there is no motion to
  ///   compute, and the result is `target` for any positive time.
  public func value(
    from start: Double = 0, to target: Double = 1, initialVelocity: Double = 0, at time: Double
  ) -> Double {
    guard time > 0 else { return start }
    guard start.isFinite, target.isFinite, time.isFinite else { return target }
    return state(from: start, to: target, velocity: Self.finite(initialVelocity), at: time).value
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
  /// - Returns: The velocity at `time`, saturating at `±greatestFiniteMagnitude` beyond the
  ///   range of `Double`; 0 for any positive time when `start` or `target` is not finite.
  public func velocity(
    from start: Double = 0, to target: Double = 1, initialVelocity: Double = 0, at time: Double
  ) -> Double {
    let initialVelocity = Self.finite(initialVelocity)
    guard time > 0 else { return initialVelocity }
    guard start.isFinite, target.isFinite, time.isFinite else { return 0 }
    return state(from: start, to: target, velocity: initialVelocity, at: time).velocity
  }

  /// Inputs above this magnitude are scaled down before solving; see
  /// ``state(from:to:velocity:at:)``.
  static let scalingThreshold = 0x1p512

  /// The value and velocity at a positive, finite time, for finite ends and velocity.
  ///
  /// The closed form multiplies its inputs by up to about 2⁶⁰ on the way (ω₀², 1/ω_d and the
  /// like, for constants inside ``Limits``), which overflows for inputs near the top of the range
  /// of `Double`, and `target − start` itself may not fit. The motion is linear in its inputs, so
  /// huge ones are divided by a power of two first and the results multiplied back: exact,
  /// because scaling by a power of two only moves the exponent, so ordinary inputs (which are not
  /// scaled) give the same bits as ever.
  private func state(
    from start: Double, to target: Double, velocity v0: Double, at t: Double
  ) -> (value: Double, velocity: Double) {
    let largest = max(abs(start), abs(target), abs(v0))
    let scale =
      largest > Self.scalingThreshold ? Double(sign: .plus, exponent: largest.exponent, significand: 1) : 1
    let goal = target / scale
    let state = displacement(offset: start / scale - goal, velocity: v0 / scale, at: t)
    return (Self.saturated((goal + state.position) * scale), Self.saturated(state.velocity * scale))
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
      // So late that the phase overflows, it is lost to rounding anyway (a period is far below
      // the resolution of `t`): any time within a period of `t` is as good, and stays finite.
      let phase = damped * t
      let angle = phase.isFinite ? phase : damped * t.truncatingRemainder(dividingBy: 2 * Double.pi / damped)
      let (sine, cosine) = (sin(angle), cos(angle))
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

  /// The value, or the nearest finite one to an infinite value.
  private static func saturated(_ value: Double) -> Double {
    min(max(value, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
  }
}
