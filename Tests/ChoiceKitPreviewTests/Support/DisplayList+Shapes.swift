import ChoiceKitCore
import ChoiceKitPreview

extension DisplayList {
  /// Every shape of the picture, back to front, with the transforms of its enclosing groups
  /// applied, and its fill and its stroke's paint.
  var transformedShapes: [(path: BezierPath, fill: Paint?, stroke: Paint?)] {
    func walk(_ items: [DisplayItem], _ transform: AffineTransform2D) -> [(BezierPath, Paint?, Paint?)] {
      items.flatMap { item -> [(BezierPath, Paint?, Paint?)] in
        switch item {
        case .shape(let path, let fill, let stroke): [(path.applying(transform), fill, stroke?.paint)]
        case .group(let group): walk(group.items, group.transform.concatenating(transform))
        default: []
        }
      }
    }
    return walk(items, .identity)
  }
}
