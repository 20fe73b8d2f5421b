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
        draw(.shape(layer.path, fill: .color(color)), into: &writer)
      case .stroke(let width):
        let stroke = StrokePaint(.color(color), lineWidth: width, cap: .round, join: .round)
        draw(.shape(layer.path, stroke: stroke), into: &writer)
      }
    }
    writer.close("g")
  }
}
