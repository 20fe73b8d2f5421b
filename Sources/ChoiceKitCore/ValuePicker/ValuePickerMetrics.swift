import Foundation

/// The distances of a value picker's rows and lists: the inset-grouped list of the system's
/// pushed, inline and sheet pickers, and the floating menu of the menu style.
///
/// The SwiftUI picker shows its options in the platform's own `List`, `Form` and `Menu`, which
/// set these distances themselves; these numbers are that look written down, so the preview
/// renderer draws what the device shows and the arithmetic placing rows and checkmarks
/// (`ValuePickerListLayout`, `ValuePickerRowLayout`) is tested on any system.
///
/// Every length is kept finite, non-negative and at most ``maximumLength``, whether given to the
/// initialiser or assigned later: a negative, NaN or infinite value becomes 0, and a larger one
/// ``maximumLength``, as the layouts clamp widths and heights, so no sum of them overflows.
///
/// ```swift
/// var metrics = ValuePickerMetrics.list
/// metrics.minimumRowHeight = 52
/// let layout = ValuePickerListLayout(width: 390, sections: sections, metrics: metrics)
/// ```
public struct ValuePickerMetrics: ChoiceConfigurable {
  /// The largest length a metric holds, and the largest width or height the value picker's
  /// layouts work with: a million points, far past any screen.
  public static let maximumLength: CGFloat = 1_000_000

  /// The space between the screen's edges and a section's rounded card; 0 for a menu, whose
  /// rows fill it.
  @Clamped(.lengthUpTo(ValuePickerMetrics.maximumLength)) public var cardInset: CGFloat = 16
  /// The corner radius of a section's card, or of the menu.
  @Clamped(.lengthUpTo(ValuePickerMetrics.maximumLength)) public var cornerRadius: CGFloat = 10
  /// The shortest a row may be; taller text makes the row taller.
  @Clamped(.lengthUpTo(ValuePickerMetrics.maximumLength)) public var minimumRowHeight: CGFloat = 44
  /// The padding around a row's content inside its card; each edge at most ``maximumLength``.
  public var rowPadding: ChoiceSpacing.Insets {
    get { clampedRowPadding }
    set { clampedRowPadding = Self.clamped(newValue) }
  }
  private var clampedRowPadding = ChoiceSpacing.Insets(vertical: 11, horizontal: 16)
  /// The gap between a row's label and its checkmark or accessory.
  @Clamped(.lengthUpTo(ValuePickerMetrics.maximumLength)) public var spacing: CGFloat = 12
  /// The width kept for the checkmark on its side of every row, selected or not, so the labels
  /// line up.
  @Clamped(.lengthUpTo(ValuePickerMetrics.maximumLength)) public var checkmarkWidth: CGFloat = 17
  /// The space above the first section (or the search field), below the navigation bar.
  @Clamped(.lengthUpTo(ValuePickerMetrics.maximumLength)) public var topPadding: CGFloat = 20
  /// The space between one section's card (or footer) and the next section's header or card.
  @Clamped(.lengthUpTo(ValuePickerMetrics.maximumLength)) public var sectionSpacing: CGFloat = 24
  /// The space between a section's header text and its card.
  @Clamped(.lengthUpTo(ValuePickerMetrics.maximumLength)) public var headerGap: CGFloat = 7
  /// The height of the search field above the list.
  @Clamped(.lengthUpTo(ValuePickerMetrics.maximumLength)) public var searchFieldHeight: CGFloat = 36
  /// The thickness of the line between two rows of a section.
  @Clamped(.lengthUpTo(ValuePickerMetrics.maximumLength)) public var separatorWidth: CGFloat = 0.5
  /// The space below the last section.
  @Clamped(.lengthUpTo(ValuePickerMetrics.maximumLength)) public var bottomPadding: CGFloat = 20

  /// Creates the phone's inset-grouped list (``list``): change it in place, or start from any
  /// metrics with `init(_:)`'s closure.
  public init() {}

  /// The phone's inset-grouped list: cards 16 pt from the edges with 10 pt corners, rows at
  /// least 44 pt tall with 16 pt side padding, a 17 pt checkmark column 12 pt from the label,
  /// 24 pt between sections and a 36 pt search field.
  public static let list = ValuePickerMetrics()

  /// The floating menu of the menu style: rows fill its width, 13 pt corners, a 12 pt
  /// checkmark column, and an 8 pt band between sections, as the system's menus separate
  /// groups.
  public static let menu = ValuePickerMetrics {
    $0.cardInset = 0
    $0.cornerRadius = 13
    $0.rowPadding = .init(vertical: 11, horizontal: 16)
    $0.spacing = 10
    $0.checkmarkWidth = 15
    $0.topPadding = 0
    $0.sectionSpacing = 8
    $0.headerGap = 0
    $0.bottomPadding = 0
  }

  /// Insets with every edge at most ``maximumLength``.
  private static func clamped(_ insets: ChoiceSpacing.Insets) -> ChoiceSpacing.Insets {
    let rule = ClampingRule.lengthUpTo(maximumLength)
    return ChoiceSpacing.Insets(
      top: rule.clamp(insets.top), leading: rule.clamp(insets.leading), bottom: rule.clamp(insets.bottom),
      trailing: rule.clamp(insets.trailing))
  }

  /// A row's height for a label of a given line height: the line and the vertical padding, at
  /// least ``minimumRowHeight``.
  ///
  /// - Parameter lineHeight: The label's line height, ascent plus descent; negative, NaN or
  ///   infinite reads as 0.
  /// - Returns: The row's height, finite and at least ``minimumRowHeight``.
  public func rowHeight(lineHeight: CGFloat) -> CGFloat {
    let natural = ChoiceSpacing.sanitized(lineHeight) + rowPadding.vertical
    return min(max(natural, minimumRowHeight), ValuePickerListLayout.maximumLength)
  }
}
