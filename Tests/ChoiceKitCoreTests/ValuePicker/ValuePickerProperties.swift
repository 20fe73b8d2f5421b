import ChoiceKitCore
import ChoiceKitPreview
import ChoiceKitTestSupport
import Foundation
import Testing

/// Properties of the value picker's core over generated input: taps never push a selection
/// past its limits, a search keeps the matching options in order and every option for an empty
/// query, and a summary either fits its width or is the count.
@Suite("ValuePicker properties", .timeLimit(.minutes(10)))
struct ValuePickerProperties {
  @Test func tapsNeverPushASelectionFurtherOutsideItsLimits() {
    checkProperty(
      "taps respect limits",
      generate: { random in
        (
          random.int(in: -2...6), random.int(in: -2...8), random.int(in: 0...10), random.int(in: 0...1) == 0,
          random.int(in: 0...4) != 0
        )
      }
    ) { minimum, maximum, count, isSelected, isEnabled in
      let limits = ValuePickerLimits(minimum: minimum, maximum: maximum)
      let change = ValuePickerRules.tap(
        row: 0, mode: .multiple(limits), isSelected: isSelected, selectedCount: count, isEnabled: isEnabled)
      switch change {
      case .insert:
        guard !isSelected, isEnabled, limits.allowsAdding(toCount: count) else {
          return "an insert past the maximum"
        }
      case .remove:
        guard isSelected, isEnabled, count > limits.minimum else { return "a removal past the minimum" }
      case .refuse: break
      case .select, .selectNone: return "a single choice in a multiple picker"
      }
      return nil
    }
  }

  @Test func searchKeepsMatchesInOrder() {
    checkProperty(
      "search filters",
      generate: { random in
        (
          (0..<Generate.count(&random, upTo: 200)).map { _ in Generate.string(&random) },
          Generate.string(&random)
        )
      }
    ) { labels, query in
      let search = ValuePickerSearch(query: query)
      let kept = search.filter(labels)
      guard kept == kept.sorted(), Set(kept).count == kept.count else { return "out of order or repeated" }
      guard kept.allSatisfy({ search.matches(labels[$0]) }) else { return "a kept label does not match" }
      if search.isEmpty, kept.count != labels.count { return "an empty query dropped options" }
      guard search.filter(ValuePickerSearchIndex(labels: labels)) == kept else {
        return "the index filters differently"
      }
      let dropped = Set(labels.indices).subtracting(kept)
      return dropped.allSatisfy { !search.matches(labels[$0]) } ? nil : "a matching label was dropped"
    }
  }

  /// Scalars that fold differently alone and after a letter (marks, Thai and Arabic signs),
  /// whitespace and controls that split a query, and letters that fold into two.
  static let searchScalars: [String] = [
    "x", "A", "é", "e", "\u{301}", "\u{E31}", "\u{E47}", "\u{64E}", "ب", "\u{C}", "\u{B}", " ", "\t", "\n",
    "\u{85}", "\u{2028}", "\u{A0}", "\u{0}", "\u{200D}", "\u{FEFF}", "ß", "ﬁ", "İ", "Ǆ", "👩‍👩‍👧", "🇪🇸", "日",
  ]

  @Test func everyLabelIsFoundByItsOwnText() {
    checkProperty(
      "a label matches itself",
      generate: { random in
        random.int(in: 0...3) == 0
          ? Generate.string(&random)
          : (0..<random.int(in: 1...12)).map { _ in
            Self.searchScalars[random.int(in: 0...Self.searchScalars.count - 1)]
          }
          .joined()
      }
    ) { label in
      let search = ValuePickerSearch(query: label)
      guard !search.isEmpty else { return nil }
      guard search.matches(label) else { return "not found by itself: \(search.terms)" }
      return search.filter(ValuePickerSearchIndex(labels: ["", label])) == [1] ? nil : "not found in an index"
    }
  }

  /// A tag whose hash value is always the same, so every two tags collide.
  struct CollidingTag: Hashable {
    let value: Int
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
  }

  @Test func tagsWithTheSameHashAreStillToldApart() {
    checkProperty(
      "colliding tags",
      generate: { random in (0..<Generate.count(&random, upTo: 40)).map { _ in random.int(in: 0...30) } }
    ) { values in
      let options = TaggedOptions(values.map { Optional(CollidingTag(value: $0)) })
      for (index, value) in values.enumerated() {
        let first = values.firstIndex(of: value)
        if options.index(of: CollidingTag(value: value)) != first { return "index(of: \(value))" }
        if options.isSelectable(index) != (first == index) { return "isSelectable(\(index))" }
      }
      return options.index(of: CollidingTag(value: 99)) == nil ? nil : "a tag no option has was found"
    }
  }

