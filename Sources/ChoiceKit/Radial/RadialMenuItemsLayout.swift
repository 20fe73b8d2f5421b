#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// What a subview of ``RadialMenuItemsLayout`` is.
  enum RadialMenuPart: Sendable, Hashable {
    /// The centre button: it sets the menu's size and centre.
    case center
    /// An item, in order along the path.
    case item
  }

  struct RadialMenuPartKey: LayoutValueKey {
    static let defaultValue = RadialMenuPart.item
  }

  /// The radial menu's centre button and items, placed where the core says.
  ///
  /// The menu is as big as its centre button; the items fan out around its centre, over the
  /// content around it, at the core's `RadialMenuGeometry` offsets: on an arc at
  /// `menuRadius(centerDiameter:)`, or one after another along a line. How far out each item is
  /// comes from the core's `RadialReveal.progress(count:openness:duration:)`: the openness is the
  /// layout's animatable value, so one spring moves every item along its ray with the tokens'
  /// stagger. With Reduce Motion the items stay where they rest and only fade. The
  /// layout runs left to right and passes the real direction to the core, which mirrors the
  /// arrangement itself.
  struct RadialMenuItemsLayout: MotionGatedLayout, Sendable {
    var path: RadialMenuPath
    var radius: RadialRadius
    var reveal: RadialReveal
    /// One item's own move, in seconds: the spring's response.
    var duration: Double
    /// Whether the environment runs right to left: the core mirrors the arrangement.
    var isRightToLeft: Bool
    /// 1 open, 0 closed; fractional, and past 1 with a spring's overshoot, while moving; still
    /// with Reduce Motion.
    var openness: MotionGatedValue

    static var animatedValue: WritableKeyPath<Self, MotionGatedValue> { \.openness }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      Self.centerSize(subviews)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      let center = Self.centerSize(subviews)
      let items = subviews.filter { $0[RadialMenuPartKey.self] == .item }
      let geometry = RadialMenuGeometry.menu(
        itemSizes: items.map { $0.sizeThatFits(.unspecified) }, centerSize: center, path: path,
        radius: radius,
        isRightToLeft: isRightToLeft)
      // With Reduce Motion nothing moves: every item stays where it rests and only fades in and
      // out (its opacity, which the control animates), as the article says.
      let progress = reveal.progress(
        count: items.count, openness: openness.value, duration: duration, reducesMotion: !openness.isAnimated)
      for (subview, frame) in zip(items, geometry.frames(in: bounds, progress: progress)) {
        subview.place(at: frame.origin, anchor: .topLeading, proposal: ProposedViewSize(frame.size))
      }
      for subview in subviews where subview[RadialMenuPartKey.self] == .center {
        subview.place(
          at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(center))
      }
    }

    /// The centre button's ideal size, which is the menu's size.
    private static func centerSize(_ subviews: Subviews) -> CGSize {
      subviews.first { $0[RadialMenuPartKey.self] == .center }?.sizeThatFits(.unspecified) ?? .zero
    }
  }
#endif

#if canImport(SwiftUI)
  import SwiftUI

  /// A rectangle with a round hole of `diameter` at its centre (fill it even-odd): the mask that
  /// keeps a host's items from covering the centre button.
  struct RadialMenuButtonHole: Shape {
    let diameter: CGFloat

    func path(in rect: CGRect) -> Path {
      var path = Path(rect)
      let side = diameter.isFinite ? max(diameter, 0) : 0
      path.addEllipse(in: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
      return path
    }
  }
#endif
