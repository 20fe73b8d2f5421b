#if canImport(SwiftUI)
  import SwiftUI

  extension LayoutSubview {
    /// Places the subview at a frame the core computed in the layout's own coordinates, offset
    /// by the bounds' origin and proposed exactly the frame's size; with no frame, at zero size
    /// at the origin, which hides it.
    ///
    /// - Parameters:
    ///   - frame: The frame, with its origin at the bounds' top-left corner, or `nil`.
    ///   - bounds: The bounds `placeSubviews` was given.
    func place(atCoreFrame frame: CGRect?, in bounds: CGRect) {
      guard let frame else {
        place(at: bounds.origin, proposal: .zero)
        return
      }
      place(
        at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
        proposal: ProposedViewSize(frame.size))
    }
  }
#endif
