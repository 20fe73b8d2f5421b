import ChoiceKitCore
import ChoiceKitPreview
import ChoiceKitTestSupport
import Foundation
import Testing

@Suite struct SVGRendererTests {
  /// A list using every kind of item and effect the renderer knows.
  static func everything() -> DisplayList {
    let indigo = RGBAColor(hex: 0x5856D6)
    let gradient = LinearGradientPaint(
      start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: 40),
      stops: [.init(location: 0, color: indigo), .init(location: 1, color: indigo.withAlpha(0.2))])
    var list = DisplayList(size: CGSize(width: 240, height: 120), background: .white)
    list.append(
      .shape(.capsule(in: CGRect(x: 10, y: 10, width: 120, height: 40)), fill: .linearGradient(gradient)))
    list.append(
      .shape(
        .roundedRect(CGRect(x: 140, y: 10, width: 90, height: 40), cornerRadius: 8),
        stroke: StrokePaint(.color(indigo), lineWidth: 2, cap: .round, join: .round, dash: [4, 2])))
    list.append(
      .text(
        TextRun(
          "Week & <Day>", origin: CGPoint(x: 20, y: 80), style: ChoiceTypography(size: 14), color: .black)))
    list.append(
      .text(
        TextRun(
          "שבוע", origin: CGPoint(x: 230, y: 80), style: ChoiceTypography(size: 14, weight: .bold),
          color: indigo,
          isRightToLeft: true)))
    list.append(.icon(name: "heart.fill", frame: CGRect(x: 100, y: 90, width: 20, height: 20), color: indigo))
    list.append(
      .group(
        DisplayGroup(
          [.shape(.circle(center: CGPoint(x: 180, y: 100), radius: 12), fill: .color(indigo.withAlpha(0.5)))],
          opacity: 0.8, transform: AffineTransform2D(translationX: 5, y: -5),
          clip: .rect(CGRect(x: 160, y: 80, width: 30, height: 30)),
          shadow: DropShadow(
            color: RGBAColor(white: 0, alpha: 0.25), radius: 6, offset: CGSize(width: 0, height: 2)))))
    return list
  }

  @Test func rendersEveryItemKindToASnapshot() {
    assertSnapshot(SVGRenderer().render(Self.everything()), named: "everything.svg")
  }

  @Test func outputIsByteIdenticalAcrossRuns() {
    let first = SVGRenderer().render(Self.everything())
    let second = SVGRenderer().render(Self.everything())
    #expect(first == second)
  }

  @Test func documentStructure() {
    let svg = SVGRenderer().render(DisplayList(size: CGSize(width: 10.5, height: 4)))
    #expect(
      svg
        == "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10.5\" height=\"4\" viewBox=\"0 0 10.5 4\">\n</svg>\n"
    )
  }

  @Test func numbersHaveFixedDecimalsAndNoNegativeZero() {
    var list = DisplayList(size: CGSize(width: 10, height: 10))
    list.append(.shape(.rect(CGRect(x: -0.0004, y: 1.0 / 3.0, width: 2, height: 2)), fill: .color(.black)))
    let svg = SVGRenderer().render(list)
    #expect(svg.contains("d=\"M0 0.33L2 0.33L2 2.33L0 2.33Z\""))
    #expect(!svg.contains("-0 ") && !svg.contains("-0\"") && !svg.contains("-0L"))
  }

  @Test func textIsEscapedAndDrawnWithTheMeasuredFace() {
    let svg = SVGRenderer().render(Self.everything())
    #expect(svg.contains(">Week &amp; &lt;Day&gt;</text>"))
    // The measured face first, then the systems' own faces, ending on a generic sans-serif.
    #expect(
      svg.contains(
        "font-family=\"DejaVu Sans, -apple-system, BlinkMacSystemFont, Segoe UI, Roboto, "
          + "Helvetica Neue, Arial, sans-serif\""))
    #expect(svg.contains("font-kerning:none"))
    #expect(svg.contains("direction=\"rtl\""))
    #expect(svg.contains("font-weight=\"700\""))
  }

  @Test func weightsMapToTheFacesMeasured() {
    func weight(_ w: ChoiceTypography.Weight) -> String {
      let list = DisplayList(
        size: CGSize(width: 10, height: 10),
        items: [
          .text(TextRun("a", origin: .zero, style: ChoiceTypography(size: 10, weight: w), color: .black))
        ])
      let svg = SVGRenderer().render(list)
      let range = svg.range(of: "font-weight=\"")
      return range.map { String(svg[$0.upperBound...].prefix(3)) } ?? ""
    }
    // Light weights would pick ExtraLight where it is installed, which was not measured.
    #expect(weight(.ultraLight) == "400")
    #expect(weight(.medium) == "400")
    #expect(weight(.semibold) == "700")
    #expect(weight(.black) == "700")
  }

  @Test func definitionsAreNumberedInOrder() {
    let svg = SVGRenderer(idPrefix: "p").render(Self.everything())
    #expect(svg.contains("<linearGradient id=\"pd1\""))
    #expect(svg.contains("<clipPath id=\"pd2\">"))
    #expect(svg.contains("<filter id=\"pd3\""))
    #expect(svg.contains("clip-path=\"url(#pd2)\""))
  }

  @Test func unknownIconDrawsAPlaceholder() {
    let list = DisplayList(
      size: CGSize(width: 30, height: 30),
      items: [.icon(name: "no.such.symbol", frame: CGRect(x: 0, y: 0, width: 30, height: 30), color: .black)])
    let svg = SVGRenderer().render(list)
    #expect(svg.contains("data-icon=\"no.such.symbol\""))
    #expect(svg.contains("<path"))
  }

  @Test func badInputRendersSafely() {
    var list = DisplayList(size: CGSize(width: CGFloat.nan, height: -5))
    list.append(.shape(BezierPath(), fill: .color(.black)))
    list.append(.shape(.rect(CGRect(x: 0, y: 0, width: 5, height: 5))))
    list.append(.text(TextRun("", origin: .zero, style: ChoiceTypography(size: 12), color: .black)))
    list.append(
      .text(
        TextRun(
          "x", origin: CGPoint(x: CGFloat.infinity, y: 0), style: ChoiceTypography(size: 12), color: .black)))
    list.append(.text(TextRun("bell\u{07}", origin: .zero, style: ChoiceTypography(size: 12), color: .black)))
    list.append(.icon(name: "plus", frame: CGRect(x: 0, y: 0, width: -4, height: 4), color: .black))
    list.append(.group(DisplayGroup([], opacity: .nan)))
    let svg = SVGRenderer().render(list)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"0\""))
    // Empty paths, paths with no paint, empty or unplaceable text and empty icons draw nothing;
    // control characters are dropped from text.
    #expect(!svg.contains("<path"))
    #expect(svg.contains(">bell</text>"))
    #expect(svg.components(separatedBy: "<text").count == 2)
  }
}
