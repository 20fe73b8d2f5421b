import ChoiceKitCore
import ChoiceKitPreview
import Foundation

/// The leaves of a display list with the transforms of their enclosing groups applied, so tests
/// can compare drawn positions with the core's frames.
struct DrawnItems {
  var shapes: [(path: BezierPath, fill: Paint?)] = []
  var texts: [(run: TextRun, origin: CGPoint)] = []
  var icons: [(name: String, frame: CGRect, color: RGBAColor)] = []

  init(_ items: [DisplayItem]) {
    walk(items, .identity)
  }

  init(_ list: DisplayList) {
    self.init(list.items)
  }

  private mutating func walk(_ items: [DisplayItem], _ transform: AffineTransform2D) {
    for item in items {
      switch item {
      case .shape(let path, let fill, _):
        shapes.append((path.applying(transform), fill))
      case .text(let run):
        texts.append((run, transform.apply(to: run.origin)))
      case .icon(let name, let frame, let color):
        let origin = transform.apply(to: frame.origin)
        icons.append((name, CGRect(origin: origin, size: frame.size), color))
      case .group(let group):
        walk(group.items, group.transform.concatenating(transform))
      }
    }
  }

  /// The bounds of every shape filled with `paint`.
  func bounds(filledWith paint: Paint) -> [CGRect] {
    shapes.filter { $0.fill == paint }.map(\.path.bounds)
  }

  /// The bounds of every shape filled with a gradient.
  var gradientBounds: [CGRect] {
    shapes.compactMap { shape in
      if case .linearGradient = shape.fill { return shape.path.bounds }
      return nil
    }
  }

  /// The drawn strings, in drawing order.
  var strings: [String] { texts.map(\.run.text) }
}

/// Whether two rectangles agree to within `tolerance` on every side.
func nearlyEqual(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-6) -> Bool {
  abs(a.minX - b.minX) <= tolerance && abs(a.maxX - b.maxX) <= tolerance && abs(a.minY - b.minY) <= tolerance
    && abs(a.maxY - b.maxY) <= tolerance
}
