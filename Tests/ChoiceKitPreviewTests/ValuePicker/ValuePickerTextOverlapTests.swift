import ChoiceKitCore
import ChoiceKitPreview
import ChoiceKitTestSupport
import Foundation
import Testing

/// The pictures reported to draw text on text, each as `choicekit render value-picker` drew it:
/// the closed row's title and value overlapped instead of the value truncating, the open list's
/// long title ran over the back button, and a long option ran under the checkmark and off its
/// card.
@Suite struct ValuePickerTextOverlapTests {
  /// The texts a picture draws, with their boxes on the canvas.
  func texts(_ preview: ValuePickerPreview) -> [(text: String, box: CGRect)] {
    preview.displayList().placedMarks(measuredBy: preview.measurer).compactMap { mark in
      guard case .text(let text) = mark.kind else { return nil }
      return (text, mark.box)
    }
  }

  func expectClear(_ preview: ValuePickerPreview, sourceLocation: SourceLocation = #_sourceLocation) {
    let problems = preview.displayList().textAudit(measuredBy: preview.measurer)
    #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
  }

  /// `render value-picker --width 320 --title "Notification sound"
  /// --labels "Chimes (default),Bamboo,Radar" --selection 1`
  @Test func aLongTitleLeavesTheValueTruncatedInTheRoomLeft() throws {
    var preview = ValuePickerPreview(
      title: "Notification sound", options: ["Chimes (default)", "Bamboo", "Radar"].map { .init($0) },
      value: .single(0), width: 320)
    expectClear(preview)
    let value = try #require(texts(preview).first { $0.text.hasPrefix("Chim") })
    #expect(value.text.hasSuffix("…") && value.text != "Chimes (default)")
    let title = try #require(texts(preview).first { $0.text == "Notification sound" })
    #expect(value.box.minX >= title.box.maxX)
    // Open, the list's title stands clear of the back button.
    preview.isOpen = true
    expectClear(preview)
  }

  /// `render value-picker --text-size xxxLarge --title "Preferred language"
  /// --labels "Português (Brasil),English" --selection 1`
  @Test func aLargeTextSizeTruncatesTheValueBesideTheTitle() throws {
    var preview = ValuePickerPreview(
      title: "Preferred language", options: ["Português (Brasil)", "English"].map { .init($0) },
      value: .single(0), traits: ChoiceTraits(textScale: .xxxLarge))
    expectClear(preview)
    let value = try #require(texts(preview).first { $0.text.hasPrefix("Por") })
    #expect(value.text.hasSuffix("…"))
    preview.isOpen = true
    expectClear(preview)
  }

  /// `render value-picker --width 200 --mode multiple --labels Juan,Ana,Eva,Luz --selection 1,2,3`
  @Test func aNarrowRowTruncatesEvenTheCount() throws {
    var preview = ValuePickerPreview(
      title: "Name", options: ["Juan", "Ana", "Eva", "Luz"].map { .init($0) },
      value: .multiple([0, 1, 2], .none), width: 200)
    expectClear(preview)
    let value = try #require(texts(preview).first { $0.text.hasPrefix("3") })
    #expect(value.text.hasSuffix("…"))
    let title = try #require(texts(preview).first { $0.text == "Name" })
    #expect(value.box.minX >= title.box.maxX)
    preview.isOpen = true
    expectClear(preview)
  }

  /// A long option, chosen, in a narrow open list: its label stops before the checkmark, inside
  /// the card, right to left too.
  @Test(arguments: [false, true])
  func aLongOptionStopsBeforeTheCheckmark(isRightToLeft: Bool) throws {
    let long = "A very long option label that runs on well past the width of any row"
    let preview = ValuePickerPreview(
      title: "Name", options: [long, "Juan"].map { .init($0) }, value: .single(0), isOpen: true,
      traits: ChoiceTraits(isRightToLeft: isRightToLeft), width: 200)
    expectClear(preview)
    let label = try #require(texts(preview).first { $0.text.hasPrefix("A very") })
    #expect(label.text.hasSuffix("…"))
    // The card is 16 pt in from each edge of the 200 pt screen.
    #expect(label.box.minX >= 16 && label.box.maxX <= 184)
  }
}
