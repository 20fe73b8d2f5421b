import ChoiceKitCore
import ChoiceKitPreview
import Foundation
import Testing

/// A measurer that counts what it is asked to measure, so a test can bound the work of a call
/// without timing it.
final class CountingMeasurer: TextMeasuring, @unchecked Sendable {
  private let base = FontMetricsTextMeasurer.dejaVuSans
  private let lock = NSLock()
  private var counts = (calls: 0, scalars: 0)

  /// How many texts were measured.
  var calls: Int { lock.withLock { counts.calls } }
  /// How many scalars they held together.
  var scalars: Int { lock.withLock { counts.scalars } }

  func measure(_ text: String, style: ChoiceTypography) -> TextMetrics {
    lock.withLock {
      counts.calls += 1
      counts.scalars += text.unicodeScalars.count
    }
    return base.measure(text, style: style)
  }
}

@Suite("ValuePickerSummary fitting")
struct ValuePickerSummaryFittingTests {
  let english = ValuePickerSummary(wording: .english)
  let measurer = FontMetricsTextMeasurer.dejaVuSans
  let style = ChoiceTypography(size: 17)

  func width(_ text: String) -> CGFloat { measurer.width(of: text, style: style) }

  @Test func aShortenedFormThatFitsIsNotSkippedForTheCount() {
    // The room holds "Íñigo and 9 more" but not "10 selected"'s neighbours above it; the count
    // would say less.
    let labels = ["Íñigo"] + (1...9).map { "Option \($0)" }
    let room = width("Íñigo and 9 more") + 1
    #expect(room < width("Íñigo, Option 1 and 8 more"))
    #expect(english.text(for: labels, fitting: room, style: style, measurer: measurer) == "Íñigo and 9 more")
  }

  @Test func atEachFormsWidthTheFirstFormThatFitsIsReturned() {
    let labels = ["Office", "Profile", "Íñigo", "Zoë"]
    let forms = english.candidates(for: labels, maximumNamed: labels.count)
    for form in forms.dropLast() {
      let room = width(form)
      let first = forms.first { width($0) <= room }
      #expect(english.text(for: labels, fitting: room, style: style, measurer: measurer) == first)
    }
    // The forms' widths need not fall with the labels they name: "Zoë" is narrower than "1 more".
    #expect(width(forms[0]) < width(forms[1]))
  }

  @Test func anArabicMarkAfterASeparatorJoinsItAndStillFits() {
    // A space and a following fatha form one narrower glyph, so the whole list is narrower than
    // its labels and separators measured apart. Twenty labels are too long to be measured whole
    // at once: each is measured after its separator, which sees the join.
    let labels = (0..<20).map { "\u{64E}" + ["ب", "ت", "ث", "ج"][$0 % 4] + "\($0)" }
    for wording in [ChoiceWording.english, .arabic] {
      let summary = ValuePickerSummary(wording: wording)
      let whole = summary.text(for: labels)
      #expect(whole.unicodeScalars.count > 64)
      #expect(summary.text(for: labels, fitting: width(whole), style: style, measurer: measurer) == whole)
      let more = summary.list(Array(labels.prefix(12)) + [wording.moreItems(count: 8)])
      let room = width(more)
      let expected = summary.candidates(for: labels, maximumNamed: 20).first { width($0) <= room }
      #expect(summary.text(for: labels, fitting: room, style: style, measurer: measurer) == expected)
    }
    let english = ValuePickerSummary(wording: .english).text(for: labels)
    let apart = labels.map(width).reduce(0, +) + 18 * width(", ") + width(" and ")
    #expect(width(english) < apart)
  }

  @Test func anUnlimitedRoomNamesEveryLabelThatTheLengthAllows() {
    let four = ["Juan", "Ana", "Eva", "Luz"]
    #expect(
      english.text(for: four, fitting: .infinity, style: style, measurer: measurer) == english.text(for: four)
    )
    let many = (0..<10_000).map { "Option \($0)" }
    let text = english.text(for: many, fitting: .infinity, style: style, measurer: measurer)
    #expect(text.hasPrefix("Option 0, Option 1, "))
    #expect(text.hasSuffix(" more"))
    #expect(text.unicodeScalars.count <= ValuePickerSummary.maximumLength)
    // One more label would not stay within the length.
    let named = text.components(separatedBy: ", ").count
    let longer = english.candidates(for: many, maximumNamed: named + 1).first ?? ""
    #expect(longer.unicodeScalars.count > ValuePickerSummary.maximumLength)
  }

  @Test func labelsLongerThanTheLengthAreCountedNotNamed() {
    let long = String(repeating: "Profile Office ", count: 100)
    for width in [0, 300, 1e12, .infinity] as [CGFloat] {
      #expect(
        english.text(for: [long, long], fitting: width, style: style, measurer: measurer) == "2 selected")
      #expect(
        english.text(for: ["Ana", long], fitting: width, style: style, measurer: measurer)
          == (width >= 300 ? "Ana and 1 more" : "2 selected"))
    }
    // A single label is shown whole, however long.
    #expect(english.text(for: [long], fitting: 10, style: style, measurer: measurer) == long)
  }

  @Test func theWorkIsBoundedByTheRoomNotByTheLabels() {
    let bound = 4 * ValuePickerSummary.maximumLength
    let labels = [
      "Íñigo", "", "\u{0}", String(repeating: "Íñigo ", count: 40), String(repeating: "é", count: 10_000),
    ]
    for wording in [ChoiceWording.english, .japanese, .arabic] {
      let summary = ValuePickerSummary(wording: wording)
      for label in labels {
        for count in [2, 10, 10_000] {
          // One label repeated: the array shares its storage, so 10,000 long labels cost no memory.
          let selected = [String](repeating: label, count: count)
          for width in [0, 105.4, 400, 1e6, .greatestFiniteMagnitude] as [CGFloat] {
            let counter = CountingMeasurer()
            _ = summary.text(for: selected, fitting: width, style: style, measurer: counter)
            let work = "\(counter.calls) calls, \(counter.scalars) scalars"
            #expect(
              counter.scalars <= bound && counter.calls <= ValuePickerSummary.maximumLength + 32,
              "\(wording.languageCode) \(label.prefix(8)) × \(count) at \(width): \(work)")
          }
          let unlimited = CountingMeasurer()
          _ = summary.text(for: selected, fitting: .infinity, style: style, measurer: unlimited)
          #expect(unlimited.calls == 0)
        }
      }
    }
  }

  @Test func aNarrowRoomMeasuresOnlyTheLabelsThatCouldFit() {
    let counter = CountingMeasurer()
    let labels = (0..<10_000).map { "Option \($0)" }
    let text = english.text(for: labels, fitting: 300, style: style, measurer: counter)
    #expect(text.hasSuffix("more"))
    // A few labels reach 300 pt; each is measured once, with a few ends and one whole form.
    #expect(counter.calls < 20)
  }
}
