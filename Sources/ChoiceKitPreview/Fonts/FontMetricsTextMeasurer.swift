import ChoiceKitCore
import Foundation

/// Measures text with the advance widths of real font files, set the way Linux SVG viewers set it.
///
/// ``dejaVuSans`` holds the metrics of DejaVu Sans Book and Bold, generated from Debian's
/// fonts-dejavu-core by `Scripts/generate-font-metrics.py`. Browsers, librsvg and Inkscape all
/// shape text with HarfBuzz, so the measurer follows HarfBuzz where it changes widths:
///
/// - Marks and default-ignorable scalars (ZWJ, variation selectors, soft hyphen…) take no width:
///   the marks the face draws as marks, and every nonspacing or enclosing mark it lacks (a viewer
///   draws those from a fallback font, over the letter before them), with or without a letter
///   before it.
/// - Arabic and N'Ko letters take the width of their joining form (initial, medial, final).
/// - The ligatures of the fonts' default features (`ff`, lam-alef…) take the ligature's width;
///   those of the Arabic script's features only in text a viewer sets as Arabic, so a space and
///   an Arabic mark form the mark's isolated form (narrower than the space) only there.
/// - An emoji sequence (a ZWJ sequence such as a family, a flag, a keycap, an emoji with a skin
///   tone or with tags) is one glyph in every emoji font: it takes the width of its first scalar,
///   the width of that emoji alone, and the scalars that continue it take none.
/// - No kerning: the renderer draws with CSS `font-kerning: none`.
///
/// `measure` sets text on one line: line breaks and other control characters take no width
/// (viewers drop or collapse them), so split multi-line text first and draw each line by itself.
/// Any other scalar the font lacks takes the font's missing-glyph advance, the width a viewer
/// without a fallback font draws; a viewer that falls back (emoji, CJK) may draw it wider.
///
/// ```swift
/// let measurer = FontMetricsTextMeasurer.dejaVuSans
/// let title = measurer.measure("Monthly", style: ChoiceTypography(size: 17, weight: .semibold))
/// // title.width ≈ 77.8 (DejaVu Sans Bold): draw it with font-family "DejaVu Sans", font-weight 700.
/// ```
public struct FontMetricsTextMeasurer: TextMeasuring, Equatable {
  /// The CSS `font-family` to draw with, so the drawn text has the measured widths.
  public let fontFamily: String
  /// The face for weights below ``boldThreshold``.
  public let regular: Face
  /// The face for weights from ``boldThreshold`` up.
  public let bold: Face

  /// The lightest weight drawn with the bold face: CSS font matching picks Bold (700) for 600
  /// and up and Book (400) below, when those are the family's only faces, as in
  /// fonts-dejavu-core.
  public static let boldThreshold = ChoiceTypography.Weight.semibold

  /// DejaVu Sans, the face Linux SVG viewers draw: Book for weights below semibold, Bold from
  /// semibold up. Every `ChoiceTypography.Design` measures and draws as DejaVu Sans, since the
  /// rounded, serif and monospaced system designs do not exist on Linux.
  public static let dejaVuSans = FontMetricsTextMeasurer(
    fontFamily: "DejaVu Sans", regular: .dejaVuSansBook, bold: .dejaVuSansBold)

  /// Creates a measurer from two faces of one family.
  ///
  /// - Parameters:
  ///   - fontFamily: The CSS family name of the faces, kept as given: it is only written out.
  ///   - regular: The face for weights below ``boldThreshold``.
  ///   - bold: The face for weights from ``boldThreshold`` up.
  public init(fontFamily: String, regular: Face, bold: Face) {
    self.fontFamily = fontFamily
    self.regular = regular
    self.bold = bold
  }

  /// The face a weight is measured and drawn with.
  ///
  /// - Parameter weight: Any weight.
  /// - Returns: ``bold`` from ``boldThreshold`` up, otherwise ``regular``.
  public func face(for weight: ChoiceTypography.Weight) -> Face {
    weight >= Self.boldThreshold ? bold : regular
  }

