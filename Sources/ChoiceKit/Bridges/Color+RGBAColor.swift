#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  extension Color {
    /// Creates a SwiftUI colour from a core sRGB colour.
    ///
    /// ```swift
    /// Capsule().fill(Color(RGBAColor(hex: 0x5856D6)))
    /// ```
    ///
    /// - Parameter color: The colour; its channels are already in 0...1 and its alpha is
    ///   straight, as `Color(_:red:green:blue:opacity:)` expects.
    public init(_ color: RGBAColor) {
      self.init(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
    }
  }
#endif
