import ChoiceKitCore
import Foundation

extension FontMetricsTextMeasurer {
  /// One GSUB ligature lookup: HarfBuzz applies lookups one after another over the whole text,
  /// trying a position's ligatures in the font's order.
  ///
  /// A lookup with an Arabic component belongs to the Arabic script's features (`rlig`, `liga` of
  /// `arab` in DejaVu Sans), which HarfBuzz applies only to text the viewer sets as Arabic; see
  /// ``ArabicRunResolver``.
  ///
  /// A class, so that applying a lookup shares its many tables rather than copying each.
  final class LigatureLookup: Sendable, Equatable {
    /// The lookup's index in the font's GSUB table.
    let index: Int
    /// Whether the lookup looks past marks between components (its `IgnoreMarks` flag).
    let skipsMarks: Bool
    /// The ligatures, in the order HarfBuzz tries them.
    let ligatures: [Ligature]
    /// The glyphs that begin a ligature, each once: few (a handful of forms of lam, `f`, a
    /// space), so a scan finds a glyph's ligatures faster than hashing it would.
    let firstKeys: [GlyphKey]
    /// For each of `firstKeys`, where its ligatures lie in `order`.
    let candidateRanges: [Range<Int>]
    /// The positions in `ligatures` grouped by first component, each group in the font's order.
    let order: [Int]
    /// Every ligature's components after the first, one after another: flat, so matching
    /// copies no array.
    let rests: [GlyphKey]
    /// Where each ligature's components after the first lie in `rests`.
    let restRanges: [Range<Int>]
    /// The scalars that begin a ligature, in any form.
    let firstScalars: [UInt32]
    /// Whether the lookup applies only where the text is set as Arabic.
    let appliesInArabicRunsOnly: Bool

    /// Creates a lookup, indexing its ligatures by first component.
    init(index: Int, skipsMarks: Bool, ligatures: [Ligature]) {
      self.index = index
      self.skipsMarks = skipsMarks
      self.ligatures = ligatures
      var firstKeys: [GlyphKey] = []
      var groups: [[Int]] = []
      for (position, ligature) in ligatures.enumerated() {
        guard let first = ligature.components.first else { continue }
        if let known = firstKeys.firstIndex(of: first) {
          groups[known].append(position)
        } else {
          firstKeys.append(first)
          groups.append([position])
        }
      }
      self.firstKeys = firstKeys
      self.order = groups.flatMap { $0 }
      var start = 0
      self.candidateRanges = groups.map { group in
        defer { start += group.count }
        return start..<start + group.count
      }
      self.rests = ligatures.flatMap { $0.components.dropFirst() }
      var restStart = 0
      self.restRanges = ligatures.map { ligature in
        let count = max(ligature.components.count - 1, 0)
        defer { restStart += count }
        return restStart..<restStart + count
      }
      self.firstScalars = Set(firstKeys.map(\.scalar)).sorted()
      self.appliesInArabicRunsOnly = ligatures.contains { ligature in
        ligature.components.contains { FontMetricsTextMeasurer.isInArabicBlocks($0.scalar) }
      }
    }

    /// Lookups are equal when their font data is: the other tables derive from it.
    static func == (left: LigatureLookup, right: LigatureLookup) -> Bool {
      left.index == right.index && left.skipsMarks == right.skipsMarks && left.ligatures == right.ligatures
    }

    /// Applies the lookup: at each glyph not yet consumed, the first of its ligatures that
    /// matches replaces the glyphs it covers (the first holds the ligature's advance).
    ///
    /// - Parameter glyphs: The text's glyphs in their forms, with their advances.
    func apply(to glyphs: UnsafeMutableBufferPointer<ShapedGlyph>) {
      var runs = ArabicRunResolver()
      for start in glyphs.indices {
        let glyph = glyphs[start]
        guard glyph.startsLigature, !glyph.isConsumed,
          let first = firstKeys.firstIndex(where: { $0.scalar == glyph.scalar && $0.form == glyph.form })
        else { continue }
        // Most candidates differ from the text in their second component: compare that one
        // before matching the whole ligature.
        var next = start + 1
        while skipsMarks, next < glyphs.count, glyphs[next].isMark { next += 1 }
        let nextKey = next < glyphs.count ? glyphs[next].key : nil
        // Indices rather than slices, which would retain the arrays.
        for orderIndex in candidateRanges[first] {
          let candidate = order[orderIndex]
          let rest = restRanges[candidate]
          if !rest.isEmpty, rests[rest.lowerBound] != nextKey { continue }
          guard let end = match(rest, at: start, in: glyphs) else { continue }
          if appliesInArabicRunsOnly, !runs.isArabicRun(at: start, in: glyphs) { break }
          // Between the first and the last component lie the others and the marks skipped.
          var position = start + 1
          while position <= end {
            if !(skipsMarks && glyphs[position].isMark) {
              glyphs[position].isConsumed = true
              glyphs[position].advance = 0
            }
            position += 1
          }
          glyphs[start].isMark = false
          glyphs[start].isConsumed = true
          glyphs[start].advance = Int32(ligatures[candidate].advance)
          break
        }
      }
    }

    /// The position of the last component when a ligature, whose components after the first
    /// lie at `rest` in `rests`, matches at `start`; else `nil`.
    ///
    /// A lookup that skips marks looks past glyphs that are marks, consumed or not; the marks it
    /// skips stay as they are.
    private func match(
      _ rest: Range<Int>, at start: Int, in glyphs: UnsafeMutableBufferPointer<ShapedGlyph>
    ) -> Int? {
      var position = start
      for restIndex in rest {
        let component = rests[restIndex]
        position += 1
        while skipsMarks, position < glyphs.count, glyphs[position].isMark {
          position += 1
        }
        guard position < glyphs.count, !glyphs[position].isConsumed,
          glyphs[position].scalar == component.scalar, glyphs[position].form == component.form
        else { return nil }
      }
      return position
    }
  }
}
