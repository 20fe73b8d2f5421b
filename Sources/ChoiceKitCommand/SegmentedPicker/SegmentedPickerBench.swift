import ChoiceKitCore
import ChoiceKitPreview
import Foundation

/// The segmented picker's rows: what it does on every frame of an animation or a drag, and a
/// full recompute when its options change, each at 2 to 10,000 segments.
enum SegmentedPickerBench {
  /// The segment counts every row is measured at.
  static let counts = [2, 8, 64, 1_024, 10_000]

  /// The width offered to the picker: a phone's, so that long pickers overflow and scroll.
  static let proposedWidth: CGFloat = 320

  static func cases() -> [BenchCase] {
    let tokens = SegmentedPickerTokens.standard
    let measurer = FontMetricsTextMeasurer.dejaVuSans
    let wording = SegmentedPickerWording.english

    // Rows of one kind are consecutive, so each series reads down the table.
    let inputs = counts.map { n in (n: n, labels: labels(count: n)) }
    let layouts = inputs.map { layout(labels: $0.labels, measurer: measurer, tokens: tokens) }

    var cases: [BenchCase] = []
    for layout in layouts {
      let n = layout.count
      // A quarter step per frame sweeps the indicator across every segment and between them.
      cases.append(
        BenchCase("indicatorFrame(at:)", n: n, target: .frameStep) { i in
          let position = Double(i % (4 * n)) / 4
          return Double(layout.indicatorFrame(at: position)?.minX ?? 0)
        })
    }
    for layout in layouts {
      let n = layout.count
      cases.append(
        BenchCase("segment(at:)", n: n, target: .frameStep) { i in
          Double(layout.segment(at: point(i, in: layout)) ?? -1)
        })
    }
    for layout in layouts {
      cases.append(
        BenchCase("position(at:)", n: layout.count, target: .frameStep) { i in
          layout.position(at: point(i, in: layout).x) ?? -1
        })
    }
    for layout in layouts {
      let n = layout.count
      cases.append(
        BenchCase("scrollOffset(revealing:from:)", n: n, target: .frameStep) { i in
          let from = point(i, in: layout).x
          return Double(layout.scrollOffset(revealing: (i &* 7) % n, from: from))
        })
    }
    // From 8 segments on, when every word of the cycle is in the picker, so the growth is the
    // algorithms' rather than the words'.
    for input in inputs where input.n >= words.count {
      let labels = input.labels
      cases.append(
        BenchCase("recompute: measure, lay out, word", n: input.n, target: .recompute) { i in
          let layout = layout(labels: labels, measurer: measurer, tokens: tokens)
          let selection = i % labels.count
          var spoken = 0
          for (index, label) in labels.enumerated() {
            spoken +=
              wording.segmentDescription(
                label: label, isSelected: index == selection, index: index, count: labels.count
              ).utf8.count
          }
          return Double(layout.contentWidth) + Double(spoken)
        })
    }
    return cases
  }

  /// The words a picker's labels cycle through: the tutorial's period picker ("Día", "Semana",
  /// "Mes", "Año"), labels with the font's `f` ligatures, an Arabic label and one with an emoji,
  /// as real apps' pickers hold them.
  static let words = ["Día", "Semana", "Mes", "Año", "Profile", "Favourites", "الشهر", "🔥 Trending"]

  /// Labels cycling through ``words``, so that the mean label is as long in a long picker as in
  /// a short one and the growth with n is the algorithms'.
  static func labels(count: Int) -> [String] {
    (0..<max(count, 0)).map { words[$0 % words.count] }
  }

  /// What a picker computes when its options change: each label measured in the selected
  /// (widest) weight, as the control and the preview do, and the layout built.
  static func layout(
    labels: [String], measurer: FontMetricsTextMeasurer, tokens: SegmentedPickerTokens
  ) -> SegmentedPickerLayout {
    let style = tokens.typography(isSelected: true)
    let sizes = labels.map { label in
      let metrics = measurer.measure(label, style: style)
      return CGSize(width: metrics.width, height: metrics.ascent + metrics.descent)
    }
    let line = measurer.measure("", style: style)
    return SegmentedPickerLayout(
      labelSizes: sizes, lineHeight: line.ascent + line.descent, proposedWidth: proposedWidth,
      metrics: tokens.metrics)
  }

  /// A point for the `i`th call, spread over the whole track by a golden-ratio sequence, at the
  /// segments' middle height.
  static func point(_ i: Int, in layout: SegmentedPickerLayout) -> CGPoint {
    let fraction = (Double(i) * 0.618_033_988_75).truncatingRemainder(dividingBy: 1)
    return CGPoint(x: layout.contentWidth * fraction, y: layout.size.height / 2)
  }
}
