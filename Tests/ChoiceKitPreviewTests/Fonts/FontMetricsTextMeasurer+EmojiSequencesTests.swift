import ChoiceKitCore
import Foundation
import Testing

@testable import ChoiceKitPreview

/// Emoji sequences: one glyph each, as every emoji font draws them, on the table path and the
/// shaper alike; text around them measures as before.
@Suite("FontMetricsTextMeasurer emoji sequences")
struct FontMetricsTextMeasurerEmojiSequencesTests {
  typealias Face = FontMetricsTextMeasurer.Face

  private let faces = [Face.dejaVuSansBook, Face.dejaVuSansBold]

  /// The width of text on every path: the table path (when it takes the text), the shaper, the
  /// reference shaper; `nil` when they disagree.
  private func width(of text: String, in face: Face) -> Int? {
    let shaped = face.shapedAdvance(of: text)
    let table = face.tableAdvance(of: text)
    guard face.advance(of: text) == shaped, table == nil || table == shaped,
      ReferenceShaper.advance(of: text, in: face) == shaped
    else { return nil }
    return shaped
  }

  @Test func aFamilyMeasuresAsOneEmoji() throws {
    for face in faces {
      // Man, woman, girl, boy joined by ZWJ: four glyphs in DejaVu Sans, one in an emoji font.
      let family = "👨\u{200D}👩\u{200D}👧\u{200D}👦"
      #expect(face.tableAdvance(of: family) != nil, "\(face.name)")
      #expect(width(of: family, in: face) == face.missingAdvance, "\(face.name)")
      #expect(width(of: family, in: face) == width(of: "👨", in: face), "\(face.name)")
      // Two families side by side are two emoji; so are a rainbow flag and a person with a skin
      // tone holding hands with another.
      #expect(width(of: family + family, in: face) == 2 * face.missingAdvance, "\(face.name)")
      #expect(width(of: "🏳\u{FE0F}\u{200D}🌈", in: face) == width(of: "🏳", in: face), "\(face.name)")
      let couple = "🧑\u{1F3FD}\u{200D}🤝\u{200D}🧑\u{1F3FB}"
      #expect(width(of: couple, in: face) == face.missingAdvance, "\(face.name)")
    }
  }

  @Test func aFlagMeasuresAsOneEmoji() {
    for face in faces {
      #expect(width(of: "🇪🇸", in: face) == face.missingAdvance, "\(face.name)")
      #expect(width(of: "🇪🇸", in: face) == width(of: "🇪", in: face), "\(face.name)")
      // Regional indicators pair from the start: a third begins the next flag.
      #expect(width(of: "🇪🇸🇫🇷", in: face) == 2 * face.missingAdvance, "\(face.name)")
      #expect(width(of: "🇪🇸🇫", in: face) == 2 * face.missingAdvance, "\(face.name)")
      // Apart, each is drawn alone.
      let apart = 2 * face.missingAdvance + face.advance(of: " " as Unicode.Scalar)
      #expect(width(of: "🇪 🇸", in: face) == apart, "\(face.name)")
    }
  }

  @Test func aKeycapMeasuresAsItsDigit() {
    for face in faces {
      #expect(width(of: "1\u{FE0F}\u{20E3}", in: face) == width(of: "1", in: face), "\(face.name)")
      #expect(width(of: "#\u{FE0F}\u{20E3}", in: face) == width(of: "#", in: face), "\(face.name)")
      #expect(width(of: "1\u{20E3}", in: face) == width(of: "1", in: face), "\(face.name)")
    }
    // DejaVu Sans lacks U+20E3, a mark, so it took no width before either; a face that draws it
    // wide shows the sequence is one glyph, and that no ligature reaches into it.
    let face = SyntheticFace.face
    let digit = face.tables.asciiAdvances[Int(UInt8(ascii: "1"))]
    #expect(face.advance(of: "1\u{FE0F}\u{20E3}") == digit)
    #expect(face.advance(of: "1\u{20E3}") == digit)
    #expect(face.advance(of: "1\u{20E3}") == ReferenceShaper.advance(of: "1\u{20E3}", in: face))
    // "1c" forms across a mark its lookup skips, never across a keycap.
    #expect(face.advance(of: "1c") == 80 && face.advance(of: "1\u{301}c") == 80)
    #expect(face.advance(of: "1\u{20E3}c") == digit + face.tables.asciiAdvances[Int(UInt8(ascii: "c"))])
    // A keycap mark after a letter is no keycap: it keeps its width.
    #expect(face.advance(of: "a\u{20E3}") == face.tables.asciiAdvances[Int(UInt8(ascii: "a"))] + 700)
  }

