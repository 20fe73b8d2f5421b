import ChoiceKitCore
import Foundation
import Testing

@testable import ChoiceKitCommand
@testable import ChoiceKitPreview

/// Each `render segmented-picker` option reaches the preview: the picture is the one the preview draws with
/// that option set by hand, and differs from the control's default.
@Suite struct SegmentedPickerRenderOptionsTests {
  static let periods = ["Day", "Week", "Month", "Year"]

  static func segmented(_ change: @escaping @Sendable (inout SegmentedPickerPreview) -> Void)
    -> @Sendable () -> String
  {
    {
      var preview = SegmentedPickerPreview(labels: periods)
      change(&preview)
      return SVGRenderer().render(preview.displayList())
    }
  }

  static let cases: [OptionCase] = [
    .init(words: ["segmented-picker", "--labels", "A,B"], expected: segmented { $0.labels = ["A", "B"] }),
    .init(words: ["segmented-picker", "--selection", "3"], expected: segmented { $0.selection = 2 }),
    .init(words: ["segmented-picker", "--disabled", "2,4"], expected: segmented { $0.disabled = [1, 3] }),
    .init(words: ["segmented-picker", "--style", "bordered"], expected: segmented { $0.style = .bordered }),
    .init(
      words: ["segmented-picker", "--sizing", "fit-content", "--width", "400"],
      expected: segmented {
        $0.sizing = .fitContent
        $0.proposedWidth = 400
      }),
    .init(words: ["segmented-picker", "--width", "500"], expected: segmented { $0.proposedWidth = 500 }),
    .init(
      words: ["segmented-picker", "--appearance", "dark"],
      expected: segmented { $0.traits.appearance = .dark }),
    .init(
      words: ["segmented-picker", "--direction", "rtl"],
      expected: segmented { $0.traits.isRightToLeft = true }),
    .init(
      words: ["segmented-picker", "--text-size", "xxxLarge"],
      expected: segmented { $0.traits.textScale = .xxxLarge }
    ),
    .init(
      words: ["segmented-picker", "--idiom", "watchos"], expected: segmented { $0.traits.idiom = .watch }),
  ]

  @Test(arguments: cases) func eachOptionReachesThePreview(option: OptionCase) throws {
    try option.check()
  }
}
