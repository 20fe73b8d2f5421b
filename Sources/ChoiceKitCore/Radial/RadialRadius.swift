import Foundation

/// How far from the centre a radial layout puts its items.
public enum RadialRadius: Sendable, Hashable {
  /// A fixed distance, in points, from the centre to each item's anchor point. Negative or NaN
  /// reads as 0, infinite or above ``RadialArrangement/maximumLength`` as that length.
  case fixed(CGFloat)
  /// The largest distance that keeps every item inside the bounds, but never less than
  /// ``RadialArrangement/idealRadius``, the smallest at which no two items overlap.
  ///
  /// Bounds too small to hold the items apart are overflowed, as a stack overflows a frame too
  /// small for it: the items keep apart and reach outside (the tutorial's three buttons on a
  /// half circle in a 300 pt frame do). With no finite bounds to fit (a `nil` or infinite
  /// proposal in either direction) the radius is the ideal one.
  case fitted
}

/// Which point of an item sits on the circle, in unit coordinates of the item's frame: (0, 0)
/// is its top leading corner, (0.5, 0.5) its centre.
///
/// The tutorial anchors items on its halves by their inner edge, so they hang outwards:
/// ``trailing`` on the leading half and ``leading`` on the trailing half.
public struct RadialAnchor: Sendable, Hashable {
  /// The horizontal unit position, from 0 (leading edge) to 1 (trailing edge).
  public var x: CGFloat
  /// The vertical unit position, from 0 (top) to 1 (bottom).
  public var y: CGFloat

  /// Creates an anchor; each coordinate is clamped to 0...1, NaN reads as 0.5.
  ///
  /// - Parameters:
  ///   - x: The horizontal unit position.
  ///   - y: The vertical unit position.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x.isNaN ? 0.5 : min(max(x, 0), 1)
    self.y = y.isNaN ? 0.5 : min(max(y, 0), 1)
  }

  /// The item's centre.
  public static let center = RadialAnchor(x: 0.5, y: 0.5)
  /// The middle of the item's leading edge.
  public static let leading = RadialAnchor(x: 0, y: 0.5)
  /// The middle of the item's trailing edge.
  public static let trailing = RadialAnchor(x: 1, y: 0.5)
}
