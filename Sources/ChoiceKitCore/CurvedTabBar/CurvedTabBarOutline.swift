import Foundation

/// The outline of a tab bar whose top edge dips into a notch: straight edge, shoulder, valley,
/// shoulder, straight edge, then down the sides and along the bottom, closed.
///
/// Coordinates are SwiftUI's: y grows downwards, so the notch dips towards `maxY`. Every join
/// of the ``CurvedTabBarNotch/Profile/smooth`` profile shares one tangent (and, from the straight edge
/// to the valley floor, one curvature), the top edge is the graph
/// of a function of x (so the outline never crosses itself), and every point stays inside the
/// frame.
///
/// ```swift
/// let shape = CurvedTabBarOutline(notch: .standard)
/// let path = shape.path(in: CGRect(x: 0, y: 0, width: 390, height: 83), notchCenterX: 195)
/// ```
package struct CurvedTabBarOutline: Sendable, Hashable {
  /// The least bar thickness left under the valley floor, in points, for bars at least 2 pt tall.
  public static let minimumThickness: CGFloat = 1

  /// The narrowest notch and the smallest corner radius drawn, in points: below it a notch
  /// leaves the top edge straight and a corner stays square, since rounding would otherwise
  /// turn their curves into kinks.
  public static let smallestDrawnLength: CGFloat = 0.01

  /// The notch drawn into the top edge.
  public var notch: CurvedTabBarNotch

  /// Creates a shape.
  ///
  /// - Parameter notch: The notch; see ``path(in:notchCenterX:)`` for how it is fitted.
  public init(notch: CurvedTabBarNotch = .standard) {
    self.notch = notch
  }

  /// The notch as it is drawn in a frame: the values ``path(in:notchCenterX:)`` uses.
  ///
  /// Rules, in order, after ``CurvedTabBarNotch/sanitized()``:
  /// 1. The width is at most the frame's width.
  /// 2. The depth is at most the frame's height less ``minimumThickness``; a bar under 2 pt
  ///    tall keeps its lower half instead.
  /// 3. The corner radius is at most the frame's height and at most half the width the notch
  ///    leaves free, so a corner never overlaps the notch.
  /// 4. A notch narrower than ``smallestDrawnLength`` gets width and depth 0; a smaller corner
  ///    radius becomes 0.
  ///
  /// Read it to place the centre button in the notch the bar actually draws.
  ///
  /// - Parameter rect: The bar's frame (standardized first).
  /// - Returns: The fitted notch; for a frame ``path(in:notchCenterX:)`` leaves empty, the
  ///   notch with all lengths 0.
  public func fittedNotch(in rect: CGRect) -> CurvedTabBarNotch {
    let rect = rect.standardized
    guard Self.isDrawable(rect) else {
      var empty = notch.sanitized()
      (empty.width, empty.depth, empty.cornerRadius) = (0, 0, 0)
      return empty
    }
    var fitted = notch.sanitized()
    fitted.width = min(fitted.width, rect.width)
    fitted.depth = min(fitted.depth, max(rect.height - Self.minimumThickness, rect.height / 2))
    fitted.cornerRadius = min(fitted.cornerRadius, rect.height, (rect.width - fitted.width) / 2)
    if fitted.width < Self.smallestDrawnLength { (fitted.width, fitted.depth) = (0, 0) }
    if fitted.cornerRadius < Self.smallestDrawnLength { fitted.cornerRadius = 0 }
    return fitted
  }

  /// The notch's centre as it is drawn: `x` clamped so the fitted notch and both corners fit
  /// inside the frame, NaN read as the frame's centre.
  ///
  /// - Parameters:
  ///   - x: The requested centre; infinite values end at the nearest allowed centre.
  ///   - rect: The bar's frame (standardized first).
  /// - Returns: A centre inside the frame; `x` itself (NaN as 0) for a frame
  ///   ``path(in:notchCenterX:)`` leaves empty.
  public func notchCenterX(_ x: CGFloat, in rect: CGRect) -> CGFloat {
    Self.center(x, within: notchCenters(in: rect), midX: rect.standardized.midX)
  }

  /// The centres the fitted notch can take in a frame, corners included: what
  /// ``notchCenterX(_:in:)`` clamps to, for a caller that clamps many centres in one frame.
  ///
  /// - Parameter rect: The bar's frame (standardized first).
  /// - Returns: The range; `nil` for a frame ``path(in:notchCenterX:)`` leaves empty.
  func notchCenters(in rect: CGRect) -> ClosedRange<CGFloat>? {
    let rect = rect.standardized
    guard Self.isDrawable(rect) else { return nil }
    let notch = fittedNotch(in: rect)
    let inset = notch.cornerRadius + notch.width / 2
    let low = rect.minX + inset
    return low...max(rect.maxX - inset, low)
  }

  /// A requested centre clamped to ``notchCenters(in:)``, NaN read as the frame's centre `midX`;
  /// without a range, `x` itself (NaN as 0).
  static func center(_ x: CGFloat, within centers: ClosedRange<CGFloat>?, midX: CGFloat) -> CGFloat {
    guard let centers else { return x.isNaN ? 0 : x }
    return min(max(x.isNaN ? midX : x, centers.lowerBound), centers.upperBound)
  }

  /// Whether a standardized frame can hold a bar: finite, positive sides, drawable corners.
  static func isDrawable(_ rect: CGRect) -> Bool {
    CGPoint(x: rect.minX, y: rect.minY).isDrawable && CGPoint(x: rect.maxX, y: rect.maxY).isDrawable
      && rect.width > 0 && rect.height > 0
  }

  private static func clampedCenter(_ x: CGFloat, in rect: CGRect, notch: CurvedTabBarNotch) -> CGFloat {
    let inset = notch.cornerRadius + notch.width / 2
    let low = rect.minX + inset
    let high = max(rect.maxX - inset, low)
    return x.isNaN ? min(max(rect.midX, low), high) : min(max(x, low), high)
  }

  /// The bar's outline with the notch centred at `notchCenterX`.
  ///
  /// The frame is standardized first. A frame with a zero, NaN or infinite side, or a corner
  /// beyond ``BezierPath/maximumCoordinate``, gives an empty path. Otherwise the notch is fitted
  /// (see ``fittedNotch(in:)``): narrowed to the bar, kept at least ``minimumThickness`` above the
  /// bottom, corners shrunk to leave it room, and its centre moved inwards until it fits. A
  /// notch of zero width or depth leaves a straight top edge.
  ///
  /// - Parameters:
  ///   - rect: The bar's frame.
  ///   - notchCenterX: Where the notch's centre sits; NaN means the frame's centre, values too
  ///     near an edge (or infinite) are moved inwards.
  /// - Returns: One closed subpath starting at the top-left, drawn clockwise on screen.
  public func path(in rect: CGRect, notchCenterX: CGFloat) -> BezierPath {
    let rect = rect.standardized
    guard Self.isDrawable(rect) else { return BezierPath() }
    let notch = fittedNotch(in: rect)
    let center = Self.clampedCenter(notchCenterX, in: rect, notch: notch)
    let top = rect.minY
    let radius = notch.cornerRadius
    let handle = radius * (1 - BezierPath.quarterCircleHandle)
    var path = BezierPath()
    // Corners, notch, sides and bottom: at most a dozen commands, so the path never regrows.
    path.reserveCapacity(12)
    path.move(to: CGPoint(x: rect.minX, y: top + radius))
    if radius > 0 {
      path.addCurve(
        to: CGPoint(x: rect.minX + radius, y: top),
        control1: CGPoint(x: rect.minX, y: top + handle),
        control2: CGPoint(x: rect.minX + handle, y: top))
    }
    if notch.width > 0, notch.depth > 0 {
      // Rounding can put the notch's ends a hair past the corners; pulling every x inside keeps
      // the edge from stepping backwards there.
      let xRange = (rect.minX + radius)...max(rect.maxX - radius, rect.minX + radius)
      let start = Self.clamp(CGPoint(x: center - notch.width / 2, y: top), xRange)
      if start != path.currentPoint { path.addLine(to: start) }
      Self.addNotch(to: &path, notch: notch, center: center, top: top, xRange: xRange)
    }
    let end = CGPoint(x: rect.maxX - radius, y: top)
    if end != path.currentPoint { path.addLine(to: end) }
    if radius > 0 {
      path.addCurve(
        to: CGPoint(x: rect.maxX, y: top + radius),
        control1: CGPoint(x: rect.maxX - handle, y: top),
        control2: CGPoint(x: rect.maxX, y: top + handle))
    }
    let bottomRight = CGPoint(x: rect.maxX, y: rect.maxY)
    if bottomRight != path.currentPoint { path.addLine(to: bottomRight) }
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.closeSubpath()
    return path
  }

  /// `point` with its x moved into `range`.
  private static func clamp(_ point: CGPoint, _ range: ClosedRange<CGFloat>) -> CGPoint {
    CGPoint(x: min(max(point.x, range.lowerBound), range.upperBound), y: point.y)
  }

  /// Appends the notch from its left top point to its right top point, every x pulled into
  /// `xRange`.
  private static func addNotch(
    to path: inout BezierPath, notch: CurvedTabBarNotch, center: CGFloat, top: CGFloat,
    xRange: ClosedRange<CGFloat>
  ) {
    let half = notch.width / 2
    let floor = CGPoint(x: center, y: top + notch.depth)
    func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
      path.addCurve(
        to: clamp(point, xRange), control1: clamp(control1, xRange), control2: clamp(control2, xRange))
    }
    switch notch.profile {
    case .tutorial:
      addCurve(
        to: floor,
        control1: CGPoint(x: center - half / 2, y: top),
        control2: CGPoint(x: center - half / 2, y: floor.y))
      addCurve(
        to: CGPoint(x: center + half, y: top),
        control1: CGPoint(x: center + half / 2, y: floor.y),
        control2: CGPoint(x: center + half / 2, y: top))
    case .smooth:
      // Each half is a shoulder cubic and a valley cubic meeting at the half's midpoint, where
      // both run along one line (G1). The shoulder's two handles coincide where that line meets
      // the top edge, so its curvature is zero at both ends, matching the straight edge and the
      // inflection at the midpoint (G2). The valley's first handle lies on the midpoint line
      // (zero curvature there too) and its second on the floor, where the two mirror-image
      // halves meet with equal curvature. Every handle's x grows along the half, so the edge
      // cannot fold back.
      let quarter = half / 2
      let reach = quarter * (0.2 + 0.6 * notch.smoothness)
      for side in [-1.0, 1.0] as [CGFloat] {
        let middle = CGPoint(x: center + side * quarter, y: top + notch.depth / 2)
        let outer = CGPoint(x: center + side * half, y: top)
        let onTop = CGPoint(x: middle.x + side * reach, y: top)
        let onFloor = CGPoint(x: middle.x - side * reach, y: floor.y)
        let alongMiddle = middle.interpolated(towards: onFloor, fraction: 0.4)
        if side < 0 {
          addCurve(to: middle, control1: onTop, control2: onTop)
          addCurve(to: floor, control1: alongMiddle, control2: onFloor)
        } else {
          addCurve(to: middle, control1: onFloor, control2: alongMiddle)
          addCurve(to: outer, control1: onTop, control2: onTop)
        }
      }
    }
  }
}
