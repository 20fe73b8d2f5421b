/// The system's named colours, as SwiftUI's `Color.red`, `Color.blue`… draw them on iOS, each with
/// its light and dark value from Apple's Human Interface Guidelines.
///
/// ```swift
/// var tokens = SegmentedPickerTokens()
/// tokens.tint = SystemColor.orange.color   // what `.tint(.orange)` gives the SwiftUI picker
/// ```
public enum SystemColor: String, Sendable, Hashable, CaseIterable {
  case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray

  /// The colour in the light and the dark appearance.
  public var color: AdaptiveColor {
    let (light, dark): (UInt32, UInt32)
    switch self {
    case .red: (light, dark) = (0xFF3B30, 0xFF453A)
    case .orange: (light, dark) = (0xFF9500, 0xFF9F0A)
    case .yellow: (light, dark) = (0xFFCC00, 0xFFD60A)
    case .green: (light, dark) = (0x34C759, 0x30D158)
    case .mint: (light, dark) = (0x00C7BE, 0x63E6E2)
    case .teal: (light, dark) = (0x30B0C7, 0x40C8E0)
    case .cyan: (light, dark) = (0x32ADE6, 0x64D2FF)
    case .blue: (light, dark) = (0x007AFF, 0x0A84FF)
    case .indigo: (light, dark) = (0x5856D6, 0x5E5CE6)
    case .purple: (light, dark) = (0xAF52DE, 0xBF5AF2)
    case .pink: (light, dark) = (0xFF2D55, 0xFF375F)
    case .brown: (light, dark) = (0xA2845E, 0xAC8E68)
    case .gray: (light, dark) = (0x8E8E93, 0x8E8E93)
    }
    return AdaptiveColor(light: RGBAColor(hex: light), dark: RGBAColor(hex: dark))
  }
}
