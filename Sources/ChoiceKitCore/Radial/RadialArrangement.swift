import Foundation

/// Where a radial layout puts n items of given sizes: on an arc around the centre of its bounds,
/// at a fixed or fitted radius, mirrored in right-to-left layouts.
///
/// Each item's anchor point lies on the circle at its angle (see ``RadialArc``); its frame hangs
/// from that point by its ``RadialAnchor``. The layout's centre is the centre of its bounds, so
/// the size it asks for is symmetric around the centre.
///
/// ```swift
/// let arrangement = RadialArrangement(
///   itemSizes: Array(repeating: CGSize(width: 44, height: 44), count: 6), arc: .fullCircle)
/// arrangement.sizeThatFits(width: 300, height: 300)   // 300 × 300 or less
/// let placement = arrangement.placement(in: CGRect(x: 0, y: 0, width: 300, height: 300))
/// placement.itemFrames[0]   // at the top, inside the bounds
/// ```
///
/// Building an arrangement and placing it are linear in the number of items.
public struct RadialArrangement: Sendable, Hashable {
  /// The largest length the arrangement works with; larger sizes, radii and bounds are clamped
  /// to it so that every coordinate stays finite.
  public static let maximumLength: CGFloat = 1_000_000

  /// Each item's size, sanitised: negative, NaN or infinite sides are 0, long ones clamped.
  public let itemSizes: [CGSize]
  /// The arc the items follow.
  public let arc: RadialArc
  /// How far from the centre the items sit.
  public let radius: RadialRadius
  /// Which point of each item sits on the circle.
  public let anchor: RadialAnchor
  /// The least gap between neighbours when the radius is chosen to keep them apart.
  public let spacing: CGFloat
  /// Whether the arrangement is mirrored: the trailing half on the left, clockwise reading as
  /// counter-clockwise.
  public let isRightToLeft: Bool

  /// Creates an arrangement.
  ///
  /// - Parameters:
  ///   - itemSizes: Each item's size, in order; bad sides count as 0.
  ///   - arc: The arc the items follow.
  ///   - radius: A fixed or fitted radius.
  ///   - anchor: Which point of each item sits on the circle.
  ///   - spacing: The least gap between neighbours for a radius chosen to keep them apart;
  ///     negative, NaN or infinite reads as 0.
  ///   - isRightToLeft: Whether to mirror the arrangement.
  public init(
    itemSizes: [CGSize], arc: RadialArc, radius: RadialRadius = .fitted, anchor: RadialAnchor = .center,
    spacing: CGFloat = 8, isRightToLeft: Bool = false
  ) {
    self.itemSizes = itemSizes.map { CGSize(width: Self.length($0.width), height: Self.length($0.height)) }
    self.arc = arc
    self.radius = radius
    self.anchor = anchor
    self.spacing = Self.length(spacing)
    self.isRightToLeft = isRightToLeft
  }

  /// The number of items.
  public var count: Int { itemSizes.count }

  /// Each item's angle as drawn, in degrees clockwise from the top: the arc's angles, negated in
  /// a right-to-left layout.
  public var angles: [Double] {
    let angles = arc.angles(count: count)
    return isRightToLeft ? angles.map { -$0 } : angles
  }

  /// The anchor as drawn: mirrored horizontally in a right-to-left layout.
  var drawnAnchor: RadialAnchor {
    isRightToLeft ? RadialAnchor(x: 1 - anchor.x, y: anchor.y) : anchor
  }

  /// The size the layout asks for within a proposal, as `Layout.sizeThatFits` needs it.
  ///
  /// The items are placed around the centre at the radius the proposal allows (``RadialRadius``)
  /// and the size is their bounding box made symmetric around the centre, so it is never the
  /// whole proposal unless the items fill it.
  ///
  /// - Parameters:
  ///   - width: The proposed width; `nil`, NaN or infinite leaves it free, negative counts as 0.
  ///   - height: The proposed height, read the same way.
  /// - Returns: A finite size; zero for no items. Items larger than the proposal even at the
  ///   centre report their real extent.
  public func sizeThatFits(width: CGFloat?, height: CGFloat?) -> CGSize {
    let radius = resolvedRadius(width: Self.proposal(width), height: Self.proposal(height))
    let extent = extents(radius: radius)
    return CGSize(width: 2 * extent.width, height: 2 * extent.height)
  }

