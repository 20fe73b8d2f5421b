import ChoiceKitCore
import Foundation

// The shaping data the generated tables fill, and the rules that apply it the way HarfBuzz does.

extension FontMetricsTextMeasurer {
  /// The advances of consecutive code points from `first`; the generated tables hold them sorted
  /// and apart, so a binary search finds a scalar's run.
  struct AdvanceRun: Sendable, Equatable {
    /// The first code point of the run.
    let first: UInt32
    /// The advances of `first` and the code points after it, in font units.
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
    /// The scalar's value.
    let scalar: UInt32
    /// How it joins its neighbours.
    let joining: JoiningType
    /// Indexed by `JoiningForm.rawValue`.
    let advances: [UInt16]

    /// Creates an entry from the advance of each form.
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
    /// The scalar's value.
    let scalar: UInt32
    /// The form it is in.
    let form: JoiningForm

    /// Creates a key.
    init(_ scalar: UInt32, _ form: JoiningForm) {
      self.scalar = scalar
      self.form = form
    }
  }

  /// Components that one glyph replaces, and that glyph's advance.
  struct Ligature: Sendable, Equatable {
    /// The ligature glyph's advance.
    let advance: UInt16
    /// The glyphs it replaces, in logical order.
    let components: [GlyphKey]
  }

  /// A glyph during measuring: a scalar in its joining form, until a ligature consumes it.
  ///
  /// A plain value of 16 bytes (no references), so the shaper keeps a text's glyphs in a
  /// temporary buffer, on the stack for labels, instead of allocating arrays.
  struct ShapedGlyph: Sendable {
    /// The scalar's value.
    var scalar: UInt32
    /// The scalar's position in the face's joining table (`Tables.joiningScalars`), or -1 when
    /// it has no contextual forms.
    var entry: Int32
    /// The advance in font units (a glyph's advance is at most 65,535).
    var advance: Int32
    /// How the scalar joins its neighbours.
    var joining: JoiningType
    /// The form the neighbours give it.
    var form: JoiningForm
    /// The flags below, a bit each.
    private var flags: UInt8

    /// Creates a glyph in its isolated form, with no advance yet.
    init(
      scalar: UInt32, entry: Int32 = -1, joining: JoiningType = .nonJoining, isHidden: Bool = false,
      isMark: Bool = false, startsLigature: Bool = false
    ) {
      self.scalar = scalar
      self.entry = entry
      self.advance = 0
      self.joining = joining
      self.form = .isolated
      self.flags = (isHidden ? 1 : 0) | (isMark ? 2 : 0) | (startsLigature ? 8 : 0)
    }

    /// Whether it is drawn with no width whatever its form (controls, default ignorables).
    var isHidden: Bool { flags & 1 != 0 }
    /// Whether it is a mark a ligature that skips marks looks past: transparent and not hidden.
    var isMark: Bool {
      get { flags & 2 != 0 }
      set { flags = newValue ? flags | 2 : flags & ~2 }
    }
    /// Whether a ligature has consumed it (its first component holds the ligature's advance).
    var isConsumed: Bool {
      get { flags & 4 != 0 }
      set { flags = newValue ? flags | 4 : flags & ~4 }
    }
    /// Whether its scalar begins a ligature of some lookup: the others need no look at the
    /// lookups' first glyphs.
    var startsLigature: Bool { flags & 8 != 0 }

    /// The glyph's key for ligature matching, or `nil` once a ligature has consumed it.
    var key: GlyphKey? { isConsumed ? nil : GlyphKey(scalar, form) }
  }
}

extension FontMetricsTextMeasurer.Face {
  /// The measurer, whose nested types the shaper uses.
  typealias Measurer = FontMetricsTextMeasurer

  /// The advance of text after shaping: contextual forms, marks and ligatures.
  ///
  /// The glyphs live in a temporary buffer sized by the text's UTF-8 length (never fewer bytes
  /// than scalars), so measuring a label allocates nothing.
  ///
  /// - Parameter text: Any text.
  /// - Returns: The width in font units.
  func shapedAdvance(of text: String) -> Int {
    let capacity = text.utf8.count
    guard capacity > 0 else { return 0 }
    return withUnsafeTemporaryAllocation(of: Measurer.ShapedGlyph.self, capacity: capacity) { buffer in
      var count = 0
      // The lookups some glyph can begin a ligature of: most text runs none.
      var lookups: UInt64 = 0
      var mayContinueEmoji = false
      for scalar in text.unicodeScalars where count < capacity {
        let starts = tables.ligatureLookups(startedBy: scalar.value)
        buffer.initializeElement(at: count, to: makeGlyph(scalar, startsLigature: starts != 0))
        lookups |= starts
        if scalar.value >= 0x200D, Measurer.EmojiSequenceScanner.mayContinue(scalar.value) {
          mayContinueEmoji = true
        }
        count += 1
      }
      let glyphs = UnsafeMutableBufferPointer(rebasing: buffer[..<count])
      defer { glyphs.deinitialize() }
      if mayContinueEmoji { consumeEmojiContinuations(in: glyphs) }
      joinForms(of: glyphs)
      assignAdvances(to: glyphs)
      // Through a buffer pointer, each lookup is applied in place rather than copied.
      ligatureLookups.withUnsafeBufferPointer { all in
        for position in all.indices where position >= 64 || lookups & (1 << UInt64(position)) != 0 {
          all[position].apply(to: glyphs)
        }
      }
      var total = 0
      for glyph in glyphs { total += Int(glyph.advance) }
      return total
    }
  }

