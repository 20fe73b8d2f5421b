import ChoiceKitCore
import Foundation

/// A radial menu drawn from the core's arrangement and tokens, as the SwiftUI controls draw it:
/// the centre button and, when open, the items as bordered buttons at the core's frames around
/// it, either as `RadialMenu` places them (no frame) or as a `RadialLayout` in a frame around a
/// button places them (the tutorial's `ContentView`).
///
/// Faint guides show the layout's frame, the circle the items' anchor points lie on, the arc's
/// span with its direction, and each item's number in arc order.
///
/// ```swift
/// let menu = RadialPreview(
///   items: [.init("Create", systemImage: "plus"), .init("Search", systemImage: "magnifyingglass")],
///   arc: .trailingHalf, anchor: .leading)
/// let svg = SVGRenderer().render(menu.displayList())
/// ```
public struct RadialPreview: Sendable {
  /// One item of the menu: its title, its symbol and whether it can be chosen.
  public struct Item: Sendable, Hashable {
    /// The title, drawn after the icon.
    public var title: String
    /// The SF Symbol name, drawn from ``IconSet``; an unknown name draws its placeholder.
    public var systemImage: String
    /// Whether the item can be chosen; a disabled item is drawn at the tokens' disabled opacity.
    public var isEnabled: Bool
    /// The item's role: a destructive item is drawn in the tokens' destructive ink.
    public var role: RadialMenuItemRole?

    /// Creates an item.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - systemImage: The SF Symbol name.
    ///   - isEnabled: Whether the item can be chosen.
    ///   - role: The item's role, or `nil`.
    public init(_ title: String, systemImage: String, isEnabled: Bool = true, role: RadialMenuItemRole? = nil)
    {
      self.title = title
      self.systemImage = systemImage
      self.isEnabled = isEnabled
      self.role = role
    }
  }

  /// The items, in arc order; none draws the centre button alone.
  public var items: [Item]
  /// The arc the items follow.
  public var arc: RadialArc
  /// The line the menu's items follow instead of the arc, one after another from the centre
  /// button (a speed dial), as `RadialMenu(path: .line(…))` places them; `nil` for the arc. A
  /// layout in a frame always follows the arc.
  public var line: RadialLine?
  /// A fixed or fitted radius.
  public var radius: RadialRadius
  /// Which point of each item sits on the circle.
  public var anchor: RadialAnchor
  /// Whether the menu is open; a closed menu draws only its centre button.
  public var isExpanded: Bool
  /// The item a press-drag-release points at, drawn highlighted; `nil` for none.
  public var highlighted: Int?
  /// The size of a `RadialLayout`'s frame, centred on the centre button, as the tutorial's
  /// `.frame(width: 300, height: 300)`; `nil` draws a `RadialMenu`, which has no frame and puts
  /// its items at the arrangement's `menuRadius(centerDiameter:)` around the centre button.
  /// Negative, NaN or infinite sides read as 0.
  public var frameSize: CGSize?
  /// The environment the menu is drawn in: light or dark, the direction (right to left mirrors
  /// the layout), the Dynamic Type size the titles are drawn at (the centre button grows with
  /// it, up to the core's `RadialMenuTokens.largestCenterScale`) and Reduce Motion, with which the opening fades the items
  /// in at their places. The picture is the same on every device family.
  public var traits: ChoiceTraits
  /// The centre button's title while the menu is closed.
  public var closedTitle: String
  /// The centre button's title while the menu is open.
  public var openTitle: String
  /// The look, the sizes and the motion.
  public var tokens: RadialMenuTokens
  /// Whether to draw the guides: the frame, the circle, the arc's span and the item numbers.
  public var showsGuides: Bool
  /// The room drawn around the picture; negative, NaN or infinite draws none.
  public var margin: CGFloat
  /// The measurer used for titles.
  public var measurer: FontMetricsTextMeasurer

