#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  extension Font {
    /// Creates a system font with a core text style's size, weight and design.
    ///
    /// ```swift
    /// Text(title).font(Font(ChoiceTypography(size: 15, weight: .semibold, design: .rounded)))
    /// ```
    ///
    /// The size is fixed, as the core measured it. To follow Dynamic Type, scale the style
    /// first, for example by a `@ScaledMetric` factor: `Font(style.scaled(by: factor))`.
    ///
    /// - Parameter typography: The text style; its size is always finite and positive.
    public init(_ typography: ChoiceTypography) {
      // Typed as optionals so the iOS 16 `system(size:weight:design:)` is the only candidate,
      // not the deprecated iOS 13 overload with non-optional parameters.
      let weight: Font.Weight? = Font.Weight(typography.weight)
      let design: Font.Design? = Font.Design(typography.design)
      self = Font.system(size: typography.size, weight: weight, design: design)
    }
  }

  extension Font.Weight {
    /// The SwiftUI weight of the same name as a core weight.
    ///
    /// - Parameter weight: The core weight, `ultraLight` through `black`.
    public init(_ weight: ChoiceTypography.Weight) {
      switch weight {
      case .ultraLight: self = .ultraLight
      case .thin: self = .thin
      case .light: self = .light
      case .regular: self = .regular
      case .medium: self = .medium
      case .semibold: self = .semibold
      case .bold: self = .bold
      case .heavy: self = .heavy
      case .black: self = .black
      }
    }
  }

  extension Font.Design {
    /// The SwiftUI design of the same name as a core design.
    ///
    /// - Parameter design: The core design.
    public init(_ design: ChoiceTypography.Design) {
      switch design {
      case .default: self = .default
      case .rounded: self = .rounded
      case .serif: self = .serif
      case .monospaced: self = .monospaced
      }
    }
  }
#endif
