import ChoiceKitCore
import Foundation

extension SegmentedPickerPreview {
  /// The picture of the control with its indicator at a segment, or between two.
  ///
  /// - Parameter indicatorPosition: A fractional segment index; `nil` uses the scrubbing
  ///   finger's position when there is one, otherwise ``selection``. No selection, or one outside
  ///   the labels, draws no indicator, as the control shows none. A position given here is
  ///   drawn as a spring's overshoot is: beyond the first or last segment the indicator stays on
  ///   it (as `SegmentedPickerLayout.indicatorFrame(at:)` clamps) and the labels fade by their
  ///   distance from the position; NaN draws no indicator.
  /// - Returns: The control on a background of its appearance, with ``margin`` around it.
  public func displayList(indicatorPosition: Double? = nil) -> DisplayList {
    let layout = layout()
    let size = canvasSize(for: layout)
    var list = DisplayList(size: size, background: Self.background.resolved(in: traits.appearance))
    let scrub = scrub(in: layout)
    let position = indicatorPosition ?? scrub.indicatorPosition ?? shownSelection(in: layout).map(Double.init)
    list.append(
      contentsOf: items(
        layout: layout, indicatorPosition: position,
        highlighted: indicatorPosition == nil ? scrub.highlightedIndex : nil))
    return list
  }

  /// The indicator travelling from one segment to another on the control's spring.
  ///
  /// - Parameters:
  ///   - from: The segment the indicator leaves.
  ///   - to: The segment it settles on.
  /// - Returns: A transition for an animated SVG or a filmstrip. An index outside the labels has
  ///   no indicator, so there is nothing to travel: the indicator shows at the other end, if that
  ///   is a segment, and appears or disappears halfway through (progress 0.5), so the first and
  ///   last frames still show the two selections.
  public func transition(from: Int, to: Int) -> PreviewTransition {
    let layout = layout()
    let size = canvasSize(for: layout)
    let segments = layout.segmentFrames.indices
    let start = segments.contains(from) ? Double(from) : nil
    let end = segments.contains(to) ? Double(to) : nil
    return PreviewTransition(
      size: size, background: Self.background.resolved(in: traits.appearance),
      sampler: TransitionSampler(spring: tokens.spring)
    ) { progress in
      items(
        layout: layout, indicatorPosition: Self.indicatorPosition(from: start, to: end, progress: progress))
    }
  }

  /// Where a transition draws the indicator: travelling between two segments, or, with an end
  /// that has no indicator, at the start until halfway and at the end from there on.
  private static func indicatorPosition(from start: Double?, to end: Double?, progress: Double) -> Double? {
    guard let start, let end else { return progress < 0.5 ? start : end }
    return start.interpolated(towards: end, fraction: progress)
  }

  /// The control's size with the margin on every side.
  private func canvasSize(for layout: SegmentedPickerLayout) -> CGSize {
    let margin = resolvedMargin
    return CGSize(width: layout.size.width + 2 * margin, height: layout.size.height + 2 * margin)
  }

  /// The page behind previews: system background colours.
  static let background = AdaptiveColor(light: RGBAColor(hex: 0xFFFFFF), dark: RGBAColor(hex: 0x000000))

