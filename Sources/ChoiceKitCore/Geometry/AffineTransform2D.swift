import Foundation

/// A 2-D affine transform, laid out like Core Graphics' `CGAffineTransform`, which does not exist
/// on every platform ChoiceKit builds for.
///
/// A point maps as `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
///
/// Coefficients are used as given: a NaN or infinite one (from any initialiser) maps points to
/// non-finite ones, which ``BezierPath/applying(_:)`` then drops.
///
/// ```swift
/// let t = AffineTransform2D(translationX: 10, y: 0).concatenating(.init(scale: 2))
/// t.apply(to: CGPoint(x: 1, y: 1))  // (22, 2)
/// ```
public struct AffineTransform2D: Sendable, Hashable {
  /// The coefficients, named as in the formula above.
  public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

  /// Creates a transform from its six coefficients.
  ///
  /// Non-finite coefficients are kept, and make mapped points non-finite.
  ///
  /// - Parameters:
  ///   - a: x′ per unit of x.
  ///   - b: y′ per unit of x.
  ///   - c: x′ per unit of y.
  ///   - d: y′ per unit of y.
  ///   - tx: Added to x′.
  ///   - ty: Added to y′.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The transform that changes nothing.
  public static let identity = AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation.
  ///
  /// - Parameters:
  ///   - x: The horizontal offset.
  ///   - y: The vertical offset; a non-finite offset makes mapped points non-finite.
  public init(translationX x: CGFloat, y: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale about the origin.
  ///
  /// - Parameters:
  ///   - x: The horizontal factor; negative mirrors, zero collapses (no ``inverted``).
  ///   - y: The vertical factor, likewise; a non-finite factor makes mapped points non-finite.
  public init(scaleX x: CGFloat, y: CGFloat) {
    self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A uniform scale about the origin.
  ///
  /// - Parameter scale: The factor; negative turns by half a turn, zero collapses (no
  ///   ``inverted``), non-finite makes mapped points non-finite.
  public init(scale: CGFloat) {
    self.init(scaleX: scale, y: scale)
  }

  /// A rotation about the origin; positive angles turn clockwise on a y-down screen.
  ///
  /// - Parameter radians: The angle in radians; NaN or infinite gives NaN coefficients.
  public init(rotation radians: Double) {
    let (s, co) = (CGFloat(sin(radians)), CGFloat(cos(radians)))
    self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
  }

  /// This transform followed by another.
  ///
  /// - Parameter other: The transform applied after this one.
  /// - Returns: The combined transform.
  public func concatenating(_ other: AffineTransform2D) -> AffineTransform2D {
    AffineTransform2D(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// The inverse transform, or `nil` when this one collapses the plane (determinant zero) or
  /// its determinant is not finite (a NaN or infinite coefficient, or overflow).
  public var inverted: AffineTransform2D? {
    let det = a * d - b * c
    guard det != 0, det.isFinite else { return nil }
    return AffineTransform2D(
      a: d / det, b: -b / det, c: -c / det, d: a / det,
      tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
  }

  /// Whether this is the identity.
  public var isIdentity: Bool { self == .identity }

  /// Maps a point.
  ///
  /// - Parameter point: The point; a NaN or infinite coordinate gives a non-finite result.
  /// - Returns: The mapped point.
  public func apply(to point: CGPoint) -> CGPoint {
    CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }
}

extension BezierPath {
  /// The path with every point mapped by a transform.
  ///
  /// - Parameter transform: The transform; elements whose mapped points are not finite are
  ///   dropped, by the rules of ``BezierPath/append(_:)`` (a segment left without its move
  ///   starts the path at its own end).
  /// - Returns: The transformed path.
  public func applying(_ transform: AffineTransform2D) -> BezierPath {
    let map = transform.apply(to:)
    return BezierPath(
      elements: elements.map { element in
        switch element {
        case .move(let p): .move(to: map(p))
        case .line(let p): .line(to: map(p))
        case .quadCurve(let p, let c): .quadCurve(to: map(p), control: map(c))
        case .curve(let p, let c1, let c2): .curve(to: map(p), control1: map(c1), control2: map(c2))
        case .closeSubpath: .closeSubpath
        }
      })
  }
}
