import ChoiceKitCore
import ChoiceKitPreview
import ChoiceKitTestSupport
import Foundation
import Testing

/// What the renderer draws for each kind of bad input, as the display list's documentation says.
@Suite struct SVGRendererInputTests {
  static let square = BezierPath.rect(CGRect(x: 0, y: 0, width: 4, height: 4))

  static func render(_ items: [DisplayItem], renderer: SVGRenderer = SVGRenderer()) -> String {
    renderer.render(DisplayList(size: CGSize(width: 10, height: 10), items: items))
  }

  static func group(opacity: Double = 1, transform: AffineTransform2D = .identity) -> String {
    render([
      .group(DisplayGroup([.shape(square, fill: .color(.black))], opacity: opacity, transform: transform))
    ])
  }

  // MARK: Canvas and numbers

  @Test(arguments: [CGFloat.nan, .infinity, -.infinity, -5, 0])
  func invalidCanvasSizeIsEmpty(value: CGFloat) {
    let svg = SVGRenderer().render(DisplayList(size: CGSize(width: value, height: value)))
    #expect(
      svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"0\" viewBox=\"0 0 0 0\">")
    )
  }

  @Test func hugeNumbersAreWrittenAtTheLargestWritableValue() {
    let svg = SVGRenderer().render(DisplayList(size: CGSize(width: .greatestFiniteMagnitude, height: 1e300)))
    #expect(svg.contains("width=\"90000000000000\" height=\"90000000000000\""))
  }

  @Test func placesOutsideZeroToNineAreClamped() {
    let list = DisplayList(size: CGSize(width: 1.0 / 3, height: 2.0 / 3))
    #expect(SVGRenderer(places: -4).render(list) == SVGRenderer(places: 0).render(list))
    #expect(SVGRenderer(places: .max).render(list) == SVGRenderer(places: 9).render(list))
    #expect(SVGRenderer(places: 40).render(list).contains("width=\"0.333333333\""))
  }

  @Test func idPrefixIsMadeAValidName() {
    let gradient = Paint.linearGradient(
      LinearGradientPaint(start: .zero, end: CGPoint(x: 0, y: 4), stops: [.init(location: 0, color: .black)]))
    let items: [DisplayItem] = [.shape(Self.square, fill: gradient)]
    let odd = Self.render(items, renderer: SVGRenderer(idPrefix: "a\"b <c>&é"))
    #expect(odd.contains("<linearGradient id=\"a_b__c___d1\""))
    #expect(odd.contains("fill=\"url(#a_b__c___d1)\""))
    let leadingDigit = Self.render(items, renderer: SVGRenderer(idPrefix: "1-x."))
    #expect(leadingDigit.contains("id=\"_1-x.d1\""))
    #expect(Self.render(items, renderer: SVGRenderer(idPrefix: "chart-2_")).contains("id=\"chart-2_d1\""))
  }

  // MARK: Groups

  @Test func nanOpacityDrawsOpaque() {
    let svg = Self.group(opacity: .nan)
    #expect(svg.contains("  <g>\n"))
    #expect(!svg.contains("opacity"))
  }

  @Test func opacityIsClampedToTheUnitRange() {
    #expect(!Self.group(opacity: 2).contains("opacity"))
    #expect(!Self.group(opacity: .infinity).contains("opacity"))
    #expect(Self.group(opacity: -1).contains("<g opacity=\"0\">"))
    #expect(Self.group(opacity: -.infinity).contains("<g opacity=\"0\">"))
    #expect(Self.group(opacity: 0.25).contains("<g opacity=\"0.25\">"))
  }

  @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
  func nonFiniteTransformDrawsNothing(value: CGFloat) {
    for transform in [
      AffineTransform2D(a: value, b: 0, c: 0, d: 1, tx: 0, ty: 0),
      AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: value),
    ] {
      let svg = Self.group(transform: transform)
      #expect(!svg.contains("<g"), "\(transform)")
      #expect(!svg.contains("<path"), "\(transform)")
    }
  }

  @Test func hugeTransformIsWrittenFinite() {
    let svg = Self.group(transform: AffineTransform2D(scale: .greatestFiniteMagnitude))
    #expect(svg.contains("transform=\"matrix(90000000000000 0 0 90000000000000 0 0)\""))
  }

  @Test func emptyClipHidesTheGroup() {
    let svg = Self.render([
      .group(DisplayGroup([.shape(Self.square, fill: .color(.black))], clip: BezierPath()))
    ])
    #expect(svg.contains("<clipPath id=\"d1\">\n      <path d=\"\"/>"))
    #expect(svg.contains("<g clip-path=\"url(#d1)\">"))
  }

  @Test(arguments: [CGFloat.nan, .infinity, -.infinity, -3])
  func invalidShadowRadiusAndOffsetAreZero(value: CGFloat) {
    let shadow = DropShadow(color: .black, radius: value, offset: CGSize(width: value, height: value))
    let svg = Self.render([.group(DisplayGroup([.shape(Self.square, fill: .color(.black))], shadow: shadow))])
    #expect(svg.contains("stdDeviation=\"0\""))
    #expect(svg.contains(value == -3 ? "dx=\"-3\" dy=\"-3\"" : "dx=\"0\" dy=\"0\""))
  }

  @Test func deeplyNestedGroupsRender() {
    var item = DisplayItem.shape(Self.square, fill: .color(.black))
    let depth = 10_000
    for _ in 0..<depth { item = .group(DisplayGroup([item], opacity: 0.5)) }
    let svg = Self.render([item])
    #expect(svg.components(separatedBy: "<g opacity=\"0.5\">").count - 1 == depth)
    #expect(svg.components(separatedBy: "</g>").count - 1 == depth)
    #expect(svg.contains("<path d=\"M0 0L4 0L4 4L0 4Z\" fill=\"#000000\"/>"))
    // Indentation stops growing, so the text grows linearly with the depth.
    let longest = svg.split(separator: "\n").map(\.count).max() ?? 0
    #expect(longest < 200)
  }

  // MARK: Paint

  @Test func nonFiniteGradientEndPaintsTheLastStop() {
    let stops: [LinearGradientPaint.Stop] = [
      .init(location: 0, color: .white), .init(location: 1, color: RGBAColor(hex: 0x5856D6, alpha: 0.5)),
    ]
    for (start, end) in [
      (CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 0, y: 4)),
      (CGPoint.zero, CGPoint(x: 0, y: CGFloat.infinity)),
    ] {
      let svg = Self.render([
        .shape(Self.square, fill: .linearGradient(LinearGradientPaint(start: start, end: end, stops: stops)))
      ])
      #expect(!svg.contains("linearGradient"))
      #expect(svg.contains("fill=\"#5856d6\" fill-opacity=\"0.5\""))
    }
    let none = Self.render([
      .shape(
        Self.square,
        fill: .linearGradient(
          LinearGradientPaint(start: .zero, end: CGPoint(x: CGFloat.nan, y: 0), stops: [])))
    ])
    #expect(none.contains("fill=\"none\""))
  }

  @Test func gradientWithoutStopsPaintsNothing() {
    let svg = Self.render([
      .shape(
        Self.square,
        fill: .linearGradient(LinearGradientPaint(start: .zero, end: CGPoint(x: 4, y: 0), stops: [])))
    ])
    // A gradient with no stops paints as `none` in SVG.
    #expect(
      svg.contains(
        "<linearGradient id=\"d1\" gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"0\" x2=\"4\" y2=\"0\">\n    </linearGradient>"
      ))
    #expect(!svg.contains("<stop"))
  }

  @Test func stopLocationsAreClampedAndNanIsZero() {
    let stops = [-1, 0.5, 7, .nan, .infinity].map { LinearGradientPaint.Stop(location: $0, color: .black) }
    let svg = Self.render([
      .shape(
        Self.square,
        fill: .linearGradient(LinearGradientPaint(start: .zero, end: CGPoint(x: 4, y: 0), stops: stops)))
    ])
    let offsets = svg.components(separatedBy: "<stop offset=\"").dropFirst().map {
      $0.prefix(while: { $0 != "\"" })
    }
    #expect(offsets == ["0", "0.5", "1", "0", "1"])
  }

  @Test(arguments: [CGFloat.nan, .infinity, -.infinity, -2, 0])
  func invalidLineWidthDrawsNoStroke(width: CGFloat) {
    let svg = Self.render([.shape(Self.square, stroke: StrokePaint(.color(.black), lineWidth: width))])
    #expect(svg.contains("stroke-width=\"0\""))
  }

  @Test func invalidDashLengthsCountAsZero() {
    let dashed = Self.render([
      .shape(Self.square, stroke: StrokePaint(.color(.black), dash: [4, .nan, -1, 2]))
    ])
    #expect(dashed.contains("stroke-dasharray=\"4 0 0 2\""))
    let solid = Self.render([
      .shape(Self.square, stroke: StrokePaint(.color(.black), dash: [.nan, -1, .infinity, 0]))
    ])
    #expect(!solid.contains("stroke-dasharray"))
  }

  @Test func emptyPathOrNoPaintDrawsNothing() {
    let svg = Self.render([.shape(BezierPath(), fill: .color(.black)), .shape(Self.square)])
    #expect(!svg.contains("<path"))
  }

  // MARK: Text and icons

  @Test(arguments: [CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 0, y: CGFloat.infinity)])
  func textWithNonFiniteOriginIsNotDrawn(origin: CGPoint) {
    let svg = Self.render([
      .text(TextRun("Week", origin: origin, style: ChoiceTypography(size: 12), color: .black))
    ]
    )
    #expect(!svg.contains("<text"))
  }

  @Test func emptyTextIsNotDrawn() {
    let svg = Self.render([
      .text(TextRun("", origin: .zero, style: ChoiceTypography(size: 12), color: .black))
    ])
    #expect(!svg.contains("<text"))
  }

  @Test func nonCharactersAndControlCharactersAreDroppedFromText() {
    let text = "a\u{FFFE}b\u{FFFF}c\u{0}d\u{1B}e\tf"
    let svg = Self.render([
      .text(TextRun(text, origin: .zero, style: ChoiceTypography(size: 12), color: .black))
    ])
    #expect(svg.contains(">abcde\tf</text>"))
  }

  @Test func invalidTextSizeIsTheMinimumSize() {
    let svg = Self.render([
      .text(TextRun("a", origin: .zero, style: ChoiceTypography(size: .nan), color: .black))
    ])
    #expect(svg.contains("font-size=\"1\""))
  }

  @Test func iconWithABadFrameDrawsNothing() {
    let frames = [
      CGRect(x: 0, y: 0, width: CGFloat.nan, height: 4), CGRect(x: 0, y: 0, width: -4, height: 4),
      CGRect(x: 0, y: 0, width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
    ]
    for frame in frames {
      let svg = Self.render([.icon(name: "plus", frame: frame, color: .black)])
      #expect(!svg.contains("<g") && !svg.contains("<path"), "\(frame)")
    }
  }

  @Test func unknownOrEmptyIconNameDrawsThePlaceholder() {
    let svg = Self.render([.icon(name: "", frame: CGRect(x: 0, y: 0, width: 10, height: 10), color: .black)])
    #expect(svg.contains("<g data-icon=\"\">"))
    #expect(svg.contains("<path"))
  }
}