  /// The items placed in bounds, as `Layout.placeSubviews` needs them.
  ///
  /// - Parameter bounds: The bounds; standardized first, and a rectangle with a NaN or infinite
  ///   side or corner places every item at the origin's circle of radius 0.
  /// - Returns: The centre, the radius, each angle, anchor point and frame.
  package func placement(in bounds: CGRect) -> RadialPlacement {
    let bounds = Self.sanitized(bounds)
    let radius = resolvedRadius(width: bounds.width, height: bounds.height)
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    let anchor = drawnAnchor
    let angles = angles
    var points: [CGPoint] = []
    var frames: [CGRect] = []
    points.reserveCapacity(count)
    frames.reserveCapacity(count)
    var largest = CGSize.zero
    for (size, angle) in zip(itemSizes, angles) {
      let unit = RadialArc.direction(atDegrees: angle)
      let point = CGPoint(x: center.x + radius * unit.x, y: center.y + radius * unit.y)
      points.append(point)
      frames.append(
        CGRect(
          x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
          width: size.width, height: size.height))
      largest = CGSize(width: max(largest.width, size.width), height: max(largest.height, size.height))
    }
    let track = drawnProgression.map { first, step in
      RadialTrack(
        path: .arc(first: first, step: step, radius: radius),
        reach: RadialTrack.reach(largest: largest, anchor: anchor))
    }
    return RadialPlacement(
      center: center, radius: radius, angles: angles, anchorPoints: points, itemFrames: frames,
      track: track ?? .unordered)
  }

  /// The first item's angle and the step to each next one, as drawn (see ``angles``), for two
  /// items or more.
  var drawnProgression: (first: Double, step: Double)? {
    guard count > 1 else { return nil }
    let first = arc.sanitizedStart
    let step = arc.step(count: count)
    return isRightToLeft ? (-first, -step) : (first, step)
  }

  /// The radius for bounds of a width and height (`nil` for a free dimension).
  func resolvedRadius(width: CGFloat?, height: CGFloat?) -> CGFloat {
    switch radius {
    case .fixed(let value):
      return value.isNaN ? 0 : min(max(value, 0), Self.maximumLength)
    case .fitted:
      // Keeping neighbours apart comes first: bounds too small for that are overflowed, as a
      // stack overflows a frame too small for it, rather than the items piled on each other.
      let ideal = idealRadius
      guard let width, let height else { return ideal }
      let fitting = fittedRadius(halfWidth: width / 2, halfHeight: height / 2) ?? 0
      return max(fitting, ideal)
    }
  }

  /// The largest radius keeping every item inside bounds of the given half sizes (`nil` for a
  /// free dimension), or `nil` when no dimension constrains it.
  func fittedRadius(halfWidth: CGFloat?, halfHeight: CGFloat?) -> CGFloat? {
    let anchor = drawnAnchor
    var best: CGFloat?
    func limit(_ bound: CGFloat) {
      best = min(best ?? bound, bound)
    }
    for (size, angle) in zip(itemSizes, angles) {
      let unit = RadialArc.direction(atDegrees: angle)
      // Along each axis the item's far edge moves out with the radius; the radius may grow until
      // that edge meets the bounds. Axes the item does not move along set no limit.
      if let halfWidth, abs(unit.x) > 1e-12 {
        let room = unit.x > 0 ? halfWidth - (1 - anchor.x) * size.width : halfWidth - anchor.x * size.width
        limit(room / abs(unit.x))
      }
      if let halfHeight, abs(unit.y) > 1e-12 {
        let room =
          unit.y > 0 ? halfHeight - (1 - anchor.y) * size.height : halfHeight - anchor.y * size.height
        limit(room / abs(unit.y))
      }
    }
    return best.map { min(max($0, 0), Self.maximumLength) }
  }