  /// Creates a preview; every parameter but the items has the menu's default.
  ///
  /// - Parameters:
  ///   - items: The items, in arc order.
  ///   - arc: The arc the items follow.
  ///   - line: The line the menu's items follow instead, or `nil`.
  ///   - radius: A fixed or fitted radius.
  ///   - anchor: Which point of each item sits on the circle.
  ///   - isExpanded: Whether the menu is open.
  ///   - highlighted: The item a drag points at, or `nil`.
  ///   - frameSize: The layout's frame, or `nil` for the floating menu.
  ///   - traits: The appearance, direction, text size and Reduce Motion.
  ///   - closedTitle: The centre title while closed.
  ///   - openTitle: The centre title while open.
  ///   - tokens: The look, sizes and motion.
  ///   - showsGuides: Whether to draw the guides.
  ///   - margin: The room around the picture.
  ///   - measurer: The text measurer.
  public init(
    items: [Item], arc: RadialArc = .fullCircle, line: RadialLine? = nil, radius: RadialRadius = .fitted,
    anchor: RadialAnchor = .center,
    isExpanded: Bool = true, highlighted: Int? = nil, frameSize: CGSize? = nil,
    traits: ChoiceTraits = ChoiceTraits(), closedTitle: String = "Open", openTitle: String = "Close",
    tokens: RadialMenuTokens = .standard, showsGuides: Bool = true, margin: CGFloat = 24,
    measurer: FontMetricsTextMeasurer = .dejaVuSans
  ) {
    self.items = items
    self.arc = arc
    self.line = line
    self.radius = radius
    self.anchor = anchor
    self.isExpanded = isExpanded
    self.highlighted = highlighted
    self.frameSize = frameSize
    self.traits = traits
    self.closedTitle = closedTitle
    self.openTitle = openTitle
    self.tokens = tokens
    self.showsGuides = showsGuides
    self.margin = margin
    self.measurer = measurer
  }

  /// The items' title font at the text size of ``traits``.
  public var titleTypography: ChoiceTypography {
    tokens.itemTitle.scaled(by: traits.textScale.factor)
  }

  /// The centre button's diameter at the text size of ``traits``: the tokens' diameter, grown
  /// with larger text (the core's `RadialMenuTokens.centerDiameter(at:)`).
  public var centerDiameter: CGFloat { tokens.centerDiameter(at: traits.textScale) }

  /// The side of an item's icon: the title's point size, as a symbol takes its text's size.
  var iconSide: CGFloat { titleTypography.size }

  /// The gap between an item's icon and its title, after a label's spacing at body size.
  var labelSpacing: CGFloat { titleTypography.size * 6 / 17 }

  /// Each item's size: its icon, title and padding, the title measured with ``measurer``.
  ///
  /// - Returns: One size per item, in order.
  public func itemSizes() -> [CGSize] {
    let style = titleTypography
    let padding = tokens.itemPadding
    return items.map { item in
      let metrics = measurer.measure(item.title, style: style)
      let title = item.title.isEmpty ? 0 : labelSpacing + metrics.width
      return CGSize(
        width: 2 * padding + iconSide + title,
        height: 2 * padding + max(iconSide, metrics.ascent + metrics.descent))
    }
  }

  /// The core arrangement of the items, with their measured sizes.
  ///
  /// - Returns: The arrangement the items are placed by.
  public func arrangement() -> RadialArrangement {
    RadialArrangement(
      itemSizes: itemSizes(), arc: arc, radius: radius, anchor: anchor, isRightToLeft: traits.isRightToLeft)
  }

  /// Whether the preview draws the floating menu (no ``frameSize``) rather than a layout in a
  /// frame.
  public var isMenu: Bool { frameSize == nil }

  /// The layout's frame size as drawn: ``frameSize`` made a usable size; for the menu, the centre
  /// button's size, which is the menu's size.
  public var resolvedFrameSize: CGSize {
    guard let frameSize else { return CGSize(width: centerDiameter, height: centerDiameter) }
    return CGSize(width: Self.length(frameSize.width), height: Self.length(frameSize.height))
  }

  /// The margin drawn: ``margin`` made a usable length.
  public var resolvedMargin: CGFloat { Self.length(margin) }

  /// The open menu's items placed around the centre: in ``layoutBounds`` by the arrangement's
  /// radius, or for the menu around the centre button at the arrangement's
  /// `menuRadius(centerDiameter:)`, as `RadialMenu` places them.
  ///
  /// Like ``layoutBounds`` and ``centerButtonFrame``, the placement is in the menu's own
  /// coordinates, whose origin is the centre; the picture draws them moved by ``center``, so the
  /// core's coordinates stay small on a canvas of any size.
  ///
  /// - Returns: The core's placement.
  package func placement() -> RadialPlacement {
    placement(arranged: arrangement())
  }

  /// The items placed from an arrangement already worked out (``arrangement()``).
  func placement(arranged arrangement: RadialArrangement) -> RadialPlacement {
    var arrangement = arrangement
    if isMenu, let line {
      return menuGeometry(path: .line(line)).placement(in: layoutBounds)
    }
    if isMenu {
      // As `RadialMenuGeometry` does, an arc whose ends nearly meet spreads over the circle.
      let menuArc = arc.closingNearlyFullCircle(count: arrangement.itemSizes.count)
      arrangement = RadialArrangement(
        itemSizes: arrangement.itemSizes, arc: menuArc,
        radius: .fixed(
          RadialArrangement(
            itemSizes: arrangement.itemSizes, arc: menuArc, radius: radius, anchor: anchor,
            isRightToLeft: traits.isRightToLeft
          ).menuRadius(centerDiameter: centerDiameter)), anchor: anchor,
        spacing: arrangement.spacing, isRightToLeft: traits.isRightToLeft)
    }
    return arrangement.placement(in: layoutBounds)
  }

