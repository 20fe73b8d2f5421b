import ChoiceKitCore
import Foundation

/// The paths' rows, on an indicator-sized capsule and a circle: flattening for drawing, the
/// length, and 100 points along the path, as an animation along it takes; then the same points
/// from a `MeasuredPath`, which flattens once for any number of queries.
enum PathBench: BenchSuite {
  static let name = "path"

  /// How many points the sampling rows take per call.
  static let sampleCount = 100

  static func cases() -> [BenchCase] {
    // Two of each, slightly different, taken in turn so no call repeats the previous one.
    let shapes: [(name: String, paths: [BezierPath])] = [
      (
        "capsule",
        [80, 81].map { BezierPath.capsule(in: CGRect(x: 0, y: 0, width: $0, height: 36)) }
      ),
      ("circle", [50, 51].map { BezierPath.circle(center: .zero, radius: $0) }),
    ]
    return shapes.flatMap { shape in
      let paths = shape.paths
      return [
        BenchCase("\(shape.name) flattened()") { i in
          Double(paths[i & 1].flattened().first?.points.count ?? 0)
        },
        BenchCase("\(shape.name) length") { i in
          Double(paths[i & 1].length)
        },
        BenchCase("\(shape.name) \(sampleCount) × point(atFraction:)") { i in
          let path = paths[i & 1]
          var total = 0.0
          for index in 0..<sampleCount {
            let point = path.point(atFraction: CGFloat(index) / CGFloat(sampleCount - 1))
            total += Double(point?.x ?? 0)
          }
          return total
        },
        BenchCase("\(shape.name) MeasuredPath(_:)") { i in
          Double(MeasuredPath(paths[i & 1]).length)
        },
        // Measuring included: the cost of 100 points from the path alone.
        BenchCase("\(shape.name) MeasuredPath + \(sampleCount) × point(atFraction:)") { i in
          let measured = MeasuredPath(paths[i & 1])
          var total = 0.0
          for index in 0..<sampleCount {
            let point = measured.point(atFraction: CGFloat(index) / CGFloat(sampleCount - 1))
            total += Double(point?.x ?? 0)
          }
          return total
        },
      ]
    }
  }
}
