import Foundation

extension BezierPath {
  /// The handle length, as a fraction of the radius, of one cubic approximating a quarter circle.
  ///
  /// 4/3·tan(π/8): the radial error of such a quarter is below 0.03 % of the radius.
  public static let quarterCircleHandle: CGFloat = 4.0 / 3.0 * CGFloat(tan(Double.pi / 8))

  /// Adds a circular arc, approximated by cubic segments of at most 90° each.
  ///
  /// Angles are in radians, measured from the positive x axis towards the positive y axis, which
  /// on a y-down screen is clockwise. When the path has a current point, a straight line joins it
  /// to the start of the arc, as in SwiftUI's `Path`.
  ///
  /// ```swift
  /// // The top half of a circle, drawn left to right over the top (anticlockwise on screen).
  /// path.addArc(center: c, radius: 20, startAngle: .pi, endAngle: 0, clockwise: false)
  /// ```
  ///
  /// - Parameters:
  ///   - center: The circle's centre.
  ///   - radius: The radius. A negative or non-finite radius adds nothing; zero adds the centre.
  ///   - startAngle: Where the arc starts, in radians.
  ///   - endAngle: Where the arc ends, in radians.
  ///   - clockwise: `true` to sweep towards increasing angles (clockwise on screen).
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Double, endAngle: Double, clockwise: Bool
  ) {
    var sweep = endAngle - startAngle
    let fullTurn = 2 * Double.pi
    if clockwise {
      if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
    } else {
      if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - fullTurn }
    }
    addArc(center: center, radius: radius, startAngle: startAngle, sweep: sweep)
  }

  /// Adds a circular arc given by its start and signed sweep, both in radians.
  ///
  /// A positive sweep turns towards increasing angles (clockwise on a y-down screen). Sweeps
  /// larger than a full turn are drawn as given, winding more than once.
  ///
  /// - Parameters:
  ///   - center: The circle's centre.
  ///   - radius: The radius. A negative or non-finite radius adds nothing; zero adds the centre.
  ///   - startAngle: Where the arc starts, in radians.
  ///   - sweep: The signed angle the arc turns through, in radians; non-finite adds nothing.
  public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Double, sweep: Double) {
    guard center.isFinite, radius.isFinite, radius >= 0, startAngle.isFinite, sweep.isFinite
    else { return }
    let r = Double(radius)
    func point(_ angle: Double) -> CGPoint {
      CGPoint(x: Double(center.x) + r * cos(angle), y: Double(center.y) + r * sin(angle))
    }
    let start = point(startAngle)
    if currentPoint == nil { move(to: start) } else if currentPoint != start { addLine(to: start) }
    guard r > 0, sweep != 0 else { return }
    // Cap the segment count so an absurd sweep cannot allocate without bound.
    let segments = min(max(Int((abs(sweep) / (Double.pi / 2)).rounded(.up)), 1), 4096)
    let step = sweep / Double(segments)
    let handle = 4.0 / 3.0 * tan(step / 4) * r
    var angle = startAngle
    for _ in 0..<segments {
      let next = angle + step
      let p0 = point(angle)
      let p1 = point(next)
      addCurve(
        to: p1,
        control1: CGPoint(x: Double(p0.x) - handle * sin(angle), y: Double(p0.y) + handle * cos(angle)),
        control2: CGPoint(x: Double(p1.x) + handle * sin(next), y: Double(p1.y) - handle * cos(next)))
      angle = next
    }
  }

  /// Adds a closed rectangle, drawn clockwise on screen from its top-left corner.
  ///
  /// - Parameter rect: The rectangle; a rectangle with a non-finite edge adds nothing.
  public mutating func addRect(_ rect: CGRect) {
    let r = rect.standardized
    guard r.origin.isFinite, r.width.isFinite, r.height.isFinite else { return }
    move(to: CGPoint(x: r.minX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.maxY))
    addLine(to: CGPoint(x: r.minX, y: r.maxY))
    closeSubpath()
  }

  /// Adds a closed rectangle with circular corners, drawn clockwise on screen.
  ///
  /// - Parameters:
  ///   - rect: The rectangle; a rectangle with a non-finite edge adds nothing.
  ///   - cornerRadius: The corners' radius, limited to half the shorter side; a negative or
  ///     non-finite radius gives square corners.
  public mutating func addRoundedRect(_ rect: CGRect, cornerRadius: CGFloat) {
    let r = rect.standardized
    guard r.origin.isFinite, r.width.isFinite, r.height.isFinite else { return }
    let radius = min(Spacing.sanitized(cornerRadius), r.width / 2, r.height / 2)
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
  /// - Parameter rect: The bounding rectangle; a rectangle with a non-finite edge adds nothing.
  public mutating func addEllipse(in rect: CGRect) {
    let r = rect.standardized
    guard r.origin.isFinite, r.width.isFinite, r.height.isFinite else { return }
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
  /// - Parameter rect: The rectangle.
  /// - Returns: A closed path; empty when the rectangle is not finite.
  public static func rect(_ rect: CGRect) -> BezierPath {
    BezierPath { $0.addRect(rect) }
  }

  /// A rectangle with circular corners.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - cornerRadius: The corners' radius, limited to half the shorter side.
  /// - Returns: A closed path; empty when the rectangle is not finite.
  public static func roundedRect(_ rect: CGRect, cornerRadius: CGFloat) -> BezierPath {
    BezierPath { $0.addRoundedRect(rect, cornerRadius: cornerRadius) }
  }

  /// A capsule: a rounded rectangle whose corner radius is half its shorter side.
  ///
  /// - Parameter rect: The bounding rectangle.
  /// - Returns: A closed path; empty when the rectangle is not finite.
  public static func capsule(in rect: CGRect) -> BezierPath {
    let r = rect.standardized
    return roundedRect(r, cornerRadius: min(r.width, r.height) / 2)
  }

  /// An ellipse inscribed in a rectangle.
  ///
  /// - Parameter rect: The bounding rectangle.
  /// - Returns: A closed path; empty when the rectangle is not finite.
  public static func ellipse(in rect: CGRect) -> BezierPath {
    BezierPath { $0.addEllipse(in: rect) }
  }

  /// A circle.
  ///
  /// - Parameters:
  ///   - center: The centre.
  ///   - radius: The radius; negative or non-finite radii give an empty path.
  /// - Returns: A closed path.
  public static func circle(center: CGPoint, radius: CGFloat) -> BezierPath {
    guard radius.isFinite, radius >= 0 else { return BezierPath() }
    return ellipse(
      in: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
  }
}
