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
public struct ValuePickerMetrics: Sendable, Hashable {
  /// The largest length a metric holds, and the largest width or height the value picker's
  /// layouts work with: a million points, far past any screen.
  public static let maximumLength: CGFloat = 1_000_000

  /// The space between the screen's edges and a section's rounded card; 0 for a menu, whose
  /// rows fill it.
  @Clamped(.lengthUpTo(ValuePickerMetrics.maximumLength)) public var cardInset: CGFloat = 0
  /// The corner radius of a section's card, or of the menu.
  @Clamped(.lengthUpTo(ValuePickerMetrics.maximumLength)) public var cornerRadius: CGFloat = 0
  /// The shortest a row may be; taller text makes the row taller.
  @Clamped(.lengthUpTo(ValuePickerMetrics.maximumLength)) public var minimumRowHeight: CGFloat = 0
  /// The padding around a row's content inside its card; each edge at most ``maximumLength``.
  public var rowPadding: ChoiceSpacing.Insets {
    get { clampedRowPadding }
    set { clampedRowPadding = Self.clamped(newValue) }
  }
  private var clampedRowPadding: ChoiceSpacing.Insets
  /// The gap between a row's label and its checkmark or accessory.
  @Clamped(.lengthUpTo(ValuePickerMetrics.maximumLength)) public var spacing: CGFloat = 0
  /// The width kept for the checkmark on its side of every row, selected or not, so the labels
  /// line up.
  @Clamped(.lengthUpTo(ValuePickerMetrics.maximumLength)) public var checkmarkWidth: CGFloat = 0
  /// The space above the first section (or the search field), below the navigation bar.
  @Clamped(.lengthUpTo(ValuePickerMetrics.maximumLength)) public var topPadding: CGFloat = 0
  /// The space between one section's card (or footer) and the next section's header or card.
  @Clamped(.lengthUpTo(ValuePickerMetrics.maximumLength)) public var sectionSpacing: CGFloat = 0
  /// The space between a section's header text and its card.
  @Clamped(.lengthUpTo(ValuePickerMetrics.maximumLength)) public var headerGap: CGFloat = 0
  /// The height of the search field above the list.
  @Clamped(.lengthUpTo(ValuePickerMetrics.maximumLength)) public var searchFieldHeight: CGFloat = 0
  /// The thickness of the line between two rows of a section.
  @Clamped(.lengthUpTo(ValuePickerMetrics.maximumLength)) public var separatorWidth: CGFloat = 0
  /// The space below the last section.
  @Clamped(.lengthUpTo(ValuePickerMetrics.maximumLength)) public var bottomPadding: CGFloat = 0

  /// Creates metrics; the defaults are the phone's inset-grouped list (``list``).
  ///
  /// - Parameters:
  ///   - cardInset: The space between the screen's edges and a card.
  ///   - cornerRadius: A card's corner radius.
  ///   - minimumRowHeight: The shortest row.
  ///   - rowPadding: The padding around a row's content.
  ///   - spacing: The gap between a label and its checkmark or accessory.
  ///   - checkmarkWidth: The width kept for the checkmark.
  ///   - topPadding: The space above the first section.
  ///   - sectionSpacing: The space between sections.
  ///   - headerGap: The space between a header and its card.
  ///   - searchFieldHeight: The search field's height.
  ///   - separatorWidth: The thickness of a row separator.
  ///   - bottomPadding: The space below the last section.
  public init(
    cardInset: CGFloat = 16, cornerRadius: CGFloat = 10, minimumRowHeight: CGFloat = 44,
    rowPadding: ChoiceSpacing.Insets = .init(vertical: 11, horizontal: 16), spacing: CGFloat = 12,
    checkmarkWidth: CGFloat = 17, topPadding: CGFloat = 20, sectionSpacing: CGFloat = 24,
    headerGap: CGFloat = 7, searchFieldHeight: CGFloat = 36, separatorWidth: CGFloat = 0.5,
    bottomPadding: CGFloat = 20
  ) {
    self.cardInset = cardInset
    self.cornerRadius = cornerRadius
    self.minimumRowHeight = minimumRowHeight
    self.clampedRowPadding = Self.clamped(rowPadding)
    self.spacing = spacing
    self.checkmarkWidth = checkmarkWidth
    self.topPadding = topPadding
    self.sectionSpacing = sectionSpacing
    self.headerGap = headerGap
    self.searchFieldHeight = searchFieldHeight
    self.separatorWidth = separatorWidth
    self.bottomPadding = bottomPadding
  }

  /// The phone's inset-grouped list: cards 16 pt from the edges with 10 pt corners, rows at
  /// least 44 pt tall with 16 pt side padding, a 17 pt checkmark column 12 pt from the label,
  /// 24 pt between sections and a 36 pt search field.
  public static let list = ValuePickerMetrics()

  /// The floating menu of the menu style: rows fill its width, 13 pt corners, a 12 pt
  /// checkmark column, and an 8 pt band between sections, as the system's menus separate
  /// groups.
  public static let menu = ValuePickerMetrics(
    cardInset: 0, cornerRadius: 13, rowPadding: .init(vertical: 11, horizontal: 16), spacing: 10,
    checkmarkWidth: 15, topPadding: 0, sectionSpacing: 8, headerGap: 0, bottomPadding: 0)

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
