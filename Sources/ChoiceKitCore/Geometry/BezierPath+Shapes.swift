import Foundation

extension BezierPath {
  /// The handle length, as a fraction of the radius, of one cubic approximating a quarter circle.
  ///
  /// 4/3·tan(π/8): the radial error of such a quarter is below 0.03 % of the radius.
  public static let quarterCircleHandle: CGFloat = 4.0 / 3.0 * CGFloat(tan(Double.pi / 8))

  /// Adds a closed rectangle, drawn clockwise on screen from its top-left corner.
  ///
  /// - Parameter rect: The rectangle. A negative size is standardized first; a zero width or
  ///   height draws a flat outline with no area; a rectangle with a NaN or infinite (or
  ///   overflowing) edge, `CGRect.null` included, adds nothing.
  public mutating func addRect(_ rect: CGRect) {
    let r = rect.standardized
    guard r.isDrawable else { return }
    move(to: CGPoint(x: r.minX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.maxY))
    addLine(to: CGPoint(x: r.minX, y: r.maxY))
    closeSubpath()
  }

  /// Adds a closed rectangle with circular corners, drawn clockwise on screen.
  ///
  /// - Parameters:
  ///   - rect: The rectangle, with the rules of ``addRect(_:)`` for bad sizes.
  ///   - cornerRadius: The corners' radius, limited to half the shorter side; a zero, negative,
  ///     NaN or infinite radius gives square corners.
  public mutating func addRoundedRect(_ rect: CGRect, cornerRadius: CGFloat) {
    let r = rect.standardized
    guard r.isDrawable else { return }
    let radius = min(ChoiceSpacing.sanitized(cornerRadius), r.width / 2, r.height / 2)
    guard radius > 0 else {
      addRect(r)
      return
    }
    let h = radius * (1 - Self.quarterCircleHandle)
    move(to: CGPoint(x: r.minX + radius, y: r.minY))
    addEdge(to: CGPoint(x: r.maxX - radius, y: r.minY))
    addCurve(
      to: CGPoint(x: r.maxX, y: r.minY + radius),
      control1: CGPoint(x: r.maxX - h, y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + h))
    addEdge(to: CGPoint(x: r.maxX, y: r.maxY - radius))
    addCurve(
      to: CGPoint(x: r.maxX - radius, y: r.maxY),
      control1: CGPoint(x: r.maxX, y: r.maxY - h), control2: CGPoint(x: r.maxX - h, y: r.maxY))
    addEdge(to: CGPoint(x: r.minX + radius, y: r.maxY))
    addCurve(
      to: CGPoint(x: r.minX, y: r.maxY - radius),
      control1: CGPoint(x: r.minX + h, y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - h))
    addEdge(to: CGPoint(x: r.minX, y: r.minY + radius))
    addCurve(
      to: CGPoint(x: r.minX + radius, y: r.minY),
      control1: CGPoint(x: r.minX, y: r.minY + h), control2: CGPoint(x: r.minX + h, y: r.minY))
    closeSubpath()
  }

  /// A straight edge, left out when it would have no length (the flat sides of a capsule).
  private mutating func addEdge(to point: CGPoint) {
    if currentPoint != point { addLine(to: point) }
  }

  /// Adds a closed ellipse inscribed in a rectangle, drawn clockwise on screen from its right.
  ///
  /// - Parameter rect: The bounding rectangle. A negative size is standardized first; a zero
  ///   width or height gives a flat ellipse with no area (a single point when both are zero); a
  ///   rectangle with a NaN or infinite (or overflowing) edge adds nothing.
  public mutating func addEllipse(in rect: CGRect) {
    let r = rect.standardized
    guard r.isDrawable else { return }
    let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
    let kx = rx * Self.quarterCircleHandle
    let ky = ry * Self.quarterCircleHandle
    move(to: CGPoint(x: cx + rx, y: cy))
    addCurve(
      to: CGPoint(x: cx, y: cy + ry),
      control1: CGPoint(x: cx + rx, y: cy + ky), control2: CGPoint(x: cx + kx, y: cy + ry))
    addCurve(
      to: CGPoint(x: cx - rx, y: cy),
      control1: CGPoint(x: cx - kx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + ky))
    addCurve(
      to: CGPoint(x: cx, y: cy - ry),
      control1: CGPoint(x: cx - rx, y: cy - ky), control2: CGPoint(x: cx - kx, y: cy - ry))
    addCurve(
      to: CGPoint(x: cx + rx, y: cy),
      control1: CGPoint(x: cx + kx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - ky))
    closeSubpath()
  }

  /// A rectangle path.
  ///
  /// ```swift
  /// BezierPath.rect(CGRect(x: 0, y: 0, width: 2, height: 1)).svgPathData()  // "M0 0L2 0L2 1L0 1Z"
  /// ```
  ///
  /// - Parameter rect: The rectangle; a negative size is standardized first.
  /// - Returns: A closed path; empty when the rectangle is not finite.
  public static func rect(_ rect: CGRect) -> BezierPath {
    BezierPath { $0.addRect(rect) }
  }

  /// A rectangle with circular corners.
  ///
  /// - Parameters:
  ///   - rect: The rectangle; a negative size is standardized first.
  ///   - cornerRadius: The corners' radius, limited to half the shorter side; a zero, negative,
  ///     NaN or infinite radius gives square corners.
  /// - Returns: A closed path; empty when the rectangle is not finite.
  public static func roundedRect(_ rect: CGRect, cornerRadius: CGFloat) -> BezierPath {
    BezierPath { $0.addRoundedRect(rect, cornerRadius: cornerRadius) }
  }

  /// A capsule: a rounded rectangle whose corner radius is half its shorter side.
  ///
  /// - Parameter rect: The bounding rectangle; a negative size is standardized first, and a
  ///   zero width or height gives a flat outline with no area.
  /// - Returns: A closed path; empty when the rectangle is not finite.
  public static func capsule(in rect: CGRect) -> BezierPath {
    let r = rect.standardized
    return roundedRect(r, cornerRadius: min(r.width, r.height) / 2)
  }

  /// An ellipse inscribed in a rectangle.
  ///
  /// - Parameter rect: The bounding rectangle, with the rules of ``addEllipse(in:)`` for bad
  ///   sizes.
  /// - Returns: A closed path; empty when the rectangle is not finite.
  public static func ellipse(in rect: CGRect) -> BezierPath {
    BezierPath { $0.addEllipse(in: rect) }
  }

  /// A circle.
  ///
  /// - Parameters:
  ///   - center: The centre; a NaN or infinite coordinate gives an empty path.
  ///   - radius: The radius. Negative, NaN or infinite radii give an empty path, and so does one
  ///     too large for the circle's points to be finite; zero gives a closed path of zero length
  ///     at the centre.
  /// - Returns: A closed path drawn clockwise on screen from the rightmost point.
  public static func circle(center: CGPoint, radius: CGFloat) -> BezierPath {
    guard radius.isFinite, radius >= 0 else { return BezierPath() }
    return ellipse(
      in: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
  }
}

extension CGRect {
  /// Whether every edge of the standardized rectangle is a finite number.
  fileprivate var isDrawable: Bool {
    origin.isFinite && size.width.isFinite && size.height.isFinite && maxX.isFinite && maxY.isFinite
  }
}
