import ChoiceKitCore
import Foundation

@testable import ChoiceKitPreview

extension ValuePickerPreview {
  /// The frames the picture's texts are laid out in, in canvas coordinates, from the same core
  /// layouts the picture is drawn from: each navigation bar, the closed row, every list row
  /// (which holds its label), section header and search field, and the caption panel. Every line
  /// of text the picture draws lies inside one of them, so a check can hold each text to its
  /// row, card or bar.
  var textRegions: [CGRect] {
    let formWidth = formLayout(rows: nil).size.width
    let bar = Chrome.barHeight
    func regions(of layout: ValuePickerListLayout, at origin: CGPoint) -> [CGRect] {
      var frames = layout.searchFieldFrame.map { [$0] } ?? []
      for section in layout.sections {
        frames += section.rows.map(\.frame) + [section.headerFrame].compactMap { $0 }
      }
      return frames.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
    }
    var frames: [CGRect]
    var height: CGFloat
    switch (style, isOpen) {
    case (.inline, _):
      let layout = formLayout(rows: listSections)
      frames =
        [CGRect(x: 0, y: 0, width: formWidth, height: bar)] + regions(of: layout, at: CGPoint(x: 0, y: bar))
      height = bar + layout.size.height
    case (.navigationLink, true):
      let layout = listLayout(listSections, width: width)
      frames =
        [CGRect(x: 0, y: 0, width: formWidth, height: bar)] + regions(of: layout, at: CGPoint(x: 0, y: bar))
      height = bar + layout.size.height
    case (.sheet, true):
      let layout = listLayout(listSections, width: width)
      let top = Chrome.sheetTop
      frames =
        [CGRect(x: 0, y: top, width: formWidth, height: bar)]
        + regions(of: layout, at: CGPoint(x: 0, y: top + bar))
      height = top + bar + layout.size.height
    case (_, false), (.menu, true):
      let form = formLayout(rows: nil)
      frames =
        [CGRect(x: 0, y: 0, width: formWidth, height: bar)] + regions(of: form, at: CGPoint(x: 0, y: bar))
      height = bar + form.size.height
      if style == .menu, isOpen, let row = form.sections.first?.rows.first?.frame {
        let menuWidth = min(Chrome.menuWidth, row.width)
        let layout = listLayout(listSections, width: menuWidth, isMenu: true)
        let origin = CGPoint(
          x: traits.isRightToLeft ? row.minX : row.maxX - menuWidth, y: bar + row.maxY + Chrome.menuGap)
        frames += regions(of: layout, at: origin)
        height = max(height, origin.y + layout.size.height + Chrome.menuShadowRadius)
      }
    }
    if announcement != nil {
      frames.append(CGRect(x: 0, y: height, width: formWidth, height: Chrome.captionHeight))
    }
    return frames
  }
}
