import ChoiceKitCore
import Foundation

extension RadialPreview {
  /// The menu opening as `RadialMenu` animates it: one spring (the tokens') drives the menu's
  /// openness from 0 to 1; each item's share of it comes from the core's
  /// `RadialReveal.progress(count:openness:duration:)`, so the items leave the centre
  /// one after another with the tokens' stagger, each anchor point travelling along its ray to
  /// the circle while the items fade in and the centre button turns to its open look. With
  /// Reduce Motion on in ``traits`` nothing travels: the items fade in at their places.
  ///
  /// ```swift
  /// let opening = RadialPreview(items: items).openingTransition()
  /// let svg = opening.animatedSVG()
  /// ```
  ///
  /// - Returns: A transition whose first frame shows the closed centre button with every item's
  ///   anchor point at the centre, transparent (with Reduce Motion: at its place, transparent),
  ///   and whose settled frame is ``displayList()`` of the open menu; the guides show
  ///   throughout.
  public func openingTransition() -> PreviewTransition {
    var expanded = self
    expanded.isExpanded = true
    let open = expanded
    let layout = open.layout()
    return PreviewTransition(
      size: layout.canvasSize, background: Self.page.resolved(in: traits.appearance),
      sampler: TransitionSampler(spring: tokens.spring)
    ) { openness in
      open.openingFrame(layout: layout, openness: openness)
    }
  }

  /// Each item's progress along its ray at an openness: the core's staggered shares, or 1 for
  /// every item with Reduce Motion, which fades instead.
  ///
  /// - Parameter openness: The menu's openness, 0 closed and 1 open; past 1 while the spring
  ///   overshoots.
  /// - Returns: One value per item.
  public func itemProgress(openness: Double) -> [Double] {
    tokens.reveal.progress(
      count: items.count, openness: openness, duration: tokens.spring.response,
      reducesMotion: traits.reducesMotion)
  }

  /// One frame of the opening at an openness.
  func openingFrame(layout: Layout, openness: Double) -> [DisplayItem] {
    let placement = layout.placement
    let progress = itemProgress(openness: openness)
    let opacity = min(max(openness.isNaN ? 1 : openness, 0), 1)
    var drawn = guides(placement: placement)
    for (index, frame) in placement.itemFrames.enumerated() {
      let value = index < progress.count ? progress[index] : 1
      let fraction = CGFloat(value.isNaN ? 1 : min(max(value, 0), 2))
      let point = placement.anchorPoints[index]
      // The anchor point travels from the centre along its ray, the item keeping its size.
      let moved = frame.offsetBy(
        dx: (placement.center.x - point.x) * (1 - fraction),
        dy: (placement.center.y - point.y) * (1 - fraction))
      let item = item(index, in: moved)
      // Drawn even while transparent, so every frame holds every item where it is; settled, it
      // is exactly the still.
      drawn.append(opacity == 1 ? item : .group(DisplayGroup([item], opacity: opacity)))
    }
    drawn.append(centerButton(openness: opacity))
    return onCanvas(drawn, center: layout.center)
  }
}
