import ChoiceKitCore
import Foundation

/// Gallery pictures of core paths.
enum PathPages {
  static let panel = CGSize(width: 200, height: 150)

  static func entries() -> [Gallery.Entry] {
    [
      Gallery.Entry(
        title: "Shapes", caption: "Capsule, rounded rectangle (radius 16), circle and a 270° arc.",
        file: "foundation/paths-shapes.svg", svg: SVGRenderer().render(shapes()),
        call: "BezierPath.capsule(in: CGRect(x: 20, y: 55, width: 160, height: 40))\n"
          + "BezierPath.roundedRect(CGRect(x: 220, y: 30, width: 160, height: 90), cornerRadius: 16)\n"
          + "BezierPath.circle(center: CGPoint(x: 100, y: 225), radius: 45)\n"
          + "path.addArc(center: CGPoint(x: 300, y: 225), radius: 45, startAngle: -.pi / 2, sweep: 1.5 * .pi)"
      ),
      Gallery.Entry(
        title: "A notch from cubics",
        caption: "Two cubics dip into a bar's top edge with horizontal tangents at every joint; green: "
          + "control points and handles; orange dashes: tight bounds, which the curve touches.",
        file: "foundation/paths-notch.svg", svg: SVGRenderer().render(notch()),
        call: "path.addCurve(\n"
          + "  to: CGPoint(x: 200, y: 100), control1: CGPoint(x: 160, y: 50), control2: CGPoint(x: 150, y: 100))\n"
          + "path.segments().map(\\.segment.bounds)"),
    ]
  }

  static func shapes() -> DisplayList {
    let accent = Paint.color(GalleryPalette.accent)
    let wash = Paint.color(GalleryPalette.accent.withAlpha(0.18))
    var list = DisplayList(
      size: CGSize(width: 2 * panel.width, height: 2 * panel.height), background: GalleryPalette.paper)
    list.append(
      .shape(
        .capsule(in: CGRect(x: 20, y: 55, width: 160, height: 40)), fill: wash,
        stroke: StrokePaint(accent, lineWidth: 2)))
    list.append(
      .shape(
        .roundedRect(CGRect(x: 220, y: 30, width: 160, height: 90), cornerRadius: 16), fill: wash,
        stroke: StrokePaint(accent, lineWidth: 2)))
    list.append(
      .shape(
        .circle(center: CGPoint(x: 100, y: 225), radius: 45), fill: wash,
        stroke: StrokePaint(accent, lineWidth: 2)))
    var arc = BezierPath()
    arc.addArc(center: CGPoint(x: 300, y: 225), radius: 45, startAngle: -.pi / 2, sweep: 1.5 * .pi)
    list.append(.shape(arc, stroke: StrokePaint(accent, lineWidth: 6, cap: .round)))
    for (text, origin) in [
      ("capsule", CGPoint(x: 100, y: 140)), ("rounded rect", CGPoint(x: 300, y: 140)),
      ("circle", CGPoint(x: 100, y: 290)), ("arc, 270°", CGPoint(x: 300, y: 290)),
    ] {
      list.append(
        .text(
          TextRun(
            text, origin: origin, style: GalleryPalette.label, color: GalleryPalette.secondaryInk,
            anchor: .middle)))
    }
    return list
  }

  /// The top edge of a bar with a notch: flat, two cubics down and up, flat again.
  static func notchPath() -> BezierPath {
    BezierPath { path in
      path.move(to: CGPoint(x: 20, y: 50))
      path.addLine(to: CGPoint(x: 120, y: 50))
      path.addCurve(
        to: CGPoint(x: 200, y: 100), control1: CGPoint(x: 160, y: 50), control2: CGPoint(x: 150, y: 100))
      path.addCurve(
        to: CGPoint(x: 280, y: 50), control1: CGPoint(x: 250, y: 100), control2: CGPoint(x: 240, y: 50))
      path.addLine(to: CGPoint(x: 380, y: 50))
      path.addLine(to: CGPoint(x: 380, y: 140))
      path.addLine(to: CGPoint(x: 20, y: 140))
      path.closeSubpath()
    }
  }

  static func notch() -> DisplayList {
    var list = DisplayList(size: CGSize(width: 400, height: 170), background: GalleryPalette.paper)
    let bar = notchPath()
    list.append(
      .shape(
        bar, fill: .color(GalleryPalette.accent.withAlpha(0.18)),
        stroke: StrokePaint(.color(GalleryPalette.accent), lineWidth: 2)))
    let handle = StrokePaint(.color(GalleryPalette.construction), lineWidth: 1)
    for (_, segment) in bar.segments() {
      guard case .curve(let p0, let c1, let c2, let p1) = segment else { continue }
      list.append(.shape(SpringPages.line(p0, c1), stroke: handle))
      list.append(.shape(SpringPages.line(p1, c2), stroke: handle))
      for point in [c1, c2] {
        list.append(
          .shape(.circle(center: point, radius: 3.5), fill: .color(GalleryPalette.paper), stroke: handle))
      }
      for point in [p0, p1] {
        list.append(.shape(.circle(center: point, radius: 3), fill: .color(GalleryPalette.construction)))
      }
      let bounds = segment.bounds
      list.append(
        .shape(
          .rect(bounds), stroke: StrokePaint(.color(GalleryPalette.highlight), lineWidth: 1, dash: [3, 3])))
    }
    list.append(
      .text(
        TextRun(
          "length \(DecimalText.format(bar.length, places: 1)) pt", origin: CGPoint(x: 200, y: 160),
          style: GalleryPalette.label, color: GalleryPalette.secondaryInk, anchor: .middle)))
    return list
  }
}
