import ChoiceKitCore
import ChoiceKitPreview

/// The segmented picker as the gallery, the bench and `choicekit render` see it.
package enum SegmentedPickerDescriptor: ControlDescriptor {
  package static let summary = "a segmented picker; its indicator's motion as a transition"
  package static let views = ["SegmentedPicker"]

  package static func benchCases() -> [BenchCase] { SegmentedPickerBench.cases() }

  package typealias Pages = SegmentedPickerPages
  package typealias RenderOptions = SegmentedPickerRenderOptions
}
