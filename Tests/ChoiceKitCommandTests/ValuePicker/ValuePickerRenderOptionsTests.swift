import ChoiceKitCore
import Foundation
import Testing

@testable import ChoiceKitCommand
@testable import ChoiceKitPreview

/// Each `render value-picker` option reaches the preview: the picture is the one the preview draws with
/// that option set by hand, and differs from the control's default.
@Suite struct ValuePickerRenderOptionsTests {
  static let names = ["John", "Jean", "Juan"].map { ValuePickerPreview.Option($0) }

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

  @Test(arguments: cases) func eachOptionReachesThePreview(option: OptionCase) throws {
    try option.check()
  }
}
