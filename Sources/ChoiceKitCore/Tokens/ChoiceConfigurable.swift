import Foundation

/// Tokens and metrics: values that start from their defaults and are changed in place, as
/// SwiftUI's own configurations are.
///
/// Every field of a conforming type has its default where it is declared, so a default is
/// stated once. Build a variant from the defaults or from another value:
///
/// ```swift
/// let tokens = RadialMenuTokens { $0.centerDiameter = 64 }
/// let dim = SegmentedPickerTokens.watch.with { $0.disabledOpacity = 0.25 }
/// ```
public protocol ChoiceConfigurable: Sendable, Hashable {
  /// The defaults.
  init()
}

extension ChoiceConfigurable {
  /// The defaults, changed by `configure`.
  ///
  /// - Parameter configure: Changes the defaults in place.
  public init(_ configure: (inout Self) -> Void) {
    self.init()
    configure(&self)
  }

  /// A copy of this value changed by `configure`.
  ///
  /// - Parameter configure: Changes the copy in place.
  /// - Returns: The changed copy.
  public func with(_ configure: (inout Self) -> Void) -> Self {
    var copy = self
    configure(&copy)
    return copy
  }
}
