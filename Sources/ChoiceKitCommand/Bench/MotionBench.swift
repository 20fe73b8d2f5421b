import ChoiceKitCore
import ChoiceKitPreview
import Foundation

/// The springs' rows: a value per frame, the settling duration a transition is planned with, and
/// a whole transition sampled as the preview samples it.
enum MotionBench: BenchSuite {
  static let name = "spring"

  static func cases() -> [BenchCase] {
    let spring = SegmentedPickerTokens.standard.spring
    let presets = SpringMotion.allPresets.map(\.spring)
    let from = CGRect(x: 4, y: 4, width: 72, height: 36)
    let to = CGRect(x: 236, y: 4, width: 80, height: 36)
    return [
      // One frame of an indicator moving 232 pt, at a time within its first second.
      BenchCase("value(from:to:at:)", target: .frameStep) { i in
        spring.value(from: 0, to: 232, at: Double(i % 120) / 120)
      },
      // Computed on each access, so each call does the whole search; a transition is planned
      // with it once, when it starts.
      BenchCase("settlingDuration", target: .recompute) { i in
        presets[i % presets.count].settlingDuration
      },
      // A filmstrip's frames, for the previews: at most 1 µs a frame of a second at 120 fps.
      BenchCase("TransitionSampler frames, 120 fps", target: .atMost(120)) { i in
        let frames = TransitionSampler(spring: presets[i % presets.count], framesPerSecond: 120)
          .frames(from: from, to: to)
        return Double(frames.count) + Double(frames.last?.minX ?? 0)
      },
    ]
  }
}