  /// The menu's core geometry along a path, with the measured item sizes.
  ///
  /// - Parameter path: The path the items follow.
  /// - Returns: The geometry `RadialMenu` places its items by.
  public func menuGeometry(path: RadialMenuPath) -> RadialMenuGeometry {
    RadialMenuGeometry(
      itemSizes: itemSizes(), path: path, radius: radius, centerDiameter: centerDiameter,
      isRightToLeft: traits.isRightToLeft)
  }

  /// What drawing the preview needs, worked out once per picture: the items' placement, with
  /// their measured sizes inside, and the canvas around it.
  package struct Layout {
    /// The core arrangement of the items, with their measured sizes (``arrangement()``).
    package var arrangement: RadialArrangement
    /// The open menu's items placed around the centre (``placement()``).
    package var placement: RadialPlacement
    /// The canvas (``canvasSize``).
    package var canvasSize: CGSize
    /// Where the menu's centre (its coordinates' origin) is drawn: the middle of the canvas.
    package var center: CGPoint { CGPoint(x: canvasSize.width / 2, y: canvasSize.height / 2) }
  }

  /// The placement and the canvas, each worked out once.
  ///
  /// - Returns: The layout a picture is drawn from.
  package func layout() -> Layout {
    let arrangement = arrangement()
    let placement = placement(arranged: arrangement)
    return Layout(arrangement: arrangement, placement: placement, canvasSize: canvasSize(around: placement))
  }

  /// The canvas: room around the centre for the frame, the centre button, the open items and the
  /// guide circle, the same on both sides so that right to left mirrors exactly, plus the margin.
  public var canvasSize: CGSize { layout().canvasSize }

  /// The canvas around a placement of the items.
  func canvasSize(around placement: RadialPlacement) -> CGSize {
    let frame = resolvedFrameSize
    var half = CGSize(
      width: max(frame.width, centerDiameter) / 2, height: max(frame.height, centerDiameter) / 2
    )
    if showsGuides && !items.isEmpty {
      half = CGSize(width: max(half.width, placement.radius), height: max(half.height, placement.radius))
    }
    for item in placement.itemFrames {
      half.width = max(half.width, abs(item.minX), abs(item.maxX))
      half.height = max(half.height, abs(item.minY), abs(item.maxY))
    }
    let margin = resolvedMargin
    return CGSize(width: 2 * (half.width + margin), height: 2 * (half.height + margin))
  }

  /// Where the menu's centre (its coordinates' origin) is drawn: the middle of the canvas.
  public var center: CGPoint { layout().center }

  /// The layout's frame, centred on the origin; for the menu, the centre button's frame.
  public var layoutBounds: CGRect {
    let frame = resolvedFrameSize
    return CGRect(x: -frame.width / 2, y: -frame.height / 2, width: frame.width, height: frame.height)
  }

  /// The centre button's frame, centred on the origin.
  public var centerButtonFrame: CGRect {
    let diameter = centerDiameter
    return CGRect(x: -diameter / 2, y: -diameter / 2, width: diameter, height: diameter)
  }

  /// Menu items moved from the menu's coordinates onto the canvas.
  ///
  /// - Parameters:
  ///   - items: The items, in the menu's coordinates.
  ///   - center: Where the menu's centre is drawn (``Layout/center``).
  func onCanvas(_ items: [DisplayItem], center: CGPoint) -> [DisplayItem] {
    [.group(DisplayGroup(items, transform: AffineTransform2D(translationX: center.x, y: center.y)))]
  }

  /// A length safe to draw: negative, NaN or infinite is 0, at most the arrangement's maximum.
  static func length(_ value: CGFloat) -> CGFloat {
    min(ChoiceSpacing.sanitized(value), RadialArrangement.maximumLength)
  }

  /// The page behind the menu.
  static let page = AdaptiveColor(light: RGBAColor(hex: 0xF2F2F7), dark: RGBAColor(hex: 0x2C2C2E))

  /// The colour of the guides.
  static let guide = AdaptiveColor(light: RGBAColor(hex: 0x5856D6), dark: RGBAColor(hex: 0x9D9BFF))

  /// The tutorial's three items, in Spanish.
  public static let tutorialItems: [Item] = [
    Item("Crear", systemImage: "plus"), Item("Buscar", systemImage: "magnifyingglass"),
    Item("Borrar", systemImage: "trash"),
  ]
}
