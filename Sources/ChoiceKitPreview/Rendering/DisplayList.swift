import ChoiceKitCore
import Foundation

/// A picture described as a list of drawing items, in points, y-down: what a control looks like
/// in one frame, ready to be rendered to SVG.
///
/// ```swift
/// var list = DisplayList(size: CGSize(width: 120, height: 40))
/// list.append(.shape(.capsule(in: CGRect(x: 0, y: 0, width: 120, height: 40)),
///                    fill: .color(RGBAColor(hex: 0x5856D6))))
/// let svg = SVGRenderer().render(list)
/// ```
public struct DisplayList: Sendable, Hashable {
  /// The canvas size; a negative, NaN or infinite dimension renders as 0, so such a size gives an
  /// empty canvas.
  public var size: CGSize
  /// The canvas background, or `nil` for transparent.
  public var background: RGBAColor?
  /// The items, painted in order (later items on top).
  public var items: [DisplayItem]

  /// Creates a display list.
  ///
  /// - Parameters:
  ///   - size: The canvas size in points; a negative, NaN or infinite dimension renders as 0.
  ///   - background: An optional background colour.
  ///   - items: The items, back to front; an empty list draws an empty canvas.
  public init(size: CGSize, background: RGBAColor? = nil, items: [DisplayItem] = []) {
    self.size = size
    self.background = background
    self.items = items
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(size: size)
    hasher.combine(background)
    hasher.combine(items)
  }

  /// Adds an item on top.
  public mutating func append(_ item: DisplayItem) {
    items.append(item)
  }

  /// Adds items on top, in order.
  public mutating func append(contentsOf newItems: [DisplayItem]) {
    items.append(contentsOf: newItems)
  }
}

/// One drawing item of a ``DisplayList``.
///
/// Groups may nest to any depth: comparing, hashing and rendering items walk nested groups
/// without recursion.
public indirect enum DisplayItem: Sendable, Hashable {
  /// A path, filled (non-zero rule) and/or stroked; an empty path, or one with neither fill nor
  /// stroke, draws nothing.
  case shape(BezierPath, fill: Paint? = nil, stroke: StrokePaint? = nil)
  /// A single line of text.
  case text(TextRun)
  /// A vector icon by SF Symbol name, drawn into a frame in one colour: a name the ``IconSet``
  /// does not know (the empty name included) draws its placeholder, and a frame
  /// ``VectorIcon/layers(fitting:)`` cannot place (zero, negative, non-finite or overflowing)
  /// draws nothing.
  case icon(name: String, frame: CGRect, color: RGBAColor)
  /// Items drawn together, with a shared opacity, transform, clip and shadow.
  case group(DisplayGroup)
}

/// How an area or a line is coloured.
public enum Paint: Sendable, Hashable {
  /// One colour.
  case color(RGBAColor)
  /// A linear gradient.
  case linearGradient(LinearGradientPaint)
}

/// A linear gradient between two points, in the coordinates of the item it paints.
///
/// A gradient with a NaN or infinite end point is drawn in the colour of its last stop, as SVG
/// draws one whose ends coincide; with no stops it paints nothing.
public struct LinearGradientPaint: Sendable, Hashable {
  /// One colour of a gradient at a position along it.
  public struct Stop: Sendable, Hashable {
    /// The position along the gradient, 0...1: clamped when rendered, and NaN counts as 0.
    public var location: Double
    /// The colour there.
    public var color: RGBAColor

    /// Creates a stop.
    ///
    /// - Parameters:
    ///   - location: The position along the gradient; clamped to 0...1 when rendered, NaN
    ///     counts as 0.
    ///   - color: The colour there.
    public init(location: Double, color: RGBAColor) {
      self.location = location
      self.color = color
    }
  }

  /// Where location 0 lies; a NaN or infinite coordinate paints the last stop's colour.
  public var start: CGPoint
  /// Where location 1 lies; a NaN or infinite coordinate paints the last stop's colour.
  public var end: CGPoint
  /// The stops, in order of location; none paints nothing.
  public var stops: [Stop]

  /// Creates a gradient.
  ///
  /// - Parameters:
  ///   - start: Where location 0 lies; a NaN or infinite coordinate paints the last stop's colour.
  ///   - end: Where location 1 lies; a NaN or infinite coordinate paints the last stop's colour.
  ///   - stops: The stops, in order of location; none paints nothing.
  public init(start: CGPoint, end: CGPoint, stops: [Stop]) {
    self.start = start
    self.end = end
    self.stops = stops
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(point: start)
    hasher.combine(point: end)
    hasher.combine(stops)
  }
}

/// How a path's outline is stroked.
public struct StrokePaint: Sendable, Hashable {
  /// The shape at the open ends of a stroke.
  public enum Cap: String, Sendable, Hashable { case butt, round, square }
  /// The shape where two segments of a stroke meet.
  public enum Join: String, Sendable, Hashable { case miter, round, bevel }

