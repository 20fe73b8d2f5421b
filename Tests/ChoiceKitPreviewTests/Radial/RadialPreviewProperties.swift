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

/// Where the radial menu puts its text, over titles real apps show: no two text runs overlap, no
/// text covers an icon, nothing leaves the canvas, each item's title stays inside its item (the
/// core's item frame) and the centre button's title inside the button.
@Suite("RadialPreview text audit", .timeLimit(.minutes(10)))
struct RadialPreviewTextAuditProperties {
  /// Item titles of every kind a menu shows: words, long ones, accented, Arabic and Hebrew,
  /// emoji, and none. None is a digit, so a run's text tells a title from a guide's number.
  static let titles = [
    "Crear", "Buscar", "Borrar", "Share", "Copy link", "Delete permanently", "Añadir a favoritos", "Éditer",
    "Übersetzen", "مشاركة", "نسخ الرابط", "שתף", "מחק", "📷", "Foto 📷", "👩‍👩‍👧‍👦", "日本語", "",
    "Move to another folder and archive",
  ]
  /// The centre button's titles; none is an item's title.
  static let centerTitles = ["Open", "Close", "Menú", "Abrir", "إغلاق", "סגור", "More options", "✕", ""]
  static let symbols = ["plus", "magnifyingglass", "trash", "heart.fill", "no.such.symbol"]
  static let arcs: [RadialArc] = [
    .fullCircle, .trailingHalf, .leadingHalf, RadialArc(startDegrees: -45, sweepDegrees: 90),
    RadialArc(startDegrees: 180, sweepDegrees: 270, direction: .counterClockwise),
  ]
  static let lines: [RadialLine] = [.up, .down, .leading, .trailing, RadialLine(directionDegrees: 135)]
  static let anchors: [RadialAnchor] = [.center, .leading, .trailing]

  static func generate(_ random: inout SeededRandom) -> RadialPreview {
    let items = (0..<random.int(in: 1...8)).map { _ in
      RadialPreview.Item(
        titles[random.int(in: 0...titles.count - 1)],
        systemImage: symbols[random.int(in: 0...symbols.count - 1)],
        isEnabled: random.int(in: 0...3) != 0, role: random.int(in: 0...4) == 0 ? .destructive : nil)
    }
    let arc =
      random.int(in: 0...2) == 0
      ? RadialArc(
        startDegrees: random.double(in: -180...180), sweepDegrees: random.double(in: 30...360),
        direction: random.int(in: 0...1) == 0 ? .clockwise : .counterClockwise)
      : arcs[random.int(in: 0...arcs.count - 1)]
    return RadialPreview(
      items: items, arc: arc,
      line: random.int(in: 0...4) == 0 ? lines[random.int(in: 0...lines.count - 1)] : nil,
      anchor: anchors[random.int(in: 0...anchors.count - 1)], isExpanded: random.int(in: 0...4) != 0,
      highlighted: random.int(in: 0...3) == 0 ? random.int(in: 0...items.count - 1) : nil,
      traits: ChoiceTraits(
        appearance: random.int(in: 0...1) == 0 ? .light : .dark, isRightToLeft: random.int(in: 0...1) == 1,
        textScale: ChoiceTextScale.allCases[random.int(in: 0...ChoiceTextScale.allCases.count - 1)]),
      closedTitle: centerTitles[random.int(in: 0...centerTitles.count - 1)],
      openTitle: centerTitles[random.int(in: 0...centerTitles.count - 1)],
      showsGuides: random.int(in: 0...3) != 0)
  }

  /// What is wrong with where the menu puts its text, in words; `nil` when nothing is.
  static func problems(_ preview: RadialPreview) -> String? {
    let list = preview.displayList()
    let center = preview.center
    let frames =
      preview.isExpanded ? preview.placement().itemFrames.map { $0.offsetBy(dx: center.x, dy: center.y) } : []
    let button = preview.centerButtonFrame.offsetBy(dx: center.x, dy: center.y)
    let audit = list.textAudit(measuredBy: preview.measurer) { mark in
      guard case .text(let text) = mark.kind else { return nil }
      if text == preview.closedTitle || text == preview.openTitle,
        abs(mark.box.midX - button.midX) <= 1e-6 * max(1, button.midX)
      {
        return button
      }
      // An item's title: the item of that title whose frame is centred nearest.
      let box = mark.box
      func distance(_ index: Int) -> CGFloat {
        hypot(frames[index].midX - box.midX, frames[index].midY - box.midY)
      }
      return frames.indices.filter { preview.items[$0].title == text }.min { distance($0) < distance($1) }
        .map { frames[$0] }
    }
    return audit.isEmpty ? nil : audit.map(\.description).joined(separator: "; ")
  }

  @Test func textNeverOverlapsAndStaysInItsItem() {
    checkProperty("radial text stands clear, titles in their items", generate: Self.generate) { preview in
      Self.problems(preview)
    }
  }
}