  @Test func aSkinToneJoinsItsEmoji() {
    for face in faces {
      #expect(width(of: "👍\u{1F3FD}", in: face) == face.missingAdvance, "\(face.name)")
      #expect(width(of: "👍\u{1F3FD}", in: face) == width(of: "👍", in: face), "\(face.name)")
      // After a letter, or after an emoji that takes none, a skin tone is a swatch of its own.
      let letter = face.advance(of: "a" as Unicode.Scalar)
      #expect(width(of: "a\u{1F3FD}", in: face) == letter + face.missingAdvance, "\(face.name)")
      #expect(width(of: "🌈\u{1F3FD}", in: face) == 2 * face.missingAdvance, "\(face.name)")
      #expect(width(of: "👍\u{1F3FD}\u{1F3FD}", in: face) == 2 * face.missingAdvance, "\(face.name)")
    }
  }

  @Test func aTagSequenceMeasuresAsOneEmoji() {
    // Scotland's flag: a black flag, the tags "gbsct" and the cancel tag.
    let scotland = "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
    for face in faces {
      #expect(width(of: scotland, in: face) == face.missingAdvance, "\(face.name)")
      #expect(width(of: scotland, in: face) == width(of: "🏴", in: face), "\(face.name)")
      #expect(width(of: scotland + "\u{200D}👨", in: face) == face.missingAdvance, "\(face.name)")
    }
  }

  @Test func emojiTheFaceDrawsKeepTheirOwnWidth() {
    for face in faces {
      // DejaVu Sans draws the grinning face (U+1F600) and the heart (U+2764) itself.
      let grinning = face.advance(of: "😀" as Unicode.Scalar)
      #expect(grinning != face.missingAdvance)
      #expect(width(of: "😀", in: face) == grinning, "\(face.name)")
      #expect(width(of: "😀\u{200D}👨", in: face) == grinning, "\(face.name)")
      let heart = face.advance(of: "\u{2764}" as Unicode.Scalar)
      #expect(width(of: "\u{2764}\u{FE0F}", in: face) == heart, "\(face.name)")
      #expect(width(of: "\u{2764}\u{FE0F}\u{200D}🔥", in: face) == heart, "\(face.name)")
    }
  }

  @Test func joinersOutsideEmojiSequencesChangeNothing() {
    for face in faces {
      // A joiner between letters, or between an emoji and a letter, joins no emoji; two joiners
      // in a row end the sequence.
      #expect(width(of: "a\u{200D}👨", in: face) == width(of: "a👨", in: face), "\(face.name)")
      #expect(width(of: "👨\u{200D}a", in: face) == width(of: "👨a", in: face), "\(face.name)")
      #expect(width(of: "👨\u{200D}\u{200D}👩", in: face) == 2 * face.missingAdvance, "\(face.name)")
      #expect(width(of: "1\u{200D}👨", in: face) == width(of: "1👨", in: face), "\(face.name)")
      #expect(width(of: "🇪\u{200D}👨", in: face) == 2 * face.missingAdvance, "\(face.name)")
    }
  }

  @Test func arabicAndEmojiMeasureApart() {
    for face in faces {
      let family = "👨\u{200D}👩\u{200D}👧\u{200D}👦"
      // Joining forms and lam-alef around a family, a flag and a skin tone.
      let text = "مرحبا \(family) الأسبوع 🇪🇸 لا👍\u{1F3FD}"
      #expect(face.tableAdvance(of: text) == nil, "\(face.name)")
      let parts = ["مرحبا ", "👨", " الأسبوع ", "🇪", " لا", "👍"].map { face.advance(of: $0) }
      #expect(width(of: text, in: face) == parts.reduce(0, +), "\(face.name)")
      // A joiner after an Arabic letter gives it its joining form, as before; the emoji after it
      // begin a sequence of their own.
      let joined = "ب\u{200D}👨\u{200D}👩"
      #expect(width(of: joined, in: face) == width(of: "ب\u{200D}👨", in: face), "\(face.name)")
      #expect(face.advance(of: "ب\u{200D}") < face.advance(of: "ب"), "\(face.name)")
    }
  }

  @Test func anEqualWidthPickerWithAFamilyIsAsWideAsWithOneEmoji() {
    let measurer = FontMetricsTextMeasurer.dejaVuSans
    let tokens = SegmentedPickerTokens.standard
    func layout(_ labels: [String]) -> SegmentedPickerLayout {
      let sizes = labels.map { label in
        let regular = measurer.measure(label, style: tokens.label)
        let selected = measurer.measure(label, style: tokens.selectedLabel)
        return CGSize(
          width: max(regular.width, selected.width), height: max(regular.lineHeight, selected.lineHeight))
      }
      return SegmentedPickerLayout(
        labelSizes: sizes, lineHeight: measurer.measure("M", style: tokens.label).lineHeight,
        proposedWidth: nil,
        metrics: tokens.metrics, sizing: .equalWidths)
    }
    let family = layout(["👨\u{200D}👩\u{200D}👧\u{200D}👦 Family", "Work", "Home", "Gym"])
    let oneEmoji = layout(["👨 Family", "Work", "Home", "Gym"])
    #expect(family.size == oneEmoji.size)
    #expect(family.segmentFrames == oneEmoji.segmentFrames)
    // The emoji's label is the widest, so the picker would grow with the family's width.
    let plain = layout(["Family", "Work", "Home", "Gym"])
    #expect(oneEmoji.size.width > plain.size.width)
  }
}
