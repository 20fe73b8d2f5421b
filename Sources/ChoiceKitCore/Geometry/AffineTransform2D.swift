import Foundation

/// A 2-D affine transform, laid out like Core Graphics' `CGAffineTransform`, which does not exist
/// on every platform ChoiceKit builds for.
///
/// A point maps as `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
///
/// ```swift
/// let t = AffineTransform2D(translationX: 10, y: 0).concatenating(.init(scale: 2))
/// t.apply(to: CGPoint(x: 1, y: 1))  // (22, 2)
/// ```
public struct AffineTransform2D: Sendable, Hashable {
  public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

  /// Creates a transform from its six coefficients.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The transform that changes nothing.
  public static let identity = AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation.
  public init(translationX x: CGFloat, y: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale about the origin.
  public init(scaleX x: CGFloat, y: CGFloat) {
    self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A uniform scale about the origin.
  public init(scale: CGFloat) {
    self.init(scaleX: scale, y: scale)
  }

  /// A rotation about the origin; positive angles turn clockwise on a y-down screen.
  ///
  /// - Parameter radians: The angle in radians.
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

  /// The inverse transform, or `nil` when this one collapses the plane (determinant zero).
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
  public func apply(to point: CGPoint) -> CGPoint {
    CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }
}

extension BezierPath {
  /// The path with every point mapped by a transform.
  ///
  /// - Parameter transform: The transform; elements whose mapped points are not finite are dropped.
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
