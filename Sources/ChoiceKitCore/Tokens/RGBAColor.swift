import Foundation

/// A colour in the sRGB space with straight (not premultiplied) alpha, each channel in 0...1.
///
/// ```swift
/// let indigo = RGBAColor(hex: 0x5856D6)
/// let wash = indigo.withAlpha(0.15)
/// ```
///
/// Channels are clamped into 0...1 on creation (so ±infinity gives 1 or 0) and a NaN channel
/// becomes 0, so every colour can be written out and equals itself.
public struct RGBAColor: Sendable, Hashable {
  /// The red channel, 0...1.
  public let red: Double
  /// The green channel, 0...1.
  public let green: Double
  /// The blue channel, 0...1.
  public let blue: Double
  /// The opacity, 0 (transparent) ... 1 (opaque).
  public let alpha: Double

  /// Creates a colour from sRGB channels.
  ///
  /// - Parameters:
  ///   - red: The red channel, clamped to 0...1; NaN becomes 0.
  ///   - green: The green channel, clamped to 0...1; NaN becomes 0.
  ///   - blue: The blue channel, clamped to 0...1; NaN becomes 0.
  ///   - alpha: The opacity, clamped to 0...1; NaN becomes 0 (transparent).
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = Self.clamp(red)
    self.green = Self.clamp(green)
    self.blue = Self.clamp(blue)
    self.alpha = Self.clamp(alpha)
  }

  /// Creates an opaque colour from a 24-bit `0xRRGGBB` value.
  ///
  /// - Parameters:
  ///   - hex: The colour; bits above the lowest 24 are ignored.
  ///   - alpha: The opacity, clamped to 0...1; NaN becomes 0 (transparent).
  public init(hex: UInt32, alpha: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255,
      green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255,
      alpha: alpha)
  }

  /// Creates a grey.
  ///
  /// - Parameters:
  ///   - white: The brightness, 0 (black) ... 1 (white), clamped to that range; NaN becomes 0.
  ///   - alpha: The opacity, clamped to 0...1; NaN becomes 0 (transparent).
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The same colour with another opacity.
  ///
  /// - Parameter alpha: The new opacity, clamped to 0...1; NaN becomes 0 (transparent).
  /// - Returns: The colour with `alpha` replaced.
  public func withAlpha(_ alpha: Double) -> RGBAColor {
    RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The opaque colour this one shows when laid over another ("source over" compositing).
  ///
  /// - Parameter background: The colour underneath; its own alpha is ignored (read as opaque).
  /// - Returns: An opaque colour.
  public func composited(over background: RGBAColor) -> RGBAColor {
    func mix(_ top: Double, _ bottom: Double) -> Double { top * alpha + bottom * (1 - alpha) }
    return RGBAColor(
      red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue))
  }

  /// The colour as `#rrggbb`, ignoring alpha (lower-case, rounded to the nearest 8-bit value);
  /// always seven characters, since the channels are clamped.
  public var hexString: String {
    let digits = Array("0123456789abcdef")
    var text = "#"
    for channel in [red, green, blue] {
      let byte = Int((channel * 255).rounded())
      text.append(digits[byte >> 4])
      text.append(digits[byte & 0xF])
    }
    return text
  }

  /// The relative luminance of WCAG 2 (0 for black, 1 for white), ignoring alpha; always in 0...1.
  public var relativeLuminance: Double {
    func linear(_ c: Double) -> Double {
      c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// The WCAG 2 contrast ratio between two opaque colours, from 1 (none) to 21.
  ///
  /// - Parameter other: The colour to compare against.
  /// - Returns: The ratio, the lighter luminance over the darker, each plus 0.05; always in
  ///   1...21, since the channels are clamped.
  public func contrastRatio(to other: RGBAColor) -> Double {
    let (a, b) = (relativeLuminance, other.relativeLuminance)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// Opaque black.
  public static let black = RGBAColor(white: 0)
  /// Opaque white.
  public static let white = RGBAColor(white: 1)
  /// Fully transparent black.
  public static let clear = RGBAColor(white: 0, alpha: 0)

  private static func clamp(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }
}
