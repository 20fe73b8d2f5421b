import ChoiceKitCore
import Foundation

extension PathSegment {
  /// The signed curvature at parameter `t`, in 1/pt: positive where the segment turns
  /// clockwise on screen (y down), 0 along a line and where the derivative vanishes.
  ///
  /// - Parameter t: 0 is the start, 1 the end; clamped to 0...1.
  /// - Returns: `(x'y'' − y'x'') / |B'|³`.
  func curvature(at t: CGFloat) -> CGFloat {
    let first = derivative(at: t)
    let second = secondDerivative(at: min(max(t, 0), 1))
    let speed = hypot(first.x, first.y)
    guard speed > 1e-9 else { return 0 }
    return (first.x * second.y - first.y * second.x) / (speed * speed * speed)
  }

  /// The second derivative with respect to `t`.
  private func secondDerivative(at t: CGFloat) -> CGPoint {
    switch self {
    case .line:
      return .zero
    case .quadCurve(let p0, let c, let p1):
      return CGPoint(x: 2 * (p0.x - 2 * c.x + p1.x), y: 2 * (p0.y - 2 * c.y + p1.y))
    case .curve(let p0, let c1, let c2, let p1):
      let u = 1 - t
      return CGPoint(
        x: 6 * (u * (p0.x - 2 * c1.x + c2.x) + t * (c1.x - 2 * c2.x + p1.x)),
        y: 6 * (u * (p0.y - 2 * c1.y + c2.y) + t * (c1.y - 2 * c2.y + p1.y)))
    }
  }
}
