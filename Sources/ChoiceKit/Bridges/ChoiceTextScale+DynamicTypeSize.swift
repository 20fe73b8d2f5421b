#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  extension ChoiceTextScale {
    /// The core's name for a SwiftUI Dynamic Type size, so tokens scale fonts as the
    /// environment asks.
    ///
    /// ```swift
    /// @Environment(\.dynamicTypeSize) private var size
    /// let font = Font(tokens.typography(isSelected: false, textScale: ChoiceTextScale(size)))
    /// ```
    ///
    /// - Parameter size: The environment's Dynamic Type size; a size added to SwiftUI after this
    ///   was written counts as `.large`, the size every token is designed for first.
    public init(_ size: DynamicTypeSize) {
      switch size {
      case .xSmall: self = .xSmall
      case .small: self = .small
      case .medium: self = .medium
      case .large: self = .large
      case .xLarge: self = .xLarge
      case .xxLarge: self = .xxLarge
      case .xxxLarge: self = .xxxLarge
      case .accessibility1: self = .accessibility1
      case .accessibility2: self = .accessibility2
      case .accessibility3: self = .accessibility3
      case .accessibility4: self = .accessibility4
      case .accessibility5: self = .accessibility5
      @unknown default: self = .large
      }
    }
  }
#endif
