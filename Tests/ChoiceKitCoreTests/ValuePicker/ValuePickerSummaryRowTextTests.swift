import ChoiceKitCore
import ChoiceKitPreview
import Foundation
import Testing

@Suite("ValuePickerSummary row text")
struct ValuePickerSummaryRowTextTests {
  let english = ValuePickerSummary(wording: .english)
  let measurer = FontMetricsTextMeasurer.dejaVuSans
  let style = ChoiceTypography(size: 17)

  func width(_ text: String) -> CGFloat { measurer.width(of: text, style: style) }

  func rowText(_ labels: [String], _ room: CGFloat) -> String {
    english.rowText(for: labels, fitting: room, style: style, measurer: measurer)
  }

  @Test func aFittingSummaryIsTheFittedText() {
    let labels = ["Juan", "Ana", "Eva"]
    for room in [CGFloat.infinity, width("Juan, Ana and Eva"), width("Juan and 2 more") + 1] {
      #expect(
        rowText(labels, room) == english.text(for: labels, fitting: room, style: style, measurer: measurer))
    }
  }

  @Test func aSingleLabelTooWideIsTruncated() {
    let room = width("Chimes…") + 0.5
    #expect(rowText(["Chimes (default)"], room) == "Chimes…")
  }

  @Test func theCountTooWideIsTruncated() {
    // The 200 pt screen of the report: "3 selected" in the room "Name" leaves.
    let room = width("3 s…") + 0.5
    #expect(rowText(["Juan", "Ana", "Eva"], room) == "3 s…")
    #expect(rowText(["Juan", "Ana", "Eva"], 0) == "")
  }

  /// Where the value may wrap, the same summary is chosen by its one-line width and wrapped
  /// rather than truncated; with one line it is the truncated row text.
  @Test func aWrappingValueKeepsTheChosenSummaryWhole() {
    let room = width("Juan Carlos") + 1
    #expect(
      english.rowLines(
        for: ["Juan Carlos Pérez"], fitting: room, style: style, measurer: measurer, lineLimit: nil)
        == ["Juan Carlos", "Pérez"])
    #expect(
      english.rowLines(
        for: ["Juan Carlos Pérez"], fitting: room, style: style, measurer: measurer, lineLimit: 1)
        == [rowText(["Juan Carlos Pérez"], room)])
    let labels = ["Juan", "Ana", "Eva"]
    let chosen = english.text(for: labels, fitting: room, style: style, measurer: measurer)
    #expect(
      english.rowLines(for: labels, fitting: room, style: style, measurer: measurer, lineLimit: nil).joined(
        separator: " ") == chosen)
  }

  @Test func theRowTextNeverOverflows() {
    let lists = [
      ["Chimes (default)"], ["Português (Brasil)", "English"], ["Juan", "Ana", "Eva", "Luz"],
      ["العربية", "עברית", "👩‍👩‍👧‍👦"], [""], [],
    ]
    for labels in lists {
      for room in stride(from: CGFloat(0), through: 300, by: 7.5) {
        #expect(width(rowText(labels, room)) <= room, "\(labels) in \(room)")
      }
    }
  }
}