  /// The stroke's colour or gradient.
  public var paint: Paint
  /// The line width in points; a negative, NaN or infinite width is written as 0, which draws no
  /// stroke.
  public var lineWidth: CGFloat
  /// The end caps.
  public var cap: Cap
  /// The joins.
  public var join: Join
  /// Alternating dash and gap lengths; empty for a solid line. A negative, NaN or infinite
  /// length counts as 0, and a pattern with no positive length draws a solid line.
  public var dash: [CGFloat]

  /// Creates a stroke.
  ///
  /// - Parameters:
  ///   - paint: The stroke's colour or gradient.
  ///   - lineWidth: The line width; negative, NaN or infinite draws no stroke.
  ///   - cap: The end caps.
  ///   - join: The joins.
  ///   - dash: Dash and gap lengths; negative, NaN or infinite ones count as 0, and a pattern
  ///     with no positive length draws a solid line.
  public init(
    _ paint: Paint, lineWidth: CGFloat = 1, cap: Cap = .butt, join: Join = .miter, dash: [CGFloat] = []
  ) {
    self.paint = paint
    self.lineWidth = lineWidth
    self.cap = cap
    self.join = join
    self.dash = dash
  }
}

/// A line of text placed by its baseline.
public struct TextRun: Sendable, Hashable {
  /// Which point of the line `origin` marks horizontally.
  public enum Anchor: String, Sendable, Hashable { case start, middle, end }

  /// The text; line breaks are not interpreted. Empty text draws nothing, and characters XML
  /// does not allow (control characters other than tab and line feed, U+FFFE, U+FFFF) are
  /// dropped.
  public var text: String
  /// The anchor point on the baseline; a NaN or infinite coordinate draws nothing.
  public var origin: CGPoint
  /// The text style (its size is always finite and at least `ChoiceTypography.minimumSize`).
  public var style: ChoiceTypography
  /// The text colour.
  public var color: RGBAColor
  /// Which point of the line `origin` is.
  public var anchor: Anchor
  /// Whether the text runs right to left (Hebrew, Arabic); `start` is then its right end.
  public var isRightToLeft: Bool

  /// Creates a text run.
  ///
  /// - Parameters:
  ///   - text: The text; empty text draws nothing, and characters XML does not allow are dropped.
  ///   - origin: The anchor point on the baseline; a NaN or infinite coordinate draws nothing.
  ///   - style: The text style.
  ///   - color: The text colour.
  ///   - anchor: Which point of the line `origin` is.
  ///   - isRightToLeft: Whether the text runs right to left.
  public init(
    _ text: String, origin: CGPoint, style: ChoiceTypography, color: RGBAColor, anchor: Anchor = .start,
    isRightToLeft: Bool = false
  ) {
    self.text = text
    self.origin = origin
    self.style = style
    self.color = color
    self.anchor = anchor
    self.isRightToLeft = isRightToLeft
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(text)
    hasher.combine(point: origin)
    hasher.combine(style)
    hasher.combine(color)
    hasher.combine(anchor)
    hasher.combine(isRightToLeft)
  }
}

/// A soft shadow cast by a group's content.
public struct DropShadow: Sendable, Hashable {
  /// The shadow's colour, usually translucent black.
  public var color: RGBAColor
  /// The blur radius in points, as SwiftUI's `shadow(radius:)`; a negative, NaN or infinite
  /// radius draws no blur.
  public var radius: CGFloat
  /// The shadow's offset; a NaN or infinite component counts as 0.
  public var offset: CGSize

  /// Creates a shadow.
  ///
  /// - Parameters:
  ///   - color: The shadow's colour.
  ///   - radius: The blur radius; negative, NaN or infinite draws no blur.
  ///   - offset: The offset; a NaN or infinite component counts as 0.
  public init(color: RGBAColor, radius: CGFloat, offset: CGSize = .zero) {
    self.color = color
    self.radius = radius
    self.offset = offset
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(color)
    hasher.combine(radius)
    hasher.combine(size: offset)
  }
}

/// Items drawn together under shared effects.
public struct DisplayGroup: Sendable, Hashable {
  /// The grouped items.
  public var items: [DisplayItem]
  /// The group's opacity, 0...1: values outside are clamped, and NaN draws opaque.
  public var opacity: Double
  /// A transform applied to the items; one with a NaN or infinite entry draws nothing of the
  /// group.
  public var transform: AffineTransform2D
  /// An area outside of which nothing is drawn, in the group's coordinates (before transform);
  /// an empty path hides every item.
  public var clip: BezierPath?
  /// A shadow cast by the items.
  public var shadow: DropShadow?

  /// Creates a group.
  ///
  /// - Parameters:
  ///   - items: The grouped items, back to front.
  ///   - opacity: The opacity; clamped to 0...1, and NaN draws opaque.
  ///   - transform: A transform applied to the items; a NaN or infinite entry draws nothing.
  ///   - clip: An area outside of which nothing is drawn; an empty path hides every item.
  ///   - shadow: A shadow cast by the items.
  public init(
    _ items: [DisplayItem], opacity: Double = 1, transform: AffineTransform2D = .identity,
    clip: BezierPath? = nil, shadow: DropShadow? = nil
  ) {
    self.items = items
    self.opacity = opacity
    self.transform = transform
    self.clip = clip
    self.shadow = shadow
  }
}
