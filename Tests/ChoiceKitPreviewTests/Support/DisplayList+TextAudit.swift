import ChoiceKitCore
import Foundation

@testable import ChoiceKitPreview

/// A line of text or an icon where a picture draws it: its box on the canvas, and the part of the
/// box its groups' clips leave visible.
package struct PlacedMark: Sendable, Hashable {
  /// What is drawn.
  package enum Kind: Sendable, Hashable {
    /// A text run.
    case text(String)
    /// An icon, by symbol name.
    case icon(String)
  }

  /// What is drawn.
  package var kind: Kind
  /// The drawn box in canvas coordinates: a text run's measured advance by its font's ascent and
  /// descent, an icon's frame (each mapped through its groups' transforms, as a bounding box).
  package var box: CGRect
  /// The part of `box` inside every enclosing group's clip (as bounding boxes), or `nil` when the
  /// clips hide it all.
  package var visibleBox: CGRect?
  /// The product of the enclosing groups' opacities and the colour's alpha.
  package var opacity: Double

  /// A short description for a failure message: the text or the icon name, and the box.
  package var label: String {
    let box = visibleBox ?? box
    let name: String
    switch kind {
    case .text(let text): name = "text “\(text)”"
    case .icon(let icon): name = "icon \(icon)"
    }
    func number(_ value: CGFloat) -> String { DecimalText.format(Double(value), places: 1) }
    return
      "\(name) at (\(number(box.minX)), \(number(box.minY)), \(number(box.width)) × \(number(box.height)))"
  }
}

/// Something wrong with where a picture puts its text: two marks on top of each other, or text
/// drawn past the canvas.
package enum TextAuditProblem: Sendable, Hashable, CustomStringConvertible {
  /// A text run's visible box meets another text run's or an icon's.
  case overlap(PlacedMark, PlacedMark)
  /// A text run's visible box reaches outside the canvas.
  case outsideCanvas(PlacedMark)
  /// A text run's visible box reaches outside the container the caller gave for it.
  case outsideContainer(PlacedMark, CGRect)

  package var description: String {
    switch self {
    case .overlap(let first, let second): return "\(first.label) overlaps \(second.label)"
    case .outsideCanvas(let mark): return "\(mark.label) reaches outside the canvas"
    case .outsideContainer(let mark, let container):
      let box = [container.minX, container.minY, container.width, container.height]
        .map { DecimalText.format(Double($0), places: 1) }.joined(separator: ", ")
      return "\(mark.label) reaches outside its container (\(box))"
    }
  }
}

extension DisplayList {
  /// Every text run and icon the picture draws visibly (opacity above 5 %), where it draws it.
  ///
  /// - Parameter measurer: The measurer the picture's text was laid out with.
  /// - Returns: The marks, back to front.
  package func placedMarks(measuredBy measurer: some TextMeasuring) -> [PlacedMark] {
    var marks: [PlacedMark] = []
    var levels = [AuditLevel(items: items.makeIterator(), transform: .identity, clip: nil, opacity: 1)]
    while !levels.isEmpty {
      let level = levels[levels.count - 1]
      guard let item = levels[levels.count - 1].items.next() else {
        levels.removeLast()
        continue
      }
      switch item {
      case .shape: break
      case .text(let run):
        guard run.origin.isFinite, !run.text.isEmpty else { continue }
        let metrics = measurer.measure(run.text, style: run.style)
        let width = metrics.width
        let startsLeft = (run.anchor == .start) != run.isRightToLeft
        let minX: CGFloat
        switch run.anchor {
        case .middle: minX = run.origin.x - width / 2
        case .start, .end: minX = startsLeft ? run.origin.x : run.origin.x - width
        }
        let local = CGRect(
          x: minX, y: run.origin.y - metrics.ascent, width: width, height: metrics.ascent + metrics.descent)
        marks.append(
          Self.mark(
            .text(run.text), local: local, level.transform, level.clip, level.opacity * run.color.alpha))
      case .icon(let name, let frame, let color):
        guard frame.origin.isFinite, frame.width.isFinite, frame.height.isFinite else { continue }
        marks.append(
          Self.mark(.icon(name), local: frame, level.transform, level.clip, level.opacity * color.alpha))
      case .group(let group):
        let transform = group.transform.concatenating(level.transform)
        let matrix = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
        guard matrix.allSatisfy(\.isFinite) else { continue }
        var clip = level.clip
        if let path = group.clip {
          let bounds = Self.boundingBox(of: path.isEmpty ? .zero : path.bounds, transform)
          clip = clip.map { $0.intersection(bounds) } ?? bounds
        }
        let opacity = group.opacity.isNaN ? 1 : min(max(group.opacity, 0), 1)
        levels.append(
          AuditLevel(
            items: group.items.makeIterator(), transform: transform, clip: clip,
            opacity: level.opacity * opacity))
      }
    }
    return marks.filter { $0.opacity > 0.05 }
  }

