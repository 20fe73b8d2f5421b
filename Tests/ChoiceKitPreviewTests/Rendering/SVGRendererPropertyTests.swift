import ChoiceKitCore
import ChoiceKitPreview
import ChoiceKitTestSupport
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The renderer over generated display lists full of special values: NaN, infinite, negative,
/// zero and huge sizes, points, radii, widths, opacities, stops, transforms and text sizes.
@Suite struct SVGRendererPropertyTests {
  /// A display list of up to a dozen items, groups nested up to four deep.
  static func displayList(_ random: inout SeededRandom) -> DisplayList {
    let background: RGBAColor? = random.int(in: 0...1) == 0 ? nil : color(&random)
    let items = (0..<random.int(in: 0...12)).map { _ in item(&random, depth: 0) }
    return DisplayList(size: Generate.size(&random), background: background, items: items)
  }

  static func number(_ random: inout SeededRandom) -> Double {
    Double(Generate.length(&random)) * (random.int(in: 0...3) == 0 ? -1 : 1)
  }

  static func color(_ random: inout SeededRandom) -> RGBAColor {
    RGBAColor(
      red: number(&random), green: random.double(in: 0...1), blue: number(&random), alpha: number(&random))
  }

  static func paint(_ random: inout SeededRandom) -> Paint {
    guard random.int(in: 0...1) == 0 else { return .color(color(&random)) }
    let stops = (0..<random.int(in: 0...3)).map { _ in
      LinearGradientPaint.Stop(location: number(&random), color: color(&random))
    }
    return .linearGradient(
      LinearGradientPaint(start: Generate.point(&random), end: Generate.point(&random), stops: stops))
  }

  static func item(_ random: inout SeededRandom, depth: Int) -> DisplayItem {
    switch random.int(in: 0...(depth < 4 ? 4 : 3)) {
    case 0:
      let stroke = StrokePaint(
        paint(&random), lineWidth: Generate.length(&random),
        cap: [.butt, .round, .square][random.int(in: 0...2)],
        join: [.miter, .round, .bevel][random.int(in: 0...2)],
        dash: (0..<random.int(in: 0...3)).map { _ in Generate.length(&random) })
      return .shape(
        Generate.path(&random, maximumElements: 8), fill: random.int(in: 0...2) == 0 ? nil : paint(&random),
        stroke: random.int(in: 0...1) == 0 ? nil : stroke)
    case 1:
      // Letters that cannot spell "nan" or "inf", so any such text comes from a number.
      let text = random.int(in: 0...3) == 0 ? Generate.string(&random) : "Week & <Day>\u{7}\u{FFFE}"
      return .text(
        TextRun(
          text, origin: Generate.point(&random), style: ChoiceTypography(size: Generate.length(&random)),
          color: color(&random), anchor: [.start, .middle, .end][random.int(in: 0...2)],
          isRightToLeft: random.int(in: 0...1) == 0))
    case 2:
      let names = IconSet.names + ["", "no.such.symbol"]
      return .icon(
        name: names[random.int(in: 0...names.count - 1)],
        frame: CGRect(origin: Generate.point(&random), size: Generate.size(&random)), color: color(&random))
    case 3:
      return .shape(
        .circle(center: Generate.point(&random), radius: Generate.length(&random)), fill: paint(&random))
    default:
      let lengths = (0..<6).map { _ in Generate.mostlyOrdinaryLength(&random) }
      let transform =
        random.int(in: 0...1) == 0
        ? AffineTransform2D.identity
        : AffineTransform2D(
          a: lengths[0], b: lengths[1], c: lengths[2], d: lengths[3], tx: lengths[4], ty: lengths[5])
      let shadow =
        random.int(in: 0...1) == 0
        ? nil
        : DropShadow(color: color(&random), radius: Generate.length(&random), offset: Generate.size(&random))
      let clip: BezierPath? = random.int(in: 0...1) == 0 ? nil : Generate.path(&random, maximumElements: 4)
      return .group(
        DisplayGroup(
          (0..<random.int(in: 0...4)).map { _ in item(&random, depth: depth + 1) }, opacity: number(&random),
          transform: transform, clip: clip, shadow: shadow))
    }
  }

  static func count(of needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  @Test func renderedTextNeverHoldsNonFiniteNumbersAndIsWellFormed() {
    checkProperty(
      "SVG text has no nan or inf and is well formed",
      generate: { random in
        (
          Self.displayList(&random), random.int(in: -2...12),
          ["", "p", "a\"b <&>", "1-"][random.int(in: 0...3)]
        )
      }
    ) { list, places, prefix in
      let svg = SVGRenderer(places: places, idPrefix: prefix).render(list)
      let lowered = svg.lowercased()
      if lowered.contains("nan") || lowered.contains("inf") { return "nan or inf in the SVG text" }
      let opened = Self.count(of: "<g>", in: svg) + Self.count(of: "<g ", in: svg)
      if opened != Self.count(of: "</g>", in: svg) { return "unbalanced <g>" }
      if !svg.hasPrefix("<svg ") || !svg.hasSuffix("</svg>\n") { return "not one svg element" }
      #if canImport(FoundationXML) || canImport(Darwin)
        let parser = XMLParser(data: Data(svg.utf8))
        if !parser.parse() {
          return "not well-formed XML: \(parser.parserError.map(String.init(describing:)) ?? "")"
        }
      #endif
      return nil
    }
  }
}
