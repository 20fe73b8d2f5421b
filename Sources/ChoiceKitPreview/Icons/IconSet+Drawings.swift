import ChoiceKitCore
import Foundation

// The glyphs, drawn for ChoiceKit from plain geometry in the 24-point box (y down).
//
// Weights are shared so the set reads as one family: outline glyphs use a 2-point stroke, glyphs
// named `.fill` are solid. Shapes keep about 2 points of margin, so a stroke's half width and
// round caps stay inside the box.
extension IconSet {
  /// The stroke of every outline glyph.
  static let outline: VectorIcon.Paint = .stroke(lineWidth: 2)

  /// The centre of the box.
  static let centre = CGPoint(x: 12, y: 12)

  // MARK: - Glyphs

  static func house() -> [VectorIcon.Layer] {
    // One outline, the door a notch in the bottom edge, so no hole is needed.
    let body = roundedPolygon(
      [
        point(12, 2.5), point(21.5, 11.5), point(19, 11.5), point(19, 21), point(14.25, 21),
        point(14.25, 15.5), point(9.75, 15.5), point(9.75, 21), point(5, 21), point(5, 11.5),
        point(2.5, 11.5),
      ], radius: 1)
    return [.init(path: body, paint: .fill)]
  }

  static func magnifyingGlass() -> [VectorIcon.Layer] {
    let lens = CGPoint(x: 10.5, y: 10.5)
    let radius: CGFloat = 6.5
    var path = BezierPath.circle(center: lens, radius: radius)
    // The handle leaves the rim at 45°, pointing to the bottom right.
    let rim = radius / 2.squareRoot()
    path.move(to: point(lens.x + rim, lens.y + rim))
    path.addLine(to: point(20, 20))
    return [.init(path: path, paint: outline)]
  }

  static func heart() -> [VectorIcon.Layer] {
    let path = BezierPath { path in
      path.move(to: point(12, 20.5))
      path.addCurve(to: point(2.5, 9), control1: point(8, 17.5), control2: point(2.5, 13.5))
      path.addCurve(to: point(7.25, 4), control1: point(2.5, 6), control2: point(4.5, 4))
      path.addCurve(to: point(12, 7), control1: point(9.5, 4), control2: point(11.25, 5.5))
      path.addCurve(to: point(16.75, 4), control1: point(12.75, 5.5), control2: point(14.5, 4))
      path.addCurve(to: point(21.5, 9), control1: point(19.5, 4), control2: point(21.5, 6))
      path.addCurve(to: point(12, 20.5), control1: point(21.5, 13.5), control2: point(16, 17.5))
      path.closeSubpath()
    }
    return [.init(path: path, paint: .fill)]
  }

  static func person() -> [VectorIcon.Layer] {
    var path = BezierPath.circle(center: point(12, 7.5), radius: 4.5)
    // Shoulders: a low dome over a flat, slightly rounded base.
    path.move(to: point(3.5, 19.75))
    path.addCurve(to: point(12, 13.5), control1: point(3.5, 16), control2: point(7.25, 13.5))
    path.addCurve(to: point(20.5, 19.75), control1: point(16.75, 13.5), control2: point(20.5, 16))
    path.addQuadCurve(to: point(19, 21.25), control: point(20.5, 21.25))
    path.addLine(to: point(5, 21.25))
    path.addQuadCurve(to: point(3.5, 19.75), control: point(3.5, 21.25))
    path.closeSubpath()
    return [.init(path: path, paint: .fill)]
  }

  static func plus() -> [VectorIcon.Layer] {
    [.init(path: lines([[point(12, 4), point(12, 20)], [point(4, 12), point(20, 12)]]), paint: outline)]
  }

  static func trash() -> [VectorIcon.Layer] {
    var path = lines([
      [point(3.5, 6), point(20.5, 6)], [point(10, 10), point(10, 17)], [point(14, 10), point(14, 17)],
    ])
    // The lid's handle.
    path.move(to: point(9, 6))
    path.addLine(to: point(9, 4.5))
    path.addQuadCurve(to: point(10.5, 3), control: point(9, 3))
    path.addLine(to: point(13.5, 3))
    path.addQuadCurve(to: point(15, 4.5), control: point(15, 3))
    path.addLine(to: point(15, 6))
    // The bin, slightly narrower at the bottom.
    path.move(to: point(5.5, 6))
    path.addLine(to: point(6.4, 19.1))
    path.addQuadCurve(to: point(8.4, 21), control: point(6.55, 21))
    path.addLine(to: point(15.6, 21))
    path.addQuadCurve(to: point(17.6, 19.1), control: point(17.45, 21))
    path.addLine(to: point(18.5, 6))
    return [.init(path: path, paint: outline)]
  }

  static func sun() -> [VectorIcon.Layer] {
    let disc = BezierPath.circle(center: centre, radius: 4.5)
    let rays = lines(
      (0..<8).map { index in
        let angle = Double(index) * Double.pi / 4
        let (dx, dy) = (CGFloat(cos(angle)), CGFloat(sin(angle)))
        return [
          point(centre.x + 7.5 * dx, centre.y + 7.5 * dy), point(centre.x + 10 * dx, centre.y + 10 * dy),
        ]
      })
    return [.init(path: disc, paint: .fill), .init(path: rays, paint: outline)]
  }

  static func calendar() -> [VectorIcon.Layer] {
    var frame = BezierPath.roundedRect(CGRect(x: 3, y: 4.5, width: 18, height: 16.5), cornerRadius: 3)
    frame.addPath(
      lines([
        [point(3, 9.5), point(21, 9.5)], [point(7.5, 2.5), point(7.5, 6)],
        [point(16.5, 2.5), point(16.5, 6)],
      ]))
    // Days as dots rather than grid lines, which would blur together at small sizes.
    var days = BezierPath()
    for y: CGFloat in [13.5, 17.25] {
      for x: CGFloat in [7.5, 12, 16.5] { days.addPath(.circle(center: point(x, y), radius: 1.2)) }
    }
    return [.init(path: frame, paint: outline), .init(path: days, paint: .fill)]
  }

