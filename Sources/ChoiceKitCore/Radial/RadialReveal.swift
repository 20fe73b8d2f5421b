import Foundation

/// The staggered timing of a radial menu opening or closing: each item starts a little after
/// the one before it, so the items fan out from the centre one by one.
///
/// ```swift
/// let reveal = RadialReveal()
/// reveal.delays(count: 4, isOpening: true)   // [0, 0.04, 0.08, 0.12]
/// reveal.delays(count: 4, isOpening: false)  // [0.12, 0.08, 0.04, 0]: the last item leaves first
/// ```
public struct RadialReveal: Sendable, Hashable {
  /// The longest a time of the reveal may be, in seconds: a longer ``stagger`` or
  /// ``maximumTotalDelay`` reads as this, so every delay and progress stays finite.
  public static let longestTime: Double = 10

  /// The delay between neighbouring items, in seconds.
  public var stagger: Double
  /// The longest the last item may wait, in seconds: with many items the stagger shrinks so the
  /// whole fan still takes no longer than this.
  public var maximumTotalDelay: Double

  /// Creates a timing; negative, NaN or infinite values read as 0, and values above
  /// ``longestTime`` as that time.
  ///
  /// - Parameters:
  ///   - stagger: The delay between neighbours.
  ///   - maximumTotalDelay: The longest the last item waits.
  public init(stagger: Double = 0.04, maximumTotalDelay: Double = 0.3) {
    self.stagger = stagger
    self.maximumTotalDelay = maximumTotalDelay
  }

  /// Each item's delay, in item order.
  ///
  /// - Parameters:
  ///   - count: The number of items; zero or negative gives none.
  ///   - isOpening: `true` when opening (first item first), `false` when closing (last item
  ///     first).
  ///   - reduceMotion: Whether Reduce Motion is on: every item then fades at once, with no delay.
  /// - Returns: Delays from 0 to at most ``maximumTotalDelay``, evenly spaced.
  public func delays(count: Int, isOpening: Bool, reduceMotion: Bool = false) -> [Double] {
    guard count > 0 else { return [] }
    guard !reduceMotion else { return Array(repeating: 0, count: count) }
    let step = delayStep(count: count)
    let delays = (0..<count).map { Double($0) * step }
    return isOpening ? delays : delays.reversed()
  }

  /// The delay between neighbouring items of `count` opening at full motion: the stagger, or
  /// less so the last item waits no longer than ``maximumTotalDelay``; 0 for one item or none.
  func delayStep(count: Int) -> Double {
    guard count > 1 else { return 0 }
    return min(Self.time(stagger), Self.time(maximumTotalDelay) / Double(count - 1))
  }

  private static func time(_ value: Double) -> Double {
    value.isFinite && value > 0 ? min(value, longestTime) : 0
  }
}
