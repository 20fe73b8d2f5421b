import ChoiceKitCore
import Foundation

/// The tutorial's notch beside the smooth one, enlarged, with every join of the top edge
/// numbered and listed with its tangent turn and the curvature on either side, and a curvature
/// comb (lines along the normal, as long as the curvature) showing where curvature jumps.
enum CurvedTabBarNotchComparison {
  /// One join of the top edge: where one segment ends and the next begins.
  struct Join: Hashable {
    /// The join's point, in the bar's coordinates.
    var point: CGPoint
    /// The angle between the two tangents there, in degrees: 0 for a smooth join.
    var tangentTurn: Double
    /// The curvature at the end of the segment before and at the start of the one after, 1/pt.
    var curvature: (before: CGFloat, after: CGFloat)

    /// Whether the curvature changes at the join by more than rounding.
    var curvatureJumps: Bool { abs(curvature.before - curvature.after) > 1e-6 }

    static func == (lhs: Join, rhs: Join) -> Bool {
      lhs.point == rhs.point && lhs.tangentTurn == rhs.tangentTurn
        && lhs.curvature.before == rhs.curvature.before && lhs.curvature.after == rhs.curvature.after
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(point: point)
      hasher.combine(tangentTurn)
    }
  }

  /// The bar drawn in each panel: 160 × 60 pt, the notch at its centre.
  static let bar = CGRect(x: 0, y: 0, width: 160, height: 60)
  /// How much each panel enlarges the bar.
  static let scale: CGFloat = 3
  /// How long a comb line is per unit of curvature, in drawn points.
  static let comb: CGFloat = 240
  static let inset: CGFloat = 20
  static let panelHeight: CGFloat = 380

  /// The segments of a notch's top edge, left to right, from the core's path.
  static func topEdge(of notch: CurvedTabBarNotch) -> [PathSegment] {
    let path = CurvedTabBarOutline(notch: notch).path(in: bar, notchCenterX: bar.midX)
    return path.segments().map(\.segment).filter { segment in
      segment.start.y < bar.maxY && segment.end.y < bar.maxY && segment.start.x < segment.end.x
    }
  }

  /// The joins of a notch's top edge, left to right.
  static func joins(of notch: CurvedTabBarNotch) -> [Join] {
    let edge = topEdge(of: notch)
    return zip(edge, edge.dropFirst()).map { before, after in
      let a = before.tangent(at: 1)
      let b = after.tangent(at: 0)
      let turn = atan2(Double(a.x * b.y - a.y * b.x), Double(a.x * b.x + a.y * b.y)) * 180 / .pi
      return Join(
        point: after.start, tangentTurn: abs(turn),
        curvature: (before.curvature(at: 1), after.curvature(at: 0)))
    }
  }

  /// The page: the tutorial's notch above the smooth one.
  static func displayList() -> DisplayList {
    let titles = (
      tutorial: "Tutorial: CurvedTabBarMetrics.tutorial, two cubics, 80 × 40 pt",
      smooth: "Smooth: CurvedTabBarMetrics.standard, \(size(of: CurvedTabBarMetrics.standard.notch)) cradle, "
        + "smoothness 0.5"
    )
    // The page is as wide as the enlarged bar, or as its widest title where that is wider.
    let widest =
      [titles.tutorial, titles.smooth].map {
        FontMetricsTextMeasurer.dejaVuSans.measure($0, style: GalleryPalette.title).width
      }.max() ?? 0
    let width = (max(bar.width * scale, widest) + 2 * inset).rounded(.up)
    var list = DisplayList(
      size: CGSize(width: width, height: 2 * panelHeight), background: GalleryPalette.paper)
    list.append(contentsOf: panel(titles.tutorial, notch: CurvedTabBarMetrics.tutorial.notch, top: 0))
    list.append(contentsOf: panel(titles.smooth, notch: CurvedTabBarMetrics.standard.notch, top: panelHeight))
    return list
  }

