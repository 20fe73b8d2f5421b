import Foundation

/// One sampled moment of a transition.
public struct TransitionFrame: Sendable, Hashable {
  /// Seconds since the transition started.
  public let time: Double
  /// The spring's progress from 0 (start) to 1 (end); may pass 1 while the spring overshoots.
  public let progress: Double

  /// Creates a frame.
  ///
  /// The values are stored as given, even NaN or infinite ones: a frame is a plain record. The
  /// frames a ``TransitionSampler`` makes always have a finite time and progress.
  ///
  /// - Parameters:
  ///   - time: Seconds since the transition started.
  ///   - progress: The progress from 0 to 1.
  public init(time: Double, progress: Double) {
    self.time = time
    self.progress = progress
  }
}

/// Samples a spring transition into frames at a fixed rate, for animated SVGs and filmstrips.
///
/// The transition runs from progress 0 at time 0, starting at rest, until the spring's
/// ``SpringMotion/settlingDuration`` rounded up to a whole frame; the last frame is exactly 1.
///
/// ```swift
/// let sampler = TransitionSampler(spring: .snappy, framesPerSecond: 30)
/// let xs = sampler.frames(from: 0.0, to: 120.0)         // one x position per frame
/// let strip = sampler.evenlySpacedFrames(count: 5)      // five stills for a filmstrip
/// ```
///
/// A frame rate that is zero, negative, NaN or infinite becomes ``defaultFramesPerSecond``, and
/// one below ``minimumFramesPerSecond`` is raised to it. At most ``maximumFrameCount`` frames are
/// made: a spring that takes longer to settle at that rate, or never settles (undamped), is cut
/// off there and its last frame jumps to 1. So every time and progress a sampler makes is finite.
public struct TransitionSampler: Sendable, Hashable {
  /// The frame rate used in place of an unusable one: 60 frames per second.
  public static let defaultFramesPerSecond = 60.0

  /// The slowest frame rate a sampler keeps: one frame every 1,000 seconds.
  ///
  /// Slower rates are raised to it, so that the longest transition (``maximumFrameCount`` frames,
  /// under four months) is finite in seconds and fits an `Int` in milliseconds.
  public static let minimumFramesPerSecond = 0.001

  /// The most frames a sampler makes, including the first and the last.
  public static let maximumFrameCount = 10_000

  /// The spring that drives the transition.
  public let spring: SpringMotion

  /// Frames per second: finite, and at least ``minimumFramesPerSecond``.
  public let framesPerSecond: Double

  /// Creates a sampler.
  ///
  /// - Parameters:
  ///   - spring: The spring that drives the transition.
  ///   - framesPerSecond: The frame rate; zero, negative, NaN or infinite gives
  ///     ``defaultFramesPerSecond``, and a positive rate below ``minimumFramesPerSecond`` gives
  ///     that minimum.
  public init(spring: SpringMotion = .default, framesPerSecond: Double = 60) {
    self.spring = spring
    self.framesPerSecond =
      framesPerSecond.isFinite && framesPerSecond > 0
      ? max(framesPerSecond, Self.minimumFramesPerSecond) : Self.defaultFramesPerSecond
  }

  /// The number of frames, counting the one at time 0 and the settled last one: at least 2, at
  /// most ``maximumFrameCount``.
  public var frameCount: Int {
    // Compared as a Double first: the product may be infinite, which `Int(_:)` cannot hold.
    let intervals = (spring.settlingDuration * framesPerSecond).rounded(.up)
    let capped = min(max(intervals, 1), Double(Self.maximumFrameCount - 1))
    return Int(capped) + 1
  }

  /// The time of the last frame, in seconds: whole frames covering the settling duration (or the
  /// cut-off, for a spring that settles too late).
  public var duration: Double {
    Double(frameCount - 1) / framesPerSecond
  }

  /// Every frame, one per `1 / framesPerSecond` seconds, from progress 0 to exactly 1.
  ///
  /// - Returns: ``frameCount`` frames in increasing time.
  public func progressFrames() -> [TransitionFrame] {
    let last = frameCount - 1
    return (0...last).map { index in
      frame(at: Double(index) / framesPerSecond, isLast: index == last)
    }
  }

  /// A value per frame, blended from `start` to `end` by each frame's progress.
  ///
  /// ```swift
  /// let colours = TransitionSampler(spring: .smooth).frames(from: RGBAColor.white, to: .black)
  /// ```
  ///
  /// - Parameters:
  ///   - start: The value at progress 0.
  ///   - end: The value at progress 1, which the last frame equals.
  /// - Returns: ``frameCount`` values, overshooting `end` where the spring does, blended as the
  ///   value's `Interpolatable` conformance blends: numbers that are not finite jump from
  ///   `start` to `end` at progress 0.5.
  package func frames<Value: Interpolatable>(from start: Value, to end: Value) -> [Value] {
    progressFrames().map { start.interpolated(towards: end, fraction: $0.progress) }
  }

  /// A few frames evenly spaced in time over the transition, for a filmstrip.
  ///
  /// The first is at time 0 and the last at ``duration`` (progress exactly 1), so the strip shows
  /// the whole motion whatever the frame rate. Their times need not fall on the sampler's frames.
  ///
  /// ```swift
  /// let stills = TransitionSampler(spring: .bouncy).evenlySpacedFrames(count: 6)
  /// ```
  ///
  /// - Parameter count: How many frames. Zero or negative gives none; 1 gives only the settled
  ///   last frame; more than ``maximumFrameCount`` gives that many.
  /// - Returns: The frames in increasing time.
  public func evenlySpacedFrames(count: Int) -> [TransitionFrame] {
    let count = min(count, Self.maximumFrameCount)
    guard count > 1 else {
      return count == 1 ? [frame(at: duration, isLast: true)] : []
    }
    let total = duration
    return (0..<count).map { index in
      let isLast = index == count - 1
      return frame(at: isLast ? total : total * Double(index) / Double(count - 1), isLast: isLast)
    }
  }

  private func frame(at time: Double, isLast: Bool) -> TransitionFrame {
    // The last frame is pinned to 1 so every transition ends exactly where it should, even one
    // cut off early; before it, the spring is within its settling threshold anyway.
    TransitionFrame(time: time, progress: isLast ? 1 : spring.value(at: time))
  }
}
