import ChoiceKitCore
import Foundation

/// Renders a ``DisplayList`` into an SVG document, deterministically: fixed decimals, no `-0`,
/// definitions numbered in order, one element per line. Equal lists give byte-identical text, so
/// the output doubles as a textual snapshot.
///
/// ```swift
/// let svg = SVGRenderer().render(list)
/// ```
///
/// Any display list renders, whatever its numbers: the text never holds `nan` or `inf` and is
/// well-formed XML. Each kind of bad value has a defined drawing, given with the property that
/// holds it (``DisplayGroup/opacity``, ``StrokePaint/lineWidth``…); every number is written by
/// `DecimalText`, so a finite one too large for the chosen ``places`` is written as the largest
/// value `DecimalText` writes (`90000000000000` at 2 places). Groups may nest to any depth: they
/// are drawn without recursion, and indentation stops growing after a few dozen levels.
public struct SVGRenderer: Sendable {
  /// The faces a viewer without the measured face falls back to, in order: each system's
  /// interface font (Apple's, Windows', Android's), then common sans-serif faces. Each sets Latin text
  /// narrower than DejaVu Sans, so text laid out for the measured face still fits its frame in them; a
  /// viewer without any of them uses its own sans-serif face, never a serif one.
  public static let fallbackFamilies = [
    "-apple-system", "BlinkMacSystemFont", "Segoe UI", "Roboto", "Helvetica Neue", "Arial", "sans-serif",
  ]

  /// The font family text is drawn with, as an SVG `font-family` list: the face whose advance
  /// widths the core measures with, then ``fallbackFamilies``. Names are left unquoted: each is
  /// a run of CSS identifiers, which a `font-family` list takes as it is.
  public static let fontFamily = ([FontMetricsTextMeasurer.dejaVuSans.fontFamily] + fallbackFamilies)
    .joined(separator: ", ")

  /// Decimal places of every number written; values outside 0...9 are clamped when writing.
  public var places: Int
  /// A prefix for definition ids, so several documents can be inlined in one HTML page.
  ///
  /// Written as a valid XML name: characters other than ASCII letters, digits, `-`, `_` and `.`
  /// become `_`, and a prefix starting with a digit, `-` or `.` gets a leading `_`.
  public var idPrefix: String

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - places: Decimal places for numbers, 0...9; values outside are clamped when writing.
  ///   - idPrefix: Prefix for definition ids; characters not allowed in an XML name become `_`
  ///     (see ``idPrefix``).
  public init(places: Int = 2, idPrefix: String = "") {
    self.places = places
    self.idPrefix = idPrefix
  }

  /// The SVG document of a display list.
  ///
  /// - Parameter list: The picture; a negative or non-finite canvas size gives an empty canvas,
  ///   and each item's bad values draw as its documentation says.
  /// - Returns: The SVG text, ending with a newline; never holding `nan` or `inf`, and
  ///   well-formed XML.
  public func render(_ list: DisplayList) -> String {
    var writer = SVGWriter(places: places, idPrefix: idPrefix)
    let size = Self.canvasSize(list.size)
    drawBackground(list.background, size: size, into: &writer)
    draw(list.items, into: &writer)
    return writer.document(width: size.width, height: size.height)
  }

  /// A canvas size safe to write: negative or non-finite dimensions become 0.
  static func canvasSize(_ size: CGSize) -> CGSize {
    CGSize(width: ChoiceSpacing.sanitized(size.width), height: ChoiceSpacing.sanitized(size.height))
  }

  func drawBackground(_ color: RGBAColor?, size: CGSize, into writer: inout SVGWriter) {
    guard let color else { return }
    writer.empty(
      "rect",
      [("width", writer.number(size.width)), ("height", writer.number(size.height))] + fill(color))
  }

  func draw(_ item: DisplayItem, into writer: inout SVGWriter) {
    draw([item], into: &writer)
  }

  /// Draws items in order. Groups are walked with a stack of levels rather than by recursion, so
  /// how deep they nest is bounded by memory, not by the thread's stack.
  func draw(_ items: [DisplayItem], into writer: inout SVGWriter) {
    var levels = [items.makeIterator()]
    while !levels.isEmpty {
      guard let item = levels[levels.count - 1].next() else {
        levels.removeLast()
        // Every level but the outermost is a group's content.
        if !levels.isEmpty { writer.close("g") }
        continue
      }
      switch item {
      case .shape(let path, let fill, let stroke):
        drawShape(path, fill: fill, stroke: stroke, into: &writer)
      case .text(let run):
        drawText(run, into: &writer)
      case .icon(let name, let frame, let color):
        drawIcon(name: name, frame: frame, color: color, into: &writer)
      case .group(let group):
        if openGroup(group, into: &writer) { levels.append(group.items.makeIterator()) }
      }
    }
  }

  func drawShape(_ path: BezierPath, fill: Paint?, stroke: StrokePaint?, into writer: inout SVGWriter) {
    guard !path.isEmpty, fill != nil || stroke != nil else { return }
    var attributes = [("d", path.svgPathData(places: places))]
    attributes += fill.map { paintAttributes($0, role: "fill", into: &writer) } ?? [("fill", "none")]
    if let stroke { attributes += strokeAttributes(stroke, into: &writer) }
    writer.empty("path", attributes)
  }

