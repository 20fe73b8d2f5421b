import Foundation

/// A badge on a tab's icon: a count, a short text or a dot.
///
/// ```swift
/// CurvedTabBarBadge.count(3).text                     // "3"
/// CurvedTabBarBadge.count(150).text                   // "99+"
/// CurvedTabBarBadge.count(3).spoken(in: .english)     // "3 new items"
/// CurvedTabBarBadge.dot.spoken(in: .spanish)          // "nuevo"
/// ```
public enum CurvedTabBarBadge: Sendable, Hashable {
  /// A number; zero or negative shows no badge, as the system's tab bar hides a zero badge.
  case count(Int)
  /// A short text; empty or only whitespace shows no badge.
  case text(String)
  /// A dot without text.
  case dot

  /// The largest count shown as a number; larger counts read "99+" on screen and are spoken
  /// exactly.
  public static let maximumShownCount = 99

  /// Whether the badge draws anything.
  public var isVisible: Bool {
    switch self {
    case .count(let count): count > 0
    case .text(let text): !Self.trimmed(text).isEmpty
    case .dot: true
    }
  }

  /// The text drawn in the badge: the count, up to "99+", or the trimmed text; `nil` for a dot
  /// or a badge that is not visible.
  public var text: String? {
    switch self {
    case .count(let count) where count > Self.maximumShownCount: "\(Self.maximumShownCount)+"
    case .count(let count) where count > 0: String(count)
    case .text(let text) where !Self.trimmed(text).isEmpty: Self.trimmed(text)
    default: nil
    }
  }

  /// What VoiceOver says for the badge after the tab's name and position.
  ///
  /// - Parameter wording: The words of the language.
  /// - Returns: "3 new items" for a count (the real count, never "99+"), the text itself, "new"
  ///   for a dot; `nil` for a badge that is not visible.
  public func spoken(in wording: ChoiceWording) -> String? {
    guard isVisible else { return nil }
    switch self {
    case .count(let count): return wording.newItems(count: count)
    case .text(let text): return Self.trimmed(text)
    case .dot: return wording.newBadge
    }
  }

  /// The badge's frame on an icon: its leading round end centred on the icon's top trailing
  /// corner (trailing end on the top leading corner, right to left), growing away from the icon
  /// as its text widens, so "99+" covers no more of the icon than "3".
  ///
  /// - Parameters:
  ///   - icon: The icon's frame, from ``CurvedTabBarLayout/iconFrame(forTab:selectedPosition:)``.
  ///   - textWidth: The measured width of ``text``; negative, NaN or infinite counts as 0.
  ///   - metrics: The badge's height, padding and dot size.
  ///   - isRightToLeft: Whether the bar is laid out right to left.
  /// - Returns: The frame; `nil` when the badge is not visible.
  public func frame(
    onIcon icon: CGRect, textWidth: CGFloat, metrics: CurvedTabBarMetrics, isRightToLeft: Bool
  ) -> CGRect? {
    guard isVisible else { return nil }
    let size: CGSize
    if case .dot = self {
      size = CGSize(width: metrics.badgeDotDiameter, height: metrics.badgeDotDiameter)
    } else {
      let width = CurvedTabBarMetrics.length(textWidth) + 2 * metrics.badgePadding
      size = CGSize(width: max(width, metrics.badgeHeight), height: metrics.badgeHeight)
    }
    let end = size.height / 2
    let minX = isRightToLeft ? icon.minX + end - size.width : icon.maxX - end
    return CGRect(x: minX, y: icon.minY - size.height / 2, width: size.width, height: size.height)
  }

  private static func trimmed(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
