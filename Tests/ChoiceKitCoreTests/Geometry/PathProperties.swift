import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

/// Properties of paths over generated input: measures, containment and path data agree with
/// each other and stay finite.
@Suite("Path properties", .timeLimit(.minutes(10)))
struct PathProperties {
  private static func measuredPath(_ random: inout SeededRandom) -> MeasuredPath {
    MeasuredPath(Generate.path(&random))
  }

  @Test func pathMeasuresAreFinite() {
    checkProperty("path measures are finite", generate: Self.measuredPath) { measured in
      let length = measured.length
      guard length.isFinite, length >= 0 else { return "length \(length)" }
      let samples = (0...100).compactMap { measured.position(atFraction: CGFloat($0) / 100) }
      return samples.allSatisfy { $0.point.isFinite && $0.tangent.isFinite } ? nil : "a non-finite sample"
    }
  }

  @Test func samplesAlongOneSubpathNeverOutrunTheLength() {
    checkProperty(
      "samples lie within the length",
      generate: { random in MeasuredPath(Generate.path(&random, singleSubpath: true)) }
    ) { measured in
      let length = measured.length
      guard length.isFinite, length >= 0 else { return "length \(length)" }
      let samples = (0...100).compactMap { measured.point(atFraction: CGFloat($0) / 100) }
      guard samples.allSatisfy(\.isFinite) else { return "a non-finite sample" }
      // The straight distances between successive samples never add up to more than the length,
      // give or take the flattening tolerance at each end of each chord (samples may lie on the
      // curve itself, the length on its flattened polyline).
      let chords = zip(samples, samples.dropFirst()).reduce(CGFloat(0)) { total, pair in
        total + hypot(pair.1.x - pair.0.x, pair.1.y - pair.0.y)
      }
      let slack = 2 * CGFloat(samples.count) * measured.tolerance
      return chords <= length * (1 + 1e-9) + slack ? nil : "chords \(chords) over length \(length)"
    }
  }

  @Test func containmentAgreesWithWindingAndBounds() {
    checkProperty(
      "contains agrees with winding and bounds",
      generate: { random in (Self.measuredPath(&random), Generate.point(&random)) }
    ) { measured, point in
      let inside = measured.contains(point)
      guard inside == (measured.windingNumber(at: point) != 0) else { return "contains vs winding" }
      guard inside else { return nil }
      let bounds = measured.path.bounds.insetBy(dx: -1e-6, dy: -1e-6)
      return bounds.contains(point) ? nil : "inside but out of bounds"
    }
  }

  @Test func pathDataIsAlwaysFiniteText() {
    checkProperty("svg path data is finite", generate: { Generate.path(&$0) }) { path in
      let data = path.svgPathData()
      return data.contains("nan") || data.contains("inf") ? "data \(data.prefix(80))" : nil
    }
  }
}