  private func drawText(_ run: TextRun, into writer: inout SVGWriter) {
    guard run.origin.isFinite, !run.text.isEmpty else { return }
    var attributes = [
      ("x", writer.number(run.origin.x)), ("y", writer.number(run.origin.y)),
      ("font-family", Self.fontFamily), ("font-size", writer.number(run.style.size)),
      ("font-weight", String(FontMetricsTextMeasurer.dejaVuSans.cssFontWeight(for: run.style.weight))),
    ]
    attributes += fill(run.color)
    if run.anchor != .start { attributes.append(("text-anchor", run.anchor.rawValue)) }
    if run.isRightToLeft { attributes.append(("direction", "rtl")) }
    // Kerning off and spaces kept: the core measures every advance without kerning, and drawn text
    // must match it.
    attributes.append(("xml:space", "preserve"))
    attributes.append(("style", "font-kerning:none"))
    writer.line("<text\(SVGWriter.attributeText(attributes))>\(SVGWriter.escape(run.text))</text>")
  }

  /// Opens a group's element, or returns `false` when the group draws nothing.
  private func openGroup(_ group: DisplayGroup, into writer: inout SVGWriter) -> Bool {
    let t = group.transform
    let matrix = [t.a, t.b, t.c, t.d, t.tx, t.ty]
    // Nowhere is the right place for content mapped by a non-finite transform.
    guard matrix.allSatisfy(\.isFinite) else { return false }
    var attributes: [(String, String)] = []
    if !t.isIdentity {
      attributes.append(("transform", "matrix(\(matrix.map(writer.number).joined(separator: " ")))"))
    }
    let opacity = group.opacity.isNaN ? 1 : min(max(group.opacity, 0), 1)
    if opacity < 1 { attributes.append(("opacity", writer.number(opacity))) }
    if let clip = group.clip {
      let data = clip.svgPathData(places: places)
      let id = writer.define { id in
        ["<clipPath id=\"\(id)\">", "  <path d=\"\(data)\"/>", "</clipPath>"]
      }
      attributes.append(("clip-path", "url(#\(id))"))
    }
    if let shadow = group.shadow {
      attributes.append(("filter", "url(#\(defineShadow(shadow, into: &writer)))"))
    }
    writer.open("g", attributes)
    return true
  }

  private func defineShadow(_ shadow: DropShadow, into writer: inout SVGWriter) -> String {
    // SwiftUI's shadow radius reads as a blur spread; half of it as the Gaussian deviation
    // gives the same softness.
    let deviation = writer.number(ChoiceSpacing.sanitized(shadow.radius) / 2)
    let dx = writer.number(shadow.offset.width.isFinite ? shadow.offset.width : 0)
    let dy = writer.number(shadow.offset.height.isFinite ? shadow.offset.height : 0)
    let color = shadow.color.hexString
    let alpha = writer.number(shadow.color.alpha)
    return writer.define { id in
      [
        "<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">",
        "  <feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(deviation)\"/>",
        "  <feOffset dx=\"\(dx)\" dy=\"\(dy)\" result=\"blur\"/>",
        "  <feFlood flood-color=\"\(color)\" flood-opacity=\"\(alpha)\"/>",
        "  <feComposite in2=\"blur\" operator=\"in\"/>",
        "  <feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge>",
        "</filter>",
      ]
    }
  }

  private func fill(_ color: RGBAColor) -> [(String, String)] {
    colorAttributes(color, role: "fill")
  }

  /// A colour as an SVG paint attribute (`fill`, `stroke`, `stop-color`…) and its opacity, which
  /// is left out when opaque.
  private func colorAttributes(_ color: RGBAColor, role: String) -> [(String, String)] {
    let opacityName = role.hasSuffix("-color") ? String(role.dropLast(6)) + "-opacity" : role + "-opacity"
    var attributes = [(role, color.hexString)]
    if color.alpha < 1 { attributes.append((opacityName, DecimalText.format(color.alpha, places: 3))) }
    return attributes
  }

  private func paintAttributes(_ paint: Paint, role: String, into writer: inout SVGWriter) -> [(
    String, String
  )] {
    switch paint {
    case .color(let color):
      return colorAttributes(color, role: role)
    case .linearGradient(let gradient):
      guard gradient.start.isFinite, gradient.end.isFinite else {
        // Drawn as SVG draws a gradient whose ends coincide: in the last stop's colour.
        return gradient.stops.last.map { colorAttributes($0.color, role: role) } ?? [(role, "none")]
      }
      let id = defineGradient(gradient, into: &writer)
      return [(role, "url(#\(id))")]
    }
  }

  private func defineGradient(_ gradient: LinearGradientPaint, into writer: inout SVGWriter) -> String {
    let coordinates = [
      ("x1", gradient.start.x), ("y1", gradient.start.y), ("x2", gradient.end.x), ("y2", gradient.end.y),
    ].map { " \($0.0)=\"\(writer.number($0.1))\"" }.joined()
    let stops = gradient.stops.map { stop -> String in
      let location = stop.location.isNaN ? 0 : min(max(stop.location, 0), 1)
      let attributes = [("offset", writer.number(location))] + colorAttributes(stop.color, role: "stop-color")
      return "  <stop\(SVGWriter.attributeText(attributes))/>"
    }
    return writer.define { id in
      ["<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\"\(coordinates)>"] + stops
        + ["</linearGradient>"]
    }
  }

  private func strokeAttributes(_ stroke: StrokePaint, into writer: inout SVGWriter) -> [(String, String)] {
    var attributes = paintAttributes(stroke.paint, role: "stroke", into: &writer)
    attributes.append(("stroke-width", writer.number(ChoiceSpacing.sanitized(stroke.lineWidth))))
    if stroke.cap != .butt { attributes.append(("stroke-linecap", stroke.cap.rawValue)) }
    if stroke.join != .miter { attributes.append(("stroke-linejoin", stroke.join.rawValue)) }
    let dash = stroke.dash.map(ChoiceSpacing.sanitized)
    if dash.contains(where: { $0 > 0 }) {
      attributes.append(("stroke-dasharray", dash.map(writer.number).joined(separator: " ")))
    }
    return attributes
  }
}
