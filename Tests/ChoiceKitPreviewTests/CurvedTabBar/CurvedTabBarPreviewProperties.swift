import ChoiceKitCore
import ChoiceKitPreview
import ChoiceKitTestSupport
import Foundation
import Testing

/// Properties of the tab bar's previews over generated input: whatever the tabs, selection,
/// widths, insets, text sizes and forms, the SVG holds only finite numbers, and a drawn
/// indicator sits at the core's frame.
@Suite("CurvedTabBarPreview properties", .timeLimit(.minutes(10)))
struct CurvedTabBarPreviewProperties {
  static let symbols = ["house.fill", "magnifyingglass", "heart.fill", "person.fill", "calendar", "unknown"]

  private static func preview(_ random: inout SeededRandom) -> CurvedTabBarPreview {
    let count = Generate.count(&random, upTo: 24)
    let tabs = (0..<count).map { _ -> CurvedTabBarPreview.Tab in
      let badges: [CurvedTabBarBadge?] = [
        nil, .count(random.int(in: -2...500)), .text(Generate.string(&random)), .dot,
      ]
      return CurvedTabBarPreview.Tab(
        String(Generate.string(&random).prefix(30)),
        systemImage: symbols[random.int(in: 0...symbols.count - 1)],
        badge: badges[random.int(in: 0...badges.count - 1)])
    }
    return CurvedTabBarPreview(
      tabs: tabs, selection: Generate.selection(&random, count: count),
      action: random.int(in: 0...3) == 0 ? nil : .init(String(Generate.string(&random).prefix(20))),
      mode: random.int(in: 0...1) == 0 ? .fixed : .travelling, width: Generate.proposal(&random),
      bottomInset: Generate.length(&random),
      traits: ChoiceTraits(
        appearance: random.int(in: 0...1) == 0 ? .light : .dark, isRightToLeft: random.int(in: 0...1) == 1,
        textScale: ChoiceTextScale.allCases[random.int(in: 0...ChoiceTextScale.allCases.count - 1)],
        idiom: InterfaceIdiom.allCases[random.int(in: 0...InterfaceIdiom.allCases.count - 1)]),
      margin: Generate.length(&random))
  }

  private static func hasNonFinite(_ svg: String) -> Bool {
    svg.contains("nan") || svg.contains("inf") || svg.contains("NaN")
  }

  @Test func stillsHoldOnlyFiniteNumbers() {
    checkProperty("tab bar preview SVG is finite", generate: Self.preview) { preview in
      Self.hasNonFinite(SVGRenderer().render(preview.displayList())) ? "non-finite number in the SVG" : nil
    }
  }

  @Test func transitionsHoldOnlyFiniteNumbers() {
    checkProperty(
      "tab bar transition SVG is finite", cases: max(PropertyCheck.cases / 10, 5),
      generate: { random in (Self.preview(&random), random.int(in: -2...30), random.int(in: -2...30)) }
    ) { preview, from, to in
      let filmstrip = SVGRenderer().render(preview.transition(from: from, to: to).filmstrip(count: 4))
      return Self.hasNonFinite(filmstrip) ? "non-finite number in the filmstrip" : nil
    }
  }

  @Test func theIndicatorIsAtTheCoreFrame() {
    checkProperty(
      "indicator at the core frame",
      generate: { random -> CurvedTabBarPreview in
        var preview = Self.preview(&random)
        preview.form = .curvedBar
        preview.width = random.cgFloat(in: 200...900)
        preview.margin = 16
        preview.bottomInset = random.cgFloat(in: 0...40)
        return preview
      }
    ) { preview in
      let layout = preview.layout()
      let list = preview.displayList()
      let origin = CGPoint(x: 16, y: list.size.height - 16 - layout.size.height)
      let expected = preview.shownSelection.flatMap { layout.indicatorFrame(at: Double($0)) }
        .map { $0.offsetBy(dx: origin.x, dy: origin.y) }
      let fill = Paint.color(preview.tokens.tint.resolved(in: preview.traits.appearance))
      let drawn = DrawnItems(list).bounds(filledWith: fill)
      switch expected {
      case nil: return drawn.isEmpty ? nil : "an indicator without a selection"
      case let frame?:
        return drawn.count == 1 && nearlyEqual(drawn[0], frame, tolerance: 1e-6) ? nil : "\(drawn) ≠ \(frame)"
      }
    }
  }
}
