import ChoiceKitCore
import Foundation

/// The gallery's check of text measurement: each sample drawn inside the box the core measured.
enum TextPages {
  static let samples: [(text: String, rightToLeft: Bool)] = [
    ("Day  Week  Month  Year", false), ("Día · Semana · Mes · Año", false), ("Статистика", false),
    ("Ελληνικά", false), ("שבוע", true), ("أسبوع", true), ("office affluent", false),
  ]

  static func entry() -> Gallery.Entry {
    let measurer = FontMetricsTextMeasurer.dejaVuSans
    let styles = [
      ChoiceTypography(size: 14), ChoiceTypography(size: 14, weight: .bold),
      ChoiceTypography(size: 22, weight: .semibold),
    ]
    let gap: CGFloat = 24
    let rowHeight: CGFloat = 40
    // Each column is as wide as its widest measured sample.
    let columns = styles.map { style in
      samples.map { measurer.measure($0.text, style: style).width }.max() ?? 0
    }
    var starts: [CGFloat] = []
    var x: CGFloat = 12
    for width in columns {
      starts.append(x)
      x += width.rounded(.up) + gap
    }
    var list = DisplayList(
      size: CGSize(width: x - gap + 12, height: 20 + rowHeight * CGFloat(samples.count)),
      background: GalleryPalette.paper)
    for (row, sample) in samples.enumerated() {
      for (index, style) in styles.enumerated() {
        let metrics = measurer.measure(sample.text, style: style)
        let x = starts[index]
        let baseline = 20 + rowHeight * CGFloat(row) + metrics.ascent
        // Right-to-left text starts at its right end: anchor that end where the box ends.
        let origin = CGPoint(x: sample.rightToLeft ? x + metrics.width : x, y: baseline)
        let box = CGRect(
          x: x, y: baseline - metrics.ascent, width: metrics.width, height: metrics.ascent + metrics.descent)
        list.append(
          .shape(
            .rect(box), fill: .color(GalleryPalette.accent.withAlpha(0.12)),
            stroke: StrokePaint(.color(GalleryPalette.accent), lineWidth: 0.5)))
        list.append(
          .text(
            TextRun(
              sample.text, origin: origin, style: style, color: GalleryPalette.ink,
              isRightToLeft: sample.rightToLeft)))
      }
    }
    return Gallery.Entry(
      title: "Measured text",
      caption:
        "Each box is the width and height the core measured; the text drawn in DejaVu Sans should fill "
        + "it exactly, in Book, Bold and a larger semibold, left to right and right to left.",
      file: "foundation/text-measurement.svg", svg: SVGRenderer().render(list),
      call:
        "FontMetricsTextMeasurer.dejaVuSans.measure(\"Semana\", style: ChoiceTypography(size: 14, weight: .bold))"
    )
  }
}
