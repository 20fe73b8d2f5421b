import ChoiceKitCore
import Foundation

extension ValuePickerPreview {
  /// Where a line of text sits horizontally in its frame, in reading-direction terms.
  enum TextPlacement {
    /// Against the edge where reading starts.
    case leading
    /// Centred, as a bar's title.
    case center
    /// Against the edge where reading ends, as the closed row's value.
    case trailing
  }

  /// A line of text vertically centred in a frame, against its leading or trailing edge as the
  /// reading direction places it, truncated to the frame's width by the core
  /// (`TextTruncation`), as `Text` with `lineLimit(1)` is; right to left, the run is set
  /// right to left so its start is its right end.
  func text(
    _ string: String, in frame: CGRect, style: ChoiceTypography, color: RGBAColor,
    placement: TextPlacement = .leading
  ) -> DisplayItem {
    let string = TextTruncation.truncated(
      string, fitting: frame.width, style: style, measurer: measurer)
    let metrics = measurer.measure(string, style: style)
    let baseline = frame.midY + (metrics.ascent - metrics.descent) / 2
    let x: CGFloat
    let anchor: TextRun.Anchor
    switch (placement, traits.isRightToLeft) {
    case (.center, _): (x, anchor) = (frame.midX, .middle)
    case (.leading, false): (x, anchor) = (frame.minX, .start)
    case (.leading, true): (x, anchor) = (frame.maxX, .start)
    case (.trailing, false): (x, anchor) = (frame.maxX, .end)
    case (.trailing, true): (x, anchor) = (frame.minX, .end)
    }
    return .text(
      TextRun(
        string, origin: CGPoint(x: x, y: baseline), style: style, color: color, anchor: anchor,
        isRightToLeft: traits.isRightToLeft))
  }

  /// Lines of text, one below the other, the block vertically centred in a frame, each line
  /// placed as ``text(_:in:style:color:placement:)`` places one (and truncated to the frame's
  /// width, which lines from ``wrapped(_:fitting:style:)`` never need).
  func text(
    lines: [String], in frame: CGRect, style: ChoiceTypography, color: RGBAColor,
    placement: TextPlacement = .leading
  ) -> [DisplayItem] {
    let height = lineHeight(style)
    let top = frame.midY - height * CGFloat(lines.count) / 2
    return lines.enumerated().map { index, line in
      text(
        line, in: CGRect(x: frame.minX, y: top + height * CGFloat(index), width: frame.width, height: height),
        style: style, color: color, placement: placement)
    }
  }

  /// A text broken into the lines a row shows at this text size: as many as it needs where the
  /// core lets the value picker's texts wrap (`ValuePickerRowLayout.lineLimit(at:idiom:)`), one
  /// truncated line elsewhere.
  func wrapped(_ string: String, fitting width: CGFloat, style: ChoiceTypography) -> [String] {
    TextWrapping.lines(
      string, fitting: width, style: style, measurer: measurer, lineLimit: textLineLimit)
  }

  /// How many lines the picker's texts may take at this text size.
  var textLineLimit: Int? {
    ValuePickerRowLayout.lineLimit(at: traits.textScale)
  }

  /// A symbol in a square; a directional one (a chevron) is mirrored right to left, as SF
  /// Symbols flip in a right-to-left layout.
  func symbol(_ name: String, in frame: CGRect, color: RGBAColor, isDirectional: Bool = false) -> DisplayItem
  {
    let icon = DisplayItem.icon(name: name, frame: frame, color: color)
    guard isDirectional && traits.isRightToLeft else { return icon }
    return .group(DisplayGroup([icon], transform: Self.mirror(aroundX: frame.midX)))
  }

  /// The horizontal mirror image about a vertical line.
  static func mirror(aroundX x: CGFloat) -> AffineTransform2D {
    AffineTransform2D(a: -1, b: 0, c: 0, d: 1, tx: 2 * x, ty: 0)
  }

  /// The line height of a style: ascent plus descent.
  func lineHeight(_ style: ChoiceTypography) -> CGFloat {
    let metrics = measurer.measure("", style: style)
    return metrics.ascent + metrics.descent
  }

