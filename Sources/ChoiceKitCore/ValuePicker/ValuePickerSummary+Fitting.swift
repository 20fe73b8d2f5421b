import Foundation

extension ValuePickerSummary {
  /// The most Unicode scalars a summary that names labels may have: more than the widest row
  /// shows, and a bound on the work of fitting one, however many labels there are and however
  /// long. A longer form (the whole list of many or very long labels) is never offered; a
  /// selection of one label is the exception, shown whole for the row to truncate.
  public static let maximumLength = 500

  /// The most informative summary that fits a width: the whole list, else the form naming the
  /// most labels before "n more", else "n selected".
  ///
  /// ```swift
  /// summary.text(for: ["Íñigo", "Ana", "Eva"], fitting: 140, style: font, measurer: measurer)
  /// // "Íñigo, Ana and Eva" when it fits, else "Íñigo, Ana and 1 more", "Íñigo and 2 more",
  /// // then "3 selected"
  /// ```
  ///
  /// The forms are tried in that order, and the first whose text, measured whole, is no wider
  /// than the room is returned; forms longer than ``maximumLength`` scalars are not tried. The
  /// work is bounded by the room, not by the labels: each label is measured once, with the
  /// separator before it, only while the labels so far still fit, and no more than
  /// ``maximumLength`` scalars of labels are read. A form is measured whole only when the widths
  /// of its parts add up to no more than the room, which is exact for a measurer whose widths of
  /// joined text are the sums of the parts' where a separator begins (the preview renderer's
  /// `FontMetricsTextMeasurer`: no separator begins with a letter that joins or forms a ligature
  /// with the one before it). With a measurer for which that is far from true, a few forms that
  /// fit by their parts but not whole end the search with the count.
  ///
  /// - Parameters:
  ///   - labels: The selected options' labels, in order.
  ///   - width: The room for the text, in points; NaN or negative reads as 0, infinite as no
  ///     limit (nothing is measured then).
  ///   - style: The font the row sets the value in.
  ///   - measurer: Measures text in that font.
  /// - Returns: The first form that fits; "n selected" when none does, even if it does not fit
  ///   either; a single label is returned whole, for the row to truncate, since shortening it
  ///   would say something else.
  public func text(
    for labels: [String], fitting width: CGFloat, style: ChoiceTypography, measurer: some TextMeasuring
  ) -> String {
    guard labels.count > 1 else { return text(for: labels) }
    var walk = ValuePickerSummaryWalk(labels: labels, width: width, separator: wording.listSeparator)
    var misses = 0
    func fits(_ text: String) -> Bool {
      if walk.isUnlimited { return true }
      if measurer.width(of: text, style: style) <= walk.room { return true }
      misses += 1
      return false
    }
    let count = labels.count
    // The whole list: measured at once when it is short, else once the labels but the last fit.
    let last = labels[count - 1]
    let lastSeparator = finalSeparator(before: last)
    let wholeLength = ValuePickerSummaryWalk.length(
      of: labels, separatorLength: walk.separatorLength, upTo: ValuePickerSummaryWalk.quickLength)
    if let wholeLength,
      wholeLength - walk.separatorLength + lastSeparator.unicodeScalars.count <= Self.maximumLength
    {
      let whole = list(labels)
      if fits(whole) { return whole }
    } else {
      walk.walk(upTo: count - 1, measurer: measurer, style: style)
      if walk.walked == count - 1, walk.canEnd(with: lastSeparator, last, afterNamed: count - 1) {
        let whole = list(labels)
        if fits(whole) { return whole }
      }
    }
    // The shortened forms, naming fewer and fewer labels, from the most the walk found room for.
    walk.walk(upTo: count - 1, measurer: measurer, style: style)
    for named in stride(from: walk.walked, through: 1, by: -1)
    where misses < ValuePickerSummaryWalk.maximumMisses {
      let more = wording.moreItems(count: count - named)
      let moreSeparator = finalSeparator(before: more)
      guard walk.canEnd(with: moreSeparator, more, afterNamed: named),
        walk.isUnlimited
          || walk.fitsByParts(named: named, end: measurer.width(of: moreSeparator + more, style: style))
      else { continue }
      let candidate = joined(labels[..<named], then: more)
      if fits(candidate) { return candidate }
    }
    return wording.selectedCount(count)
  }
}

