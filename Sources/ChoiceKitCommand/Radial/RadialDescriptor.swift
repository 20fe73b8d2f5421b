import ChoiceKitCore
import ChoiceKitPreview

/// The radial layout and menu as the gallery, the bench and `choicekit render` see them: one
/// control, drawn as `RadialMenu` places its items, or with `--frame` as `RadialLayout` does.
package enum RadialDescriptor: ControlDescriptor {
  package static let summary =
    "a radial menu around its centre button, or with --frame a radial layout; its opening as a transition"
  package static let views = ["RadialLayout", "RadialMenu"]

  package static func benchCases() -> [BenchCase] { RadialBench.cases() }

  package typealias Pages = RadialPages
  package typealias RenderOptions = RadialRenderOptions
}
