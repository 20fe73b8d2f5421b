import ChoiceKitCore
import Foundation

extension SVGRenderer {
  func drawIcon(name: String, frame: CGRect, color: RGBAColor, into writer: inout SVGWriter) {
    let layers = IconSet.icon(named: name).layers(fitting: frame)
    guard !layers.isEmpty else { return }
    writer.open("g", [("data-icon", name)])
    for layer in layers {
      switch layer.paint {
      case .fill:
        drawShape(layer.path, fill: .color(color), stroke: nil, into: &writer)
      case .stroke(let width):
        let stroke = StrokePaint(.color(color), lineWidth: width, cap: .round, join: .round)
        drawShape(layer.path, fill: nil, stroke: stroke, into: &writer)
      }
    }
    writer.close("g")
  }
}
