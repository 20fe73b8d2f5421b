import ChoiceKitCore
import Foundation

extension RadialPreview {
  /// The menu opening: each item travels from the centre to its place on the tokens' spring,
  /// growing and fading in, after the core's stagger delay (`RadialReveal`); the centre button
  /// turns to its open look without delay. With ``reduceMotion`` every item fades in at its
  /// place, all at once.
  ///
  /// ```swift
  /// let opening = RadialPreview(items: items).openingTransition()
  /// let svg = opening.animatedSVG()
  /// ```
  ///
  /// - Returns: A staggered transition whose first frame shows the closed centre button with every
  ///   item at the centre, shrunk to nothing and transparent (with Reduce Motion: at its place,
  ///   transparent), and whose settled frame is ``displayList()`` of the open menu; the guides
  ///   show throughout. Part 0 is the centre button; part `i + 1` is item `i`.
  public func openingTransition() -> StaggeredTransition {
    var expanded = self
    expanded.isExpanded = true
    let open = expanded
    let placement = open.placement()
    let delays = tokens.reveal.delays(count: items.count, isOpening: true, reduceMotion: reduceMotion)
    return StaggeredTransition(
      size: open.canvasSize, background: Self.page.resolved(in: appearance),
      sampler: TransitionSampler(spring: tokens.spring), delays: [0] + delays
    ) { progress in
      open.openingFrame(placement: placement, progress: progress)
    }
  }

  /// One frame of the opening from each part's progress: the centre button's, then each item's.
  func openingFrame(placement: RadialPlacement, progress: [Double]) -> [DisplayItem] {
    let centre = progress.first ?? 1
    var drawn = guides(placement: placement)
    for (index, frame) in placement.itemFrames.enumerated() where index + 1 < progress.count {
      let fraction = progress[index + 1]
      // Drawn even while invisible, so every frame holds every item where it is.
      let opacity = min(max(fraction, 0), 1)
      let item = item(index, in: frame)
      if reduceMotion {
        drawn.append(.group(DisplayGroup([item], opacity: opacity)))
      } else {
        drawn.append(
          .group(
            DisplayGroup(
              [item], opacity: opacity,
              transform: Self.travel(from: placement.center, to: frame, fraction: fraction))))
      }
    }
    drawn.append(centerButton(openness: centre))
    return drawn
  }

  /// The transform that draws an item resting in `frame` on its way out from `center`: scaled by
  /// the progress about its own centre, its centre moved that far from `center` to its place.
  static func travel(from center: CGPoint, to frame: CGRect, fraction: Double) -> AffineTransform2D {
    let scale = CGFloat(max(fraction, 0))
    let rest = CGPoint(x: frame.midX, y: frame.midY)
    let now = center.interpolated(towards: rest, fraction: fraction)
    return AffineTransform2D(translationX: -rest.x, y: -rest.y)
      .concatenating(AffineTransform2D(scale: scale))
      .concatenating(AffineTransform2D(translationX: now.x, y: now.y))
  }
}
