import SwiftUI

/// A stepper; on tvOS, which has none, the title with a minus and a plus button that keep the
/// value in the same range.
struct CountStepper: View {
  let title: String
  @Binding var value: Int
  let range: ClosedRange<Int>

  var body: some View {
    #if os(tvOS)
      HStack {
        Text(title)
        Spacer()
        StepButtons(
          decrease: { value = max(value - 1, range.lowerBound) }, canDecrease: value > range.lowerBound,
          increase: { value = min(value + 1, range.upperBound) }, canIncrease: value < range.upperBound)
      }
    #else
      Stepper(title, value: $value, in: range)
    #endif
  }
}

/// A slider; on tvOS, which has none, a minus and a plus button that move the value by the same
/// step within the same range.
struct DemoSlider: View {
  @Binding var value: Double
  let range: ClosedRange<Double>
  let step: Double

  var body: some View {
    #if os(tvOS)
      HStack {
        Spacer()
        StepButtons(
          decrease: { value = max(value - step, range.lowerBound) }, canDecrease: value > range.lowerBound,
          increase: { value = min(value + step, range.upperBound) }, canIncrease: value < range.upperBound)
      }
    #else
      Slider(value: $value, in: range, step: step)
    #endif
  }
}

#if os(tvOS)
  /// The minus and plus buttons that stand in for a stepper or a slider on tvOS.
  private struct StepButtons: View {
    let decrease: () -> Void
    let canDecrease: Bool
    let increase: () -> Void
    let canIncrease: Bool

    var body: some View {
      Button(action: decrease) { Image(systemName: "minus") }
        .accessibilityLabel("Decrease")
        .disabled(!canDecrease)
      Button(action: increase) { Image(systemName: "plus") }
        .accessibilityLabel("Increase")
        .disabled(!canIncrease)
    }
  }
#endif
