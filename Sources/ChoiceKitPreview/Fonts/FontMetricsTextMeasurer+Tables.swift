import ChoiceKitCore
import Foundation

extension FontMetricsTextMeasurer {
  /// Per-face data derived once from the generated tables, so that text no contextual form can
  /// touch is measured by table look-ups alone, with exactly the result shaping gives.
  ///
  /// Such text is every text without a scalar that joins (Arabic, N'Ko) or that belongs to a
  /// ligature with a component beyond ASCII (lam-alef, a space with an Arabic mark): its glyphs
  /// keep their own advances, and only the ligatures made wholly of ASCII (`ff`, `fi`, `ffl`…)
  /// can form, between ASCII scalars side by side, which a pass over the UTF-8 bytes finds.
  ///
  /// A class, shared by every copy of its face: a face is copied each time a measurer picks it.
  final class Tables: Sendable {
    /// What an ASCII scalar asks of the table path.
    enum ASCIIKind: Sendable, Equatable {
      /// Its advance is all.
      case plain
      /// It begins a ligature made wholly of ASCII.
      case startsLigature
      /// It has contextual forms, or begins a ligature the byte pass cannot apply: the text is
      /// shaped.
      case needsShaping
    }

    /// The advance of each ASCII scalar, by value: 0 for the controls (hidden), the glyph's or
    /// the missing glyph's for the others.
    let asciiAdvances: [Int]
    /// What each ASCII scalar asks of the table path, by value.
    let asciiKinds: [ASCIIKind]
    /// The ligatures made wholly of ASCII, for the byte pass.
    let asciiLigatures: ASCIILigatures
    /// The scalars beyond ASCII that send text through shaping, as sorted, disjoint ranges:
    /// those with contextual forms that are drawn (a hidden one, like ZWJ, changes only its
    /// neighbours' forms), and every component beyond ASCII of a ligature.
    let shapedRanges: [ClosedRange<UInt32>]
    /// The joining table's scalars, sorted, for a binary search beyond `denseJoining`.
    let joiningScalars: [UInt32]
    /// The joining type of each of `joiningScalars`.
    let joiningTypes: [JoiningType]
    /// The advances of each of `joiningScalars`, four apiece in `JoiningForm` order.
    let joiningAdvances: [UInt16]
    /// The first code point `denseJoining` covers.
    let denseJoiningStart: UInt32
    /// The position in `joiningScalars` of each code point from `denseJoiningStart`, -1 for one
    /// without contextual forms: the Arabic and N'Ko blocks without a search.
    let denseJoining: [Int32]
    /// The scalars that begin any ligature, in any form, sorted; text without one skips the
    /// ligature lookups.
    let ligatureFirstScalars: [UInt32]
    /// For each of `ligatureFirstScalars`, the lookups with a ligature it begins, a bit per
    /// position in the face's lookups (the first 64; any later lookup always runs).
    let ligatureFirstLookups: [UInt64]

    /// The most code points `denseJoining` covers.
    static let denseJoiningLimit: UInt32 = 4_096

