import ChoiceKitCore
import ChoiceKitPreview
import ChoiceKitTestSupport
import Foundation
import Testing

/// Properties of the segmented picker's previews over generated input: whatever the labels,
/// selection, sizes and states, the SVG holds only finite numbers and no indicator is drawn for a
/// selection outside the labels.
@Suite("SegmentedPickerPreview properties", .timeLimit(.minutes(10)))
struct SegmentedPickerPreviewProperties {
  private static func preview(_ random: inout SeededRandom) -> SegmentedPickerPreview {
    let labels = (0..<Generate.count(&random, upTo: 40)).map { _ in Generate.string(&random) }
    let count = labels.count
    return SegmentedPickerPreview(
      labels: labels.map { String($0.prefix(40)) },
      selection: Generate.selection(&random, count: count),
      disabled: Set((0..<min(count, 6)).filter { _ in random.int(in: 0...3) == 0 }),
      style: SegmentedPickerStyleKind.allCases[random.int(in: 0...2)],
      traits: ChoiceTraits(
        appearance: random.int(in: 0...1) == 0 ? .light : .dark, isRightToLeft: random.int(in: 0...1) == 1,
        textScale: ChoiceTextScale.allCases[random.int(in: 0...ChoiceTextScale.allCases.count - 1)],
        idiom: InterfaceIdiom.allCases[random.int(in: 0...InterfaceIdiom.allCases.count - 1)]),
      sizing: [nil, .equalWidths, .fitContent][random.int(in: 0...2)],
      proposedWidth: Generate.proposal(&random), margin: Generate.length(&random),
      pressed: Generate.selection(&random, count: count), isFocused: random.int(in: 0...1) == 1,
      scrubPosition: random.int(in: 0...2) == 0 ? nil : Double(Generate.length(&random)) / 50)
  }

  /// Whether SVG text holds a non-finite number.
  private static func hasNonFinite(_ svg: String) -> Bool {
    svg.contains("nan") || svg.contains("inf") || svg.contains("NaN")
  }

  @Test func stillsHoldOnlyFiniteNumbers() {
    checkProperty("preview SVG is finite", generate: Self.preview) { preview in
      let svg = SVGRenderer().render(preview.displayList())
      return Self.hasNonFinite(svg) ? "non-finite number in the SVG" : nil
    }
  }

  @Test func transitionsHoldOnlyFiniteNumbers() {
    checkProperty(
      "transition SVG is finite",
      cases: max(PropertyCheck.cases / 10, 5),
      generate: { random in
        (Self.preview(&random), random.int(in: -2...12), random.int(in: -2...12), random.int(in: -1...8))
      }
    ) { preview, from, to, frames in
      let transition = preview.transition(from: from, to: to)
      let filmstrip = SVGRenderer().render(transition.filmstrip(count: frames))
      return Self.hasNonFinite(filmstrip) ? "non-finite number in the filmstrip" : nil
    }
  }

  @Test func aSelectionOutsideTheLabelsDrawsNoIndicator() {
    checkProperty(
      "no indicator outside the labels",
      generate: { random -> SegmentedPickerPreview in
        var preview = Self.preview(&random)
        preview.selection = [nil, -1, preview.labels.count, Int.max][random.int(in: 0...3)]
        preview.scrubPosition = nil
        return preview
      }
    ) { preview in
      var none = preview
      none.selection = nil
      return preview.displayList() == none.displayList() ? nil : "an indicator was drawn"
    }
  }
}
