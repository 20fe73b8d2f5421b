import Foundation

extension BezierPath {
  /// Adds a circular arc from one angle to another, approximated by cubic segments of at most
  /// 90° each.
  ///
  /// Angles are in radians, measured from the positive x axis towards the positive y axis, which
  /// on a y-down screen is clockwise. When the path has a current point, a straight line joins it
  /// to the start of the arc, as in SwiftUI's `Path`. An end angle a full turn or more away in
  /// the direction of travel draws the full circle, back to the start, as Core Graphics and the
  /// HTML canvas do.
  ///
  /// ```swift
  /// // The top half of a circle, drawn left to right over the top (anticlockwise on screen).
  /// path.addArc(center: c, radius: 20, startAngle: .pi, endAngle: 0, clockwise: false)
  /// ```
  ///
  /// - Parameters:
  ///   - center: The circle's centre; a centre with a NaN or infinite coordinate adds nothing.
  ///   - radius: The radius. A negative, NaN or infinite radius adds nothing; zero adds the
  ///     centre; one so large that a point of the arc would be beyond
  ///     ±``BezierPath/maximumCoordinate`` adds nothing.
  ///   - startAngle: Where the arc starts, in radians; NaN or infinite adds nothing.
  ///   - endAngle: Where the arc ends, in radians; NaN or infinite adds nothing.
  ///   - clockwise: `true` to sweep towards increasing angles (clockwise on screen).
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Double, endAngle: Double, clockwise: Bool
  ) {
    guard startAngle.isFinite, endAngle.isFinite else { return }
    var sweep = endAngle - startAngle
    let fullTurn = 2 * Double.pi
    if !sweep.isFinite {
      // Angles so far apart that their difference overflows: certainly more than a turn.
      sweep = clockwise ? fullTurn : -fullTurn
    } else if clockwise {
      if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
    } else {
      if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - fullTurn }
    }
    addArc(center: center, radius: radius, startAngle: startAngle, sweep: sweep)
  }

  /// Adds a circular arc given by its start and signed sweep, both in radians.
  ///
  /// A positive sweep turns towards increasing angles (clockwise on a y-down screen). A sweep of
  /// more than a full turn either way, however large, draws one full circle in its direction
  /// and ends back at the start, as Core Graphics and the HTML canvas do, so an arc never adds
  /// more than four curves. Angles of any size are taken modulo a full turn, and an arc that
  /// starts at `startAngle + sweep` of the previous one (below 2²⁰ radians) meets it without a
  /// joining line.
  ///
  /// ```swift
  /// // A gauge's track: three quarters of a circle, starting bottom left.
  /// path.addArc(center: c, radius: 40, startAngle: 0.75 * .pi, sweep: 1.5 * .pi)
  /// ```
  ///
  /// - Parameters:
  ///   - center: The circle's centre; a centre with a NaN or infinite coordinate adds nothing.
  ///   - radius: The radius. A negative, NaN or infinite radius adds nothing; zero adds the
  ///     centre; one so large that a point of the arc would be beyond
  ///     ±``BezierPath/maximumCoordinate`` adds nothing.
  ///   - startAngle: Where the arc starts, in radians; NaN or infinite adds nothing.
  ///   - sweep: The signed angle the arc turns through, in radians. Zero adds the start point
  ///     only, NaN adds nothing, and ±infinity draws the full circle like any sweep beyond a
  ///     turn.
  public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Double, sweep: Double) {
    guard center.isFinite, radius.isFinite, radius >= 0, startAngle.isFinite, !sweep.isNaN else { return }
    let fullTurn = 2 * Double.pi
    let sweep = min(max(sweep, -fullTurn), fullTurn)
    let r = Double(radius)
    // Points are placed at angles taken modulo a turn, so a huge angle keeps its precision and
    // an arc starting at the angle where another ended (`start + sweep`) meets it exactly.
    func point(_ angle: Double) -> CGPoint {
      let angle = angle.truncatingRemainder(dividingBy: fullTurn)
      return CGPoint(x: Double(center.x) + r * cos(angle), y: Double(center.y) + r * sin(angle))
    }
    let start = point(startAngle)
    var arc: [Element] = []
    if currentPoint == nil {
      arc.append(.move(to: start))
    } else if currentPoint != start {
      arc.append(.line(to: start))
    }
    if r > 0, sweep != 0 {
      // |sweep| ≤ 2π here, so at most four quarter-turn curves.
      let count = Int((abs(sweep) / (Double.pi / 2)).rounded(.up))
      let step = sweep / Double(count)
      let handle = 4.0 / 3.0 * tan(step / 4) * r
      let base = startAngle.truncatingRemainder(dividingBy: fullTurn)
      // Beyond 2²⁰ radians adding the sweep to the start angle would lose precision.
      let end =
        abs(sweep) == fullTurn ? start : point(abs(startAngle) < 0x1p20 ? startAngle + sweep : base + sweep)
      var p0 = start
      for index in 0..<count {
        let angle = base + step * Double(index)
        let next = base + step * Double(index + 1)
        let p1 = index == count - 1 ? end : point(next)
        arc.append(
          .curve(
            to: p1,
            control1: CGPoint(x: Double(p0.x) - handle * sin(angle), y: Double(p0.y) + handle * cos(angle)),
            control2: CGPoint(x: Double(p1.x) + handle * sin(next), y: Double(p1.y) - handle * cos(next))))
        p0 = p1
      }
    }
    // All or nothing: a radius too large for drawable points must not leave half an arc.
    guard arc.allSatisfy(\.isDrawable) else { return }
    for element in arc { append(element) }
  }
}
