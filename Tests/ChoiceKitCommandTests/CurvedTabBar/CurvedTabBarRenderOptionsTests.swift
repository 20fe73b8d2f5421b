import ChoiceKitCore
import Foundation
import Testing

@testable import ChoiceKitCommand
@testable import ChoiceKitPreview

/// Each `render curved-tab-bar` option reaches the preview: the picture is the one the preview draws with
/// that option set by hand, and differs from the control's default.
@Suite struct CurvedTabBarRenderOptionsTests {
  static let tabs = CurvedTabBarPreview.tutorialTabs

  static func tabBar(_ change: @escaping @Sendable (inout CurvedTabBarPreview) -> Void)
    -> @Sendable () -> String
  {
    {
      var preview = CurvedTabBarPreview(tabs: tabs)
      change(&preview)
      return SVGRenderer().render(preview.displayList())
    }
  }

  static let cases: [OptionCase] = [
    .init(words: ["curved-tab-bar", "--selection", "2"], expected: tabBar { $0.selection = 1 }),
    .init(words: ["curved-tab-bar", "--selection", "none"], expected: tabBar { $0.selection = nil }),
    .init(
      words: ["curved-tab-bar", "--icons", "plus,trash,calendar,xmark"],
      expected: tabBar {
        $0.tabs = zip(tabs, ["plus", "trash", "calendar", "xmark"]).map { .init($0.title, systemImage: $1) }
      }),
    // The curved bar draws no title for its action; the Mac's sidebar button does.
    .init(
      words: ["curved-tab-bar", "--action", "Post", "--idiom", "macos"],
      expected: tabBar {
        $0.action = .init("Post")
        $0.traits.idiom = .mac
      }, baseline: ["curved-tab-bar", "--idiom", "macos"]),
    .init(words: ["curved-tab-bar", "--action", "none"], expected: tabBar { $0.action = nil }),
    .init(words: ["curved-tab-bar", "--notch", "travelling"], expected: tabBar { $0.mode = .travelling }),
    .init(words: ["curved-tab-bar", "--width", "320"], expected: tabBar { $0.width = 320 }),
    .init(
      words: ["curved-tab-bar", "--appearance", "dark"], expected: tabBar { $0.traits.appearance = .dark }),
    .init(
      words: ["curved-tab-bar", "--direction", "rtl"], expected: tabBar { $0.traits.isRightToLeft = true }),
    .init(
      words: ["curved-tab-bar", "--text-size", "accessibility1"],
      expected: tabBar { $0.traits.textScale = .accessibility1 }
    ),
    .init(words: ["curved-tab-bar", "--idiom", "macos"], expected: tabBar { $0.traits.idiom = .mac }),
    .init(words: ["curved-tab-bar", "--idiom", "watchos"], expected: tabBar { $0.traits.idiom = .watch }),
  ]

  @Test(arguments: cases) func eachOptionReachesThePreview(option: OptionCase) throws {
    try option.check()
  }
}
