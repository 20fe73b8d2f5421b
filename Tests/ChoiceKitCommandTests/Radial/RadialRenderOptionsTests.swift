import ChoiceKitCore
import Foundation
import Testing

@testable import ChoiceKitCommand
@testable import ChoiceKitPreview

/// Each `render radial` option reaches the preview: the picture is the one the preview draws with
/// that option set by hand, and differs from the control's default.
@Suite struct RadialRenderOptionsTests {
  static let items = RadialPreview.tutorialItems

  static func radial(_ change: @escaping @Sendable (inout RadialPreview) -> Void) -> @Sendable () -> String {
    {
      var preview = RadialPreview(items: items)
      change(&preview)
      return SVGRenderer().render(preview.displayList())
    }
  }

  static let cases: [OptionCase] = [
    .init(words: ["radial", "--highlight", "2"], expected: radial { $0.highlighted = 1 }),
    .init(
      words: ["radial", "--highlight", "2", "--tint", "red"],
      expected: radial {
        $0.highlighted = 1
        $0.tokens.tint = SystemColor.red.color
      }, baseline: ["radial", "--highlight", "2"]),
    .init(
      words: ["radial", "--disabled", "2"],
      expected: radial {
        $0.items[1].isEnabled = false
      }),
    .init(words: ["radial", "--arc", "trailing-half"], expected: radial { $0.arc = .trailingHalf }),
    .init(words: ["radial", "--radius", "90"], expected: radial { $0.radius = .fixed(90) }),
    .init(words: ["radial", "--anchor", "trailing"], expected: radial { $0.anchor = .trailing }),
    .init(words: ["radial", "--state", "closed"], expected: radial { $0.isExpanded = false }),
    .init(words: ["radial", "--no-guides"], expected: radial { $0.showsGuides = false }),
    .init(words: ["radial", "--appearance", "dark"], expected: radial { $0.traits.appearance = .dark }),
    .init(
      words: ["radial", "--direction", "rtl", "--arc", "trailing-half"],
      expected: radial {
        $0.traits.isRightToLeft = true
        $0.arc = .trailingHalf
      }),
    .init(
      words: ["radial", "--text-size", "accessibility2"],
      expected: radial { $0.traits.textScale = .accessibility2 }),
    .init(
      words: ["radial", "--frame", "240x200"],
      expected: radial {
        $0.frameSize = CGSize(width: 240, height: 200)
      }),
  ]

  @Test(arguments: cases) func eachOptionReachesThePreview(option: OptionCase) throws {
    try option.check()
  }
}
