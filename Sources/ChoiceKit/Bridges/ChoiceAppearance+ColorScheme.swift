#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  extension ChoiceAppearance {
    /// The appearance matching a SwiftUI colour scheme.
    ///
    /// ```swift
    /// @Environment(\.colorScheme) private var colorScheme
    /// let fill = theme.track.resolved(in: ChoiceAppearance(colorScheme))
    /// ```
    ///
    /// - Parameter colorScheme: The colour scheme. A scheme added to SwiftUI after this was
    ///   written counts as light, the appearance every token is designed for first.
    public init(_ colorScheme: ColorScheme) {
      switch colorScheme {
      case .light: self = .light
      case .dark: self = .dark
      @unknown default: self = .light
      }
    }
  }

  extension ColorScheme {
    /// The SwiftUI colour scheme matching a core appearance.
    ///
    /// ```swift
    /// MyControl().environment(\.colorScheme, ColorScheme(ChoiceAppearance.dark))
    /// ```
    ///
    /// - Parameter appearance: Light or dark.
    public init(_ appearance: ChoiceAppearance) {
      switch appearance {
      case .light: self = .light
      case .dark: self = .dark
      }
    }
  }
#endif
