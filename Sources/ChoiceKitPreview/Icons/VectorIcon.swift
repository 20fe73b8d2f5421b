import ChoiceKitCore
import Foundation

/// A small vector glyph standing in for an SF Symbol, which does not exist outside Apple systems.
///
/// The glyph is drawn in a square box of ``designSize`` points with y pointing down, as a stack of
/// filled or stroked layers in one colour. ``layers(fitting:)`` places it into any frame.
///
/// ```swift
/// let icon = IconSet.icon(named: "heart.fill")
/// for layer in icon.layers(fitting: CGRect(x: 10, y: 10, width: 20, height: 20)) {
///   print(layer.path.svgPathData(), layer.paint)
/// }
/// ```
public struct VectorIcon: Sendable, Hashable {
  /// The side of the square box the layers are drawn in, in points.
  public static let designSize: CGFloat = 24

  /// How a layer's path is painted, in the icon's single colour.
  public enum Paint: Sendable, Hashable {
    /// The area inside the path, by the non-zero winding rule.
    case fill
    /// The outline of the path, drawn with round caps and round joins.
    ///
    /// Icon strokes are designed for round caps and joins; a renderer should use them so the
    /// ends of short strokes (chevrons, crosses, sun rays) look like the design. A negative, NaN
    /// or infinite width is kept (and scaled) by ``VectorIcon/layers(fitting:)``; the SVG
    /// renderer draws it as no stroke.
    case stroke(lineWidth: CGFloat)
  }

  /// One path of the icon and how it is painted.
  public struct Layer: Sendable, Hashable {
    /// The path, in the coordinates of the icon's box.
    public var path: BezierPath
    /// How the path is painted.
    public var paint: Paint

    /// Creates a layer.
    ///
    /// - Parameters:
    ///   - path: The path.
    ///   - paint: How the path is painted.
    public init(path: BezierPath, paint: Paint) {
      self.path = path
      self.paint = paint
    }
  }

  /// The SF Symbol name the icon stands for (for a placeholder, the name that was asked for).
  public var name: String
  /// The layers in drawing order, in a box of ``designSize`` points.
  public var layers: [Layer]
  /// Whether this is the stand-in drawn for a name the icon set does not know.
  public var isPlaceholder: Bool

  /// Creates an icon.
  ///
  /// - Parameters:
  ///   - name: The SF Symbol name the icon stands for; any string, the empty one included.
  ///   - layers: The layers in drawing order, in a box of ``designSize`` points; an icon with
  ///     no layers draws nothing.
  ///   - isPlaceholder: Whether this is the stand-in for an unknown name.
  public init(name: String, layers: [Layer], isPlaceholder: Bool = false) {
    self.name = name
    self.layers = layers
    self.isPlaceholder = isPlaceholder
  }

  /// The layers scaled and moved to fit a frame.
  ///
  /// The icon's box is scaled uniformly to the frame's shorter side, so the glyph keeps its
  /// proportions, and centred in the frame; stroke widths scale with it so the weight looks the
  /// same at every size.
  ///
  /// - Parameter rect: The frame; its size must be positive and finite.
  /// - Returns: The placed layers, or an empty array when the frame has zero, negative or
  ///   non-finite size or origin, or is so large or so far out that a placed point would not
  ///   fit in a `BezierPath` (a glyph missing points is not drawn at all).
  public func layers(fitting rect: CGRect) -> [Layer] {
    // `size` rather than `width`/`height`, which some Foundations report standardized.
    let (width, height) = (rect.size.width, rect.size.height)
    guard rect.origin.isFinite, width.isFinite, height.isFinite, width > 0, height > 0 else {
      return []
    }
    let scale = min(width, height) / Self.designSize
    let side = scale * Self.designSize
    let offsetX = rect.origin.x + (width - side) / 2
    let offsetY = rect.origin.y + (height - side) / 2
    guard scale > 0, scale.isFinite, offsetX.isFinite, offsetY.isFinite else { return [] }
    let transform = AffineTransform2D(scale: scale)
      .concatenating(AffineTransform2D(translationX: offsetX, y: offsetY))
    var placed: [Layer] = []
    placed.reserveCapacity(layers.count)
    for layer in layers {
      let path = layer.path.applying(transform)
      // A path drops points it cannot hold; the glyph would be drawn wrong, so it is not drawn.
      guard path.elements.count == layer.path.elements.count else { return [] }
      switch layer.paint {
      case .fill:
        placed.append(Layer(path: path, paint: .fill))
      case .stroke(let lineWidth):
        placed.append(Layer(path: path, paint: .stroke(lineWidth: lineWidth * scale)))
      }
    }
    return placed
  }
}