  /// Marks the glyphs that continue an emoji sequence consumed, as though a ligature had
  /// consumed them, before any ligature: the sequence's first glyph draws them, they take no
  /// advance, and no ligature matches or skips them.
  private func consumeEmojiContinuations(in glyphs: UnsafeMutableBufferPointer<Measurer.ShapedGlyph>) {
    var emoji = Measurer.EmojiSequenceScanner()
    for index in glyphs.indices where emoji.continues(glyphs[index].scalar) {
      glyphs[index].isMark = false
      glyphs[index].isConsumed = true
    }
  }

  /// A scalar's glyph before joining: its joining type, whether it is hidden or a mark.
  private func makeGlyph(_ scalar: Unicode.Scalar, startsLigature: Bool) -> Measurer.ShapedGlyph {
    let entry = tables.joiningEntry(of: scalar.value)
    let isHidden = Self.isHidden(scalar)
    let joining: Measurer.JoiningType
    if let entry {
      joining = tables.joiningTypes[entry]
    } else {
      joining = Self.isTransparent(scalar) ? .transparent : .nonJoining
    }
    return Measurer.ShapedGlyph(
      scalar: scalar.value, entry: Int32(entry ?? -1), joining: joining, isHidden: isHidden,
      isMark: joining == .transparent && !isHidden, startsLigature: startsLigature)
  }

  /// Gives each glyph its contextual form: a glyph that joins the previous one that is not
  /// transparent (marks sit between letters) takes the final form, and that one the initial or,
  /// when it is already final, the medial form.
  private func joinForms(of glyphs: UnsafeMutableBufferPointer<Measurer.ShapedGlyph>) {
    var previous: Int?
    for index in glyphs.indices where glyphs[index].joining != .transparent {
      if let previous, glyphs[previous].joining.joinsNext, glyphs[index].joining.joinsPrevious {
        glyphs[previous].form = glyphs[previous].form == .final ? .medial : .initial
        glyphs[index].form = .final
      }
      previous = index
    }
  }

  /// Gives each glyph the advance HarfBuzz gives it in its form; none to one that continues an
  /// emoji sequence (consumed before any ligature), which the sequence's first glyph draws.
  private func assignAdvances(to glyphs: UnsafeMutableBufferPointer<Measurer.ShapedGlyph>) {
    for index in glyphs.indices {
      let glyph = glyphs[index]
      if glyph.isHidden || glyph.isConsumed {
        glyphs[index].advance = 0
      } else if glyph.entry >= 0 {
        glyphs[index].advance = Int32(tables.joiningAdvances[4 * Int(glyph.entry) + glyph.form.rawValue])
      } else if let scalar = Unicode.Scalar(glyph.scalar) {
        glyphs[index].advance = Int32(clamping: drawnAdvance(of: scalar))
      }
    }
  }

  /// The advance of a scalar without contextual forms that is not hidden: its own glyph's, none
  /// for a mark the face lacks, the missing glyph's for anything else the face lacks.
  ///
  /// A mark the face lacks is drawn from a fallback font, as a mark: over its base, with no
  /// width of its own. The generated runs fill short gaps between mapped code points with the
  /// missing glyph's advance, so a mark found there with exactly that advance is one the face
  /// lacks too (the faces draw no mark that wide).
  func drawnAdvance(of scalar: Unicode.Scalar) -> Int {
    let own = glyphAdvance(of: scalar) ?? missingAdvance
    return own == missingAdvance && Self.mayBeMark(scalar.value) && Self.isMark(scalar) ? 0 : own
  }

  /// Whether a code point may be a mark: `false` in the blocks without any (emoji and other
  /// pictographs, CJK ideographs, Hangul syllables, private use), which the faces mostly lack,
  /// so measuring those needs no look-up of their general category.
  static func mayBeMark(_ value: UInt32) -> Bool {
    switch value {
    case 0x1F000...0x1FAFF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xE000...0xF8FF: return false
    case 0x20000...0x3FFFF, 0xF0000...0x10FFFF: return false
    default: return true
    }
  }

  /// Nonspacing and enclosing marks: drawn over the scalar before them, taking no width.
  ///
  /// Never inlined: reading a scalar's properties sets up the standard library's resilient
  /// property type, which would otherwise cost every caller that rarely needs it.
  @inline(never)
  static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark: return true
    default: return false
    }
  }

  /// Marks and format characters let their neighbours join across them (Unicode's default for
  /// scalars that ArabicShaping.txt does not list).
  ///
  /// Below U+0300 (where the combining marks begin) only the soft hyphen is one, so Latin text
  /// needs no look-up of its general category.
  static func isTransparent(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x300 ? scalar.value == 0xAD : isMarkOrFormat(scalar)
  }

  /// Whether a scalar's general category is a nonspacing or enclosing mark or a format
  /// character; never inlined, as ``isMark(_:)``.
  @inline(never)
  private static func isMarkOrFormat(_ scalar: Unicode.Scalar) -> Bool {
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