  /// What is wrong with where the picture puts its text: every pair of text runs, or of a text run
  /// and an icon, whose visible boxes overlap by more than `tolerance` both ways, and every text
  /// run whose visible box reaches more than `tolerance` outside the canvas or outside the
  /// container `container(_:)` gives it.
  ///
  /// - Parameters:
  ///   - measurer: The measurer the picture's text was laid out with.
  ///   - tolerance: How far, in points, boxes may overlap or overhang before it counts.
  ///   - container: The rectangle a text run's box must stay inside, given the run's box, or
  ///     `nil` for the canvas alone.
  /// - Returns: The problems, or none when every line of text stands clear.
  package func textAudit(
    measuredBy measurer: some TextMeasuring, tolerance: CGFloat = 0.5,
    container: (PlacedMark) -> CGRect? = { _ in nil }
  ) -> [TextAuditProblem] {
    let marks = placedMarks(measuredBy: measurer).filter { $0.visibleBox.map { !$0.isEmpty } ?? false }
    let canvas = CGRect(origin: .zero, size: size)
    var problems: [TextAuditProblem] = []
    for (index, mark) in marks.enumerated() {
      guard case .text = mark.kind, let box = mark.visibleBox else { continue }
      if !Self.holds(canvas, box, tolerance: tolerance) {
        problems.append(.outsideCanvas(mark))
      }
      if let frame = container(mark), !Self.holds(frame, box, tolerance: tolerance) {
        problems.append(.outsideContainer(mark, frame))
      }
      for (otherIndex, other) in marks.enumerated() where otherIndex != index {
        // Each pair of text runs once; a text run against every icon, before or after it.
        if case .text = other.kind, otherIndex < index { continue }
        guard let otherBox = other.visibleBox else { continue }
        let common = box.intersection(otherBox)
        if !common.isNull, common.width > tolerance, common.height > tolerance {
          problems.append(.overlap(mark, other))
        }
      }
    }
    return problems
  }

  private struct AuditLevel {
    var items: IndexingIterator<[DisplayItem]>
    var transform: AffineTransform2D
    var clip: CGRect?
    var opacity: Double
  }

  /// Whether `inner` lies inside `outer` grown by `tolerance`, compared edge by edge:
  /// `CGRect.contains(_:)` compares with a recomputed union, which can differ in the last bit.
  private static func holds(_ outer: CGRect, _ inner: CGRect, tolerance: CGFloat) -> Bool {
    inner.minX >= outer.minX - tolerance && inner.maxX <= outer.maxX + tolerance
      && inner.minY >= outer.minY - tolerance && inner.maxY <= outer.maxY + tolerance
  }

  private static func mark(
    _ kind: PlacedMark.Kind, local: CGRect, _ transform: AffineTransform2D, _ clip: CGRect?, _ opacity: Double
  ) -> PlacedMark {
    let box = boundingBox(of: local, transform)
    let visible = clip.map { box.intersection($0) } ?? box
    return PlacedMark(kind: kind, box: box, visibleBox: visible.isNull ? nil : visible, opacity: opacity)
  }

  private static func boundingBox(of rect: CGRect, _ transform: AffineTransform2D) -> CGRect {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].map(transform.apply(to:))
    let (minX, maxX) = corners.dropFirst().reduce((corners[0].x, corners[0].x)) {
      (min($0.0, $1.x), max($0.1, $1.x))
    }
    let (minY, maxY) = corners.dropFirst().reduce((corners[0].y, corners[0].y)) {
      (min($0.0, $1.y), max($0.1, $1.y))
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
