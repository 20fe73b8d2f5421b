import ChoiceKitCore
import Foundation

/// A transition drawn frame by frame from a core spring: the same motion the SwiftUI view runs,
/// rendered as an animated SVG (a looping flipbook) or a filmstrip of still frames.
///
/// ```swift
/// let move = PreviewTransition(size: CGSize(width: 200, height: 40), sampler: TransitionSampler()) {
///   progress in [.shape(.circle(center: CGPoint(x: 20 + 160 * progress, y: 20), radius: 8),
///                       fill: .color(.black))]
/// }
/// let svg = move.animatedSVG()
/// ```
public struct PreviewTransition: Sendable {
  /// The longest lead-in or hold, in seconds: an hour.
  public static let maximumPause: Double = 3_600

  /// The largest canvas side and filmstrip spacing drawn, in points; larger ones are drawn at
  /// this size, so that a strip of the most frames a sampler makes stays finite.
  public static let maximumLength: CGFloat = 1_000_000

  /// The canvas size of each frame. A negative, NaN or infinite dimension is drawn as 0, and one
  /// above ``maximumLength`` as ``maximumLength``.
  public var size: CGSize
  /// The background of each frame.
  public var background: RGBAColor?
  /// The spring and frame rate the frames are sampled at.
  public var sampler: TransitionSampler
  /// Seconds the first frame is held before the motion starts, each loop: negative, NaN or
  /// infinite becomes 0, and more than ``maximumPause`` becomes ``maximumPause``.
  public var leadIn: Double {
    didSet { leadIn = Self.pause(leadIn) }
  }
  /// Seconds the settled frame is held before the loop restarts: negative, NaN or infinite
  /// becomes 0, and more than ``maximumPause`` becomes ``maximumPause``.
  public var hold: Double {
    didSet { hold = Self.pause(hold) }
  }
  /// Draws one frame from the spring's progress (0 at the start, 1 settled; may overshoot).
  public var draw: @Sendable (Double) -> [DisplayItem]

  /// Creates a transition.
  ///
  /// - Parameters:
  ///   - size: The canvas size of each frame; see ``size`` for the sizes drawn.
  ///   - background: The background of each frame.
  ///   - sampler: The spring and frame rate.
  ///   - leadIn: Seconds the first frame shows before the motion, each loop; negative, NaN or
  ///     infinite gives 0, more than ``maximumPause`` gives ``maximumPause``.
  ///   - hold: Seconds the last frame shows before the loop restarts, sanitised like `leadIn`.
  ///   - draw: The frame for a progress value.
  public init(
    size: CGSize, background: RGBAColor? = nil, sampler: TransitionSampler, leadIn: Double = 0.4,
    hold: Double = 0.8, draw: @escaping @Sendable (Double) -> [DisplayItem]
  ) {
    self.size = size
    self.background = background
    self.sampler = sampler
    self.leadIn = Self.pause(leadIn)
    self.hold = Self.pause(hold)
    self.draw = draw
  }

  /// One loop's length in seconds: lead-in, motion and hold; always finite.
  public var loopDuration: Double { leadIn + sampler.duration + hold }

  /// A pause made safe: 0 for negative, NaN or infinite seconds, at most ``maximumPause``.
  private static func pause(_ seconds: Double) -> Double {
    seconds.isFinite ? min(max(seconds, 0), maximumPause) : 0
  }

  /// The canvas drawn: ``size`` with each dimension in `0...maximumLength`.
  private var canvas: CGSize {
    let size = SVGRenderer.canvasSize(size)
    return CGSize(width: min(size.width, Self.maximumLength), height: min(size.height, Self.maximumLength))
  }

  /// A looping animated SVG: every sampled frame as a group shown only during its own time slot.
  ///
  /// Each frame is drawn completely, so anything the still renderer can draw can move, and each
  /// frame is exactly what a still at that time would show.
  ///
  /// - Parameter renderer: The renderer to write with.
  /// - Returns: The SVG text; its loop length and key times are always finite (see
  ///   ``loopDuration``).
  public func animatedSVG(renderer: SVGRenderer = SVGRenderer()) -> String {
    let frames = sampler.progressFrames()
    let total = loopDuration
    var writer = SVGWriter(places: renderer.places, idPrefix: renderer.idPrefix)
    renderer.drawBackground(background, size: canvas, into: &writer)
    for (index, frame) in frames.enumerated() {
      let start = index == 0 ? 0 : leadIn + frame.time
      let end = index + 1 < frames.count ? leadIn + frames[index + 1].time : total
      writer.open("g", [("visibility", index == 0 ? "visible" : "hidden")])
      writer.empty("animate", visibilityTimeline(start: start, end: end, total: total))
      for item in draw(frame.progress) { renderer.draw(item, into: &writer) }
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

  /// Still frames side by side, evenly spaced in time, each captioned with its time in whole
  /// milliseconds.
  ///
  /// - Parameters:
  ///   - count: How many frames: zero or negative draws 1, more than the sampler's
  ///     `TransitionSampler.maximumFrameCount` draws that many.
  ///   - spacing: The gap between frames, in points; negative, NaN or infinite gives 0, more than
  ///     ``maximumLength`` gives ``maximumLength``.
  ///   - captionColor: The colour of the time captions.
  /// - Returns: One display list holding every frame; its size is always finite.
  public func filmstrip(count: Int, spacing: CGFloat = 12, captionColor: RGBAColor = RGBAColor(white: 0.45))
    -> DisplayList
  {
    let frames = sampler.evenlySpacedFrames(count: max(count, 1))
    let canvas = canvas
    let gap = min(ChoiceSpacing.sanitized(spacing), Self.maximumLength)
    let caption = ChoiceTypography(size: 11)
    let captionHeight: CGFloat = 18
    let width = CGFloat(frames.count) * canvas.width + CGFloat(max(frames.count - 1, 0)) * gap
    var list = DisplayList(size: CGSize(width: width, height: canvas.height + captionHeight))
    for (index, frame) in frames.enumerated() {
      let x = CGFloat(index) * (canvas.width + gap)
      var items: [DisplayItem] = []
      if let background {
        items.append(.shape(.rect(CGRect(origin: .zero, size: canvas)), fill: .color(background)))
      }
      items += draw(frame.progress)
      list.append(
        .group(
          DisplayGroup(
            items, transform: AffineTransform2D(translationX: x, y: 0),
            clip: .rect(CGRect(origin: .zero, size: canvas)))))
      let label = "\(Int((frame.time * 1000).rounded())) ms"
      list.append(
        .text(
          TextRun(
            label, origin: CGPoint(x: x + canvas.width / 2, y: canvas.height + 14), style: caption,
            color: captionColor, anchor: .middle)))
    }
    return list
  }
}