  @Test func optionsAndCheckedRowsAgreeWithAScanOfTheTags() {
    checkProperty(
      "tags found as a scan finds them",
      generate: { random in
        let tags = Generate.tags(&random, count: Generate.count(&random, upTo: 40))
        let selection = (0..<random.int(in: 0...50)).map { _ in
          random.int(in: 0...2) == 0 ? Double.nan : Double(random.int(in: 0...3))
        }
        return (tags, selection)
      }
    ) { tags, selection in
      let options = TaggedOptions(tags)
      let same = { (left: Double, right: Double) in left == right || (left.isNaN && right.isNaN) }
      func firstIndex(of tag: Double) -> Int? { tags.firstIndex { $0.map { same($0, tag) } ?? false } }
      for (index, tag) in tags.enumerated() {
        let first = tag.flatMap(firstIndex(of:))
        switch (options.tag(at: index), first == index ? tag : nil) {
        case (nil, nil): break
        case (let found?, let expected?) where same(found, expected): break
        default: return "tag(at: \(index))"
        }
        if let tag, options.index(of: tag) != first { return "index(of: \(tag))" }
      }
      let duplicates = tags.indices.filter { index in
        tags[index].flatMap(firstIndex(of:)).map { $0 != index } ?? false
      }
      guard options.duplicateIndices == duplicates else { return "duplicates \(options.duplicateIndices)" }
      let value = ValuePickerValue<Double>.multiple(Set(selection), .none)
      let scanned = tags.indices.filter { value.isSelected(row: $0, in: options) }
      return value.selectedRows(in: options) == scanned
        ? nil : "checked rows \(value.selectedRows(in: options))"
    }
  }

  @Test func summariesFitOrFallBackToTheCount() {
    let measurer = FontMetricsTextMeasurer.dejaVuSans
    let style = ChoiceTypography(size: 17)
    checkProperty(
      "summaries fit",
      generate: { random in
        (
          (0..<Generate.count(&random, upTo: 40)).map { _ in Generate.string(&random) },
          Generate.length(&random), random.int(in: 0...1) == 0
        )
      }
    ) { labels, width, spanish in
      let summary = ValuePickerSummary(wording: spanish ? .spanish : .english)
      let text = summary.text(for: labels, fitting: width, style: style, measurer: measurer)
      guard labels.count > 1 else {
        return text == summary.text(for: labels) ? nil : "a short list was changed"
      }
      let room = width.isNaN ? 0 : max(width, 0)
      if measurer.width(of: text, style: style) <= room { return nil }
      return text == summary.wording.selectedCount(labels.count) ? nil : "too wide and not the count: \(text)"
    }
  }

  @Test func tapsOnlyWriteTagsOfEnabledOptionsAndKeepOutsideValues() {
    checkProperty(
      "taps write options only",
      generate: { random in
        let count = Generate.count(&random, upTo: 12)
        let tags = Generate.tags(&random, count: count)
        let enabled = (0..<count).map { _ in random.int(in: 0...4) != 0 }
        let taps = (0..<random.int(in: 0...20)).map { _ in random.int(in: -1...count) }
        let limits = ValuePickerLimits(minimum: random.int(in: -1...3), maximum: random.int(in: -1...5))
        return (tags, enabled, taps, random.int(in: 0...2), limits)
      }
    ) { tags, enabled, taps, form, limits in
      let options = TaggedOptions(tags)
      let outside = 1_000.0
      var value: ValuePickerValue<Double> =
        switch form {
        case 0: .single(outside)
        case 1: .optional(nil)
        default: .multiple([outside], limits)
        }
      for row in taps {
        let isEnabled = enabled.indices.contains(row) && enabled[row]
        let change = value.tap(row: row, in: options, isEnabled: isEnabled)
        guard let next = value.applying(change, in: options) else { continue }
        guard isEnabled, options.isSelectable(row) else { return "tap on row \(row) wrote a value" }
        let written: Set<Double>
        let kept: Set<Double>
        switch (value, next) {
        case (.single, .single(let tag)), (.optional, .optional(let tag?)):
          (written, kept) = ([tag], [])
        case (.optional, .optional(nil)):
          (written, kept) = ([], [])
        case (.multiple(let before, _), .multiple(let after, _)):
          // Compared as the options count tags: every NaN is the same tag.
          let same = { (left: Double, right: Double) in left == right || (left.isNaN && right.isNaN) }
          let added = after.filter { tag in !before.contains { same($0, tag) } }
          let removed = before.filter { tag in !after.contains { same($0, tag) } }
          (written, kept) = (added.union(removed), before.intersection([outside]))
          guard after.isSuperset(of: kept) else { return "a value outside the options was dropped" }
        default:
          return "the selection changed form"
        }
        guard written.allSatisfy({ tag in options.index(of: tag) == row }) else {
          return "row \(row) wrote a tag that is not its own"
        }
        value = next
      }
      return nil
    }
  }
}
