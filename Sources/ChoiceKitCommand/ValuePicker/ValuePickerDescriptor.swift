import ChoiceKitCore
import ChoiceKitPreview

/// The value picker as the gallery, the bench and `choicekit render` see it.
package enum ValuePickerDescriptor: ControlDescriptor {
  package static let summary = "a value picker's closed row or its open list"
  package static let views = ["ValuePicker"]

  package static func benchCases() -> [BenchCase] { ValuePickerBench.cases() }

  package typealias Pages = ValuePickerPages
  package typealias RenderOptions = ValuePickerRenderOptions
}
