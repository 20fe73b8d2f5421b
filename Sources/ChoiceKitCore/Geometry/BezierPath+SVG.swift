import Foundation

extension BezierPath {
  /// The path as SVG path data (`M`, `L`, `Q`, `C`, `Z` with absolute coordinates).
  ///
  /// Numbers use `DecimalText`, so equal paths always give byte-identical text.
  ///
  /// ```swift
  /// BezierPath.rect(CGRect(x: 0, y: 0, width: 2, height: 1)).svgPathData()
  /// // "M0 0L2 0L2 1L0 1Z"
  /// ```
  ///
  /// A segment drawn after a close without a move is written after the `Z` as it is, which SVG
  /// reads as this path does: a new subpath from the closed one's start.
  ///
  /// - Parameter places: Decimal places for coordinates, 0...9; values outside are clamped.
  /// - Returns: The path data; empty for an empty path.
  public func svgPathData(places: Int = 3) -> String {
    func pair(_ p: CGPoint) -> String {
      DecimalText.format(p.x, places: places) + " " + DecimalText.format(p.y, places: places)
    }
    var text = ""
    for element in elements {
      switch element {
      case .move(let p): text += "M" + pair(p)
      case .line(let p): text += "L" + pair(p)
      case .quadCurve(let p, let c): text += "Q" + pair(c) + " " + pair(p)
      case .curve(let p, let c1, let c2): text += "C" + pair(c1) + " " + pair(c2) + " " + pair(p)
      case .closeSubpath: text += "Z"
      }
    }
    return text
  }
}
