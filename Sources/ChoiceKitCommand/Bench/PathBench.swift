import ChoiceKitCore
import ChoiceKitPreview
import Foundation

/// The paths' rows, on an indicator-sized capsule and a circle: flattening for drawing, the
/// length, and 100 points along the path, as an animation along it takes, from a `MeasuredPath`,
/// which measures once for any number of queries: the 100 points cost at most three lengths.
///
/// The previews draw paths; the controls do not measure them on a frame. So a path's rows are
/// held to what a preview can spend on one: 200 µs, under a fortieth of a 120 Hz frame.
enum PathBench: BenchSuite {
  static let name = "path"

  /// How many points the sampling rows take per call.
  static let sampleCount = 100

  /// What a preview may spend on a path.
  static let drawing = BenchTarget.atMost(200)

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
        BenchCase("\(shape.name) flattened()", target: drawing) { i in
          Double(paths[i & 1].flattened().first?.points.count ?? 0)
        },
        BenchCase("\(shape.name) length", target: drawing) { i in
          Double(paths[i & 1].length)
        },
        BenchCase("\(shape.name) MeasuredPath(_:)", target: drawing) { i in
          Double(MeasuredPath(paths[i & 1]).length)
        },
        // Measuring included: the cost of 100 points from the path alone.
        BenchCase(
          "\(shape.name) MeasuredPath + \(sampleCount) × point(atFraction:)",
          target: .atMost(3, times: "\(shape.name) length")
        ) { i in
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
