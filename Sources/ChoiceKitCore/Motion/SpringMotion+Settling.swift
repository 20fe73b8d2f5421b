import Foundation

extension SpringMotion {
  /// The default distance from the target within which a spring counts as settled, as a fraction
  /// of the distance it travels.
  public static let defaultSettlingThreshold = 0.001

  /// The smallest settling threshold: 1e-9 of the distance travelled.
  ///
  /// The computed motion is not resolved more finely: near critical damping the closed form is
  /// within about 0.6 · 1e-9 of the exact motion (see `criticalDampingTolerance`), and a value
  /// near 1 cannot even hold distances below about 1e-16, so a finer threshold would measure
  /// rounding instead of motion (and `log(1 / threshold)` overflows for the smallest ones).
  public static let minimumSettlingThreshold = 1e-9

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
  ///   ever gets closer than that; a positive threshold below ``minimumSettlingThreshold``
  ///   counts as that minimum.
  /// - Returns: The settling time, or `.infinity` if the spring never settles (undamped, or a
  ///   non-positive threshold).
  public func settlingDuration(threshold: Double) -> Double {
    let threshold = threshold.isNaN ? Self.defaultSettlingThreshold : threshold
    guard threshold > 0 else { return .infinity }
    guard threshold < 1 else { return 0 }
    return settlingDuration(above: max(threshold, Self.minimumSettlingThreshold))
  }

  /// The settling time for a threshold in `minimumSettlingThreshold..<1`.
  private func settlingDuration(above threshold: Double) -> Double {
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
}
