import ChoiceKitCore
import Foundation

extension RadialPreview {
  /// A press-drag-release on the centre button as a strip of panels: each shows the finger where
  /// it is, the menu open once the core's `RadialMenuDrag` says the press became a drag, the item
  /// it points at highlighted, and under it what the core made of that moment; the last panel
  /// is the release.
  ///
  /// ```swift
  /// let strip = RadialPreview(items: items).dragFilmstrip(path: [.zero, CGPoint(x: 0, y: -90)])
  /// ```
  ///
  /// - Parameters:
  ///   - path: The finger's travel from where it pressed, one per panel; the last is where it
  ///     lifts. An empty path draws one panel of a press that lifts where it began.
  ///   - press: Where the finger pressed, relative to the button's centre: the finger points
  ///     where it is, press plus travel.
  ///   - predictedEnd: Where the finger was heading when it lifted, from where it pressed, for a
  ///     flick.
  ///   - releaseSpeed: How fast the finger moved as it lifted, in points per second, for a flick.
  ///   - spacing: The gap between panels.
  /// - Returns: One display list holding every panel; its size is always finite.
  public func dragFilmstrip(
    path: [CGPoint], press: CGPoint = .zero, predictedEnd: CGPoint? = nil, releaseSpeed: CGFloat? = nil,
    spacing: CGFloat = 12
  ) -> DisplayList {
    let press = CGPoint(x: press.x.isFinite ? press.x : 0, y: press.y.isFinite ? press.y : 0)
    let position = { (travel: CGPoint) in CGPoint(x: press.x + travel.x, y: press.y + travel.y) }
    let path = path.isEmpty ? [.zero] : path
    let menuPath: RadialMenuPath = line.map(RadialMenuPath.line) ?? .arc(arc)
    let sectors = menuGeometry(path: menuPath).sectors()
    let isEnabled: (Int) -> Bool = { index in items.indices.contains(index) && items[index].isEnabled }
    var drag = RadialMenuDrag(sectors: sectors)
    var open = self
    open.isExpanded = true
    open.frameSize = nil
    let layout = open.layout()
    let canvas = layout.canvasSize
    let caption = ChoiceTypography(size: 11)
    let captionHeight: CGFloat = 18
    let gap = Self.length(spacing)
    let width = CGFloat(path.count) * canvas.width + CGFloat(path.count - 1) * gap
    var list = DisplayList(size: CGSize(width: width, height: canvas.height + captionHeight))
    for (index, translation) in path.enumerated() {
      drag.move(to: position(translation), travel: translation, isEnabled: isEnabled)
      var panel = open
      panel.isExpanded = drag.opensMenu
      panel.highlighted = drag.highlighted
      var words =
        drag.highlighted.map { "pointing at \(items[$0].title)" }
        ?? (drag.opensMenu ? "pointing at nothing" : "pressed")
      if index == path.count - 1 {
        let outcome = drag.end(
          at: position(translation), travel: translation, predictedEnd: predictedEnd.map(position),
          speed: releaseSpeed, isEnabled: isEnabled)
        switch outcome {
        case .tap: words = "lifted: a tap"
        case .choose(let chosen): words = "lifted: \(items[chosen].title) chosen"
        case .cancel: words = "lifted: cancelled"
        }
      }
      let x = CGFloat(index) * (canvas.width + gap)
      var drawn: [DisplayItem] = [
        .shape(
          .rect(CGRect(origin: .zero, size: canvas)), fill: .color(Self.page.resolved(in: traits.appearance)))
      ]
      drawn += panel.displayList().items
      let finger = CGPoint(
        x: layout.center.x + position(translation).x, y: layout.center.y + position(translation).y)
      drawn.append(
        .shape(
          .circle(center: finger, radius: 14), fill: .color(GalleryPalette.highlight.withAlpha(0.35)),
          stroke: StrokePaint(.color(GalleryPalette.highlight), lineWidth: 2)))
      list.append(
        .group(
          DisplayGroup(
            drawn, transform: AffineTransform2D(translationX: x, y: 0),
            clip: .rect(CGRect(origin: .zero, size: canvas)))))
      list.append(
        .text(
          TextRun(
            words, origin: CGPoint(x: x + canvas.width / 2, y: canvas.height + 14), style: caption,
            color: RGBAColor(white: 0.45), anchor: .middle)))
    }
    return list
  }
}