/// The walk over a selection's labels for
/// `ValuePickerSummary.text(for:fitting:style:measurer:)`.
///
/// Label `k` adds the width of itself with the separator before it (the first, of itself) to a
/// running sum, which only grows, since no width is negative. The walk stops at the first label
/// past the room or past `ValuePickerSummary.maximumLength` scalars, so the forms naming that
/// many labels or more are out without being built; a form naming fewer adds the width of its
/// end (" and 2 more") to the sum, and is measured whole only when that fits.
struct ValuePickerSummaryWalk {
  /// A whole list this short is measured at once, before any label is measured alone: it is as
  /// cheap as its parts, and usually fits.
  static var quickLength: Int { 64 }

  /// How many forms may fit by their parts and not whole before the count is given: a measurer
  /// whose widths are not the sums of their parts cannot make the search unbounded.
  static var maximumMisses: Int { 8 }

  let labels: [String]
  /// The room, not negative.
  let room: CGFloat
  /// The room with a margin for rounding, for sums of separately measured parts.
  let roomForSums: CGFloat
  /// Whether the room is infinite: every form fits, and nothing needs measuring.
  let isUnlimited: Bool
  let separator: String
  let separatorLength: Int

  /// The widths of the labels walked so far with their separators: `widths[k]` for the first
  /// `k` labels, `widths[0] == 0` once the walk has begun.
  private var widths: [CGFloat] = []
  /// Their lengths in scalars, in the same way.
  private var lengths: [Int] = []
  /// Whether the walk met a label past the room or the length, so no later one is walked.
  private var isStopped = false

  init(labels: [String], width: CGFloat, separator: String) {
    self.labels = labels
    room = width.isNaN ? 0 : max(width, 0)
    roomForSums = room + room * 1e-9 + 1e-9
    isUnlimited = room == .infinity
    self.separator = separator
    separatorLength = separator.unicodeScalars.count
  }

  /// How many labels the walk has found room for.
  var walked: Int { max(widths.count - 1, 0) }

  /// Whether the first `named` labels and an end stay within the length.
  func canEnd(with separator: String, _ end: String, afterNamed named: Int) -> Bool {
    let available = ValuePickerSummary.maximumLength - lengths[named] - separator.unicodeScalars.count
    return Self.length(of: end, upTo: available) <= available
  }

  /// Whether the first `named` labels and an end of a width fit the room by their widths' sum.
  func fitsByParts(named: Int, end: CGFloat) -> Bool {
    min(widths[named] + end, .greatestFiniteMagnitude) <= roomForSums
  }

  /// Walks the labels until `count` are walked, or one is past the room or the length.
  mutating func walk(upTo count: Int, measurer: some TextMeasuring, style: ChoiceTypography) {
    if widths.isEmpty {
      widths = [0]
      lengths = [0]
    }
    while widths.count <= count, !isStopped {
      let index = widths.count - 1
      let label = labels[index]
      let lead = index == 0 ? 0 : separatorLength
      let available = ValuePickerSummary.maximumLength - lengths[index] - lead
      let length = Self.length(of: label, upTo: available)
      var width = widths[index]
      if length <= available, !isUnlimited {
        let part = measurer.width(of: index == 0 ? label : separator + label, style: style)
        width = min(width + part, .greatestFiniteMagnitude)
      }
      guard length <= available, width <= roomForSums else {
        isStopped = true
        return
      }
      widths.append(width)
      lengths.append(lengths[index] + lead + length)
    }
  }

  /// The number of scalars in a text, or `limit + 1` when it has more: a long label is read no
  /// further than it can matter.
  static func length(of text: String, upTo limit: Int) -> Int {
    var count = 0
    for _ in text.unicodeScalars {
      count += 1
      if count > limit { break }
    }
    return count
  }

  /// The number of scalars of labels joined by a separator, or `nil` when it is more than
  /// `limit`.
  static func length(of labels: [String], separatorLength: Int, upTo limit: Int) -> Int? {
    var total = max(labels.count - 1, 0) * separatorLength
    guard total <= limit else { return nil }
    for label in labels {
      total += length(of: label, upTo: limit - total)
      if total > limit { return nil }
    }
    return total
  }
}
