import Foundation

/// The frames of a value picker's open list: the search field, each section's header, card,
/// rows and footer, and in each row where the label and the checkmark go.
///
/// The SwiftUI picker lets the native `List` place its rows; this is the same arrangement
/// written down from ``ValuePickerMetrics``, which the preview renderer draws, so where a
/// checkmark sits and how a list mirrors is decided once and tested.
///
/// Coordinates are y down with the origin at the list's top-left corner. Right to left, every
/// frame is the mirror image of the left-to-right one, so ``ValuePickerCheckmark/trailing``
/// puts the checkmark at the left.
///
/// ```swift
/// let layout = ValuePickerListLayout(
///   width: 390, sections: [.init(rowHeights: [44, 44, 44])], checkmark: .trailing)
/// layout.sections[0].rows[2].checkmarkFrame   // at the card's right edge, less the padding
/// ```
package struct ValuePickerListLayout: Sendable, Equatable {
  /// The largest length the layout works with: a larger width, row height or header height is
  /// clamped to it, as every metric is (``ValuePickerMetrics/maximumLength``), so every frame
  /// stays finite.
  public static let maximumLength: CGFloat = ValuePickerMetrics.maximumLength

  /// What one section holds, as the list is asked to lay it out.
  public struct Section: Sendable, Hashable {
    /// Each row's height, in order; see ``ValuePickerMetrics/rowHeight(lineHeight:)``.
    public var rowHeights: [CGFloat]
    /// The header's height, or 0 for a section without one.
    public var headerHeight: CGFloat
    /// The footer's height, or 0 for a section without one.
    public var footerHeight: CGFloat

    /// Describes a section; negative, NaN or infinite heights read as 0.
    ///
    /// - Parameters:
    ///   - rowHeights: Each row's height.
    ///   - headerHeight: The header's height; 0 for none.
    ///   - footerHeight: The footer's height; 0 for none.
    public init(rowHeights: [CGFloat], headerHeight: CGFloat = 0, footerHeight: CGFloat = 0) {
      self.rowHeights = rowHeights
      self.headerHeight = headerHeight
      self.footerHeight = footerHeight
    }
  }

  /// One row's frames.
  public struct Row: Sendable, Equatable {
    /// The whole row, as wide as its card.
    public let frame: CGRect
    /// The room for the label: the row less its padding and the checkmark's column.
    public let labelFrame: CGRect
    /// The checkmark's square, on the row's checkmark side, kept on every row so labels line up;
    /// no taller than the row, centred in the checkmark's column.
    public let checkmarkFrame: CGRect
    /// The line at the bottom of the row, from the label's leading edge to the card's trailing
    /// edge, no thicker than the row; `nil` for a section's last row.
    public let separatorFrame: CGRect?

    /// The square the checkmark's symbol is drawn in: a symbol of `side` centred on
    /// ``checkmarkFrame``, no wider than the column and the gap beside it (half of `gap` on each
    /// side) and no taller than the row, so a large symbol never reaches the label's room.
    ///
    /// - Parameters:
    ///   - side: The symbol's size; negative or NaN reads as 0.
    ///   - gap: The gap between the label and the column, ``ValuePickerMetrics/spacing``.
    /// - Returns: The square, centred on ``checkmarkFrame``.
    public func checkmarkSymbolFrame(side: CGFloat, gap: CGFloat) -> CGRect {
      let room = checkmarkFrame.width + (gap.isNaN ? 0 : max(gap, 0))
      let size = min(side.isNaN ? 0 : max(side, 0), room, frame.height)
      return CGRect(
        x: checkmarkFrame.midX - size / 2, y: checkmarkFrame.midY - size / 2, width: size, height: size)
    }
  }

  /// One section's frames.
  public struct PlacedSection: Sendable, Equatable {
    /// The header's frame, aligned with the rows' content; `nil` without a header, and for a
    /// section without rows, which shows no header above nothing.
    public let headerFrame: CGRect?
    /// The rounded card behind the rows; empty (zero height) for a section without rows.
    public let cardFrame: CGRect
    /// The rows, in order.
    public let rows: [Row]
    /// The footer's frame below the card; `nil` without a footer or rows.
    public let footerFrame: CGRect?
  }

  /// The list's size: the width asked for, and the height of everything plus the paddings.
  public let size: CGSize
  /// The search field above the first section, or `nil` when the list shows none.
  public let searchFieldFrame: CGRect?
  /// One entry per section asked for, in order; a section without rows takes no room.
  public let sections: [PlacedSection]

  /// Lays out a list.
  ///
  /// - Parameters:
  ///   - width: The list's width; negative or NaN reads as 0, more than ``maximumLength`` (or
  ///     infinite) as ``maximumLength``.
  ///   - sections: The sections, in order.
  ///   - showsSearchField: Whether a search field sits above the first section.
  ///   - checkmark: Which side of each row keeps the checkmark's column.
  ///   - isRightToLeft: Whether the leading side is the right.
  ///   - metrics: The distances.
  public init(
    width: CGFloat, sections: [Section], showsSearchField: Bool = false,
    checkmark: ValuePickerCheckmark = .trailing, isRightToLeft: Bool = false,
    metrics: ValuePickerMetrics = .list
  ) {
    let width = Self.length(width)
    let card = (
      x: min(metrics.cardInset, width / 2), width: Self.cardWidth(listWidth: width, metrics: metrics)
    )
    let padding = metrics.rowPadding
    let content = (
      x: card.x + min(padding.leading, card.width),
      width: Self.contentWidth(cardWidth: card.width, metrics: metrics)
    )
    var y = metrics.topPadding
    var search: CGRect?
    if showsSearchField {
      search = CGRect(x: card.x, y: y, width: card.width, height: metrics.searchFieldHeight)
      y += metrics.searchFieldHeight + metrics.topPadding
    }
    var placed: [PlacedSection] = []
    var isFirst = true
    for section in sections {
      guard !section.rowHeights.isEmpty else {
        placed.append(
          PlacedSection(
            headerFrame: nil, cardFrame: CGRect(x: card.x, y: y, width: card.width, height: 0), rows: [],
            footerFrame: nil))
        continue
      }
      if !isFirst { y += metrics.sectionSpacing }
      isFirst = false
      var header: CGRect?
      let headerHeight = Self.length(section.headerHeight)
      if headerHeight > 0 {
        header = CGRect(x: content.x, y: y, width: content.width, height: headerHeight)
        y += headerHeight + metrics.headerGap
      }
      let top = y
      var rows: [Row] = []
      for (index, height) in section.rowHeights.enumerated() {
        let frame = CGRect(x: card.x, y: y, width: card.width, height: Self.length(height))
        let isLast = index == section.rowHeights.count - 1
        rows.append(
          Self.row(in: frame, content: content, isLast: isLast, checkmark: checkmark, metrics: metrics))
        y += frame.height
      }
      let cardFrame = CGRect(x: card.x, y: top, width: card.width, height: y - top)
      var footer: CGRect?
      let footerHeight = Self.length(section.footerHeight)
      if footerHeight > 0 {
        footer = CGRect(x: content.x, y: y + metrics.headerGap, width: content.width, height: footerHeight)
        y += metrics.headerGap + footerHeight
      }
      placed.append(PlacedSection(headerFrame: header, cardFrame: cardFrame, rows: rows, footerFrame: footer))
    }
    size = CGSize(width: width, height: y + metrics.bottomPadding)
    guard isRightToLeft else {
      searchFieldFrame = search
      self.sections = placed
      return
    }
    let mirror = { (rect: CGRect) in
      CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }
    searchFieldFrame = search.map(mirror)
    self.sections = placed.map { section in
      PlacedSection(
        headerFrame: section.headerFrame.map(mirror), cardFrame: mirror(section.cardFrame),
        rows: section.rows.map { row in
          Row(
            frame: mirror(row.frame), labelFrame: mirror(row.labelFrame),
            checkmarkFrame: mirror(row.checkmarkFrame), separatorFrame: row.separatorFrame.map(mirror))
        },
        footerFrame: section.footerFrame.map(mirror))
    }
  }

  /// The width of every row's label room in a list (``Row/labelFrame``), which does not depend on
  /// the rows' heights: the width to wrap the labels in before their rows' heights are known.
  ///
  /// - Parameters:
  ///   - width: The list's width, read as the initialiser reads it.
  ///   - metrics: The distances.
  /// - Returns: The card's width less the row's padding, the checkmark's column and the gap.
  public static func labelWidth(listWidth width: CGFloat, metrics: ValuePickerMetrics = .list) -> CGFloat {
    let content = contentWidth(
      cardWidth: cardWidth(listWidth: length(width), metrics: metrics), metrics: metrics)
    let (column, gap) = checkmarkColumn(contentWidth: content, metrics: metrics)
    return content - column - gap
  }

  /// The cards' width in a list of a usable width: the list less the card inset on each side.
  private static func cardWidth(listWidth: CGFloat, metrics: ValuePickerMetrics) -> CGFloat {
    max(listWidth - 2 * metrics.cardInset, 0)
  }

  /// The width of a row's content in a card: the card less the row's padding.
  private static func contentWidth(cardWidth: CGFloat, metrics: ValuePickerMetrics) -> CGFloat {
    max(cardWidth - metrics.rowPadding.horizontal, 0)
  }

  /// The checkmark's column in a row's content, and the gap between it and the label: each as
  /// wide as the metrics say, as far as the content allows.
  private static func checkmarkColumn(contentWidth: CGFloat, metrics: ValuePickerMetrics) -> (
    column: CGFloat, gap: CGFloat
  ) {
    let column = min(metrics.checkmarkWidth, contentWidth)
    return (column, min(metrics.spacing, contentWidth - column))
  }

  /// A row's frames, left to right.
  private static func row(
    in frame: CGRect, content: (x: CGFloat, width: CGFloat), isLast: Bool, checkmark: ValuePickerCheckmark,
    metrics: ValuePickerMetrics
  ) -> Row {
    let (column, gap) = checkmarkColumn(contentWidth: content.width, metrics: metrics)
    let labelWidth = content.width - column - gap
    let inner = (
      y: frame.minY + min(metrics.rowPadding.top, frame.height),
      height: max(frame.height - metrics.rowPadding.vertical, 0)
    )
    let checkX = checkmark == .leading ? content.x : content.x + content.width - column
    let labelX = checkmark == .leading ? content.x + column + gap : content.x
    // The square is no taller than the row, centred in its column, which keeps its width.
    let side = min(column, frame.height)
    let mark = CGRect(x: checkX + (column - side) / 2, y: frame.midY - side / 2, width: side, height: side)
    let label = CGRect(x: labelX, y: inner.y, width: labelWidth, height: inner.height)
    let line = min(metrics.separatorWidth, frame.height)
    let separator =
      isLast
      ? nil
      : CGRect(x: label.minX, y: frame.maxY - line, width: frame.maxX - label.minX, height: line)
    return Row(frame: frame, labelFrame: label, checkmarkFrame: mark, separatorFrame: separator)
  }

  /// A length made usable: negative or NaN as 0, at most ``maximumLength`` (infinite included);
  /// the value picker's other layouts use it too.
  static func length(_ value: CGFloat) -> CGFloat {
    value.isNaN ? 0 : min(max(value, 0), maximumLength)
  }
}
