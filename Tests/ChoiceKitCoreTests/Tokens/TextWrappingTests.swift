import ChoiceKitCore
import ChoiceKitPreview
import ChoiceKitTestSupport
import Foundation
import Testing

/// Wrapping as `Text` wraps when its line limit allows: at spaces, inside a word only when the
/// word alone is wider than the line, the last allowed line truncated.
@Suite("TextWrapping")
struct TextWrappingTests {
  let measurer = FontMetricsTextMeasurer.dejaVuSans
  let style = ChoiceTypography(size: 53)

  func width(_ text: String) -> CGFloat { measurer.width(of: text, style: style) }

  func lines(_ text: String, _ room: CGFloat, limit: Int? = nil) -> [String] {
    TextWrapping.lines(text, fitting: room, style: style, measurer: measurer, lineLimit: limit)
  }

  /// The value picker's case: two names that one truncated line cannot tell apart.
  @Test func namesThatShareTheirBeginningWrapApart() {
    let room = width("Juan Carlos") + 1
    #expect(lines("Juan Carlos Pérez", room) == ["Juan Carlos", "Pérez"])
    #expect(lines("Juan Carlos Ruiz", room) == ["Juan Carlos", "Ruiz"])
    // One line, truncated, reads the same for both.
    #expect(lines("Juan Carlos Pérez", room, limit: 1) == lines("Juan Carlos Ruiz", room, limit: 1))
  }

  @Test func aTextThatFitsIsOneLineAsWritten() {
    #expect(lines("Ana", width("Ana")) == ["Ana"])
    #expect(lines("Ana  Eva", .infinity) == ["Ana  Eva"])
    #expect(lines("", 0) == [""])
    #expect(lines("   ", 1) == [""])
  }

  @Test func aWordWiderThanTheLineBreaksBetweenCharacters() {
    let room = width("Donau") + 1
    let broken = lines("Donaudampfschiff", room)
    #expect(broken.count > 1)
    #expect(broken.joined() == "Donaudampfschiff")
    #expect(broken.allSatisfy { width($0) <= room })
    // Accents and emoji are never split.
    let mixed = lines("Ééé👩‍👩‍👧‍👦👩‍👩‍👧‍👦", width("Éé") + 1)
    #expect(mixed.joined() == "Ééé👩‍👩‍👧‍👦👩‍👩‍👧‍👦")
    #expect(mixed.allSatisfy { !$0.isEmpty })
  }

  @Test func aLineLimitTruncatesTheLastLine() {
    let room = width("Juan Carlos") + 1
    let two = lines("Juan Carlos Pérez de la Fuente", room, limit: 2)
    #expect(two.count == 2)
    #expect(two[0] == "Juan Carlos")
    #expect(two[1].hasSuffix(TextTruncation.ellipsis))
    #expect(width(two[1]) <= room)
    for limit in [0, -3] { #expect(lines("Juan Carlos Pérez", room, limit: limit).count == 1) }
  }

  /// Bad rooms never crash: a zero, negative or NaN room puts one character a line.
  @Test func degenerateRooms() {
    for bad: CGFloat in [0, -5, .nan] {
      #expect(lines("ab cd", bad) == ["a", "b", "c", "d"])
    }
  }

  /// Over real labels (accents, `f` ligatures, Arabic, emoji) at random widths: the lines keep
  /// every word in order, none is wider than the room unless it is one character, and a limit is
  /// never exceeded.
  @Test func linesKeepTheWordsAndFitTheRoom() {
    checkProperty(
      "wrapping",
      generate: { random in
        (
          Generate.string(&random) + " " + Generate.string(&random), random.cgFloat(in: 0...400),
          random.int(in: 0...3) == 0 ? nil : random.int(in: 1...4)
        )
      }
    ) { text, room, limit in
      let result = lines(text, room, limit: limit)
      if let limit, result.count > limit { return "\(result.count) lines past \(limit)" }
      if result.contains(where: { width($0) > room && $0.count > 1 }) { return "a line too wide: \(result)" }
      guard limit == nil, width(text) > room else { return nil }
      let words = text.split(whereSeparator: \.isWhitespace).joined()
      return result.joined().filter { !$0.isWhitespace } == words.filter { !$0.isWhitespace }
        ? nil : "words lost: \(result)"
    }
  }
}
