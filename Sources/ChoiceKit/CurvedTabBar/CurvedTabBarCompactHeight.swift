#if canImport(SwiftUI)
  import SwiftUI

  /// Whether the bar is shown in compact height (an iPhone in landscape), where it takes the
  /// core's compact metrics (`CurvedTabBarTokens.resolvedMetrics(isCompactHeight:)`): a shorter
  /// bar with its titles beside the symbols, as the system tab bar does. Only iOS has the size
  /// class; elsewhere the height is never compact.
  @propertyWrapper
  struct CurvedTabBarCompactHeight: DynamicProperty {
    #if os(iOS)
      @Environment(\.verticalSizeClass) private var verticalSizeClass
      var wrappedValue: Bool { verticalSizeClass == .compact }
    #else
      var wrappedValue: Bool { false }
    #endif

    init() {}
  }
#endif
