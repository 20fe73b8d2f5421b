import ChoiceKitCore
import Foundation

/// A transition whose parts each follow the same spring from their own start time, as a menu's
/// items fan out one after another, rendered as an animated SVG or a filmstrip.
///
/// Where ``PreviewTransition`` draws every frame from one progress value, this one gives the
/// drawing each part's own progress: 0 until its delay has passed, then the spring's value, and
/// exactly 1 once the spring has settled.
///
/// ```swift
/// let fan = StaggeredTransition(
///   size: CGSize(width: 200, height: 60), sampler: TransitionSampler(spring: .snappy),
///   delays: [0, 0.04, 0.08]
/// ) { progress in
///   progress.enumerated().map { index, value in
///     .shape(.circle(center: CGPoint(x: 20 + 60 * CGFloat(index), y: 50 - 30 * value), radius: 8),
///            fill: .color(.black))
///   }
/// }
/// let svg = fan.animatedSVG()
/// ```
public struct StaggeredTransition: Sendable {
  /// The canvas size of each frame, drawn as ``PreviewTransition/size`` is.
  public var size: CGSize
  /// The background of each frame.
  public var background: RGBAColor?
  /// The spring every part follows and the frame rate the frames are sampled at.
  public var sampler: TransitionSampler
  /// Each part's start, in seconds after the transition starts: negative, NaN or infinite
  /// becomes 0, and more than ``PreviewTransition/maximumPause`` becomes that pause.
  public var delays: [Double] {
    didSet { delays = delays.map(PreviewTransition.pause) }
  }
  /// Seconds the first frame is held before the motion starts, each loop, sanitised as
  /// ``PreviewTransition/leadIn`` is.
  public var leadIn: Double {
    didSet { leadIn = PreviewTransition.pause(leadIn) }
  }
  /// Seconds the settled frame is held before the loop restarts, sanitised as
  /// ``PreviewTransition/hold`` is.
  public var hold: Double {
    didSet { hold = PreviewTransition.pause(hold) }
  }
  /// Draws one frame from each part's progress, in the order of ``delays`` (0 at the start, 1
  /// settled; may overshoot).
  public var draw: @Sendable ([Double]) -> [DisplayItem]

  /// Creates a staggered transition.
  ///
  /// - Parameters:
  ///   - size: The canvas size of each frame.
  ///   - background: The background of each frame.
  ///   - sampler: The spring every part follows, and the frame rate.
  ///   - delays: Each part's start, in seconds; see ``delays``.
  ///   - leadIn: Seconds the first frame shows before the motion, each loop.
  ///   - hold: Seconds the last frame shows before the loop restarts.
  ///   - draw: The frame for each part's progress.
  public init(
    size: CGSize, background: RGBAColor? = nil, sampler: TransitionSampler, delays: [Double],
    leadIn: Double = 0.4, hold: Double = 0.8, draw: @escaping @Sendable ([Double]) -> [DisplayItem]
  ) {
    self.size = size
    self.background = background
    self.sampler = sampler
    self.delays = delays.map(PreviewTransition.pause)
    self.leadIn = PreviewTransition.pause(leadIn)
    self.hold = PreviewTransition.pause(hold)
    self.draw = draw
  }

  /// The motion's length in seconds: the last part's delay plus the spring's sampled duration.
  public var duration: Double { (delays.max() ?? 0) + sampler.duration }

  /// One loop's length in seconds: lead-in, motion and hold; always finite.
  public var loopDuration: Double { leadIn + duration + hold }

  /// Each part's progress at a moment of the motion.
  ///
  /// - Parameter time: Seconds since the motion started; NaN reads as 0.
  /// - Returns: One value per delay: 0 before the part's delay, the spring's value after it, and
  ///   exactly 1 from the moment its spring's sampled duration has passed.
  public func progress(at time: Double) -> [Double] {
    let time = time.isNaN ? 0 : time
    return delays.map { delay in
      let local = time - delay
      if local <= 0 { return 0 }
      if local >= sampler.duration { return 1 }
      return sampler.spring.value(at: local)
    }
  }

  /// The times of the animated SVG's frames: one per `1 / framesPerSecond` seconds from 0, the
  /// last exactly at ``duration``; at most `TransitionSampler.maximumFrameCount`, spread evenly
  /// over the motion when more would be needed.
  public var frameTimes: [Double] {
    let total = duration
    let intervals = (total * sampler.framesPerSecond).rounded(.up)
    let count = Int(min(max(intervals, 1), Double(TransitionSampler.maximumFrameCount - 1))) + 1
    // Frames a frame apart, unless the cap spreads them wider.
    let fitsTheCap = intervals <= Double(TransitionSampler.maximumFrameCount - 1)
    let step = fitsTheCap ? 1 / sampler.framesPerSecond : total / Double(count - 1)
    return (0..<count).map { $0 == count - 1 ? total : Double($0) * step }
  }

  private var flipbook: PreviewFlipbook {
    PreviewFlipbook(
      canvas: PreviewFlipbook.canvas(for: size), background: background, leadIn: leadIn,
      loopDuration: loopDuration)
  }

  /// A looping animated SVG: every frame of ``frameTimes`` as a group shown only during its own
  /// time slot.
  ///
  /// - Parameter renderer: The renderer to write with.
  /// - Returns: The SVG text; its loop length and key times are always finite.
  public func animatedSVG(renderer: SVGRenderer = SVGRenderer()) -> String {
    let times = frameTimes
    return flipbook.animatedSVG(times: times, renderer: renderer) { draw(progress(at: times[$0])) }
  }

  /// Still frames side by side, evenly spaced in time from 0 to ``duration``, each captioned with
  /// its time in whole milliseconds.
  ///
  /// - Parameters:
  ///   - count: How many frames: zero or negative draws 1 (the settled frame), more than
  ///     `TransitionSampler.maximumFrameCount` draws that many.
  ///   - spacing: The gap between frames, in points, sanitised as
  ///     ``PreviewTransition/filmstrip(count:spacing:captionColor:)`` does.
  ///   - captionColor: The colour of the time captions.
  /// - Returns: One display list holding every frame; its size is always finite.
  public func filmstrip(count: Int, spacing: CGFloat = 12, captionColor: RGBAColor = RGBAColor(white: 0.45))
    -> DisplayList
  {
    let count = min(max(count, 1), TransitionSampler.maximumFrameCount)
    let total = duration
    let times = (0..<count).map { index in
      count == 1 || index == count - 1 ? total : total * Double(index) / Double(count - 1)
    }
    return flipbook.filmstrip(times: times, spacing: spacing, captionColor: captionColor) {
      draw(progress(at: times[$0]))
    }
  }
}
