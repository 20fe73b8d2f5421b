import ChoiceKitCore
import Foundation

/// Gallery pictures of the spring presets.
enum SpringPages {
  static let plotSize = CGSize(width: 360, height: 220)
  static let plotArea = CGRect(x: 44, y: 40, width: 296, height: 140)
  static let valueRange: ClosedRange<Double> = -0.1...1.4

  static func entries() -> [Gallery.Entry] {
    let span = timeSpan()
    return SpringMotion.allPresets.flatMap { preset -> [Gallery.Entry] in
      let slug = preset.name.lowercased()
      let settle = preset.spring.settlingDuration
      let description = parameters(of: preset.spring)
      let member = preset.name
      // The curve is the core's value; the moving dot is what a SwiftUI animation on it does.
      let animation = "withAnimation(.choiceSpring(.\(member))) { isOn.toggle() }"
      return [
        Gallery.Entry(
          title: "\(preset.name): curve",
          caption: "\(description); settles after \(milliseconds(settle)).",
          file: "foundation/spring-\(slug).svg",
          svg: SVGRenderer().render(plot(preset, span: span)),
          call: "SpringMotion.\(member).value(at: time)"),
        Gallery.Entry(
          title: "\(preset.name): motion",
          caption: "A dot driven by the same spring, sampled at 60 frames per second.",
          file: "foundation/spring-\(slug)-animated.svg",
          svg: dot(preset.spring).animatedSVG(), call: animation),
        Gallery.Entry(
          title: "\(preset.name): filmstrip",
          caption: "Seven evenly spaced frames of the same motion, from rest to settled.",
          file: "foundation/spring-\(slug)-filmstrip.svg",
          svg: SVGRenderer().render(dot(preset.spring, width: 120).filmstrip(count: 7)), call: animation),
      ]
    }
  }

  /// The common time axis of all plots: the slowest preset's settling time, rounded up to 0.1 s.
  static func timeSpan() -> Double {
    let slowest = SpringMotion.allPresets.map(\.spring.settlingDuration).max() ?? 1
    return max((slowest * 10).rounded(.up) / 10, 0.5)
  }

  static func plot(_ preset: SpringPreset, span: Double) -> DisplayList {
    let area = plotArea
    func point(_ time: Double, _ value: Double) -> CGPoint {
      let x = area.minX + area.width * CGFloat(time / span)
      let unit = (value - valueRange.lowerBound) / (valueRange.upperBound - valueRange.lowerBound)
      return CGPoint(x: x, y: area.maxY - area.height * CGFloat(unit))
    }
    var list = DisplayList(size: plotSize, background: GalleryPalette.paper)
    let thin = StrokePaint(.color(GalleryPalette.grid), lineWidth: 1)
    for value in [0.0, 0.5, 1.0] {
      list.append(.shape(line(point(0, value), point(span, value)), stroke: thin))
      list.append(
        .text(
          TextRun(
            DecimalText.format(value, places: 1), origin: point(0, value).offsetBy(dx: -6, dy: 4),
            style: GalleryPalette.label, color: GalleryPalette.secondaryInk, anchor: .end)))
    }
    let tick = 0.1
    var time = 0.0
    while time <= span + 1e-9 {
      let label = milliseconds(time)
      list.append(
        .shape(line(point(time, valueRange.lowerBound), point(time, valueRange.upperBound)), stroke: thin))
      if (time * 10).rounded().truncatingRemainder(dividingBy: 2) == 0 {
        list.append(
          .text(
            TextRun(
              label, origin: point(time, valueRange.lowerBound).offsetBy(dx: 0, dy: 16),
              style: GalleryPalette.label, color: GalleryPalette.secondaryInk, anchor: .middle)))
      }
      time += tick
    }
    let settle = preset.spring.settlingDuration
    let marker = StrokePaint(.color(GalleryPalette.highlight), lineWidth: 1.5, dash: [4, 3])
    list.append(
      .shape(line(point(settle, valueRange.lowerBound), point(settle, valueRange.upperBound)), stroke: marker)
    )
    // The label sits on whichever side of the marker has room.
    let onLeft = settle > span / 2
    list.append(
      .text(
        TextRun(
          "settles \(milliseconds(settle))",
          origin: point(settle, valueRange.upperBound).offsetBy(dx: onLeft ? -4 : 4, dy: 12),
          style: GalleryPalette.label, color: GalleryPalette.highlight, anchor: onLeft ? .end : .start)))
    var curve = BezierPath()
    let samples = 240
    for index in 0...samples {
      let t = span * Double(index) / Double(samples)
      let p = point(t, preset.spring.value(at: t))
      if index == 0 { curve.move(to: p) } else { curve.addLine(to: p) }
    }
    list.append(.shape(curve, stroke: StrokePaint(.color(GalleryPalette.accent), lineWidth: 2, join: .round)))
    list.append(
      .text(
        TextRun(
          preset.name, origin: CGPoint(x: area.minX, y: 18), style: GalleryPalette.title,
          color: GalleryPalette.ink)))
    list.append(
      .text(
        TextRun(
          parameters(of: preset.spring), origin: CGPoint(x: area.minX, y: 32), style: GalleryPalette.label,
          color: GalleryPalette.secondaryInk)))
    return list
  }

  static func dot(_ spring: SpringMotion, width: CGFloat = 360) -> PreviewTransition {
    let size = CGSize(width: width, height: 48)
    let (start, end): (CGFloat, CGFloat) = (28, width - 28)
    return PreviewTransition(
      size: size, background: GalleryPalette.paper, sampler: TransitionSampler(spring: spring)
    ) {
      progress in
      let x = start.interpolated(towards: end, fraction: progress)
      return [
        .shape(
          line(CGPoint(x: start, y: 24), CGPoint(x: end, y: 24)),
          stroke: StrokePaint(.color(GalleryPalette.grid), lineWidth: 4, cap: .round)),
        .shape(.circle(center: CGPoint(x: x, y: 24), radius: 12), fill: .color(GalleryPalette.accent)),
      ]
    }
  }

  static func parameters(of spring: SpringMotion) -> String {
    "response \(DecimalText.format(spring.response, places: 3)) s · damping "
      + "\(DecimalText.format(spring.dampingFraction, places: 3)) · bounce \(DecimalText.format(spring.bounce, places: 2))"
  }

  static func milliseconds(_ seconds: Double) -> String {
    "\(Int((seconds * 1000).rounded())) ms"
  }

  static func line(_ a: CGPoint, _ b: CGPoint) -> BezierPath {
    BezierPath {
      $0.move(to: a)
      $0.addLine(to: b)
    }
  }
}

extension CGPoint {
  func offsetBy(dx: CGFloat, dy: CGFloat) -> CGPoint {
    CGPoint(x: x + dx, y: y + dy)
  }
}