  /// The control's items. `highlighted`, while scrubbing, is the segment whose label takes the
  /// selected look, as the core decides; otherwise labels follow the indicator's position.
  private func items(layout: SegmentedPickerLayout, indicatorPosition: Double?, highlighted: Int? = nil)
    -> [DisplayItem]
  {
    let bounds = CGRect(origin: .zero, size: layout.size)
    let geometry = geometry
    // Overflowing content scrolls so the selected segment is fully visible.
    let offset = shownSelection(in: layout).map { layout.scrollOffset(revealing: $0, from: 0) } ?? 0
    let tint = tokens.tint.resolved(in: traits.appearance)
    // The track stays put as the scroll view's background; segments scroll inside its shape.
    // Each segment's pill is painted with the track, under the indicator, as the control paints it.
    var content: [DisplayItem] = []
    if let fill = geometry.segmentFill(tokens: tokens) {
      let pill = tokens.segmentFill.resolved(in: traits.appearance)
      content += layout.segmentFrames.map { paint(fill, in: $0, color: pill) }
    }
    content += separators(layout: layout, indicatorPosition: indicatorPosition)
    if let position = indicatorPosition, let frame = layout.indicatorFrame(at: position) {
      content.append(indicator(in: frame, geometry: geometry, tint: tint))
    }
    let isScrubbing = SegmentedPickerScrub.Display(highlightedIndex: highlighted).isScrubbing
    for (index, frame) in layout.segmentFrames.enumerated() {
      let nearness =
        highlighted.map { $0 == index ? 1 : 0 }
        ?? indicatorPosition.map { max(0, 1 - abs($0 - Double(index))) } ?? 0
      content.append(
        label(index, in: frame, nearness: nearness, isScrubbing: isScrubbing, indicator: tint))
    }
    let scrolled = DisplayItem.group(
      DisplayGroup(content, transform: AffineTransform2D(translationX: -offset, y: 0)))
    let track = tokens.track.resolved(in: traits.appearance)
    let trackItems = geometry.track.map { track.alpha > 0 ? [paint($0, in: bounds, color: track)] : [] } ?? []
    return [
      .group(
        DisplayGroup(
          trackItems + viewport(scrolled, layout: layout, offset: offset, track: trackItems)
            + focusRing(bounds, outline: geometry.outline, color: tint),
          transform: AffineTransform2D(translationX: resolvedMargin, y: resolvedMargin)))
    ]
  }

  /// The scrolled segments as the control's scroll view shows them. While they scroll (the
  /// watch's too) they are clipped to the track, as the control clips them, by a group that does
  /// not move with them; each edge with more segments beyond it fades them out as the control's
  /// mask does, painted here as a gradient of what lies behind them (the page, and the track's
  /// fill) over them. A track drawn as an outline is drawn again over the fades, where the
  /// control's faded segments leave it showing.
  private func viewport(
    _ scrolled: DisplayItem, layout: SegmentedPickerLayout, offset: CGFloat, track: [DisplayItem]
  ) -> [DisplayItem] {
    let bounds = CGRect(origin: .zero, size: layout.size)
    guard let clip = geometry.contentClip(tokens: tokens, isScrolling: layout.isOverflowing) else {
      return [scrolled]
    }
    let fade = SegmentedPickerEdgeFade(layout: layout, scrollOffset: offset)
    let behind = fadeColor()
    var fades: [DisplayItem] = []
    if fade.left > 0 {
      fades.append(
        edgeFade(CGRect(x: 0, y: 0, width: fade.left, height: bounds.height), from: 0, color: behind))
    }
    if fade.right > 0 {
      let frame = CGRect(x: bounds.width - fade.right, y: 0, width: fade.right, height: bounds.height)
      fades.append(edgeFade(frame, from: bounds.width, color: behind))
    }
    let outline: [DisplayItem]
    if case .outline = geometry.track, fade.isVisible { outline = track } else { outline = [] }
    return [.group(DisplayGroup([scrolled] + fades, clip: clip.path(in: bounds)))] + outline
  }

  /// One edge's fade: opaque at the edge at `edgeX`, clear at the other side of `frame`.
  private func edgeFade(_ frame: CGRect, from edgeX: CGFloat, color: RGBAColor) -> DisplayItem {
    let inner = edgeX == frame.minX ? frame.maxX : frame.minX
    let gradient = LinearGradientPaint(
      start: CGPoint(x: edgeX, y: frame.midY), end: CGPoint(x: inner, y: frame.midY),
      stops: [.init(location: 0, color: color), .init(location: 1, color: color.withAlpha(0))])
    return .shape(.rect(frame), fill: .linearGradient(gradient))
  }

  /// What shows where the control's mask fades the segments away: the page, with the track's
  /// fill over it when the style fills its track.
  private func fadeColor() -> RGBAColor {
    let page = Self.background.resolved(in: traits.appearance)
    guard case .fill = geometry.track else { return page }
    let track = tokens.track.resolved(in: traits.appearance)
    return page.interpolated(towards: track.withAlpha(1), fraction: track.alpha)
  }

