import ChoiceKitCore
import Foundation
import Testing

@testable import ChoiceKitCommand
@testable import ChoiceKitPreview

/// `render value-picker` command lines: what they parse to, what they warn of, what they refuse.
@Suite struct ValuePickerRenderParsingTests {
  @Test func defaultsAreThePickersOwn() throws {
    let list = try request(
      ValuePickerRenderOptions.self, ["value-picker", "-o", "v.svg", "--mode", "optional"])
    #expect(!list.isOpen)
    #expect(list.selection.isEmpty)
  }

  @Test func readsValuePickerOptions() throws {
    let parsed = try request(
      ValuePickerRenderOptions.self,
      [
        "value-picker", "--title", "Guests", "--labels", "Ana,Eva,Luz,Inés", "--mode", "multiple",
        "--selection", "4,1,4", "--min", "1", "--max", "3", "--style", "navigation-link", "--state", "open",
        "--checkmark", "leading", "--query", "in", "-o", "v.svg",
      ])
    #expect(parsed.title == "Guests")
    #expect(parsed.mode == .multiple)
    #expect(parsed.selection == [3, 0])
    #expect(parsed.limits == ValuePickerLimits(minimum: 1, maximum: 3))
    #expect(parsed.style == .navigationLink)
    #expect(parsed.isOpen)
    #expect(parsed.checkmark == .leading)
    #expect(parsed.query == "in")
  }

  @Test(arguments: [
    (
      ["value-picker", "--idiom", "ios", "-o", "a.svg"], "unknown option '--idiom' for 'render value-picker'"
    ),
    (
      ["value-picker", "--selection", "1,2", "-o", "a.svg"],
      "option '--selection' takes a position from 1 to 3, not '1,2'"
    ),
    (
      ["value-picker", "--selection", "none", "-o", "a.svg"],
      "option '--selection' takes a position from 1 to 3, not 'none'"
    ),
    (["value-picker", "--max", "2", "-o", "a.svg"], "options '--min' and '--max' need '--mode multiple'"),
    (
      ["value-picker", "--mode", "multiple", "--min", "3", "--max", "2", "-o", "a.svg"],
      "option '--min' 3 is above '--max' 2"
    ),
    (
      ["value-picker", "--mode", "multiple", "--max", "1", "--selection", "1,2", "-o", "a.svg"],
      "option '--selection' chooses 2 options but '--max' is 1"
    ),
    (
      ["value-picker", "--mode", "several", "-o", "a.svg"],
      "option '--mode' takes single, optional or multiple"
    ),
    (
      ["value-picker", "--style", "popover", "-o", "a.svg"],
      "option '--style' takes navigation-link, inline, sheet or menu"
    ),
    (
      ["value-picker", "--checkmark", "left", "-o", "a.svg"], "option '--checkmark' takes leading or trailing"
    ),
  ])
  func refusesBadCommandLines(words: [String], message: String) {
    expectUsageError(words, message)
  }
}