  /// A notch's width by depth, as the caption states it: "123.75 × 33 pt".
  static func size(of notch: CurvedTabBarNotch) -> String {
    func number(_ value: CGFloat) -> String {
      let rounded = (value * 100).rounded() / 100
      return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
    }
    return "\(number(notch.width)) × \(number(notch.depth)) pt"
  }

  private static func panel(_ title: String, notch: CurvedTabBarNotch, top: CGFloat) -> [DisplayItem] {
    var items: [DisplayItem] = [
      .text(
        TextRun(
          title, origin: CGPoint(x: inset, y: top + 24), style: GalleryPalette.title,
          color: GalleryPalette.ink))
    ]
    let origin = CGPoint(x: inset, y: top + 70)
    let place = AffineTransform2D(scale: scale).concatenating(
      AffineTransform2D(translationX: origin.x, y: origin.y))
    let outline = CurvedTabBarOutline(notch: notch).path(in: bar, notchCenterX: bar.midX).applying(place)
    items.append(
      .shape(
        outline, fill: .color(GalleryPalette.accent.withAlpha(0.12)),
        stroke: StrokePaint(.color(GalleryPalette.accent), lineWidth: 2)))
    // The comb: a line along the normal every few hundredths of each segment.
    var teeth = BezierPath()
    for segment in topEdge(of: notch) where !isLine(segment) {
      var tips: [CGPoint] = []
      for step in 0...24 {
        let t = CGFloat(step) / 24
        let point = place.apply(to: segment.point(at: t))
        let tangent = segment.tangent(at: t)
        let length = -segment.curvature(at: t) * comb
        let tip = CGPoint(x: point.x - tangent.y * length, y: point.y + tangent.x * length)
        teeth.move(to: point)
        teeth.addLine(to: tip)
        tips.append(tip)
      }
      if let first = tips.first {
        teeth.move(to: first)
        for tip in tips.dropFirst() { teeth.addLine(to: tip) }
      }
    }
    items.append(.shape(teeth, stroke: StrokePaint(.color(GalleryPalette.construction), lineWidth: 1)))
    let joins = joins(of: notch)
    var lineY = origin.y + bar.height * scale + 26
    for (index, join) in joins.enumerated() {
      let point = place.apply(to: join.point)
      let color = join.curvatureJumps ? GalleryPalette.highlight : GalleryPalette.construction
      items.append(.shape(.circle(center: point, radius: 5), fill: .color(color)))
      items.append(
        .text(
          TextRun(
            "\(index + 1)", origin: CGPoint(x: point.x, y: point.y - 10), style: GalleryPalette.label,
            color: GalleryPalette.ink, anchor: .middle)))
      items.append(
        .text(
          TextRun(
            describe(join, number: index + 1), origin: CGPoint(x: inset, y: lineY),
            style: GalleryPalette.label,
            color: join.curvatureJumps ? GalleryPalette.ink : GalleryPalette.secondaryInk)))
      lineY += 16
    }
    items.append(
      .text(
        TextRun(
          "Orange: the curvature jumps; green: it is continuous. Comb length ∝ curvature.",
          origin: CGPoint(x: inset, y: lineY + 6), style: GalleryPalette.label,
          color: GalleryPalette.secondaryInk)))
    return items
  }

  private static func isLine(_ segment: PathSegment) -> Bool {
    if case .line = segment { return true }
    return false
  }

  /// "2: tangent turns 0.0°, curvature 0 → 0.067 /pt: jumps".
  static func describe(_ join: Join, number: Int) -> String {
    func value(_ curvature: CGFloat) -> String {
      // Signed: positive where the edge bends down into the notch, negative where it bends up.
      abs(curvature) < 5e-7
        ? "0" : (curvature > 0 ? "+" : "−") + DecimalText.format(Double(abs(curvature)), places: 3)
    }
    let turn = DecimalText.format(join.tangentTurn, places: 1)
    let curvature = "curvature \(value(join.curvature.before)) → \(value(join.curvature.after)) /pt"
    return "\(number): tangent turns \(turn)°, \(curvature)"
      + (join.curvatureJumps ? " — curvature jumps" : " — continuous")
  }
}
