import ChoiceKitCore
import ChoiceKitPreview
import Foundation
import Testing

@Suite struct VectorIconTests {
  static let line = VectorIcon(
    name: "line",
    layers: [
      .init(
        path: BezierPath(elements: [.move(to: .zero), .line(to: CGPoint(x: 24, y: 24))]),
        paint: .stroke(lineWidth: 2))
    ])

  @Test(arguments: [
    CGRect(x: 0, y: 0, width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
    CGRect(x: 0, y: 0, width: 1e300, height: 1e300),
    CGRect(x: 1e308, y: 1e308, width: 1e308, height: 1e308),
    CGRect(x: -CGFloat.greatestFiniteMagnitude, y: 0, width: 24, height: 24),
  ])
  func frameTooFarOrTooLargeToPlaceGivesNoLayers(rect: CGRect) {
    #expect(IconSet.icon(named: "house.fill").layers(fitting: rect).isEmpty)
    #expect(Self.line.layers(fitting: rect).isEmpty)
  }

  @Test func largeFramesThatFitArePlaced() {
    let placed = Self.line.layers(fitting: CGRect(x: 0, y: 0, width: 2400, height: 4800))
    #expect(placed.map(\.paint) == [.stroke(lineWidth: 200)])
    #expect(placed.first?.path.bounds == CGRect(x: 0, y: 1200, width: 2400, height: 2400))
  }

  @Test func iconWithoutLayersPlacesNothing() {
    #expect(
      VectorIcon(name: "empty", layers: []).layers(fitting: CGRect(x: 0, y: 0, width: 24, height: 24)).isEmpty
    )
  }

  @Test(arguments: [CGFloat.nan, -1, .infinity])
  func invalidStrokeWidthIsScaledAndDrawnAsNoStroke(width: CGFloat) throws {
    let icon = VectorIcon(
      name: "odd", layers: [.init(path: Self.line.layers[0].path, paint: .stroke(lineWidth: width))])
    let placed = try #require(icon.layers(fitting: CGRect(x: 0, y: 0, width: 48, height: 48)).first)
    guard case .stroke(let placedWidth) = placed.paint else {
      Issue.record("expected a stroke, got \(placed.paint)")
      return
    }
    #expect(width.isNaN ? placedWidth.isNaN : placedWidth == width * 2)
    let svg = SVGRenderer().render(
      DisplayList(
        size: CGSize(width: 48, height: 48),
        items: [.shape(placed.path, stroke: StrokePaint(.color(.black), lineWidth: placedWidth))]))
    #expect(svg.contains("stroke-width=\"0\""))
  }
}
