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
  static func pause(_ seconds: Double) -> Double {
    seconds.isFinite ? min(max(seconds, 0), maximumPause) : 0
  }

  /// The frame writer for this transition's canvas, background and timing.
  private var flipbook: PreviewFlipbook {
    PreviewFlipbook(
      canvas: PreviewFlipbook.canvas(for: size), background: background, leadIn: leadIn,
      loopDuration: loopDuration)
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
    return flipbook.animatedSVG(times: frames.map(\.time), renderer: renderer) { draw(frames[$0].progress) }
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
    return flipbook.filmstrip(times: frames.map(\.time), spacing: spacing, captionColor: captionColor) {
      draw(frames[$0].progress)
    }
  }
}