  /// The closed row's layout at a width: the title measured in the label font, the value's room
  /// decided by the core. The title keeps its width (cut only to the row's content), and the value
  /// has the room left, as the SwiftUI row gives the title the higher layout priority. Where the
  /// row stacks (accessibility sizes), the title and the value wrap to as many lines as they need
  /// across the row, and the row is as tall as those lines.
  ///
  /// - Parameter width: The row's width, the card's.
  /// - Returns: The core's row layout for ``style``'s accessory, stacked at accessibility sizes.
  package func rowLayout(width: CGFloat) -> ValuePickerRowLayout {
    closedRowLines(width: width).layout
  }

  /// The closed row's layout with the lines its title and value show, each worked out once: the
  /// lines' widths do not depend on the row's height, so the one-line layout gives them, and a
  /// stacked row is then laid out as tall as they are.
  private func closedRowLines(width: CGFloat) -> (
    layout: ValuePickerRowLayout, title: [String], value: [String]
  ) {
    let single = rowLayout(width: width, titleLines: 1, valueLines: 1)
    let title = rowTitleLines(in: single)
    let value = summaryLines(in: single)
    guard single.isStacked else { return (single, title, value) }
    return (rowLayout(width: width, titleLines: title.count, valueLines: value.count), title, value)
  }

  /// The closed row's layout with its title and value taking a number of lines each.
  private func rowLayout(width: CGFloat, titleLines: Int, valueLines: Int) -> ValuePickerRowLayout {
    let tokens = scaledTokens
    let titleWidth = measurer.width(of: title, style: tokens.label)
    return ValuePickerRowLayout(
      width: width,
      titleSize: CGSize(width: titleWidth, height: lineHeight(tokens.label) * CGFloat(titleLines)),
      valueLineHeight: lineHeight(tokens.value) * CGFloat(valueLines), accessory: style.accessory,
      accessorySize: tokens.accessorySize,
      isStacked: ValuePickerRowLayout.stacks(at: traits.textScale), isRightToLeft: traits.isRightToLeft,
      metrics: tokens.metrics)
  }

  /// The title's lines in a row: wrapped across the row where it stacks, else one line cut to its
  /// frame.
  private func rowTitleLines(in layout: ValuePickerRowLayout) -> [String] {
    let room = layout.isStacked ? layout.valueFrame.width : layout.titleFrame.width
    return wrapped(title, fitting: room, style: scaledTokens.label)
  }

  /// The value's lines in a row: the core's summary for the room, wrapped where the row stacks.
  private func summaryLines(in layout: ValuePickerRowLayout) -> [String] {
    let labels = selectedLabels
    if shownValue.mode == .single && labels.isEmpty { return [""] }
    return ValuePickerSummary(wording: wording.wording).rowLines(
      for: labels, fitting: layout.valueFrame.width, style: scaledTokens.value, measurer: measurer,
      lineLimit: layout.isStacked ? textLineLimit : 1)
  }

  /// The value the closed row shows in its form: the core's summary fitted to the room the
  /// row's layout leaves it.
  public var rowSummary: String {
    let width = formLayout(rows: nil).sections.first?.rows.first?.frame.width ?? 0
    return closedRowLines(width: width).value.joined(separator: " ")
  }

  /// The closed row's items in a row frame: the title, the core's fitted summary and the
  /// style's accessory.
  func closedRow(in frame: CGRect) -> [DisplayItem] {
    let tokens = scaledTokens
    let (layout, title, value) = closedRowLines(width: frame.width)
    let shift = { (rect: CGRect) in rect.offsetBy(dx: frame.minX, dy: frame.minY) }
    var items = text(
      lines: title, in: shift(layout.titleFrame), style: tokens.label,
      color: tokens.text.resolved(in: traits.appearance))
    items += text(
      lines: value, in: shift(layout.valueFrame), style: tokens.value,
      color: tokens.secondaryText.resolved(in: traits.appearance),
      placement: layout.isStacked ? .leading : .trailing)
    if let accessory = layout.accessoryFrame {
      let color = tokens.accessory.resolved(in: traits.appearance)
      switch style.accessory {
      case .disclosure:
        items.append(symbol("chevron.right", in: shift(accessory), color: color, isDirectional: true))
      case .menu: items.append(symbol("chevron.up.chevron.down", in: shift(accessory), color: color))
      case .none: break
      }
    }
    return items
  }
}
