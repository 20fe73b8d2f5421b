import Foundation

/// Where a curved tab view puts its bar, and how much room the content keeps at its bottom, from
/// the screen's safe areas, the keyboard and the bar's size.
///
/// Coordinates are the container's own (the whole screen, safe areas included), y down, origin at
/// the top-left corner.
///
/// Rules:
/// - The bar's background spans the container's whole width and reaches its bottom edge: in
///   landscape it extends over the leading and trailing safe areas and under the home indicator,
///   while the buttons stay inside the safe area, in ``itemsFrame``.
/// - With the bar shown and the keyboard down, the content's bottom edge sits
///   ``circleOverhang`` above the bar's top edge, so the raised circle covers none of the last
///   row.
/// - The bar stays put when the keyboard shows. A keyboard that covers the whole bar, circle
///   included, puts the content's bottom edge right on the keyboard (the bar adds nothing on top,
///   as a system app's composer sits on the keyboard) and leaves the bar covered
///   (``isBarCovered``). A shorter keyboard (a hardware keyboard's shortcut bar) leaves the bar in
///   view and the content above it, so the inset never jumps as the keyboard grows.
/// - A hidden bar has no frames and keeps no room: the content's edge is the bottom safe area or
///   the keyboard, whichever is higher.
/// - Every length is sanitised: negative, NaN or infinite becomes 0, one above
///   ``CurvedTabBarLayout/maximumLength`` becomes that length. Leading and trailing safe areas
///   wider than the container leave the buttons a row of zero width.
///
/// ```swift
/// let insets = CurvedTabContentInsets(
///   containerSize: CGSize(width: 390, height: 844), bottomSafeArea: 34,
///   barHeight: 80, circleOverhang: 15)
/// insets.barFrame             // 0, 730, 390 × 114
/// insets.contentBottomInset   // 129: 34 + 80 + 15
/// ```
///
/// In SwiftUI, the bar form reads the container's size and safe areas from a `GeometryReader`
/// that ignores the keyboard (`.ignoresSafeArea(.keyboard)`) and the keyboard from one that
/// does not: the keyboard is up when the second reader's bottom inset is larger, and then
/// `keyboardHeight` is that inset. The content takes
/// `.safeAreaInset(edge: .bottom, spacing: 0) { Color.clear.frame(height: insets.extraBottomInset) }`
/// in place of a hidden copy of the bar, so it sits on the keyboard when the keyboard is up. The
/// bar, laid out at ``itemsFrame``'s width, is placed at ``itemsFrame`` over the content,
/// ignoring the keyboard's safe area, its background filling all of ``barFrame`` (the strips
/// beside ``itemsFrame`` straight-topped), and is hidden from touches and VoiceOver while
/// ``isBarCovered``.
public struct CurvedTabContentInsets: Sendable, Equatable {
  /// The container's size, sanitised.
  public let containerSize: CGSize
  /// The bar's whole frame, background included: the container's full width, from the bar's top
  /// edge down to the container's bottom edge; `nil` when the bar is hidden.
  public let barFrame: CGRect?
  /// The row that holds the tabs and the action: inside the leading and trailing safe areas and
  /// above the bottom one. Lay the bar out at this width. `nil` when the bar is hidden.
  public let itemsFrame: CGRect?
  /// The distance from the container's bottom edge to the content's bottom edge.
  public let contentBottomInset: CGFloat
  /// The room the content keeps beyond the bottom safe area and the keyboard: the height of the
  /// `safeAreaInset(edge: .bottom)` a SwiftUI view gives its content.
  public let extraBottomInset: CGFloat
  /// Whether the keyboard covers the whole bar, raised circle included; such a bar is neither
  /// touchable nor read by VoiceOver.
  public let isBarCovered: Bool
  /// How far the raised circle reaches above the bar's top edge.
  public let circleOverhang: CGFloat

  /// Places the bar and the content.
  ///
  /// - Parameters:
  ///   - containerSize: The container's size, safe areas included.
  ///   - leadingSafeArea: The leading safe-area inset (the sensor housing's side in landscape).
  ///   - trailingSafeArea: The trailing safe-area inset.
  ///   - bottomSafeArea: The bottom safe-area inset without the keyboard (the home indicator).
  ///   - keyboardHeight: How far the keyboard reaches up from the container's bottom edge, home
  ///     indicator's area included; 0 when it is down.
  ///   - barHeight: The bar's height above the bottom safe area,
  ///     ``CurvedTabBarLayout/contentHeight``.
  ///   - circleOverhang: How far the raised circle reaches above the bar, from
  ///     ``circleOverhang(of:)`` or ``circleOverhang(metrics:)``.
  ///   - showsBar: Whether the bar is shown: ``CurvedTabBarPresence/keepsBottomInset``.
  ///   - isRightToLeft: Whether leading is the right side.
  public init(
    containerSize: CGSize,
    leadingSafeArea: CGFloat = 0,
    trailingSafeArea: CGFloat = 0,
    bottomSafeArea: CGFloat = 0,
    keyboardHeight: CGFloat = 0,
    barHeight: CGFloat,
    circleOverhang: CGFloat,
    showsBar: Bool = true,
    isRightToLeft: Bool = false
  ) {
    let width = Self.length(containerSize.width)
    let height = Self.length(containerSize.height)
    let bottom = Self.length(bottomSafeArea)
    let keyboard = Self.length(keyboardHeight)
    let overhang = Self.length(circleOverhang)
    let bar = Self.length(barHeight)
    let leading = min(Self.length(leadingSafeArea), width)
    let trailing = min(Self.length(trailingSafeArea), width - leading)
    self.containerSize = CGSize(width: width, height: height)
    self.circleOverhang = overhang
    let floor = max(bottom, keyboard)
    guard showsBar else {
      (barFrame, itemsFrame, isBarCovered) = (nil, nil, false)
      (contentBottomInset, extraBottomInset) = (floor, 0)
      return
    }
    let barTotal = bar + bottom
    let barFrame = CGRect(x: 0, y: height - barTotal, width: width, height: barTotal)
    self.barFrame = barFrame
    itemsFrame = CGRect(
      x: isRightToLeft ? trailing : leading, y: barFrame.minY, width: width - leading - trailing, height: bar)
    isBarCovered = keyboard > 0 && keyboard >= barTotal + overhang
    contentBottomInset = isBarCovered ? keyboard : barTotal + overhang
    extraBottomInset = max(contentBottomInset - floor, 0)
  }

  /// The content's frame: the container above ``contentBottomInset``, full width (the content
  /// keeps its own leading and trailing safe areas).
  public var contentFrame: CGRect {
    CGRect(
      x: 0, y: 0, width: containerSize.width,
      height: max(containerSize.height - contentBottomInset, 0))
  }

  /// Whether the bar can be seen: shown and not covered by the keyboard.
  public var isBarVisible: Bool { barFrame != nil && !isBarCovered }

  static func length(_ value: CGFloat) -> CGFloat {
    ClampingRule.lengthUpTo(CurvedTabBarLayout.maximumLength).clamp(value)
  }
}
