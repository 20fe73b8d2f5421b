import Foundation

// Core Graphics' `CGPoint`, `CGSize` and `CGRect` are `Hashable` in Linux Foundation but only
// `Equatable` in the Apple SDKs ChoiceKit builds against (their `Hashable` conformance arrives
// with iOS 18 and is unavailable below it). So no ChoiceKit type may let the compiler synthesize
// `Hashable` over them: those types hash the coordinates through these helpers instead.
extension Hasher {
  /// Feeds both coordinates of a point.
  package mutating func combine(point: CGPoint) {
    combine(point.x)
    combine(point.y)
  }

  /// Feeds both dimensions of a size.
  package mutating func combine(size: CGSize) {
    combine(size.width)
    combine(size.height)
  }

  /// Feeds the origin and size of a rectangle.
  package mutating func combine(rect: CGRect) {
    combine(point: rect.origin)
    combine(size: rect.size)
  }

  /// Feeds a list of points, with its length so that concatenations differ.
  package mutating func combine(points: [CGPoint]) {
    combine(points.count)
    for point in points { combine(point: point) }
  }
}