  static func chartBarDocument() -> [VectorIcon.Layer] {
    // A sheet with its top-right corner cut, so it reads as a document and not a box.
    let sheet = roundedPolygon(
      [point(4, 2.5), point(15, 2.5), point(20, 7.5), point(20, 21.5), point(4, 21.5)], radius: 2.5)
    var bars = BezierPath()
    for (y, length): (CGFloat, CGFloat) in [(8, 8), (12, 5), (16, 6.5)] {
      bars.addPath(.capsule(in: CGRect(x: 8, y: y - 1.2, width: length, height: 2.4)))
    }
    return [.init(path: sheet, paint: outline), .init(path: bars, paint: .fill)]
  }

  static func globeAmericas() -> [VectorIcon.Layer] {
    // The continents are cut out of the disc by tracing them against its direction.
    var path = BezierPath.circle(center: centre, radius: 10)
    let northAmerica = [
      point(3.9, 9.4), point(5.2, 6.3), point(8, 4.3), point(11.5, 3.7), point(14.6, 4.3),
      point(15.3, 5.9), point(13.7, 7.4), point(13.8, 9.3), point(12.3, 10.3), point(11.6, 12.3),
      point(12.6, 13.5), point(10.7, 12.8), point(9.3, 11.3), point(7.1, 11.7), point(5.3, 11.2),
    ]
    let southAmerica = [
      point(13.4, 14.6), point(15.9, 14.5), point(18.1, 16.3), point(17, 18.4), point(14.6, 20.1),
      point(13.8, 17.7), point(12.9, 15.9),
    ]
    path.addPath(smoothClosed(northAmerica.reversed()))
    path.addPath(smoothClosed(southAmerica.reversed()))
    return [.init(path: path, paint: .fill)]
  }

  static func checkmark() -> [VectorIcon.Layer] {
    [.init(path: lines([[point(4.5, 12.5), point(9.5, 17.5), point(19.5, 6.5)]]), paint: outline)]
  }

  static func chevronRight() -> [VectorIcon.Layer] {
    [.init(path: lines([[point(8.25, 4.5), point(15.75, 12), point(8.25, 19.5)]]), paint: outline)]
  }

  static func chevronUpChevronDown() -> [VectorIcon.Layer] {
    // Two small chevrons apart from each other, as a menu button shows that it opens a list.
    [
      .init(
        path: lines([
          [point(7.5, 9.5), point(12, 5), point(16.5, 9.5)],
          [point(7.5, 14.5), point(12, 19), point(16.5, 14.5)],
        ]), paint: outline)
    ]
  }

  static func xmark() -> [VectorIcon.Layer] {
    [
      .init(
        path: lines([[point(5.5, 5.5), point(18.5, 18.5)], [point(18.5, 5.5), point(5.5, 18.5)]]),
        paint: outline)
    ]
  }

  static func placeholder() -> [VectorIcon.Layer] {
    var path = BezierPath.roundedRect(CGRect(x: 3, y: 3, width: 18, height: 18), cornerRadius: 3.5)
    path.addPath(lines([[point(8, 8), point(16, 16)], [point(16, 8), point(8, 16)]]))
    return [.init(path: path, paint: outline)]
  }

  // MARK: - Helpers

  /// A point, shortened for the coordinate lists above.
  static func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
    CGPoint(x: x, y: y)
  }

  /// Open polylines, one subpath each.
  static func lines(_ polylines: [[CGPoint]]) -> BezierPath {
    var path = BezierPath()
    for polyline in polylines {
      guard let first = polyline.first else { continue }
      path.move(to: first)
      for next in polyline.dropFirst() { path.addLine(to: next) }
    }
    return path
  }

  /// A closed polygon whose corners are softened by quadratic curves.
  ///
  /// Each corner is cut at `radius` along both edges (at most half of either edge, so
  /// neighbouring corners never overlap) and bridged by a curve with the corner as control.
  static func roundedPolygon(_ points: [CGPoint], radius: CGFloat) -> BezierPath {
    guard points.count > 2 else { return BezierPath() }
    func toward(_ from: CGPoint, _ to: CGPoint, _ distance: CGFloat) -> CGPoint {
      let length = hypot(to.x - from.x, to.y - from.y)
      guard length > 0 else { return from }
      let t = min(distance, length / 2) / length
      return CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
    }
    var path = BezierPath()
    for index in points.indices {
      let corner = points[index]
      let previous = points[(index + points.count - 1) % points.count]
      let next = points[(index + 1) % points.count]
      let entry = toward(corner, previous, radius)
      if index == 0 { path.move(to: entry) } else { path.addLine(to: entry) }
      path.addQuadCurve(to: toward(corner, next, radius), control: corner)
    }
    path.closeSubpath()
    return path
  }

  /// A smooth closed curve through points (a closed Catmull–Rom spline as cubic Béziers).
  static func smoothClosed<C: Collection<CGPoint>>(_ points: C) -> BezierPath {
    let points = Array(points)
    guard points.count > 2 else { return BezierPath() }
    let count = points.count
    var path = BezierPath()
    path.move(to: points[0])
    for index in points.indices {
      let (p0, p1) = (points[(index + count - 1) % count], points[index])
      let (p2, p3) = (points[(index + 1) % count], points[(index + 2) % count])
      path.addCurve(
        to: p2,
        control1: CGPoint(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6),
        control2: CGPoint(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6))
    }
    path.closeSubpath()
    return path
  }
}