    /// Derives the tables of a face.
    ///
    /// - Parameters:
    ///   - advance: The advance of a scalar's own glyph, or `nil` when the face lacks it.
    ///   - missingAdvance: The advance of the missing glyph.
    ///   - joiningForms: The face's contextual forms, sorted by scalar.
    ///   - ligatureLookups: The face's ligature lookups, in the font's order.
    init(
      advance: (Unicode.Scalar) -> Int?, missingAdvance: Int, joiningForms: [JoiningForms],
      ligatureLookups: [LigatureLookup]
    ) {
      let joining = Set(joiningForms.map(\.scalar))
      let components = ligatureLookups.flatMap(\.ligatures).flatMap(\.components).map(\.scalar)
      let asciiAdvances = (UInt32(0)..<0x80).map { value in
        guard let scalar = Unicode.Scalar(value), !Face.isHidden(scalar) else { return 0 }
        return advance(scalar) ?? missingAdvance
      }
      let asciiLigatures = ASCIILigatures(lookups: ligatureLookups, asciiAdvances: asciiAdvances)
      var kinds = [ASCIIKind](repeating: .plain, count: 0x80)
      for byte in asciiLigatures.firstBytes { kinds[Int(byte)] = .startsLigature }
      // A ligature of ASCII in a lookup of the Arabic script applies only in Arabic runs, and
      // a scalar with contextual forms changes its neighbours: leave both to the shaper.
      for lookup in ligatureLookups where lookup.appliesInArabicRunsOnly {
        for ligature in lookup.ligatures where ASCIILigatures.isWhollyASCII(ligature) {
          if let first = ligature.components.first?.scalar { kinds[Int(first)] = .needsShaping }
        }
      }
      for value in joining where value < 0x80 { kinds[Int(value)] = .needsShaping }
      self.asciiAdvances = asciiAdvances
      self.asciiKinds = kinds
      self.asciiLigatures = asciiLigatures
      let shaped = joining.filter { value in
        guard let scalar = Unicode.Scalar(value) else { return false }
        return !Face.isHidden(scalar) || components.contains(value)
      }
      self.shapedRanges = Self.ranges(of: shaped.union(components).filter { $0 >= 0x80 })
      let sorted = joiningForms.sorted { $0.scalar < $1.scalar }
      self.joiningScalars = sorted.map(\.scalar)
      self.joiningTypes = sorted.map(\.joining)
      self.joiningAdvances = sorted.flatMap(\.advances)
      let denseStart = sorted.first?.scalar ?? 0
      var dense: [Int32] = []
      for (position, entry) in sorted.enumerated() where entry.scalar - denseStart < Self.denseJoiningLimit {
        let offset = Int(entry.scalar - denseStart)
        if dense.count <= offset { dense += [Int32](repeating: -1, count: offset + 1 - dense.count) }
        dense[offset] = Int32(position)
      }
      self.denseJoiningStart = denseStart
      self.denseJoining = dense
      let firsts = ligatureLookups.map { Set($0.firstScalars) }
      self.ligatureFirstScalars = Set(firsts.flatMap { $0 }).sorted()
      self.ligatureFirstLookups = ligatureFirstScalars.map { scalar in
        firsts.prefix(64).enumerated().reduce(UInt64(0)) { mask, lookup in
          lookup.element.contains(scalar) ? mask | (1 << UInt64(lookup.offset)) : mask
        }
      }
    }

    /// The position of a scalar in `joiningScalars`, or `nil` when it has no contextual forms.
    func joiningEntry(of value: UInt32) -> Int? {
      if value >= denseJoiningStart, value - denseJoiningStart < UInt32(denseJoining.count) {
        let position = denseJoining[Int(value - denseJoiningStart)]
        return position >= 0 ? Int(position) : nil
      }
      guard let last = joiningScalars.last, value <= last, value >= denseJoiningStart else { return nil }
      var low = 0
      var high = joiningScalars.count
      while low < high {
        let middle = (low + high) / 2
        let scalar = joiningScalars[middle]
        if scalar == value { return middle }
        if scalar < value { low = middle + 1 } else { high = middle }
      }
      return nil
    }

    /// The lookups a scalar begins a ligature of, a bit per lookup position (see
    /// `ligatureFirstLookups`); 0 for most scalars.
    func ligatureLookups(startedBy value: UInt32) -> UInt64 {
      guard let position = ligatureFirstScalars.firstIndex(of: value) else { return 0 }
      return ligatureFirstLookups[position]
    }

    /// Sorted, disjoint ranges covering a set of values exactly.
    private static func ranges(of values: Set<UInt32>) -> [ClosedRange<UInt32>] {
      var ranges: [ClosedRange<UInt32>] = []
      for value in values.sorted() {
        if let last = ranges.last, last.upperBound &+ 1 == value {
          ranges[ranges.count - 1] = last.lowerBound...value
        } else {
          ranges.append(value...value)
        }
      }
      return ranges
    }

    /// Whether a scalar beyond ASCII sends text through shaping, by binary search.
    func needsShaping(_ value: UInt32) -> Bool {
      guard let lowest = shapedRanges.first?.lowerBound, value >= lowest else { return false }
      var low = 0
      var high = shapedRanges.count
      while low < high {
        let middle = (low + high) / 2
        if shapedRanges[middle].upperBound < value {
          low = middle + 1
        } else if shapedRanges[middle].lowerBound > value {
          high = middle
        } else {
          return true
        }
      }
      return false
    }
  }
}
