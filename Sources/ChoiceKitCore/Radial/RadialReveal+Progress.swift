import Foundation

extension RadialReveal {
  /// How far out each item of a radial menu is when the whole menu is `openness` of the way
  /// open: the staggered ``delays(count:isOpening:reduceMotion:)`` turned from seconds into
  /// shares of one animated value, so a single spring drives every item.
  ///
  /// Item i starts when the openness has covered its delay's share of the whole move, the delay
  /// divided by (the longest delay + `duration`), and reaches 1 with the menu. Opening, the first
  /// item leaves first and a spring's overshoot (openness above 1) carries every item past 1;
  /// closing, the last item leaves first and no item passes the centre.
  ///
  /// ```swift
  /// RadialReveal().progress(count: 3, openness: 1, isOpening: true, duration: 0.3)    // [1, 1, 1]
  /// RadialReveal().progress(count: 3, openness: 0.1, isOpening: true, duration: 0.3)  // first item ahead
  /// ```
  ///
  /// - Parameters:
  ///   - count: The number of items; zero or negative gives none.
  ///   - openness: 0 closed, 1 open; NaN reads as 1, infinities as 0 or 2, values clamped to
  ///     -1...2.
  ///   - isOpening: Whether the menu is opening (`true`) or closing.
  ///   - duration: How long one item's own move takes, in seconds (the spring's response);
  ///     negative, NaN or infinite reads as 0.
  /// - Returns: One progress per item: 0 at the centre, 1 on the circle.
  public func progress(count: Int, openness: Double, isOpening: Bool, duration: Double) -> [Double] {
    let openness = openness.isNaN ? 1 : min(max(openness, -1), 2)
    let delays = delays(count: count, isOpening: isOpening)
    let duration = duration.isFinite && duration > 0 ? duration : 0
    let total = (delays.max() ?? 0) + duration
    return delays.map { delay in
      let start = total > 0 ? min(delay / total, 0.95) : 0
      guard isOpening else { return min(max(openness / (1 - start), 0), 1) }
      return max((openness - start) / (1 - start), 0)
    }
  }
}
