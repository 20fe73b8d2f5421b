import ChoiceKitCore
import ChoiceKitPreview
import ChoiceKitTestSupport
import Foundation
import Testing

@Suite("TextTruncation")
struct TextTruncationTests {
  let measurer = FontMetricsTextMeasurer.dejaVuSans
  let style = ChoiceTypography(size: 17)

  func width(_ text: String) -> CGFloat { measurer.width(of: text, style: style) }

  func truncated(_ text: String, _ room: CGFloat) -> String {
    TextTruncation.truncated(text, fitting: room, style: style, measurer: measurer)
  }

  @Test func aTextThatFitsIsKeptWhole() {
    #expect(truncated("Chimes (default)", width("Chimes (default)")) == "Chimes (default)")
    #expect(truncated("", 0) == "")
    #expect(truncated("Chimes (default)", .infinity) == "Chimes (default)")
  }

  @Test func aLongTextKeepsItsLongestBeginningThatFitsWithAnEllipsis() {
    let room = width("Chimes…") + 1
    #expect(truncated("Chimes (default)", room) == "Chimes…")
    // One more character would not fit.
    #expect(width("Chimes …") > room || truncated("Chimes (default)", room) != "Chimes …")
    #expect(width("Chimes (…") > room)
  }

  @Test func theEllipsisNeverFollowsASpace() {
    let room = width("Chimes (…") - 0.1
    #expect(truncated("Chimes (default)", room) == "Chimes…")
  }

  @Test func aRoomTooSmallForTheEllipsisShowsNothing() {
    #expect(truncated("Chimes", width("…") - 0.1) == "")
    #expect(truncated("Chimes", width("…")) == "…")
    for bad: CGFloat in [0, -5, .nan, -.infinity] { #expect(truncated("Chimes", bad) == "") }
  }

  @Test func charactersAreNeverSplit() {
    let family = "👩‍👩‍👧‍👦"
    let text = String(repeating: family, count: 8)
    for room in stride(from: CGFloat(0), through: width(text), by: 3) {
      let result = truncated(text, room)
      #expect(result.isEmpty || result == text || result.hasSuffix("…"))
      #expect(result.unicodeScalars.filter { $0 == "…" }.count <= 1)
      #expect(result.dropLast(result == text ? 0 : 1).allSatisfy { $0 == Character(family) })
    }
  }

  @Test func theResultNeverOverflowsItsRoom() {
    let texts = [
      "Português (Brasil)", "العربية الفصحى الحديثة", "עברית מודרנית ארוכה", "Íñigo Ñúñez",
      "e\u{301}e\u{301}",
      "日本語のとても長いラベル", String(repeating: "W", count: 300),
    ]
    var random = SeededRandom(seed: 7)
    for text in texts {
      for _ in 0..<40 {
        let room = random.cgFloat(in: 0...400)
        let result = truncated(text, room)
        #expect(width(result) <= room, "\(text) in \(room): \(result)")
        #expect(result == text || result.isEmpty || result.hasSuffix("…"))
      }
    }
  }
}
