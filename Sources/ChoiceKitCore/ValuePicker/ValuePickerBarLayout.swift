import Foundation

/// The frames of the navigation bar above a value picker's list: the back button at the leading
/// edge, a button such as "Done" at the trailing edge, and the title between them.
///
/// The rule is the system navigation bar's: the title is centred on the bar when it fits there
/// clear of both buttons; otherwise it is centred in the room between them and truncated to that
/// room, so it never meets a button. The back button keeps its width while the title can still be
/// centred beside it, and otherwise gives way to the title down to a third of the bar, its title
/// truncated to what is left after its chevron (the system goes further, to "Back" and then to
/// the chevron alone).
///
/// Coordinates are the bar's own, y down; right to left, every frame is the mirror image of the
/// left-to-right one.
///
/// ```swift
/// let bar = ValuePickerBarLayout(
///   width: 320, height: 44, titleWidth: 160, leadingWidth: 132, trailingWidth: 0)
/// bar.titleFrame  // between the back button and the trailing padding
/// ```
package struct ValuePickerBarLayout: Sendable, Equatable {
  /// The space between the bar's edges and its buttons, and the title's room when the bar has no
  /// button on that side.
  public static let padding: CGFloat = 16
  /// The space between the back button's chevron and the bar's leading edge.
  public static let backInset: CGFloat = 8
  /// The least space between the title and a button.
  public static let titleGap: CGFloat = 8

  /// The whole bar.
  public let frame: CGRect
  /// The room the title is drawn centred in and truncated to.
  public let titleFrame: CGRect
  /// The back button, chevron and title; `nil` without one.
  public let leadingFrame: CGRect?
  /// The trailing button; `nil` without one.
  public let trailingFrame: CGRect?

  /// Lays out a bar.
  ///
  /// - Parameters:
  ///   - width: The bar's width; negative or NaN reads as 0, more than
  ///     `ValuePickerMetrics.maximumLength` (or infinite) as that length.
  ///   - height: The bar's height, read the same way.
  ///   - titleWidth: The title's measured width.
  ///   - leadingWidth: The back button's natural width, chevron and title; 0 for none.
  ///   - trailingWidth: The trailing button's width; 0 for none.
  ///   - isRightToLeft: Whether the leading side is the right.
  public init(
    width: CGFloat, height: CGFloat, titleWidth: CGFloat, leadingWidth: CGFloat, trailingWidth: CGFloat,
    isRightToLeft: Bool = false
  ) {
    let width = ValuePickerListLayout.length(width)
    let height = ValuePickerListLayout.length(height)
    var start = min(Self.padding, width / 2)
    var end = max(width - Self.padding, start)
    var leading: CGRect?
    var trailing: CGRect?
    let middle = width / 2
    let title = ValuePickerListLayout.length(titleWidth)
    if ValuePickerListLayout.length(leadingWidth) > 0 {
      let x = min(Self.backInset, width)
      // The widest back button beside which the title is still centred, but never less than a
      // third of the bar.
      let besideCentredTitle = middle - title / 2 - Self.titleGap - x
      let side = min(
        ValuePickerListLayout.length(leadingWidth), max(width / 3, besideCentredTitle), width - x)
      leading = CGRect(x: x, y: 0, width: side, height: height)
      start = max(start, min(x + side + Self.titleGap, end))
    }
    if ValuePickerListLayout.length(trailingWidth) > 0 {
      let side = min(ValuePickerListLayout.length(trailingWidth), end - start)
      trailing = CGRect(x: end - side, y: 0, width: side, height: height)
      end = max(end - side - Self.titleGap, start)
    }
    let half = min(middle - start, end - middle)
    let room: (x: CGFloat, width: CGFloat) =
      half >= 0 && title <= 2 * half
      ? (middle - title / 2, title) : (start, end - start)
    let mirror = { (rect: CGRect) in
      isRightToLeft
        ? CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
    }
    frame = CGRect(x: 0, y: 0, width: width, height: height)
    titleFrame = mirror(CGRect(x: room.x, y: 0, width: room.width, height: height))
    leadingFrame = leading.map(mirror)
    trailingFrame = trailing.map(mirror)
  }
}
