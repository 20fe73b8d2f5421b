import ChoiceKitCore
import ChoiceKitPreview
import Foundation
import Testing

@Suite struct IconSetTests {
  static let expectedNames = [
    "calendar", "chart.bar.doc.horizontal", "checkmark", "chevron.right", "chevron.up.chevron.down",
    "globe.americas.fill",
    "heart.fill", "house.fill", "magnifyingglass", "person.fill", "plus", "sun.max.fill", "trash",
    "xmark",
  ]

  // MARK: Catalogue

  @Test func namesAreTheSortedExampleSymbols() {
    #expect(IconSet.names == Self.expectedNames)
    #expect(IconSet.names == IconSet.names.sorted())
    for name in Self.expectedNames { #expect(IconSet.contains(name)) }
  }

  @Test(arguments: ["", "car.fill", "HOUSE.FILL", "house.fill ", "house", "🙂"])
  func unknownNamesArePlaceholders(name: String) {
    #expect(!IconSet.contains(name))
    let icon = IconSet.icon(named: name)
    #expect(icon.isPlaceholder)
    #expect(icon.name == name)
    // A placeholder must be visible: it draws something inside the box.
    #expect(!icon.layers.isEmpty)
    for layer in icon.layers { expectDrawnInsideBox(layer, of: name) }
  }

  @Test(arguments: expectedNames)
  func everyNameHasARealGlyphInsideTheBox(name: String) {
    let icon = IconSet.icon(named: name)
    #expect(!icon.isPlaceholder)
    #expect(icon.name == name)
    #expect(!icon.layers.isEmpty)
    for layer in icon.layers { expectDrawnInsideBox(layer, of: name) }
    // The glyph as a whole spans a good part of the box, so it is not a speck or a hairline.
    let union = icon.layers.map(\.path.bounds).reduce(CGRect.null) { $0.union($1) }
    // Narrow glyphs (a chevron) are allowed, lines and dots are not.
    #expect(max(union.width, union.height) >= 12, "\(name): \(union)")
    #expect(min(union.width, union.height) >= 6, "\(name): \(union)")
  }

  @Test func glyphsArePairwiseDifferent() {
    let drawings = IconSet.names.map { IconSet.icon(named: $0).layers } + [IconSet.icon(named: "?").layers]
    #expect(Set(drawings).count == drawings.count)
  }

  @Test func filledNamesAreSolidAndOutlineNamesAreStroked() {
    for name in IconSet.names {
      let paints = IconSet.icon(named: name).layers.map(\.paint)
      if name.hasSuffix(".fill") {
        #expect(paints.contains(.fill), "\(name)")
      } else {
        #expect(paints.contains(.stroke(lineWidth: 2)), "\(name)")
      }
    }
  }

  // MARK: Shapes

  @Test func heartCoversItsBodyButNotTheNotchOrCorners() {
    let heart = filledPath(of: "heart.fill")
    for inside in [CGPoint(x: 12, y: 15), CGPoint(x: 12, y: 19), CGPoint(x: 7, y: 8), CGPoint(x: 17, y: 8)] {
      #expect(heart.contains(inside), "\(inside)")
    }
    // The notch between the lobes, and the bottom corners beside the tip.
    for outside in [CGPoint(x: 12, y: 5), CGPoint(x: 3, y: 19), CGPoint(x: 21, y: 19)] {
      #expect(!heart.contains(outside), "\(outside)")
    }
  }

  @Test func houseHasARoofAndADoorway() {
    let house = filledPath(of: "house.fill")
    #expect(house.contains(CGPoint(x: 12, y: 8)))
    #expect(house.contains(CGPoint(x: 7, y: 18)))
    #expect(!house.contains(CGPoint(x: 12, y: 19)))
    #expect(!house.contains(CGPoint(x: 4, y: 5)))
  }

  @Test func globeCutsTheContinentsOutOfTheOcean() {
    let globe = filledPath(of: "globe.americas.fill")
    #expect(globe.contains(CGPoint(x: 19, y: 10)))
    #expect(globe.contains(CGPoint(x: 6, y: 17)))
    #expect(!globe.contains(CGPoint(x: 9, y: 7)), "North America")
    #expect(!globe.contains(CGPoint(x: 15.5, y: 17)), "South America")
    #expect(!globe.contains(CGPoint(x: 1, y: 1)))
  }

  @Test func personHasAHeadAboveTheShoulders() {
    let person = filledPath(of: "person.fill")
    #expect(person.contains(CGPoint(x: 12, y: 7.5)))
    #expect(person.contains(CGPoint(x: 12, y: 18)))
    #expect(!person.contains(CGPoint(x: 12, y: 12.75)))
  }

  @Test func sunHasASolidDiscAndRays() {
    let sun = IconSet.icon(named: "sun.max.fill").layers
    #expect(sun.contains { $0.paint == .fill && $0.path.contains(CGPoint(x: 12, y: 12)) })
    #expect(sun.contains { covers($0, CGPoint(x: 12, y: 3)) })
  }

  @Test func crossesCoverTheirCentreAlongTheirArms() {
    let plus = IconSet.icon(named: "plus").layers
    let xmark = IconSet.icon(named: "xmark").layers
    for point in [CGPoint(x: 12, y: 12), CGPoint(x: 12, y: 5), CGPoint(x: 5, y: 12)] {
      #expect(plus.contains { covers($0, point) }, "plus at \(point)")
    }
    #expect(!plus.contains { covers($0, CGPoint(x: 7, y: 7)) })
    for point in [CGPoint(x: 12, y: 12), CGPoint(x: 7, y: 7), CGPoint(x: 17, y: 7)] {
      #expect(xmark.contains { covers($0, point) }, "xmark at \(point)")
    }
    #expect(!xmark.contains { covers($0, CGPoint(x: 12, y: 5)) })
  }

  @Test func chevronPointsRight() {
    let layers = IconSet.icon(named: "chevron.right").layers
    let bounds = layers.map(\.path.bounds).reduce(CGRect.null) { $0.union($1) }
    #expect(layers.contains { covers($0, CGPoint(x: bounds.maxX, y: 12)) })
    #expect(!layers.contains { covers($0, CGPoint(x: bounds.minX, y: 12)) })
  }

  @Test func upAndDownChevronsPointAwayFromEachOther() {
    let layers = IconSet.icon(named: "chevron.up.chevron.down").layers
    // The tips at the top and the bottom, and nothing across the middle between them.
    #expect(layers.contains { covers($0, CGPoint(x: 12, y: 5)) })
    #expect(layers.contains { covers($0, CGPoint(x: 12, y: 19)) })
    #expect(!layers.contains { covers($0, CGPoint(x: 12, y: 12)) })
    #expect(!layers.contains { covers($0, CGPoint(x: 12, y: 9.5)) })
  }

  // MARK: Fitting

  @Test(arguments: [
    CGRect(x: 10, y: 20, width: 100, height: 40), CGRect(x: -5, y: 0, width: 30, height: 90),
    CGRect(x: 0, y: 0, width: 24, height: 24), CGRect(x: 3, y: 4, width: 0.5, height: 0.5),
  ])
  func fittingMapsTheBoxIntoTheCentredSquare(rect: CGRect) {
    let side = min(rect.width, rect.height)
    let scale = side / VectorIcon.designSize
    let square = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    for name in IconSet.names + ["unknown"] {
      let icon = IconSet.icon(named: name)
      let fitted = icon.layers(fitting: rect)
      #expect(fitted.count == icon.layers.count)
      for (original, placed) in zip(icon.layers, fitted) {
        let b = original.path.bounds
        let expected = CGRect(
          x: square.minX + b.minX * scale, y: square.minY + b.minY * scale,
          width: b.width * scale, height: b.height * scale)
        expectRect(placed.path.bounds, equals: expected, tolerance: 1e-9 * max(1, side), name)
        switch (original.paint, placed.paint) {
        case (.fill, .fill): break
        case (.stroke(let width), .stroke(let placedWidth)):
          #expect(abs(placedWidth - width * scale) < 1e-12 * max(1, side), "\(name)")
        default: Issue.record("\(name): paint changed from \(original.paint) to \(placed.paint)")
        }
      }
    }
  }

  @Test func fittingTheDesignBoxChangesNothing() {
    let icon = IconSet.icon(named: "trash")
    #expect(icon.layers(fitting: CGRect(x: 0, y: 0, width: 24, height: 24)) == icon.layers)
  }

  @Test func strokesScaleWithTheFrame() {
    let fitted = IconSet.icon(named: "checkmark").layers(fitting: CGRect(x: 0, y: 0, width: 48, height: 60))
    #expect(fitted.map(\.paint) == [.stroke(lineWidth: 4)])
  }

  @Test(arguments: [
    CGRect(x: 0, y: 0, width: 0, height: 20), CGRect(x: 0, y: 0, width: 20, height: 0),
    CGRect(x: 0, y: 0, width: -20, height: 20), CGRect(x: 0, y: 0, width: 20, height: -1),
    CGRect(x: 0, y: 0, width: CGFloat.nan, height: 20),
    CGRect(x: 0, y: 0, width: 20, height: CGFloat.infinity),
    CGRect(x: CGFloat.nan, y: 0, width: 20, height: 20),
    CGRect(x: 0, y: -CGFloat.infinity, width: 20, height: 20),
  ])
  func badFramesGiveNoLayers(rect: CGRect) {
    #expect(IconSet.icon(named: "heart.fill").layers(fitting: rect).isEmpty)
    #expect(IconSet.icon(named: "no.such.symbol").layers(fitting: rect).isEmpty)
  }

  // MARK: Helpers

  /// The single filled layer of a solid glyph.
  private func filledPath(of name: String, sourceLocation: SourceLocation = #_sourceLocation) -> BezierPath {
    let fills = IconSet.icon(named: name).layers.filter { $0.paint == .fill }
    #expect(fills.count == 1, "\(name)", sourceLocation: sourceLocation)
    return fills.first?.path ?? BezierPath()
  }

  /// Whether a layer paints a point: inside a fill, or within half the line width of a stroke.
  private func covers(_ layer: VectorIcon.Layer, _ point: CGPoint) -> Bool {
    switch layer.paint {
    case .fill:
      return layer.path.contains(point)
    case .stroke(let lineWidth):
      for polyline in layer.path.flattened(tolerance: 0.01) {
        let vertices = polyline.points + (polyline.isClosed ? Array(polyline.points.prefix(1)) : [])
        for (a, b) in zip(vertices, vertices.dropFirst())
        where BezierPath.distance(from: point, toSegment: a, b) <= lineWidth / 2 {
          return true
        }
      }
      return false
    }
  }

  private func expectDrawnInsideBox(
    _ layer: VectorIcon.Layer, of name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let bounds = layer.path.bounds
    var allowance: CGFloat = 0
    if case .stroke(let lineWidth) = layer.paint {
      #expect(lineWidth > 0 && lineWidth.isFinite, "\(name)", sourceLocation: sourceLocation)
      allowance = lineWidth / 2
    }
    let box = CGRect(x: 0, y: 0, width: VectorIcon.designSize, height: VectorIcon.designSize)
    #expect(!layer.path.isEmpty, "\(name)", sourceLocation: sourceLocation)
    #expect(bounds.width > 0 || bounds.height > 0, "\(name): \(bounds)", sourceLocation: sourceLocation)
    #expect(
      box.insetBy(dx: allowance, dy: allowance).contains(bounds), "\(name): \(bounds) with \(allowance)",
      sourceLocation: sourceLocation)
  }

  private func expectRect(
    _ actual: CGRect, equals expected: CGRect, tolerance: CGFloat, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let ok =
      abs(actual.minX - expected.minX) <= tolerance && abs(actual.minY - expected.minY) <= tolerance
      && abs(actual.maxX - expected.maxX) <= tolerance && abs(actual.maxY - expected.maxY) <= tolerance
    #expect(ok, "\(message): \(actual) != \(expected)", sourceLocation: sourceLocation)
  }
}
