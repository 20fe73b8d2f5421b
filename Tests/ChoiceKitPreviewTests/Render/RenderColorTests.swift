import ChoiceKitCommand
import ChoiceKitCore
import ChoiceKitPreview
import Testing

/// How `--tint` reads a colour.
@Suite struct RenderColorTests {
  @Test(arguments: SystemColor.allCases)
  func aSystemColourIsReadByNameInAnyCase(color: SystemColor) throws {
    #expect(try RenderValue.color(color.rawValue, for: .tint) == color.color)
    #expect(try RenderValue.color(color.rawValue.uppercased(), for: .tint) == color.color)
  }

  @Test func hexadecimalIsTheSameColourInBothAppearances() throws {
    let expected = AdaptiveColor(RGBAColor(hex: 0xFF6A00))
    #expect(try RenderValue.color("#FF6A00", for: .tint) == expected)
    #expect(try RenderValue.color("ff6a00", for: .tint) == expected)
  }

  @Test(arguments: ["", "#", "#FFF", "#GG0000", "#FF00000", "+FF0000", "rojo", "blue ", "#FF 000"])
  func anythingElseIsRefusedInTheCommandsWords(value: String) {
    #expect(
      throws: CommandUsageError(
        message: "option '--tint' takes a system colour's name or #RRGGBB, not '\(value)'; "
          + "see 'choicekit render --help'")
    ) { try RenderValue.color(value, for: .tint) }
  }
}
