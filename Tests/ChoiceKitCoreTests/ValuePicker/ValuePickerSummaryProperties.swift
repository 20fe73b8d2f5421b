import ChoiceKitCore
import ChoiceKitPreview
import ChoiceKitTestSupport
import Foundation
import Testing

/// The summary's contract over generated selections, rooms and languages: the text is the most
/// informative form that fits, found by trying every form in order.
@Suite("ValuePickerSummary properties", .timeLimit(.minutes(10)))
struct ValuePickerSummaryProperties {
  static let measurer = FontMetricsTextMeasurer.dejaVuSans
  static let style = ChoiceTypography(size: 17)
  static let wordings: [ChoiceWording] = [
    .english, .spanish, .french, .german, .brazilianPortuguese, .japanese, .simplifiedChinese, .korean,
    .arabic,
  ]

  /// Labels people write, with accents, `f` ligatures, Arabic (some starting with a mark that
  /// joins the space before it) and emoji, and the strings every control must survive.
  static let names = [
    "Íñigo", "Office", "Profile", "Zoë", "Raffaella", "أحمد", "\u{64E}بيت", "Chloé 🎉", "Inés", "hielo", "ff",
    "Juan",
  ]

  /// The forms the contract names, in order, tried one by one: the whole list, then fewer and
  /// fewer labels with "n more", each only within `maximumLength` scalars, the first whose text
  /// measured whole fits; else the count.
  static func expected(_ summary: ValuePickerSummary, labels: [String], width: CGFloat) -> String {
    guard labels.count > 1 else { return summary.text(for: labels) }
    let room = width.isNaN ? 0 : max(width, 0)
    // Forms naming more labels than fit in the length by their own scalars are too long anyway.
    var named = 0
    var scalars = 0
    for label in labels {
      scalars += label.unicodeScalars.prefix(ValuePickerSummary.maximumLength + 1).count
      guard scalars <= ValuePickerSummary.maximumLength else { break }
      named += 1
    }
    var tried: [String] = named == labels.count ? [summary.list(labels)] : []
    for count in stride(from: min(named, labels.count - 1), through: 1, by: -1) {
      let more = summary.wording.moreItems(count: labels.count - count)
      tried.append(summary.list(Array(labels.prefix(count)) + [more]))
    }
    for form in tried where form.unicodeScalars.count <= ValuePickerSummary.maximumLength {
      if measurer.width(of: form, style: style) <= room { return form }
    }
    return summary.wording.selectedCount(labels.count)
  }

  @Test func theSummaryIsTheMostInformativeFormThatFits() {
    checkProperty(
      "the most informative form that fits",
      generate: { random in
        let count = random.int(in: 0...3) == 0 ? Generate.count(&random, upTo: 40) : random.int(in: 2...6)
        let labels = (0..<count).map { _ in
          random.int(in: 0...2) == 0
            ? Generate.string(&random) : Self.names[random.int(in: 0...Self.names.count - 1)]
        }
        let wording = Self.wordings[random.int(in: 0...Self.wordings.count - 1)]
        let summary = ValuePickerSummary(wording: wording)
        let width: CGFloat
        switch random.int(in: 0...2) {
        case 0: width = Generate.length(&random)
        case 1: width = random.cgFloat(in: 0...400)
        default:
          // Exactly at a form's width, or a hair either side of it, where a wrong sum shows.
          let forms = summary.candidates(for: labels, maximumNamed: max(labels.count, 1)).filter {
            $0.unicodeScalars.count <= ValuePickerSummary.maximumLength
          }
          let form = forms.isEmpty ? "" : forms[random.int(in: 0...forms.count - 1)]
          width =
            Self.measurer.width(of: form, style: Self.style) + [-0.01, 0, 0, 0.01][random.int(in: 0...3)]
        }
        return (labels, wording, width)
      }
    ) { labels, wording, width in
      let summary = ValuePickerSummary(wording: wording)
      let text = summary.text(for: labels, fitting: width, style: Self.style, measurer: Self.measurer)
      let expected = Self.expected(summary, labels: labels, width: width)
      return text == expected ? nil : "\"\(text)\" instead of \"\(expected)\" at \(width)"
    }
  }
}
