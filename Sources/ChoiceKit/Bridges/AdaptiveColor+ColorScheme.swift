#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  extension AdaptiveColor {
    /// The colour for a SwiftUI colour scheme.
    ///
    /// The label is `for:`, not the core's `in:`, so that `resolved(in: .dark)` keeps meaning
    /// the core `ChoiceAppearance` where both modules are imported.
    ///
    /// ```swift
    /// @Environment(\.colorScheme) private var colorScheme
    /// let track = theme.track.resolved(for: colorScheme)
    /// ```
    ///
    /// - Parameter colorScheme: The colour scheme, mapped as `ChoiceAppearance(_:)` maps it.
    /// - Returns: `light` or `dark`.
    public func resolved(for colorScheme: ColorScheme) -> RGBAColor {
      resolved(in: ChoiceAppearance(colorScheme))
    }

    /// The SwiftUI colour for a colour scheme, for views that read the scheme themselves.
    ///
    /// Works from iOS 16; from iOS 17 ``ChoiceColorStyle`` and `Color(_:)` follow the
    /// environment without reading it.
    ///
    /// ```swift
    /// @Environment(\.colorScheme) private var colorScheme
    /// var body: some View {
    ///   Capsule().fill(theme.track.color(for: colorScheme))
    /// }
    /// ```
    ///
    /// - Parameter colorScheme: The colour scheme.
    /// - Returns: The colour for that scheme.
    public func color(for colorScheme: ColorScheme) -> Color {
      Color(resolved(for: colorScheme))
    }
  }
#endif
