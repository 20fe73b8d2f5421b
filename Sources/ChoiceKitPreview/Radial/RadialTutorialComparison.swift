import ChoiceKitCore
import Foundation

/// The tutorial's full circle beside the core's: the same three items in the same 300 × 300
/// frame, placed on the left by the tutorial's arithmetic (``RadialTutorialLayout``), where the
/// first and the last item land on the same spot, and on the right by `RadialArrangement`, 120°
/// apart. Coinciding items are outlined in orange and named under the panel.
enum RadialTutorialComparison {
  /// The menu both panels draw: the tutorial's items and titles on a full circle.
  static let preview = RadialPreview(
    items: RadialPreview.tutorialItems, arc: .fullCircle, frameSize: CGSize(width: 300, height: 300),
    closedTitle: "Abrir", openTitle: "Cerrar")

  static let header: CGFloat = 52
  static let footer: CGFloat = 40
  static let gap: CGFloat = 16

  /// The items' frames as the tutorial places them, in the menu's coordinates.
  static func tutorialFrames() -> [CGRect] {
    RadialTutorialLayout.frames(
      itemSizes: preview.itemSizes(), angle: .fullCircle, in: preview.layoutBounds)
  }

  /// The page: the tutorial's panel on the left, the corrected one on the right.
  static func displayList() -> DisplayList {
    let canvas = preview.canvasSize
    var list = DisplayList(
      size: CGSize(width: 2 * canvas.width + gap, height: header + canvas.height + footer),
      background: GalleryPalette.paper)
    let tutorial = tutorialFrames()
    list.append(
      contentsOf: panel(
        title: "Tutorial: angleConfig .fullCircle",
        subtitle: "360° / (n − 1) = 180° apart; 150 pt less w/2 across, h/2 down", frames: tutorial,
        points: tutorial.map { CGPoint(x: $0.midX, y: $0.midY) }, x: 0))
    let placement = preview.placement()
    list.append(
      contentsOf: panel(
        title: "ChoiceKit: .fullCircle, .fitted",
        subtitle: "360° / n = 120° apart; every item inside the frame", frames: placement.itemFrames,
        points: placement.anchorPoints, x: canvas.width + gap))
    return list
  }

  /// One panel: its title, the menu with its items at `frames`, numbered from their centres, the
  /// coinciding items outlined, and a line naming them.
  private static func panel(title: String, subtitle: String, frames: [CGRect], points: [CGPoint], x: CGFloat)
    -> [DisplayItem]
  {
    let layout = preview.layout()
    let canvas = layout.canvasSize
    let guide = RadialPreview.guide.resolved(in: .light)
    // In the menu's coordinates, whose origin is the centre.
    var drawn: [DisplayItem] = [
      .shape(
        .rect(preview.layoutBounds),
        stroke: StrokePaint(.color(guide.withAlpha(0.45)), lineWidth: 1, dash: [4, 4]))
    ]
    for (index, point) in points.enumerated() {
      let angle = atan2(Double(point.x), Double(-point.y)) * 180 / .pi
      drawn.append(
        RadialPreview.number(index + 1, outside: frames[index], from: point, angle: angle, color: guide))
    }
    for index in frames.indices { drawn.append(preview.item(index, in: frames[index])) }
    drawn.append(preview.centerButton(openness: 1))
    let pairs = RadialTutorialLayout.coincidingPairs(frames)
    for (first, second) in pairs {
      for index in [first, second] {
        drawn.append(
          .shape(
            .roundedRect(frames[index].insetBy(dx: -4, dy: -4), cornerRadius: 12),
            stroke: StrokePaint(
              .color(GalleryPalette.highlight), lineWidth: 3, dash: index == first ? [] : [6, 4])))
      }
    }
    let verdict =
      pairs.isEmpty
      ? "No two items coincide."
      : pairs.map { "Items \($0.0 + 1) and \($0.1 + 1) coincide (orange)." }.joined(separator: " ")
    return [
      .text(
        TextRun(
          title, origin: CGPoint(x: x + 8, y: 20), style: GalleryPalette.title, color: GalleryPalette.ink)),
      .text(
        TextRun(
          subtitle, origin: CGPoint(x: x + 8, y: 40), style: GalleryPalette.label,
          color: GalleryPalette.secondaryInk)),
      .group(
        DisplayGroup(
          [
            .shape(
              .rect(CGRect(origin: .zero, size: canvas)),
              fill: .color(RadialPreview.page.resolved(in: .light)))
          ]
            + preview.onCanvas(drawn, center: layout.center),
          transform: AffineTransform2D(translationX: x, y: header))),
      .text(
        TextRun(
          verdict, origin: CGPoint(x: x + 8, y: header + canvas.height + 24), style: GalleryPalette.title,
          color: pairs.isEmpty ? GalleryPalette.construction : GalleryPalette.highlight)),
    ]
  }
}
