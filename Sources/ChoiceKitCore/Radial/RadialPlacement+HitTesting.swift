import Foundation

/// Where a placement's anchor points lie, so that hit-testing goes straight to the items near a
/// point instead of trying every frame.
///
/// A frame holds its anchor point (the anchor is a unit point of the frame), so a point inside
/// a frame is at most ``reach`` from that frame's anchor point. On an arc the anchor points that
/// near a point fill an angle around the point's own angle; on a line they fill a stretch of
/// distance around the point's distance along it. Either picks a few neighbouring indices.
struct RadialTrack: Sendable, Hashable {
  /// The path the anchor points follow.
  enum Path: Sendable, Hashable {
    /// No order to go by: every frame is tried.
    case unordered
    /// Anchor point `i` on the circle of `radius` around the centre, at `first + step × i`
    /// degrees clockwise from the top.
    case arc(first: Double, step: Double, radius: CGFloat)
    /// Anchor point `i` along the unit direction (`dx`, `dy`) from the centre, each at least as
    /// far out as the one before.
    case line(dx: CGFloat, dy: CGFloat)
  }

  /// The path the anchor points follow.
  var path: Path
  /// The farthest any point of a frame lies from the frame's anchor point.
  var reach: CGFloat

  /// A track that tries every frame.
  static let unordered = RadialTrack(path: .unordered, reach: 0)

  /// Up to this many items, trying every frame is quicker than working out which to try.
  static let scanLimit = 8

  /// How far a frame reaches from its anchor point, for frames of at most `largest` size hanging
  /// from their anchor point by `anchor`.
  static func reach(largest: CGSize, anchor: RadialAnchor) -> CGFloat {
    hypot(max(anchor.x, 1 - anchor.x) * largest.width, max(anchor.y, 1 - anchor.y) * largest.height)
  }
}

extension RadialPlacement {
  /// The item under a point: of the frames holding it, the one whose centre is nearest, and of
  /// frames whose centres are equally near, the first.
  ///
  /// Only the items whose anchor points lie within a frame's reach of the point are tried,
  /// picked by the point's angle on an arc or its distance along a line; on a circle of items
  /// kept apart that is a handful of items however many there are. Items piled on each other (a
  /// radius too small for them, an arc of 0°) are all tried.
  ///
  /// - Parameter point: The point; NaN or infinite coordinates hit nothing.
  /// - Returns: The item's index, or `nil`.
  public func item(at point: CGPoint) -> Int? {
    var examined = 0
    return item(at: point, examined: &examined)
  }

  /// ``item(at:)``, counting the frames it tries in `examined`.
  ///
  /// - Parameters:
  ///   - point: The point.
  ///   - examined: Increased by the number of frames tried.
  /// - Returns: The item's index, or `nil`.
  package func item(at point: CGPoint, examined: inout Int) -> Int? {
    guard point.x.isFinite, point.y.isFinite else { return nil }
    var best: (index: Int, distance: CGFloat)?
    var tried = 0
    forEachCandidate(near: point) { index in
      tried += 1
      let frame = itemFrames[index]
      guard frame.contains(point) else { return }
      let dx = frame.midX - point.x
      let dy = frame.midY - point.y
      let distance = dx * dx + dy * dy
      if let current = best {
        guard distance < current.distance || (distance == current.distance && index < current.index) else {
          return
        }
      }
      best = (index, distance)
    }
    examined += tried
    return best?.index
  }

  /// Calls `visit` with every item whose frame may hold a finite point (and perhaps a few more),
  /// each once.
  private func forEachCandidate(near point: CGPoint, _ visit: (Int) -> Void) {
    let count = itemFrames.count
    func all() { for index in 0..<count { visit(index) } }
    guard count > RadialTrack.scanLimit else { return all() }
    let dx = Double(point.x - center.x)
    let dy = Double(point.y - center.y)
    let reach = Double(track.reach)
    let centre = abs(Double(center.x)) + abs(Double(center.y))
    switch track.path {
    case .unordered:
      all()
    case .arc(let first, let step, let radius):
      let circle = Double(radius)
      let distance = (dx * dx + dy * dy).squareRoot()
      // Rounding moves anchor points by far less than this; trying a few extra items is harmless.
      let near = reach + 1e-7 * (1 + circle + distance + reach + centre)
      // No anchor point, all of which are on the circle, is within reach.
      guard abs(distance - circle) <= near else { return }
      guard distance > 0, circle > 0, step.isFinite, step != 0 else { return all() }
      // The anchor points within reach are those within this angle of the point's own.
      let cosine = (distance * distance + circle * circle - near * near) / (2 * distance * circle)
      guard cosine > -1 else { return all() }
      let halfAngle = acos(min(cosine, 1)) * 180 / .pi
      let size = abs(step)
      // In steps, with one more either side for rounding.
      let halfWidth = halfAngle / size + 1
      let middle = (atan2(dx, -dy) * 180 / .pi - first) / step
      let period = 360 / size
      let last = Double(count - 1)
      let lowest = ((-halfWidth - middle) / period).rounded(.down)
      let highest = ((last + halfWidth - middle) / period).rounded(.up)
      guard 2 * halfWidth + 1 < Double(count), middle.isFinite, period.isFinite, highest - lowest < 8 else {
        return all()
      }
      // The point's angle turned by whole turns lands on the arc at most a few times.
      var turn = lowest
      while turn <= highest {
        let index = middle + turn * period
        let low = max((index - halfWidth).rounded(.up), 0)
        let high = min((index + halfWidth).rounded(.down), last)
        if low <= high { for candidate in Int(low)...Int(high) { visit(candidate) } }
        turn += 1
      }
    case .line(let ux, let uy):
      let unit = (x: Double(ux), y: Double(uy))
      let along = dx * unit.x + dy * unit.y
      let last = anchorPoints.last.map { distanceAlong($0, unit) } ?? 0
      let near = reach + 1e-7 * (1 + abs(along) + abs(last) + reach + centre)
      // The first anchor point no nearer the centre than the point's reach back.
      var low = 0
      var high = count
      while low < high {
        let middle = (low + high) / 2
        if distanceAlong(anchorPoints[middle], unit) < along - near {
          low = middle + 1
        } else {
          high = middle
        }
      }
      var index = low
      while index < count, distanceAlong(anchorPoints[index], unit) <= along + near {
        visit(index)
        index += 1
      }
    }
  }

  /// How far an anchor point lies from the centre along a unit direction.
  private func distanceAlong(_ anchor: CGPoint, _ unit: (x: Double, y: Double)) -> Double {
    Double(anchor.x - center.x) * unit.x + Double(anchor.y - center.y) * unit.y
  }
}
