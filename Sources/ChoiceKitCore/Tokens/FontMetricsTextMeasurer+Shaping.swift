import Foundation

// The shaping data the generated tables fill, and the rules that apply it the way HarfBuzz does.

extension FontMetricsTextMeasurer {
  /// The advances of consecutive code points from `first`; the generated tables hold them sorted
  /// and apart, so a binary search finds a scalar's run.
  struct AdvanceRun: Sendable, Equatable {
    let first: UInt32
    let advances: [UInt16]
  }

  /// How a scalar joins its neighbours (Unicode's Joining_Type, the types the fonts use).
  enum JoiningType: Sendable, Equatable {
    case nonJoining, right, dual, causing, transparent

    /// Whether it joins the scalar after it in logical order.
    var joinsNext: Bool { self == .dual || self == .causing }
    /// Whether it joins the scalar before it in logical order.
    var joinsPrevious: Bool { self == .right || self == .dual || self == .causing }
  }

  /// The contextual form of a scalar; scalars that never join are always `isolated`.
  enum JoiningForm: Int, Sendable, Equatable {
    case isolated, final, initial, medial
  }

  /// A scalar with contextual forms, and the advance of each form.
  struct JoiningForms: Sendable, Equatable {
    let scalar: UInt32
    let joining: JoiningType
    /// Indexed by `JoiningForm.rawValue`.
    let advances: [UInt16]

    init(
      _ scalar: UInt32, _ joining: JoiningType,
      isolated: UInt16, final finalAdvance: UInt16, initial: UInt16, medial: UInt16
    ) {
      self.scalar = scalar
      self.joining = joining
      self.advances = [isolated, finalAdvance, initial, medial]
    }
  }

  /// A glyph as the shaper sees it before ligatures: a scalar in one of its forms.
  struct GlyphKey: Sendable, Hashable {
    let scalar: UInt32
    let form: JoiningForm

    init(_ scalar: UInt32, _ form: JoiningForm) {
      self.scalar = scalar
      self.form = form
    }
  }

  /// Components that one glyph replaces, and that glyph's advance.
  struct Ligature: Sendable, Equatable {
    let advance: UInt16
    let components: [GlyphKey]
  }

  /// One GSUB ligature lookup: HarfBuzz applies lookups one after another over the whole text,
  /// trying a position's ligatures in the font's order.
  struct LigatureLookup: Sendable, Equatable {
    let index: Int
    let skipsMarks: Bool
    let ligatures: [Ligature]
    /// Positions in `ligatures` by first component, so most glyphs cost one dictionary probe.
    let ligaturesByFirst: [GlyphKey: [Int]]

    init(index: Int, skipsMarks: Bool, ligatures: [Ligature]) {
      self.index = index
      self.skipsMarks = skipsMarks
      self.ligatures = ligatures
      var byFirst: [GlyphKey: [Int]] = [:]
      for (position, ligature) in ligatures.enumerated() {
        guard let first = ligature.components.first else { continue }
        byFirst[first, default: []].append(position)
      }
      self.ligaturesByFirst = byFirst
    }

    func apply(to glyphs: inout [ShapedGlyph]) {
      for start in glyphs.indices {
        guard let key = glyphs[start].key, let candidates = ligaturesByFirst[key] else { continue }
        for candidate in candidates {
          guard let matched = match(ligatures[candidate], at: start, in: glyphs) else { continue }
          glyphs[start] = ShapedGlyph(key: nil, advance: Int(ligatures[candidate].advance), isMark: false)
          for position in matched {
            glyphs[position] = ShapedGlyph(key: nil, advance: 0, isMark: glyphs[position].isMark)
          }
          break
        }
      }
    }

    /// The positions of the components after the first, or nil when the ligature does not match.
    private func match(_ ligature: Ligature, at start: Int, in glyphs: [ShapedGlyph]) -> [Int]? {
      var positions: [Int] = []
      var position = start
      for component in ligature.components.dropFirst() {
        position += 1
        while skipsMarks, position < glyphs.count, glyphs[position].isMark {
          position += 1
        }
        guard position < glyphs.count, glyphs[position].key == component else { return nil }
        positions.append(position)
      }
      return positions
    }
  }

  /// A glyph during measuring; `key` is nil once a ligature has consumed it.
  struct ShapedGlyph: Sendable {
    var key: GlyphKey?
    var advance: Int
    var isMark: Bool
  }
}

extension FontMetricsTextMeasurer.Face {
  typealias Measurer = FontMetricsTextMeasurer

  /// One glyph per scalar, in its joining form, with the advance HarfBuzz gives it.
  func shape(_ scalars: [Unicode.Scalar]) -> [Measurer.ShapedGlyph] {
    let entries = scalars.map(joiningEntry(of:))
    let types = zip(scalars, entries).map { scalar, entry in
      entry?.joining ?? (Self.isTransparent(scalar) ? .transparent : .nonJoining)
    }
    // Links each scalar to the previous one that is not transparent (marks sit between letters).
    var forms = [Measurer.JoiningForm](repeating: .isolated, count: scalars.count)
    var previous: Int?
    for index in scalars.indices where types[index] != .transparent {
      if let previous, types[previous].joinsNext, types[index].joinsPrevious {
        forms[previous] = forms[previous] == .final ? .medial : .initial
        forms[index] = .final
      }
      previous = index
    }
    return scalars.indices.map { index in
      let scalar = scalars[index]
      let advance: Int
      if Self.isHidden(scalar) {
        advance = 0
      } else if let entry = entries[index] {
        advance = Int(entry.advances[forms[index].rawValue])
      } else if let own = glyphAdvance(of: scalar) {
        advance = own
      } else {
        // A mark the face lacks is drawn from a fallback font, as a mark: over its base, with
        // no width of its own. Anything else missing takes the missing glyph's width.
        advance = Self.isMark(scalar) ? 0 : missingAdvance
      }
      return Measurer.ShapedGlyph(
        key: Measurer.GlyphKey(scalar.value, forms[index]), advance: advance,
        isMark: types[index] == .transparent && !Self.isHidden(scalar))
    }
  }

  private func joiningEntry(of scalar: Unicode.Scalar) -> Measurer.JoiningForms? {
    var low = 0
    var high = joiningForms.count
    while low < high {
      let middle = (low + high) / 2
      if joiningForms[middle].scalar == scalar.value { return joiningForms[middle] }
      if joiningForms[middle].scalar < scalar.value { low = middle + 1 } else { high = middle }
    }
    return nil
  }

  /// Nonspacing and enclosing marks: drawn over the scalar before them, taking no width.
  static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark: return true
    default: return false
    }
  }

  /// Marks and format characters let their neighbours join across them (Unicode's default for
  /// scalars that ArabicShaping.txt does not list).
  static func isTransparent(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    default: return false
    }
  }

  /// Scalars drawn with no width: controls, which viewers drop or collapse before shaping, and
  /// the default ignorables HarfBuzz hides (its `is_default_ignorable` list).
  static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0xAD, 0x34F, 0x61C, 0x17B4...0x17B5, 0x180B...0x180E: return true
    case 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x206F, 0xFE00...0xFE0F, 0xFEFF: return true
    case 0xFFF0...0xFFF8, 0x1D173...0x1D17A, 0xE0000...0xE0FFF: return true
    default: return false
    }
  }
}
