import ChoiceKitCore

/// Colours and text styles of the gallery's own chrome: axes, captions, construction lines.
enum GalleryPalette {
  static let ink = RGBAColor(hex: 0x1C1C1E)
  static let secondaryInk = RGBAColor(hex: 0x6C6C70)
  static let grid = RGBAColor(hex: 0xE5E5EA)
  static let paper = RGBAColor(hex: 0xFFFFFF)
  static let accent = RGBAColor(hex: 0x5856D6)
  static let highlight = RGBAColor(hex: 0xFF9500)
  static let construction = RGBAColor(hex: 0x34C759)
  static let title = ChoiceTypography(size: 13, weight: .bold)
  static let label = ChoiceTypography(size: 11)
}
