import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

/// Properties of springs over generated input: their motion stays finite and settles.
@Suite("SpringMotion properties", .timeLimit(.minutes(10)))
struct SpringMotionProperties {
  @Test func springMotionIsFinite() {
    checkProperty(
      "spring motion is finite",
      generate: { random in
        (
          Generate.spring(&random), Double(Generate.length(&random)), Double(Generate.length(&random)),
          Double(Generate.length(&random))
        )
      }
    ) { spring, start, target, time in
      guard start.isFinite, target.isFinite else { return nil }
      let value = spring.value(from: start, to: target, at: time)
      let velocity = spring.velocity(from: start, to: target, at: time)
      let settling = spring.settlingDuration
      // Only an undamped spring never settles, as documented.
      let settles = settling.isFinite ? settling >= 0 : spring.damping == 0
      return value.isFinite && velocity.isFinite && settles
        ? nil : "value \(value) velocity \(velocity) settling \(settling)"
    }
  }
}