  /// The lines between segments the indicator is not on, under the indicator, when the tokens
  /// draw them (the Mac's look).
  private func separators(layout: SegmentedPickerLayout, indicatorPosition: Double?) -> [DisplayItem] {
    guard geometry.drawsSeparators(tokens: tokens) else { return [] }
    let color = tokens.separator.resolved(in: traits.appearance)
    return layout.separatorFrames.enumerated().compactMap { index, frame in
      SegmentedPickerLayout.showsSeparator(after: index, indicatorPosition: indicatorPosition)
        ? .shape(.rect(frame), fill: .color(color)) : nil
    }
  }

  /// The indicator in its fill (the tokens' own, or the tint), casting the tokens' shadow when
  /// the style fills it.
  private func indicator(in frame: CGRect, geometry: SegmentedPickerStyleGeometry, tint: RGBAColor)
    -> DisplayItem
  {
    let color = geometry.indicatorFill(tokens: tokens)?.resolved(in: traits.appearance) ?? tint
    let shape = paint(geometry.indicator, in: frame, color: color)
    guard let shadow = geometry.indicatorShadow(tokens: tokens) else { return shape }
    return .group(
      DisplayGroup(
        [shape],
        shadow: DropShadow(
          color: shadow.color.resolved(in: traits.appearance), radius: shadow.radius,
          offset: CGSize(width: shadow.x, height: shadow.y))))
  }

  /// The keyboard focus ring: the track's outline stroked just outside it in the tint, as the
  /// system draws focus around a focusable control.
  private func focusRing(_ bounds: CGRect, outline: SegmentedPickerShape, color: RGBAColor) -> [DisplayItem] {
    guard isFocused else { return [] }
    let ring = bounds.insetBy(dx: -Self.focusRingGap, dy: -Self.focusRingGap)
    return [
      .shape(
        outline.path(in: ring),
        stroke: StrokePaint(.color(color.withAlpha(0.8)), lineWidth: Self.focusRingWidth))
    ]
  }

  /// How far the focus ring stands off the track, and how wide it is (the system ring's look).
  static let focusRingGap: CGFloat = 2.5
  static let focusRingWidth: CGFloat = 3

  /// One part painted as the core's style geometry says: filled, outlined inside its frame, or
  /// an underline bar.
  private func paint(_ paint: SegmentedPickerPaint, in frame: CGRect, color: RGBAColor) -> DisplayItem {
    let width = tokens.strokeWidth
    let painted = paint.paintedFrame(in: frame, strokeWidth: width)
    switch paint {
    case .fill(let shape):
      return .shape(shape.path(in: painted), fill: .color(color))
    case .underline:
      return .shape(SegmentedPickerShape.capsule.path(in: painted), fill: .color(color))
    case .outline(let shape):
      return .shape(shape.path(in: painted), stroke: StrokePaint(.color(color), lineWidth: width))
    }
  }

  /// A segment's title. `nearness` is 1 under the indicator and falls to 0 a segment away: the
  /// colour follows it, as SwiftUI animates the foreground colour along with the indicator. A
  /// pressed segment dims unless a finger is scrubbing, as the control's segments do.
  private func label(
    _ index: Int, in frame: CGRect, nearness: Double, isScrubbing: Bool, indicator: RGBAColor
  ) -> DisplayItem {
    let isSelected = nearness >= 0.5
    let style = isSelected ? typography.selected : typography.label
    let metrics = measurer.measure(labels[index], style: style)
    // On a filled indicator the selected label takes the contrasting text colour; elsewhere the tint.
    let onFill = geometry.selectedLabelIsOnFill
    let plain = tokens.text.resolved(in: traits.appearance)
    var color = plain.interpolated(
      towards: onFill ? tokens.selectedText.resolved(in: traits.appearance) : indicator, fraction: nearness)
    let isPressed = SegmentedPickerScrub.showsPressed(
      isButtonPressed: pressed == index, isScrubbing: isScrubbing)
    let opacity = tokens.labelOpacity(
      isEnabled: !disabled.contains(index), isPressed: isPressed && !isSelected)
    if opacity < 1 { color = color.withAlpha(color.alpha * opacity) }
    let baseline = frame.midY + (metrics.ascent - metrics.descent) / 2
    return .text(
      TextRun(
        labels[index], origin: CGPoint(x: frame.midX, y: baseline), style: style, color: color,
        anchor: .middle,
        isRightToLeft: traits.isRightToLeft))
  }
}
