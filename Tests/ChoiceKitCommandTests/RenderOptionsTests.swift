import ChoiceKitCore
import Foundation
import Testing

@testable import ChoiceKitCommand
@testable import ChoiceKitPreview

/// One option set on a control, and the picture the control's preview draws for it, built here
/// by hand so that an option the command drops or misreads shows as a difference.
struct OptionCase: Sendable, CustomTestStringConvertible {
  var words: [String]
  var expected: @Sendable () -> String
  /// The command line the option must change the picture of: the control alone unless given.
  var baseline: [String]? = nil
  var testDescription: String { words.joined(separator: " ") }
}

@Suite struct RenderOptionsTests {
  static let periods = ["Day", "Week", "Month", "Year"]
  static let tabs = CurvedTabBarPreview.tutorialTabs
  static let items = RadialPreview.tutorialItems
  static let names = ["John", "Jean", "Juan"].map { ValuePickerPreview.Option($0) }

  static func segmented(_ change: @escaping @Sendable (inout SegmentedPickerPreview) -> Void)
    -> @Sendable () -> String
  {
    {
      var preview = SegmentedPickerPreview(labels: periods)
      change(&preview)
      return SVGRenderer().render(preview.displayList())
    }
  }

  static func tabBar(_ change: @escaping @Sendable (inout CurvedTabBarPreview) -> Void)
    -> @Sendable () -> String
  {
    {
      var preview = CurvedTabBarPreview(tabs: tabs)
      change(&preview)
      return SVGRenderer().render(preview.displayList())
    }
  }

  static func radial(_ change: @escaping @Sendable (inout RadialPreview) -> Void) -> @Sendable () -> String {
    {
      var preview = RadialPreview(items: items)
      change(&preview)
      return SVGRenderer().render(preview.displayList())
    }
  }

  static func valuePicker(_ change: @escaping @Sendable (inout ValuePickerPreview) -> Void)
    -> @Sendable () -> String
  {
    {
      var preview = ValuePickerPreview(title: "Name", options: names, value: .single(0))
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
    .init(words: ["value-picker", "--title", "Owner"], expected: valuePicker { $0.title = "Owner" }),
    .init(
      words: ["value-picker", "--selection", "2", "--state", "open"],
      expected: valuePicker {
        $0.value = .single(1)
        $0.isOpen = true
      }),
    .init(
      words: ["value-picker", "--mode", "optional"], expected: valuePicker { $0.value = .optional(nil) }),
    .init(
      words: ["value-picker", "--mode", "multiple", "--selection", "1,3", "--max", "2", "--state", "open"],
      expected: valuePicker {
        $0.value = .multiple([0, 2], ValuePickerLimits(maximum: 2))
        $0.isOpen = true
      }),
    .init(
      words: ["value-picker", "--disabled", "2", "--state", "open"],
      expected: valuePicker {
        $0.options[1].isEnabled = false
        $0.isOpen = true
      }),
    .init(words: ["value-picker", "--style", "inline"], expected: valuePicker { $0.style = .inline }),
    .init(
      words: ["value-picker", "--checkmark", "leading", "--state", "open"],
      expected: valuePicker {
        $0.tokens.checkmark = .leading
        $0.isOpen = true
      }),
    .init(
      words: [
        "value-picker", "--labels",
        "Ana,Ángela,Beatriz,Zoë,José,Josefina,Joaquín,Juan,Jean,John,Inés,Íñigo,Óscar",
        "--query", "jose", "--state", "open",
      ],
      expected: valuePicker {
        $0.options = [
          "Ana", "Ángela", "Beatriz", "Zoë", "José", "Josefina", "Joaquín", "Juan", "Jean", "John",
          "Inés", "Íñigo", "Óscar",
        ].map { .init($0) }
        $0.query = "jose"
        $0.isOpen = true
      }),
    .init(words: ["value-picker", "--width", "320"], expected: valuePicker { $0.width = 320 }),
    .init(
      words: ["value-picker", "--appearance", "dark"], expected: valuePicker { $0.traits.appearance = .dark }),
    .init(
      words: ["value-picker", "--direction", "rtl"], expected: valuePicker { $0.traits.isRightToLeft = true }),
    .init(
      words: ["value-picker", "--text-size", "accessibility3"],
      expected: valuePicker {
        $0.traits.textScale = .accessibility3
      }),
  ]

  @Test(arguments: cases)
  func eachOptionReachesThePreview(option: OptionCase) throws {
    let run = try RenderRun.render(option.words)
    #expect(run.code == 0, "\(run.errors)")
    let svg = try #require(run.svg)
    #expect(svg == option.expected())
    // The option changes the picture: a command that ignored it would draw the default.
    let baseline = try RenderRun.render(option.baseline ?? [option.words[0]])
    #expect(baseline.code == 0)
    #expect(svg != baseline.svg)
  }
}
