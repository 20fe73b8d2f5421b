import Foundation

extension FontMetricsTextMeasurer {
  /// One GSUB ligature lookup: HarfBuzz applies lookups one after another over the whole text,
  /// trying a position's ligatures in the font's order.
  ///
  /// A lookup with an Arabic component belongs to the Arabic script's features (`rlig`, `liga` of
  /// `arab` in DejaVu Sans), which HarfBuzz applies only to text the viewer sets as Arabic; see
  /// ``ArabicRunResolver``.
  struct LigatureLookup: Sendable, Equatable {
    /// The lookup's index in the font's GSUB table.
    let index: Int
    /// Whether the lookup looks past marks between components (its `IgnoreMarks` flag).
    let skipsMarks: Bool
    /// The ligatures, in the order HarfBuzz tries them.
    let ligatures: [Ligature]
    /// The glyphs that begin a ligature, each once: few (a handful of forms of lam, `f`, a
    /// space), so a scan finds a glyph's ligatures faster than hashing it would.
    let firstKeys: [GlyphKey]
    /// The positions in `ligatures` of the ligatures beginning with each of `firstKeys`, in the
    /// font's order.
    let candidates: [[Int]]
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
      var candidates: [[Int]] = []
      for (position, ligature) in ligatures.enumerated() {
        guard let first = ligature.components.first else { continue }
        if let known = firstKeys.firstIndex(of: first) {
          candidates[known].append(position)
        } else {
          firstKeys.append(first)
          candidates.append([position])
        }
      }
      self.firstKeys = firstKeys
      self.candidates = candidates
      self.firstScalars = Set(firstKeys.map(\.scalar)).sorted()
      self.appliesInArabicRunsOnly = ligatures.contains { ligature in
        ligature.components.contains { FontMetricsTextMeasurer.isInArabicBlocks($0.scalar) }
      }
    }

    /// Applies the lookup: at each glyph not yet consumed, the first of its ligatures that
    /// matches replaces the glyphs it covers (the first holds the ligature's advance).
    ///
    /// - Parameter glyphs: The text's glyphs in their forms, with their advances.
    func apply(to glyphs: UnsafeMutableBufferPointer<ShapedGlyph>) {
      var runs = ArabicRunResolver()
      for start in glyphs.indices {
        let glyph = glyphs[start]
        guard !glyph.isConsumed,
          let first = firstKeys.firstIndex(where: { $0.scalar == glyph.scalar && $0.form == glyph.form })
        else { continue }
        for candidate in candidates[first] {
          guard let end = match(candidate, at: start, in: glyphs) else { continue }
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
          glyphs[start] = ShapedGlyph(
            scalar: glyph.scalar, entry: glyph.entry, joining: glyph.joining, form: glyph.form,
            isHidden: false, isMark: false, isConsumed: true, advance: Int(ligatures[candidate].advance))
          break
        }
      }
    }

    /// The position of the last component when the ligature at `candidate` in `ligatures`
    /// matches at `start`, else `nil`.
    ///
    /// A lookup that skips marks looks past glyphs that are marks, consumed or not; the marks it
    /// skips stay as they are.
    private func match(
      _ candidate: Int, at start: Int, in glyphs: UnsafeMutableBufferPointer<ShapedGlyph>
    ) -> Int? {
      let components = ligatures[candidate].components
      var position = start
      for component in components.dropFirst() {
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
