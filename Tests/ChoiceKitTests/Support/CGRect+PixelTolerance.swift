#if canImport(SwiftUI)
  import CoreGraphics

  extension CGRect {
    /// Equal within half a point on every edge: the most SwiftUI's rounding of a frame to the
    /// display's pixels moves it from the core's unrounded numbers.
    func isWithinHalfPoint(of other: CGRect) -> Bool {
      abs(minX - other.minX) <= 0.5 && abs(minY - other.minY) <= 0.5 && abs(width - other.width) <= 0.5
        && abs(height - other.height) <= 0.5
    }
  }
#endif
