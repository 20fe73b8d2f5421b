import Foundation

/// A small deterministic random number generator (SplitMix64) for property tests.
///
/// The same seed always yields the same sequence on every platform, so a failing property test
/// reproduces: print the seed in the failure message and run again with it.
///
/// ```swift
/// var random = SeededRandom(seed: 42)
/// let x = random.double(in: -100...100)
/// ```
public struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator.
  ///
  /// - Parameter seed: Any value; equal seeds give equal sequences.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniformly distributed number in a closed range, using 53 random bits.
  ///
  /// - Parameter range: The bounds.
  /// - Returns: A value in `range`.
  public mutating func double(in range: ClosedRange<Double>) -> Double {
    let unit = Double(next() >> 11) / Double(1 << 53)
    return range.lowerBound + (range.upperBound - range.lowerBound) * unit
  }

  /// A uniformly distributed `CGFloat` in a closed range.
  public mutating func cgFloat(in range: ClosedRange<CGFloat>) -> CGFloat {
    CGFloat(double(in: Double(range.lowerBound)...Double(range.upperBound)))
  }

  /// A point with both coordinates uniform in a range.
  public mutating func point(in range: ClosedRange<CGFloat>) -> CGPoint {
    CGPoint(x: cgFloat(in: range), y: cgFloat(in: range))
  }

  /// A whole number in a closed range.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &self)
  }
}
