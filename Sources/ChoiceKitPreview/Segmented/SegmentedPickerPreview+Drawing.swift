import ChoiceKitCore
import Foundation

extension SegmentedPickerPreview {
  /// The picture of the control with its indicator at a segment, or between two.
  ///
  /// - Parameter indicatorPosition: A fractional segment index; `nil` uses ``selection``, and
  ///   no selection draws no indicator.
  /// - Returns: The control on a background of its appearance, with ``margin`` around it.
  public func displayList(indicatorPosition: Double? = nil) -> DisplayList {
    let layout = layout()
    let size = canvasSize(for: layout)
    var list = DisplayList(size: size, background: Self.background.resolved(in: appearance))
    list.append(
      contentsOf: items(layout: layout, indicatorPosition: indicatorPosition ?? selection.map(Double.init)))
    return list
  }

  /// The indicator travelling from one segment to another on the control's spring.
  ///
  /// - Parameters:
  ///   - from: The segment the indicator leaves.
  ///   - to: The segment it settles on.
  /// - Returns: A transition for an animated SVG or a filmstrip.
  public func transition(from: Int, to: Int) -> PreviewTransition {
    let layout = layout()
    let size = canvasSize(for: layout)
    let start = Double(from)
    let end = Double(to)
    return PreviewTransition(
      size: size, background: Self.background.resolved(in: appearance),
      sampler: TransitionSampler(spring: tokens.spring)
    ) { progress in
      items(layout: layout, indicatorPosition: start.interpolated(towards: end, fraction: progress))
    }
  }

  /// The control's size with ``margin`` on every side.
  private func canvasSize(for layout: SegmentedLayout) -> CGSize {
    CGSize(width: layout.size.width + 2 * margin, height: layout.size.height + 2 * margin)
  }

  /// The page behind previews: system background colours.
  static let background = AdaptiveColor(light: RGBAColor(hex: 0xFFFFFF), dark: RGBAColor(hex: 0x000000))

  private func items(layout: SegmentedLayout, indicatorPosition: Double?) -> [DisplayItem] {
    let bounds = CGRect(origin: .zero, size: layout.size)
    // Overflowing content scrolls so the selected segment is fully visible.
    let offset = selection.map { layout.scrollOffset(revealing: $0, from: 0) } ?? 0
    let indicator = tokens.indicator.resolved(in: appearance)
    // The track stays put as the scroll view's background; segments scroll inside its shape.
    var content: [DisplayItem] = []
    if idiom == .watch {
      let pill = tokens.segmentFill.resolved(in: appearance)
      content += layout.segmentFrames.map { .shape(.capsule(in: $0), fill: .color(pill)) }
    }
    if let position = indicatorPosition, let frame = layout.indicatorFrame(at: position) {
      content.append(indicatorItem(frame: frame, color: indicator))
    }
    for (index, frame) in layout.segmentFrames.enumerated() {
      let nearness = indicatorPosition.map { max(0, 1 - abs($0 - Double(index))) } ?? 0
      content.append(label(index, in: frame, nearness: nearness, indicator: indicator))
    }
    let scrolled = DisplayItem.group(
      DisplayGroup(
        content, transform: AffineTransform2D(translationX: -offset, y: 0),
        clip: layout.isOverflowing || idiom == .watch
          ? trackShape(bounds).applying(.init(translationX: offset, y: 0)) : nil))
    return [
      .group(
        DisplayGroup(
          trackItems(bounds) + [scrolled], transform: AffineTransform2D(translationX: margin, y: margin)))
    ]
  }

  /// The outline the segments are clipped to when they scroll.
  private func trackShape(_ bounds: CGRect) -> BezierPath {
    idiom == .watch || style == .underline ? .rect(bounds) : .capsule(in: bounds)
  }

  /// The track, as the SwiftUI styles draw it: a filled capsule, nothing under the underline
  /// style, a capsule outline inside the bounds for the bordered style.
  private func trackItems(_ bounds: CGRect) -> [DisplayItem] {
    let track = tokens.track.resolved(in: appearance)
    switch (idiom == .watch, style) {
    case (true, _), (false, .underline):
      return []
    case (false, .capsule):
      return [.shape(.capsule(in: bounds), fill: .color(track))]
    case (false, .bordered):
      return [outline(bounds, color: track)]
    }
  }

  /// A capsule stroked inside its frame, as SwiftUI's `strokeBorder`.
  private func outline(_ frame: CGRect, color: RGBAColor) -> DisplayItem {
    let width = tokens.strokeWidth
    return .shape(
      .capsule(in: frame.insetBy(dx: width / 2, dy: width / 2)),
      stroke: StrokePaint(.color(color), lineWidth: width))
  }

  private func indicatorItem(frame: CGRect, color: RGBAColor) -> DisplayItem {
    switch (idiom == .watch, style) {
    case (true, _), (false, .capsule):
      return .shape(.capsule(in: frame), fill: .color(color))
    case (false, .underline):
      let bar = CGRect(
        x: frame.minX, y: frame.maxY - tokens.strokeWidth, width: frame.width, height: tokens.strokeWidth)
      return .shape(.capsule(in: bar), fill: .color(color))
    case (false, .bordered):
      return outline(frame, color: color)
    }
  }

  /// A segment's title. `nearness` is 1 under the indicator and falls to 0 a segment away: the
  /// colour follows it, as SwiftUI animates the foreground colour along with the indicator.
  private func label(_ index: Int, in frame: CGRect, nearness: Double, indicator: RGBAColor) -> DisplayItem {
    let isSelected = nearness >= 0.5
    let style = isSelected ? typography.selected : typography.label
    let metrics = measurer.measure(labels[index], style: style)
    // On a filled indicator the selected label takes the contrasting text colour; elsewhere the tint.
    let onFill = idiom == .watch || self.style == .capsule
    let plain = tokens.text.resolved(in: appearance)
    var color = plain.interpolated(
      towards: onFill ? tokens.selectedText.resolved(in: appearance) : indicator, fraction: nearness)
    if disabled.contains(index) { color = color.withAlpha(color.alpha * tokens.disabledOpacity) }
    let baseline = frame.midY + (metrics.ascent - metrics.descent) / 2
    return .text(
      TextRun(
        labels[index], origin: CGPoint(x: frame.midX, y: baseline), style: style, color: color,
        anchor: .middle,
        isRightToLeft: isRightToLeft))
  }
}