  /// The CSS `font-weight` to draw a weight with: 700 or 400, the weight of the measured face.
  ///
  /// Writing this rather than the style's own weight keeps a viewer that has more faces (such as
  /// DejaVu Sans ExtraLight from fonts-dejavu-extra) on the face that was measured.
  ///
  /// - Parameter weight: Any weight.
  /// - Returns: 700 from ``boldThreshold`` up, otherwise 400.
  public func cssFontWeight(for weight: ChoiceTypography.Weight) -> Int {
    weight >= Self.boldThreshold ? 700 : 400
  }

  /// Measures text set on one line; the design is ignored (see ``dejaVuSans``).
  ///
  /// - Parameters:
  ///   - text: Any text; line breaks and other control characters take no width.
  ///   - style: The size and weight.
  /// - Returns: The width and the vertical metrics of the face at the style's size; lengths too
  ///   large for a `CGFloat` saturate at `greatestFiniteMagnitude` (see ``Face/metrics(of:size:)``).
  public func measure(_ text: String, style: ChoiceTypography) -> TextMetrics {
    face(for: style.weight).metrics(of: text, size: style.size)
  }
}

extension FontMetricsTextMeasurer {
  /// One face of a font: vertical metrics, advance widths and the shaping data that changes
  /// widths, all in font units.
  public struct Face: Sendable, Equatable {
    /// The full name, such as "DejaVu Sans Bold".
    public let name: String
    /// Font units per em: advances times `size / unitsPerEm` are points.
    public let unitsPerEm: Int
    /// The height above the baseline (`hhea` ascender).
    public let ascender: Int
    /// The depth below the baseline, negative as in the font (`hhea` descender).
    public let descender: Int
    /// Extra space between lines (`hhea` line gap).
    public let lineGap: Int
    /// The advance of the missing glyph (`.notdef`), used for scalars the face lacks.
    public let missingAdvance: Int

    /// The advances of every code point the face maps, in sorted runs.
    let runs: [AdvanceRun]
    /// The scalars with contextual forms, sorted, and each form's advance.
    let joiningForms: [JoiningForms]
    /// The ligature lookups that change widths, in the font's order.
    let ligatureLookups: [LigatureLookup]
    /// What the table path and the shaper look up, derived from the tables above once.
    let tables: Tables

    /// Faces are equal when their font data is: the derived lookup tables follow from it.
    ///
    /// - Parameters:
    ///   - left: A face.
    ///   - right: Another face.
    /// - Returns: Whether the two have the same name, metrics and tables.
    public static func == (left: Face, right: Face) -> Bool {
      left.name == right.name && left.unitsPerEm == right.unitsPerEm && left.ascender == right.ascender
        && left.descender == right.descender && left.lineGap == right.lineGap
        && left.missingAdvance == right.missingAdvance && left.runs == right.runs
        && left.joiningForms == right.joiningForms && left.ligatureLookups == right.ligatureLookups
    }

    /// Creates a face from the generated tables, and derives its lookup tables from them.
    init(
      name: String, unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int, missingAdvance: Int,
      runs: [AdvanceRun], joiningForms: [JoiningForms], ligatureLookups: [LigatureLookup]
    ) {
      self.name = name
      self.unitsPerEm = unitsPerEm
      self.ascender = ascender
      self.descender = descender
      self.lineGap = lineGap
      self.missingAdvance = missingAdvance
      self.runs = runs
      self.joiningForms = joiningForms
      self.ligatureLookups = ligatureLookups
      self.tables = Tables(
        advance: { Self.glyphAdvance(of: $0, in: runs) }, missingAdvance: missingAdvance,
        joiningForms: joiningForms, ligatureLookups: ligatureLookups)
    }

