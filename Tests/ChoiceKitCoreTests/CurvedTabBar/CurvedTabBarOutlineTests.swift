import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

@Suite("CurvedTabBarOutline")
struct CurvedTabBarOutlineTests {
  static let bar = CGRect(x: 0, y: 0, width: 390, height: 83)

  /// The degrees between two unit tangents.
  static func degrees(_ a: CGPoint, _ b: CGPoint) -> Double {
    let cross = Double(a.x * b.y - a.y * b.x)
    let dot = Double(a.x * b.x + a.y * b.y)
    return abs(atan2(cross, dot)) * 180 / .pi
  }

  /// The turn at every join except the bar's intended corners: the bottom two always, the top
  /// two when they are square.
  static func smoothJoinTurns(_ path: BezierPath, rect: CGRect, cornerRadius: CGFloat) -> [Double] {
    let segments = path.segments(closingOpenSubpaths: true).map(\.segment)
    var corners = [CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
    if cornerRadius == 0 {
      corners += [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY)]
    }
    return segments.indices.compactMap { index in
      let next = segments[(index + 1) % segments.count]
      guard !corners.contains(segments[index].end) else { return nil }
      return degrees(segments[index].tangent(at: 1), next.tangent(at: 0))
    }
  }

  /// Whether segments ab and cd cross at a point inside both.
  static func crossProperly(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint) -> Bool {
    func orient(_ p: CGPoint, _ q: CGPoint, _ r: CGPoint) -> CGFloat {
      (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x)
    }
    let d1 = orient(c, d, a)
    let d2 = orient(c, d, b)
    let d3 = orient(a, b, c)
    let d4 = orient(a, b, d)
    return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))
  }

  static func selfIntersects(_ path: BezierPath, tolerance: CGFloat) -> Bool {
    for polyline in path.flattened(tolerance: tolerance) {
      var points = polyline.points
      if polyline.isClosed, let first = points.first { points.append(first) }
      let count = points.count - 1
      guard count > 2 else { continue }
      for i in 0..<count {
        for j in stride(from: i + 2, to: count, by: 1) where !(i == 0 && j == count - 1) {
          if crossProperly(points[i], points[i + 1], points[j], points[j + 1]) { return true }
        }
      }
    }
    return false
  }

  /// A random bar, notch and centre, special values included.
  static func randomCase(
    _ random: inout SeededRandom, profile: CurvedTabBarNotch.Profile = .smooth
  ) -> (CGRect, CurvedTabBarNotch, CGFloat) {
    let rect = CGRect(
      x: random.cgFloat(in: -200...200), y: random.cgFloat(in: -200...200),
      width: random.int(in: 0...4) == 0 ? Generate.length(&random) : random.cgFloat(in: 1...600),
      height: random.int(in: 0...4) == 0 ? Generate.length(&random) : random.cgFloat(in: 1...150))
    let notch = CurvedTabBarNotch(
      width: Generate.length(&random), depth: Generate.length(&random) / 3,
      smoothness: random.int(in: 0...4) == 0 ? Generate.length(&random) : random.cgFloat(in: 0...1),
      cornerRadius: Generate.length(&random) / 10, profile: profile)
    let center =
      random.int(in: 0...3) == 0
      ? Generate.length(&random) : rect.minX + random.cgFloat(in: -0.2...1.2) * rect.width
    return (rect, notch, center)
  }

  @Test func tutorialPresetReproducesTheSeedsPoints() {
    let path = CurvedTabBarOutline(notch: .tutorial).path(in: Self.bar, notchCenterX: Self.bar.midX)
    let mid: CGFloat = 195
    let expected: [BezierPath.Element] = [
      .move(to: CGPoint(x: 0, y: 0)),
      .line(to: CGPoint(x: mid - 40, y: 0)),
      .curve(
        to: CGPoint(x: mid, y: 40), control1: CGPoint(x: mid - 20, y: 0),
        control2: CGPoint(x: mid - 20, y: 40)),
      .curve(
        to: CGPoint(x: mid + 40, y: 0), control1: CGPoint(x: mid + 20, y: 40),
        control2: CGPoint(x: mid + 20, y: 0)),
      .line(to: CGPoint(x: 390, y: 0)),
      .line(to: CGPoint(x: 390, y: 83)),
      .line(to: CGPoint(x: 0, y: 83)),
      .closeSubpath,
    ]
    #expect(path.elements == expected)
  }

  /// The seed's cubics leave and meet the straight edge level, so its joins share tangents;
  /// what it lacks is continuous curvature: a line has none, its cubic starts curved.
  @Test func tutorialJoinsShareTangentsButCurvatureJumps() throws {
    let path = CurvedTabBarOutline(notch: .tutorial).path(in: Self.bar, notchCenterX: Self.bar.midX)
    let turns = Self.smoothJoinTurns(path, rect: Self.bar, cornerRadius: 0)
    #expect(turns.count == 3)
    #expect(turns.allSatisfy { $0 < 0.5 })
    let firstCurve = try #require(path.segments().map(\.segment).dropFirst().first)
    guard case .curve(let p0, let c1, let c2, _) = firstCurve else {
      Issue.record("expected a cubic after the straight edge")
      return
    }
    let cross = (c1.x - p0.x) * (c2.y - c1.y) - (c1.y - p0.y) * (c2.x - c1.x)
    #expect(abs(cross) > 100)
  }

  @Test(arguments: [CurvedTabBarNotch.standard, .tutorial])
  func pathIsOneClosedSubpath(notch: CurvedTabBarNotch) {
    let path = CurvedTabBarOutline(notch: notch).path(in: Self.bar, notchCenterX: 120)
    #expect(path.elements.last == .closeSubpath)
    #expect(path.elements.filter { if case .move = $0 { true } else { false } }.count == 1)
    #expect(path.elements.first == .move(to: CGPoint(x: 0, y: 0)))
  }

  @Test func smoothShapeHasContinuousTangentsAcrossSeededSweep() {
    var random = SeededRandom(seed: 0x7AB_BA2)
    var notched = 0
    for iteration in 0..<300 {
      let (rect, notch, center) = Self.randomCase(&random)
      let path = CurvedTabBarOutline(notch: notch).path(in: rect, notchCenterX: center)
      guard !path.isEmpty else { continue }
      let radius = CurvedTabBarOutline(notch: notch).fittedNotch(in: rect).cornerRadius
      let turns = Self.smoothJoinTurns(path, rect: rect.standardized, cornerRadius: radius)
      #expect(turns.allSatisfy { $0 < 0.5 }, "iteration \(iteration): \(turns) \(rect) \(notch) \(center)")
      if path.elements.filter({ if case .curve = $0 { true } else { false } }).count >= 4 { notched += 1 }
    }
    // Most cases must draw a notch, or the sweep would prove little.
    #expect(notched > 150)
  }

  @Test func smoothDefaultHasSixNotchCubicsWithSmoothJoins() {
    let notch = CurvedTabBarNotch(width: 96, depth: 36, smoothness: 1, cornerRadius: 16)
    let path = CurvedTabBarOutline(notch: notch).path(in: Self.bar, notchCenterX: 150)
    let curves = path.elements.filter { if case .curve = $0 { true } else { false } }
    #expect(curves.count == 2 + 4)
    let turns = Self.smoothJoinTurns(path, rect: Self.bar, cornerRadius: 16)
    #expect(turns.count == 9)
    #expect(turns.allSatisfy { $0 < 0.5 })
  }

  /// The signed curvature at the start (t = 0) or end (t = 1) of a cubic.
  static func endCurvature(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, atEnd: Bool) -> Double
  {
    func sub(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
    // First and second derivatives at the end, up to the factors 3 and 6 folded in below.
    let first = atEnd ? sub(p3, p2) : sub(p1, p0)
    let second = atEnd ? sub(sub(p3, p2), sub(p2, p1)) : sub(sub(p2, p1), sub(p1, p0))
    let cross = Double(first.x * second.y - first.y * second.x)
    let speed = Double((first.x * first.x + first.y * first.y).squareRoot())
    return speed > 0 ? (2.0 / 3.0) * cross / (speed * speed * speed) : 0
  }

  @Test func smoothNotchJoinsShareCurvatureAcrossSeededSweep() {
    var random = SeededRandom(seed: 0xC0_4F)
    for iteration in 0..<200 {
      let notch = CurvedTabBarNotch(
        width: random.cgFloat(in: 20...200), depth: random.cgFloat(in: 5...60),
        smoothness: random.cgFloat(in: 0...1))
      let path = CurvedTabBarOutline(notch: notch).path(
        in: Self.bar, notchCenterX: random.cgFloat(in: 0...390))
      var previous = CGPoint.zero
      var curvatures: [(start: Double, end: Double)] = []
      for element in path.elements {
        switch element {
        case .move(let p), .line(let p): previous = p
        case .curve(let p, let c1, let c2):
          curvatures.append(
            (
              Self.endCurvature(previous, c1, c2, p, atEnd: false),
              Self.endCurvature(previous, c1, c2, p, atEnd: true)
            ))
          previous = p
        default: break
        }
      }
      #expect(curvatures.count == 4, "iteration \(iteration)")
      guard let first = curvatures.first, let last = curvatures.last else { continue }
      // The straight edge has none, so the notch must leave and rejoin it with none; inside,
      // each cubic ends with the curvature the next one starts with.
      let scale = 1 / Double(min(notch.width, notch.depth))
      #expect(abs(first.start) < 1e-9 * scale && abs(last.end) < 1e-9 * scale, "iteration \(iteration)")
      for (a, b) in zip(curvatures, curvatures.dropFirst()) {
        #expect(abs(a.end - b.start) < 1e-9 * max(scale, 1), "iteration \(iteration)")
      }
    }
    // The tutorial's cubics leave the straight edge already bending: the check can fail.
    let tutorial = CurvedTabBarOutline(notch: .tutorial).path(in: Self.bar, notchCenterX: 195)
    guard case .curve(let p, let c1, let c2) = tutorial.elements[2],
      case .line(let start) = tutorial.elements[1]
    else {
      Issue.record("unexpected tutorial elements")
      return
    }
    #expect(abs(Self.endCurvature(start, c1, c2, p, atEnd: false)) > 0.01)
  }

  @Test func boundsStayInsideTheFrameAcrossSeededSweep() {
    var random = SeededRandom(seed: 0xB0_0DD5)
    for iteration in 0..<300 {
      let profile: CurvedTabBarNotch.Profile = iteration.isMultiple(of: 4) ? .tutorial : .smooth
      let (rect, notch, center) = Self.randomCase(&random, profile: profile)
      let path = CurvedTabBarOutline(notch: notch).path(in: rect, notchCenterX: center)
      guard !path.isEmpty else { continue }
      let slack = 1e-9 * max(rect.width, rect.height, 1)
      let frame = rect.standardized
      let bounds = path.bounds
      #expect(
        bounds.minX >= frame.minX - slack && bounds.maxX <= frame.maxX + slack
          && bounds.minY >= frame.minY - slack && bounds.maxY <= frame.maxY + slack,
        "iteration \(iteration): \(rect) \(notch) \(center)")
      #expect(abs(path.bounds.width - rect.width) <= slack)
    }
  }

  @Test func outlineNeverCrossesItselfAcrossSeededSweep() {
    var random = SeededRandom(seed: 0x5E1F)
    for iteration in 0..<120 {
      let profile: CurvedTabBarNotch.Profile = iteration.isMultiple(of: 4) ? .tutorial : .smooth
      let (rect, notch, center) = Self.randomCase(&random, profile: profile)
      let path = CurvedTabBarOutline(notch: notch).path(in: rect, notchCenterX: center)
      guard !path.isEmpty else { continue }
      let tolerance = max(rect.width, rect.height) / 400
      #expect(
        !Self.selfIntersects(path, tolerance: tolerance),
        "iteration \(iteration): \(rect) \(notch) \(center)")
    }
  }

  @Test func tangentCheckCanFail() {
    let vee = BezierPath {
      $0.move(to: .zero)
      $0.addLine(to: CGPoint(x: 10, y: 0))
      $0.addLine(to: CGPoint(x: 15, y: 8))
      $0.addLine(to: CGPoint(x: 20, y: 0))
      $0.addLine(to: CGPoint(x: 30, y: 0))
      $0.addLine(to: CGPoint(x: 30, y: 10))
      $0.addLine(to: CGPoint(x: 0, y: 10))
      $0.closeSubpath()
    }
    let turns = Self.smoothJoinTurns(vee, rect: CGRect(x: 0, y: 0, width: 30, height: 10), cornerRadius: 0)
    #expect(turns.count == 3)
    #expect(turns.allSatisfy { $0 > 0.5 })
  }

  @Test func selfIntersectionCheckCanFail() {
    let bowTie = BezierPath {
      $0.move(to: .zero)
      $0.addLine(to: CGPoint(x: 10, y: 10))
      $0.addLine(to: CGPoint(x: 10, y: 0))
      $0.addLine(to: CGPoint(x: 0, y: 10))
      $0.closeSubpath()
    }
    #expect(Self.selfIntersects(bowTie, tolerance: 0.1))
  }
}
