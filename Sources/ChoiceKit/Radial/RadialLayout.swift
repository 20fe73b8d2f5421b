#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// A layout that places its views on a circle or an arc around its centre.
  ///
  /// The tutorial's call site works as it is:
  ///
  /// ```swift
  /// RadialLayout(angleConfig: .leadingCircle, angleOffset: 0) {
  ///   MenuButton(title: "Crear", icon: "plus") { … }
  ///   MenuButton(title: "Buscar", icon: "magnifyingglass") { … }
  ///   MenuButton(title: "Borrar", icon: "trash") { … }
  /// }
  /// .frame(width: 300, height: 300)
  /// ```
  ///
  /// and any arc, radius, anchor and spacing can be given with the core's types:
  ///
  /// ```swift
  /// RadialLayout(
  ///   arc: RadialArc(startDegrees: 270, sweepDegrees: 90, direction: .clockwise),
  ///   radius: .fixed(120), anchor: .center)
  /// {
  ///   ForEach(actions) { ActionButton($0) }
  /// }
  /// ```
  ///
  /// Every number comes from the core `RadialArrangement`, tested on every platform:
  /// - A full circle spaces n views 360°/n apart, so the first and the last never meet; an open
  ///   arc puts the first view at its start and the last at its end; one view sits mid-arc.
  /// - A `.fitted` radius is fitted to the bounds from the views' real sizes, as
  ///   `RadialRadius.fitted` describes; a fixed radius is used as it is.
  /// - `sizeThatFits` reports the views' extent around the centre, symmetric so the centre of
  ///   the bounds is the circle's centre, never the whole proposal unless the views fill it.
  /// - Each view is measured at its ideal size and placed at the core's frame.
  ///
  /// In a right-to-left environment the core mirrors the arrangement (the leading half then fans
  /// out on the right), and `RadialLayout { … }` places the core's frames in a left-to-right
  /// space so SwiftUI does not mirror them again; the views keep the environment's direction.
  /// A `RadialLayout` used through `AnyLayout` is mirrored by SwiftUI instead, to the same
  /// frames.
  ///
  /// Changing the arc, radius or anchor inside `withAnimation`, or switching layouts through
  /// `AnyLayout`, animates every view from its old frame to its new one.
  public struct RadialLayout: Layout, Sendable {
    /// The arc the views follow.
    public var arc: RadialArc
    /// How far from the centre the views sit.
    public var radius: RadialRadius
    /// Which point of each view sits on the circle.
    public var anchor: RadialAnchor
    /// Whether the core mirrors the arrangement: set by `callAsFunction(_:)` from the
    /// environment, which it then keeps from mirroring the placements again.
    var isRightToLeft = false
    /// The least gap between neighbours, and between a view and the centre, when the radius is
    /// chosen to keep them apart.
    public var spacing: CGFloat

    /// Creates the tutorial's layout: an arc from its `RadialLayoutAngle` and an offset, a radius
    /// fitted to the bounds, and the angle's anchor.
    ///
    /// ```swift
    /// RadialLayout(angleConfig: .trailingCircle, angleOffset: 45) { … }
    /// ```
    ///
    /// - Parameters:
    ///   - angleConfig: The arc: `.fullCircle`, `.trailingCircle`, `.leadingCircle` or
    ///     `.custom(degrees:anchor:)`.
    ///   - angleOffset: Where the first view sits, in degrees clockwise from the top.
    public init(angleConfig: RadialLayoutAngle = .fullCircle, angleOffset: Double = 0) {
      self.init(
        arc: angleConfig.arc(offset: angleOffset), radius: .fitted, anchor: angleConfig.anchor)
    }

    /// Creates a layout on any arc.
    ///
    /// ```swift
    /// RadialLayout(arc: .trailingHalf, radius: .fixed(100), anchor: .leading) { … }
    /// ```
    ///
    /// - Parameters:
    ///   - arc: The arc: `.fullCircle`, `.leadingHalf`, `.trailingHalf`, or
    ///     `RadialArc(startDegrees:sweepDegrees:direction:)` for any start, sweep and direction.
    ///   - radius: `.fitted` (fitted to the bounds) or `.fixed(_:)`.
    ///   - anchor: Which point of each view sits on the circle; its centre by default.
    ///   - spacing: The least gap between neighbours for a radius chosen to keep them apart.
    public init(
      arc: RadialArc, radius: RadialRadius = .fitted, anchor: UnitPoint = .center, spacing: CGFloat = 8
    ) {
      self.arc = arc
      self.radius = radius
      self.anchor = RadialAnchor(anchor)
      self.spacing = spacing
    }

    /// Creates a layout on an arc from a start angle, a sweep and a direction.
    ///
    /// ```swift
    /// // A quarter from the top round to the trailing side.
    /// RadialLayout(startDegrees: 0, sweepDegrees: 90) { … }
    /// ```
    ///
    /// - Parameters:
    ///   - startDegrees: Where the first view sits, in degrees clockwise from the top.
    ///   - sweepDegrees: How far the arc reaches; 360 or more is a full circle.
    ///   - direction: Which way the views follow one another.
    ///   - radius: `.fitted` or `.fixed(_:)`.
    ///   - anchor: Which point of each view sits on the circle.
    ///   - spacing: The least gap between neighbours for a radius chosen to keep them apart.
    public init(
      startDegrees: Double = 0, sweepDegrees: Double, direction: RadialDirection = .clockwise,
      radius: RadialRadius = .fitted, anchor: UnitPoint = .center, spacing: CGFloat = 8
    ) {
      self.init(
        arc: RadialArc(startDegrees: startDegrees, sweepDegrees: sweepDegrees, direction: direction),
        radius: radius, anchor: anchor, spacing: spacing)
    }

    /// The size the views need around the centre, from the core.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      arrangement(subviews).sizeThatFits(width: proposal.width, height: proposal.height)
    }

    /// Places each view at the core's frame, in the bounds' coordinates.
    public func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      let frames = arrangement(subviews).placement(in: bounds).itemFrames
      for (subview, frame) in zip(subviews, frames) {
        subview.place(at: frame.origin, anchor: .topLeading, proposal: ProposedViewSize(frame.size))
      }
    }

    /// The core arrangement of the subviews at their ideal sizes, mirrored by the core in a
    /// right-to-left environment.
    func arrangement(_ subviews: Subviews) -> RadialArrangement {
      arrangement(itemSizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    /// The core arrangement of items of the given sizes.
    ///
    /// - Parameter itemSizes: Each item's size.
    /// - Returns: The arrangement, mirrored when ``isRightToLeft``.
    func arrangement(itemSizes: [CGSize]) -> RadialArrangement {
      RadialArrangement(
        itemSizes: itemSizes, arc: arc, radius: radius, anchor: anchor, spacing: spacing,
        isRightToLeft: isRightToLeft)
    }
  }
#endif
