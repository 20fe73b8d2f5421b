import ChoiceKitCore
import Foundation

/// The gallery's sheet of vector icons.
enum IconPages {
  static func sheet() -> Gallery.Entry {
    let names = IconSet.names + ["unknown.symbol"]
    let cell = CGSize(width: 120, height: 84)
    let columns = 5
    let rows = (names.count + columns - 1) / columns
    var list = DisplayList(
      size: CGSize(width: cell.width * CGFloat(columns), height: cell.height * CGFloat(rows)),
      background: GalleryPalette.paper)
    for (index, name) in names.enumerated() {
      let origin = CGPoint(
        x: CGFloat(index % columns) * cell.width, y: CGFloat(index / columns) * cell.height)
      let frame = CGRect(x: origin.x + cell.width / 2 - 14, y: origin.y + 12, width: 28, height: 28)
      list.append(.icon(name: name, frame: frame, color: GalleryPalette.accent))
      list.append(
        .text(
          TextRun(
            name, origin: CGPoint(x: origin.x + cell.width / 2, y: origin.y + 62),
            style: ChoiceTypography(size: 9),
            color: GalleryPalette.secondaryInk, anchor: .middle)))
    }
    return Gallery.Entry(
      title: "Icon set", caption: "Drawn at 28 pt; the last cell is the placeholder of an unknown name.",
      file: "foundation/icons.svg", svg: SVGRenderer().render(list),
      call: "IconSet.icon(named: \"house.fill\").layers(fitting: CGRect(x: 0, y: 0, width: 28, height: 28))")
  }
}
