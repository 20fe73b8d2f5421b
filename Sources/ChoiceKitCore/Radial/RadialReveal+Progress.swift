import Foundation

extension RadialReveal {
  /// How far out each item of a radial menu is when the whole menu is `openness` of the way
  /// open: the staggered opening ``delays(count:isOpening:reduceMotion:)`` turned from seconds
  /// into shares of one animated value, so a single spring drives every item.
  ///
  /// Item i starts when the openness has covered its delay's share of the whole move, the delay
  /// divided by (the longest delay + `duration`), and reaches 1 with the menu. Opening, the first
  /// item leaves first and a spring's overshoot (openness above 1) carries every item past 1 by
  /// exactly the spring's own overshoot, however late the item started: the stagger never
  /// amplifies it.
  /// Closing runs the same values back: the last item, which left last, is home first, and no
  /// item passes the centre.
  ///
  /// Each item's progress depends on the openness alone, not on the direction of the move, so a
  /// menu that is closed while still opening (or opened while closing) turns every item back
  /// from where it is: no item jumps.
  ///
  /// ```swift
  /// RadialReveal().progress(count: 3, openness: 1, duration: 0.3)    // [1, 1, 1]
  /// RadialReveal().progress(count: 3, openness: 0.1, duration: 0.3)  // the first item ahead
  /// ```
  ///
  /// - Parameters:
  ///   - count: The number of items; zero or negative gives none.
  ///   - openness: 0 closed, 1 open; NaN reads as 1, infinities as 0 or 2, values clamped to
  ///     -1...2.
  ///   - duration: How long one item's own move takes, in seconds (the spring's response);
  ///     negative, NaN or infinite reads as 0, and a duration above ``longestTime`` as that time.
  ///   - reducesMotion: Whether Reduce Motion is on: then nothing moves, every item rests in its
  ///     place (1) and only fades in and out.
  /// - Returns: One finite progress per item: 0 at the centre, 1 on the circle, at most 2.
  public func progress(count: Int, openness: Double, duration: Double, reducesMotion: Bool) -> [Double] {
    reducesMotion
      ? Array(repeating: 1, count: max(count, 0))
      : progress(count: count, openness: openness, duration: duration)
  }

  /// ``progress(count:openness:duration:reducesMotion:)`` with motion: the staggered shares.
  ///
  /// - Parameters:
  ///   - count: The number of items; zero or negative gives none.
  ///   - openness: 0 closed, 1 open.
  ///   - duration: How long one item's own move takes, in seconds.
  /// - Returns: One finite progress per item.
  public func progress(count: Int, openness: Double, duration: Double) -> [Double] {
    guard count > 0 else { return [] }
    let openness = openness.isNaN ? 1 : min(max(openness, -1), 2)
    // The opening delays, item i waiting i steps, worked out in place rather than as an array.
    let step = delayStep(count: count)
    let duration = duration.isFinite && duration > 0 ? min(duration, Self.longestTime) : 0
    let total = Double(count - 1) * step + duration
    return (0..<count).map { index in
      let delay = Double(index) * step
      let start = total > 0 ? min(delay / total, 0.95) : 0
      // Past fully open, every item overshoots as the spring does.
      if openness > 1 { return openness }
      return min(max((openness - start) / (1 - start), 0), 1)
    }
  }
}
