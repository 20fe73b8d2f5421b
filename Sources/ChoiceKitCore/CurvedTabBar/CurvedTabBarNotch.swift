import Foundation

/// The size and feel of the dip in a tab bar's top edge that holds the raised centre button.
///
/// Values are stored as given; `CurvedTabBarOutline` reads them through the clamping rules it
/// documents, so any value, even NaN, draws a defined shape.
///
/// ```swift
/// let notch = CurvedTabBarNotch(width: 96, depth: 36, smoothness: 0.8, cornerRadius: 16)
/// let outline = CurvedTabBarOutline(notch: notch).path(in: barFrame, notchCenterX: barFrame.midX)
/// ```
public struct CurvedTabBarNotch: Sendable, Hashable {
  /// How the notch's two halves are drawn.
  public enum Profile: Sendable, Hashable {
    /// Per half, a convex shoulder cubic and a concave valley cubic meeting with one tangent
    /// at the half's midpoint. Every join inside the notch (edge to shoulder, shoulder to
    /// valley, the valley floor) shares its tangent and its curvature, so the edge bends in
    /// without a visible seam. ``CurvedTabBarNotch/smoothness`` sets how steep the
    /// walls are: 0 nearly vertical, 1 gently sloped.
    case smooth
    /// Per half, the single cubic the tutorial draws: handles at half the half-width, level
    /// with the top edge and with the valley floor. Its joins share tangents, but its curvature
    /// jumps where the straight edge meets each cubic. ``CurvedTabBarNotch/smoothness`` is ignored.
    case tutorial
  }

  /// The notch's full width at the top edge, in points.
  public var width: CGFloat
  /// How far the valley floor sits below the top edge, in points.
  public var depth: CGFloat
  /// How round the shoulders and the valley are, from 0 (tightest) to 1 (roundest).
  public var smoothness: CGFloat
  /// The radius of the bar's two top corners, in points; the bottom corners stay square.
  public var cornerRadius: CGFloat
  /// How the halves are drawn.
  public var profile: Profile

  /// Creates a notch.
  ///
  /// - Parameters:
  ///   - width: The full width at the top edge. Negative reads as 0 (no notch); NaN or
  ///     infinite reads as the default's width.
  ///   - depth: The depth below the top edge, with the same rules as `width`.
  ///   - smoothness: 0...1; values outside are clamped, NaN reads as the default's.
  ///   - cornerRadius: The top corners' radius, with the same rules as `width`.
  ///   - profile: How the halves are drawn.
  public init(
    width: CGFloat, depth: CGFloat, smoothness: CGFloat = 0.5, cornerRadius: CGFloat = 0,
    profile: Profile = .smooth
  ) {
    self.width = width
    self.depth = depth
    self.smoothness = smoothness
    self.cornerRadius = cornerRadius
    self.profile = profile
  }

  /// The default notch: 88 pt wide, 36 pt deep, smoothness 0.5, square top corners, smooth.
  public static let standard = CurvedTabBarNotch(width: 88, depth: 36, smoothness: 0.5, cornerRadius: 0)

  /// The tutorial's notch: 80 pt wide, 40 pt deep, its two cubics, square corners.
  ///
  /// Kept so the tutorial's look can be matched point for point. Its joins share tangents, but
  /// its curvature jumps where the straight edge meets each cubic.
  public static let tutorial = CurvedTabBarNotch(
    width: 80, depth: 40, smoothness: 0.5, cornerRadius: 0, profile: .tutorial)

  /// How many times the cradled circle's radius plus clearance a cradle is wide: the smallest
  /// factor for which the smooth profile (smoothness 0.5) stays clear of the circle all round.
  public static let cradleWidthFactor: CGFloat = 3.75

  /// A smooth notch that holds a circle centred on the bar's top edge with a ring of `clearance`
  /// between the circle and the notch's wall, so the curve reads around the button.
  ///
  /// Rule: with `r` the circle's radius, the notch is `r + clearance` deep and
  /// ``cradleWidthFactor`` × (`r + clearance`) wide, smoothness 0.5; the circle's centre then sits
  /// `r + clearance` above the valley floor, on the top edge.
  ///
  /// ```swift
  /// CurvedTabBarNotch.cradle(aroundDiameter: 56, clearance: 5)  // 123.75 × 33
  /// ```
  ///
  /// - Parameters:
  ///   - diameter: The circle's diameter; negative, NaN or infinite counts as 0.
  ///   - clearance: The ring around it, with the same rules.
  /// - Returns: The notch.
  public static func cradle(aroundDiameter diameter: CGFloat, clearance: CGFloat) -> CurvedTabBarNotch {
    func length(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }
    let reach = length(diameter) / 2 + length(clearance)
    return CurvedTabBarNotch(width: cradleWidthFactor * reach, depth: reach, smoothness: 0.5)
  }

  /// The notch with every value made usable: non-finite values replaced by ``standard``'s,
  /// negative lengths by 0, smoothness clamped to 0...1.
  ///
  /// - Returns: A notch whose lengths are finite and non-negative.
  public func sanitized() -> CurvedTabBarNotch {
    func length(_ value: CGFloat, _ fallback: CGFloat) -> CGFloat {
      value.isFinite ? max(value, 0) : fallback
    }
    let standard = CurvedTabBarNotch.standard
    return CurvedTabBarNotch(
      width: length(width, standard.width),
      depth: length(depth, standard.depth),
      smoothness: smoothness.isNaN ? standard.smoothness : min(max(smoothness, 0), 1),
      cornerRadius: length(cornerRadius, standard.cornerRadius),
      profile: profile)
  }
}
