#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  extension Path {
    /// Creates a SwiftUI path with the same commands as a core path.
    ///
    /// Every element maps to the `Path` method of the same name, one to one, so the element
    /// count, the points and the subpath structure are kept exactly; both types use y-down
    /// coordinates, so nothing is flipped.
    ///
    /// ```swift
    /// let outline = Path(.roundedRect(CGRect(x: 0, y: 0, width: 120, height: 44), cornerRadius: 12))
    /// ```
    ///
    /// - Parameter path: The core path. It always starts with a move, so no segment is ever
    ///   added without a current point.
    public init(_ path: BezierPath) {
      self.init()
      for element in path.elements {
        switch element {
        case .move(let point):
          move(to: point)
        case .line(let point):
          addLine(to: point)
        case .quadCurve(let point, let control):
          addQuadCurve(to: point, control: control)
        case .curve(let point, let control1, let control2):
          addCurve(to: point, control1: control1, control2: control2)
        case .closeSubpath:
          closeSubpath()
        }
      }
    }
  }
#endif
