import ChoiceKitCore
import Foundation

/// Frames at known times written as a looping animated SVG or laid side by side as a filmstrip:
/// the writing ``PreviewTransition`` and ``StaggeredTransition`` share.
struct PreviewFlipbook {
  /// The canvas of each frame, already made drawable (see ``canvas(for:)``).
  var canvas: CGSize
  /// The background of each frame.
  var background: RGBAColor?
  /// Seconds the first frame is held before the motion starts, each loop.
  var leadIn: Double
  /// One loop's length in seconds: lead-in, motion and hold.
  var loopDuration: Double

  /// A size drawn as a frame's canvas: each dimension in `0...PreviewTransition.maximumLength`.
  static func canvas(for size: CGSize) -> CGSize {
    let size = SVGRenderer.canvasSize(size)
    let maximum = PreviewTransition.maximumLength
    return CGSize(width: min(size.width, maximum), height: min(size.height, maximum))
  }

  /// A looping animated SVG: every frame as a group shown only during its own time slot, from its
  /// time (after the lead-in) to the next frame's, the last one until the loop ends.
  ///
  /// - Parameters:
  ///   - times: Each frame's time since the motion started, in increasing order.
  ///   - renderer: The renderer to write with.
  ///   - draw: The picture of the frame at an index of `times`.
  /// - Returns: The SVG text.
  func animatedSVG(times: [Double], renderer: SVGRenderer, draw: (Int) -> [DisplayItem]) -> String {
    let total = loopDuration
    var writer = SVGWriter(places: renderer.places, idPrefix: renderer.idPrefix)
    renderer.drawBackground(background, size: canvas, into: &writer)
    for (index, time) in times.enumerated() {
      let start = index == 0 ? 0 : leadIn + time
      let end = index + 1 < times.count ? leadIn + times[index + 1] : total
      writer.open("g", [("visibility", index == 0 ? "visible" : "hidden")])
      writer.empty("animate", visibilityTimeline(start: start, end: end, total: total))
      for item in draw(index) { renderer.draw(item, into: &writer) }
      writer.close("g")
    }
    return writer.document(width: canvas.width, height: canvas.height)
  }

  /// The SMIL attributes that make a frame visible from `start` to `end` in a loop of `total`.
  private func visibilityTimeline(start: Double, end: Double, total: Double) -> [(String, String)] {
    func key(_ time: Double) -> String {
      DecimalText.format(total > 0 ? min(max(time / total, 0), 1) : 0, places: 4)
    }
    var values: [String] = []
    var times: [String] = []
    if start > 0 {
      values.append("hidden")
      times.append("0")
    }
    values.append("visible")
    times.append(key(start))
    if end < total {
      values.append("hidden")
      times.append(key(end))
    }
    return [
      ("attributeName", "visibility"), ("values", values.joined(separator: ";")),
      ("keyTimes", times.joined(separator: ";")), ("calcMode", "discrete"),
      ("dur", DecimalText.format(total, places: 3) + "s"), ("repeatCount", "indefinite"),
    ]
  }

  /// Still frames side by side, each clipped to the canvas and captioned with its time in whole
  /// milliseconds.
  ///
  /// - Parameters:
  ///   - times: Each frame's time, in seconds.
  ///   - spacing: The gap between frames; negative, NaN or infinite gives 0, more than
  ///     `PreviewTransition.maximumLength` gives that length.
  ///   - captionColor: The colour of the time captions.
  ///   - draw: The picture of the frame at an index of `times`.
  /// - Returns: One display list holding every frame.
  func filmstrip(
    times: [Double], spacing: CGFloat, captionColor: RGBAColor, draw: (Int) -> [DisplayItem]
  ) -> DisplayList {
    let gap = min(Spacing.sanitized(spacing), PreviewTransition.maximumLength)
    let caption = Typography(size: 11)
    let captionHeight: CGFloat = 18
    let width = CGFloat(times.count) * canvas.width + CGFloat(max(times.count - 1, 0)) * gap
    var list = DisplayList(size: CGSize(width: width, height: canvas.height + captionHeight))
    for (index, time) in times.enumerated() {
      let x = CGFloat(index) * (canvas.width + gap)
      var items: [DisplayItem] = []
      if let background {
        items.append(.shape(.rect(CGRect(origin: .zero, size: canvas)), fill: .color(background)))
      }
      items += draw(index)
      list.append(
        .group(
          DisplayGroup(
            items, transform: AffineTransform2D(translationX: x, y: 0),
            clip: .rect(CGRect(origin: .zero, size: canvas)))))
      let label = "\(Int((time * 1000).rounded())) ms"
      list.append(
        .text(
          TextRun(
            label, origin: CGPoint(x: x + canvas.width / 2, y: canvas.height + 14), style: caption,
            color: captionColor, anchor: .middle)))
    }
    return list
  }
}