    /// The advance of a scalar's own glyph, before shaping.
    ///
    /// - Parameter scalar: Any scalar.
    /// - Returns: The advance in font units, or ``missingAdvance`` when the face lacks it.
    public func advance(of scalar: Unicode.Scalar) -> Int {
      glyphAdvance(of: scalar) ?? missingAdvance
    }

    /// The advance of the face's own glyph for a scalar, or `nil` when the face lacks one.
    func glyphAdvance(of scalar: Unicode.Scalar) -> Int? {
      Self.glyphAdvance(of: scalar, in: runs)
    }

    /// The advance of a scalar in sorted advance runs, by binary search.
    private static func glyphAdvance(of scalar: Unicode.Scalar, in runs: [AdvanceRun]) -> Int? {
      let value = scalar.value
      var low = 0
      var high = runs.count
      while low < high {
        let middle = (low + high) / 2
        if runs[middle].first > value {
          high = middle
        } else if value - runs[middle].first >= UInt32(runs[middle].advances.count) {
          low = middle + 1
        } else {
          return Int(runs[middle].advances[Int(value - runs[middle].first)])
        }
      }
      return nil
    }

    /// The advance of text set on one line, after shaping (see ``FontMetricsTextMeasurer``).
    ///
    /// - Parameter text: Any text.
    /// - Returns: The width in font units.
    public func advance(of text: String) -> Int {
      tableAdvance(of: text) ?? shapedAdvance(of: text)
    }

    /// The advance of text that no contextual form can touch, by table look-ups: exactly what
    /// shaping gives, which such text does not need (see ``Tables``). `nil` for text with a
    /// scalar that joins or belongs to a ligature beyond ASCII, which only shaping measures.
    ///
    /// Every text of printable ASCII takes this path, ligatures included; an emoji sequence
    /// takes its first scalar's width (see ``FontMetricsTextMeasurer/EmojiSequenceScanner``).
    ///
    /// - Parameter text: Any text.
    /// - Returns: The width in font units, or `nil`.
    func tableAdvance(of text: String) -> Int? {
      var total = 0
      var startsLigature = false
      var isASCII = true
      var emoji = Measurer.EmojiSequenceScanner()
      for scalar in text.unicodeScalars {
        let value = scalar.value
        if value < 0x80 {
          switch tables.asciiKinds[Int(value)] {
          case .plain: break
          case .startsLigature: startsLigature = true
          case .needsShaping: return nil
          }
          total += tables.asciiAdvances[Int(value)]
          emoji.takeBelowJoiner(value)
        } else {
          isASCII = false
          if tables.needsShaping(value) { return nil }
          // A scalar that continues an emoji sequence is drawn by the sequence's first.
          if value < 0x200D {
            emoji.takeBelowJoiner(value)
          } else if emoji.continues(value) {
            continue
          }
          if !Self.isHidden(scalar) { total += drawnAdvance(of: scalar) }
        }
      }
      guard startsLigature else { return total }
      if tables.asciiLigatures.skipsMarks, !isASCII { return nil }
      return total + tables.asciiLigatures.change(in: text)
    }

    /// The metrics of text set on one line at a size.
    ///
    /// - Parameters:
    ///   - text: Any text.
    ///   - size: The point size; a size that is not finite or not positive measures as 0.
    /// - Returns: The width, ascent, descent and line height in points. A length too large for
    ///   a `CGFloat` (long text at a huge size) saturates at `greatestFiniteMagnitude`, so it is
    ///   never mistaken for an invalid 0.
    public func metrics(of text: String, size: CGFloat) -> TextMetrics {
      guard unitsPerEm > 0, size.isFinite, size > 0 else { return .zero }
      let scale = size / CGFloat(unitsPerEm)
      func points(_ units: Int) -> CGFloat {
        min(CGFloat(units) * scale, .greatestFiniteMagnitude)
      }
      return TextMetrics(
        width: points(advance(of: text)),
        ascent: points(ascender),
        descent: points(-descender),
        lineHeight: points(ascender - descender + lineGap))
    }
  }
}
