import ChoiceKitCore
import ChoiceKitPreview
import ChoiceKitTestSupport
import Foundation
import Testing

/// Properties of the value picker's pictures over generated input: whatever the labels, title,
/// width, text size, mode, style, state, direction and appearance, no two lines of text overlap,
/// no text is drawn over a checkmark or chevron, no text leaves the canvas, and every text stays
/// in the bar, row, header or search field the core's layouts give it.
@Suite("ValuePickerPreview properties", .timeLimit(.minutes(10)))
struct ValuePickerPreviewProperties {
  /// Real words and the kinds of text that break layouts: long, accented, Arabic and Hebrew,
  /// emoji, combining marks and empty.
  static let words = [
    "Juan", "Ana", "Eva", "Luz", "Name", "Bamboo", "Radar", "English", "Chimes (default)",
    "Português (Brasil)", "Notification sound", "Preferred language", "Íñigo Ñúñez", "Ångström",
    "العربية", "اللغة المفضلة", "עברית", "שפה מועדפת", "日本語", "中文（简体）", "👩‍👩‍👧‍👦", "🇪🇸🇧🇷",
    "e\u{301}", "", "Wi‑Fi", "A very long option label that runs on well past the width of any row",
  ]

  /// A label: mostly a word, sometimes a few joined, a long run, or any generated string.
  static func label(_ random: inout SeededRandom) -> String {
    func word() -> String { words[random.int(in: 0...words.count - 1)] }
    switch random.int(in: 0...9) {
    case 0: return String(repeating: word() + " ", count: random.int(in: 2...12))
    case 1: return String(Generate.string(&random).prefix(40))
    case 2, 3: return (0..<random.int(in: 2...4)).map { _ in word() }.joined(separator: " ")
    default: return word()
    }
  }

  static func preview(_ random: inout SeededRandom) -> ValuePickerPreview {
    let count = random.int(in: 0...4) == 0 ? random.int(in: 13...20) : random.int(in: 0...6)
    let sectionTitles = (0..<random.int(in: 0...2)).map { _ in label(&random) }
    let options = (0..<count).map { _ in
      ValuePickerPreview.Option(
        label(&random),
        section: sectionTitles.isEmpty || random.int(in: 0...1) == 0 ? nil : random.int(in: 0...1),
        isEnabled: random.int(in: 0...4) != 0)
    }
    let pick = { (random: inout SeededRandom) in random.int(in: 0...max(count, 1) - 1) }
    let value: ValuePickerValue<Int>
    switch random.int(in: 0...2) {
    case 0: value = .single(pick(&random))
    case 1: value = .optional(random.int(in: 0...2) == 0 ? nil : pick(&random))
    default:
      let chosen = Set((0..<random.int(in: 0...count)).map { _ in pick(&random) })
      let maximum = random.int(in: 0...2) == 0 ? random.int(in: 1...4) : nil
      value = .multiple(chosen, ValuePickerLimits(maximum: maximum))
    }
    let style = ValuePickerPreview.Style.allCases[random.int(in: 0...3)]
    var tokens = ValuePickerTokens.standard
    tokens.checkmark = random.int(in: 0...1) == 0 ? .trailing : .leading
    let width = random.int(in: 0...3) == 0 ? random.cgFloat(in: 120...220) : random.cgFloat(in: 120...1200)
    let queries = ["", "", "a", "jose", "ú", "zzz"]
    return ValuePickerPreview(
      title: label(&random), options: options, sectionTitles: sectionTitles, value: value, style: style,
      isOpen: random.int(in: 0...1) == 0, query: queries[random.int(in: 0...queries.count - 1)],
      tappedRow: random.int(in: 0...3) == 0 ? pick(&random) : nil, screenTitle: label(&random),
      wording: random.int(in: 0...3) == 0 ? .spanish : .english,
      traits: ChoiceTraits(
        appearance: random.int(in: 0...1) == 0 ? .light : .dark, isRightToLeft: random.int(in: 0...1) == 1,
        textScale: ChoiceTextScale.allCases[random.int(in: 0...ChoiceTextScale.allCases.count - 1)]),
      width: width, tokens: tokens)
  }

  /// What is wrong with where a picture puts its text, each text held to the smallest of the
  /// core's regions its centre lies in (or to a point, which fails, when it lies in none).
  static func problems(_ preview: ValuePickerPreview) -> [TextAuditProblem] {
    let regions = preview.textRegions
    return preview.displayList().textAudit(measuredBy: preview.measurer) { mark in
      let box = mark.visibleBox ?? mark.box
      let centre = CGPoint(x: box.midX, y: box.midY)
      let holding = regions.filter { $0.insetBy(dx: -0.5, dy: -0.5).contains(centre) }
      return holding.min { $0.width * $0.height < $1.width * $1.height }
        ?? CGRect(origin: centre, size: .zero)
    }
  }

  /// A short description of a preview for a failure message.
  static func describe(_ preview: ValuePickerPreview) -> String {
    "title “\(preview.title)”, options \(preview.options.map(\.label)), \(preview.value), style \(preview.style), "
      + "open \(preview.isOpen), width \(preview.width), \(preview.traits.textScale), "
      + "rtl \(preview.traits.isRightToLeft), checkmark \(preview.tokens.checkmark)"
  }

  @Test func noTextMeetsAnotherTextOrAnIconOrLeavesItsRegion() {
    checkProperty("value picker text stands clear", generate: Self.preview) { preview in
      let problems = Self.problems(preview)
      guard !problems.isEmpty else { return nil }
      return Self.describe(preview) + ": " + problems.prefix(3).map(\.description).joined(separator: "; ")
    }
  }
}
