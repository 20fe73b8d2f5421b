#if canImport(SwiftUI)
  import ChoiceKitCore
  import CoreGraphics

  extension CGAffineTransform {
    /// Creates a Core Graphics transform with the coefficients of a core transform.
    ///
    /// Both types lay out their six numbers the same way, so the conversion is exact.
    ///
    /// ```swift
    /// let outline = Path(bezier).applying(CGAffineTransform(AffineTransform2D(scale: 2)))
    /// ```
    ///
    /// - Parameter transform: The core transform.
    public init(_ transform: AffineTransform2D) {
      self.init(
        a: transform.a, b: transform.b, c: transform.c, d: transform.d,
        tx: transform.tx, ty: transform.ty)
    }
  }

  extension AffineTransform2D {
    /// Creates a core transform with the coefficients of a Core Graphics transform.
    ///
    /// - Parameter transform: The Core Graphics transform, such as one SwiftUI hands out.
    public init(_ transform: CGAffineTransform) {
      self.init(
        a: transform.a, b: transform.b, c: transform.c, d: transform.d,
        tx: transform.tx, ty: transform.ty)
    }
  }
#endif
