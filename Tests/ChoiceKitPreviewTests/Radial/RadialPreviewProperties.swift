import ChoiceKitCore
import ChoiceKitPreview
import ChoiceKitTestSupport
import Foundation
import Testing

/// Properties of the radial previews over generated input: whatever the items, arc, radius,
/// anchor, frame and state, the stills and the opening hold only finite numbers, the items are
/// drawn on the canvas, and right to left mirrors the items.
@Suite("RadialPreview properties", .timeLimit(.minutes(10)))
struct RadialPreviewProperties {
  static let arcSweeps: [Double] = [-720, -360, -180, -90, 0, 45, 90, 180, 359, 360, 1e9, .nan, .infinity]

  static func preview(_ random: inout SeededRandom) -> RadialPreview {
    let names = IconSet.names + ["", "no.such.symbol"]
    let items = (0..<random.int(in: 0...12)).map { _ in
      RadialPreview.Item(
        String(Generate.string(&random).prefix(30)), systemImage: names[random.int(in: 0...names.count - 1)],
        isEnabled: random.int(in: 0...3) != 0)
    }
    let arc = RadialArc(
      startDegrees: random.int(in: 0...5) == 0 ? Generate.angle(&random) : random.double(in: -720...720),
      sweepDegrees: arcSweeps[random.int(in: 0...arcSweeps.count - 1)],
      direction: random.int(in: 0...1) == 0 ? .clockwise : .counterClockwise)
    let radius: RadialRadius = random.int(in: 0...2) == 0 ? .fixed(Generate.length(&random)) : .fitted
    let anchor = RadialAnchor(x: random.double(in: -0.5...1.5), y: random.double(in: -0.5...1.5))
    let frame: CGSize? = random.int(in: 0...2) == 0 ? nil : Generate.size(&random)
    return RadialPreview(
      items: items, arc: arc, radius: radius, anchor: anchor, isExpanded: random.int(in: 0...4) != 0,
      frameSize: frame,
      traits: ChoiceTraits(
        appearance: random.int(in: 0...1) == 0 ? .light : .dark, isRightToLeft: random.int(in: 0...1) == 1,
        textScale: ChoiceTextScale.allCases[random.int(in: 0...ChoiceTextScale.allCases.count - 1)],
        reducesMotion: random.int(in: 0...1) == 1), closedTitle: Generate.string(&random),
      showsGuides: random.int(in: 0...3) != 0, margin: Generate.length(&random))
  }

  /// Whether SVG text holds a non-finite number.
  static func hasNonFinite(_ svg: String) -> Bool {
    svg.contains("nan") || svg.contains("inf") || svg.contains("NaN")
  }

  @Test func stillsHoldOnlyFiniteNumbers() {
    checkProperty("radial preview SVG is finite", generate: Self.preview) { preview in
      let svg = SVGRenderer().render(preview.displayList())
      return Self.hasNonFinite(svg) ? "non-finite number in the SVG" : nil
    }
  }

  @Test func openingsHoldOnlyFiniteNumbers() {
    checkProperty(
      "radial opening SVG is finite", cases: max(PropertyCheck.cases / 10, 5),
      generate: { random in (Self.preview(&random), random.int(in: -1...8)) }
    ) { preview, frames in
      let strip = SVGRenderer().render(preview.openingTransition().filmstrip(count: frames))
      return Self.hasNonFinite(strip) ? "non-finite number in the filmstrip" : nil
    }
  }

  @Test func openItemsLieOnTheCanvasAndMirror() {
    checkProperty(
      "items on the canvas, mirrored right to left",
      generate: { random -> RadialPreview in
        var preview = Self.preview(&random)
        preview.isExpanded = true
        return preview
      }
    ) { preview in
      var ltr = preview
      ltr.traits.isRightToLeft = false
      var rtl = preview
      rtl.traits.isRightToLeft = true
      let size = ltr.canvasSize
      let other = rtl.canvasSize
      guard size.width.isFinite, size.height.isFinite,
        abs(other.width - size.width) <= 1e-9 * size.width,
        abs(other.height - size.height) <= 1e-9 * size.height
      else { return "canvas differs: \(size) and \(other)" }
      // In the menu's coordinates the canvas runs from -width/2 to width/2, centred on the origin.
      let canvas = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        .insetBy(dx: -1e-6 * size.width, dy: -1e-6 * size.height)
      let left = ltr.placement().itemFrames
      let right = rtl.placement().itemFrames
      guard left.allSatisfy({ canvas.contains($0) }) else { return "an item leaves the canvas" }
      for (l, r) in zip(left, right) {
        let tolerance = max(1e-6, 1e-9 * size.width)
        guard abs(l.minX + r.maxX) <= tolerance, abs(l.minY - r.minY) <= tolerance else {
          return "\(l) does not mirror \(r)"
        }
      }
      return nil
    }
  }
}