  /// The smallest radius at which no two items' frames touch, whatever the arc: every pair of
  /// items, not only neighbours, is at least ``spacing`` apart, including the first and the last
  /// item of an open arc that sweeps round towards its start. One item, or items sharing one
  /// angle (see ``fitsWithoutOverlap``), keep clear of the centre instead.
  ///
  /// Two frames with the same anchor cannot touch while their anchor points are the diagonal of
  /// the widest width and the tallest height apart, whatever the anchor; two points at angles δ apart on a circle of
  /// radius r are 2·r·sin(δ/2) apart, and δ is never less than the arc's
  /// ``RadialArc/smallestSeparation(count:)``.
  ///
  /// ```swift
  /// let two = RadialArrangement(itemSizes: [CGSize(width: 44, height: 44), CGSize(width: 44, height: 44)],
  ///                             arc: RadialArc(startDegrees: 0, sweepDegrees: 350))
  /// two.idealRadius   // ≈ 403: the items are 10° apart the short way round
  /// ```
  public var idealRadius: CGFloat {
    let diagonal = largestDiagonal
    let clearOfCentre = min(diagonal / 2 + spacing, Self.maximumLength)
    guard let parted = partingRadius(diagonal: diagonal) else { return clearOfCentre }
    return min(max(parted, clearOfCentre), Self.maximumLength)
  }

  /// Whether some radius keeps every item apart: `false` when two items share an angle (an arc
  /// that sweeps 0°) or when the radius that would part them is beyond ``maximumLength``. The
  /// items then overlap at any radius, and a layout places them at ``idealRadius`` all the same.
  public var fitsWithoutOverlap: Bool {
    guard count > 1 else { return true }
    guard let parted = partingRadius(diagonal: largestDiagonal) else { return false }
    return parted <= Self.maximumLength
  }

  /// The diagonal of the widest width and the tallest height: anchor points this far apart
  /// keep any two frames apart.
  private var largestDiagonal: CGFloat {
    var width: CGFloat = 0
    var height: CGFloat = 0
    for size in itemSizes {
      width = max(width, size.width)
      height = max(height, size.height)
    }
    return (width * width + height * height).squareRoot()
  }

  /// The radius that puts every two items' anchor points a diagonal and the spacing apart;
  /// `nil` for fewer than two items or items sharing an angle.
  private func partingRadius(diagonal: CGFloat) -> CGFloat? {
    let separation = arc.smallestSeparation(count: count) * .pi / 180
    let halfChord = CGFloat(sin(separation / 2))
    guard count > 1, halfChord > 1e-9 else { return nil }
    return (diagonal + spacing) / (2 * halfChord)
  }

  /// The largest distance of any item's edge from the centre along each axis, at a radius.
  func extents(radius: CGFloat) -> CGSize {
    let anchor = drawnAnchor
    var width: CGFloat = 0
    var height: CGFloat = 0
    for (size, angle) in zip(itemSizes, angles) {
      let unit = RadialArc.direction(atDegrees: angle)
      let x = radius * unit.x
      let y = radius * unit.y
      width = max(width, abs(x - anchor.x * size.width), abs(x + (1 - anchor.x) * size.width))
      height = max(height, abs(y - anchor.y * size.height), abs(y + (1 - anchor.y) * size.height))
    }
    return CGSize(width: width, height: height)
  }

  static func length(_ value: CGFloat) -> CGFloat {
    min(ChoiceSpacing.sanitized(value), maximumLength)
  }

  static func proposal(_ value: CGFloat?) -> CGFloat? {
    guard let value, value.isFinite else { return nil }
    return min(max(value, 0), maximumLength)
  }

  static func sanitized(_ bounds: CGRect) -> CGRect {
    let rect = bounds.standardized
    let numbers = [rect.minX, rect.minY, rect.width, rect.height]
    guard numbers.allSatisfy(\.isFinite), numbers.allSatisfy({ abs($0) <= maximumLength }) else {
      return .zero
    }
    return rect
  }
}
