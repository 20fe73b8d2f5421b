import ChoiceKitCore
import Foundation

/// The words of gallery captions: user text set apart from the sentence around it, and the
/// environment said from the same values the page's filters read.
///
/// A caption is English, left to right; a tab or item title in it may be Hebrew or Arabic. Put
/// into the sentence as it is, a right-to-left title takes the neutral characters and numbers
/// next to it into its own run, and the sentence comes out scrambled (`action “390 ,”חדש pt
/// wide`). Every builder of a caption wraps the user's text in ``isolated(_:)`` (or
/// ``quoted(_:)``), which puts it between FIRST STRONG ISOLATE (U+2068) and POP DIRECTIONAL
/// ISOLATE (U+2069): the text keeps its own direction and its neighbours keep the sentence's.
///
/// ```swift
/// "action " + GalleryCaption.quoted("חדש") + ", 390 pt wide"
/// // action “⁨חדש⁩”, 390 pt wide
/// ```
package enum GalleryCaption {
  /// FIRST STRONG ISOLATE: the text after it, up to the matching ``popIsolate``, takes the
  /// direction of its first strong character and does not reorder its neighbours.
  package static let firstStrongIsolate: Unicode.Scalar = "\u{2068}"
  /// POP DIRECTIONAL ISOLATE: ends the isolate.
  package static let popIsolate: Unicode.Scalar = "\u{2069}"

  /// `text` set apart from the sentence around it; empty text stays empty.
  package static func isolated(_ text: String) -> String {
    text.isEmpty ? "" : "\u{2068}" + text + "\u{2069}"
  }

  /// `text` in curly quotes, set apart from the sentence around it.
  package static func quoted(_ text: String) -> String {
    "“" + isolated(text) + "”"
  }

  /// The environment of a picture in words, from the same traits the page's filters read: its
  /// colour scheme (`light`, `dark`) and direction (`left to right`, `right to left`), each
  /// only where the picture has one.
  package static func environment(_ tags: Gallery.Tags) -> [String] {
    var words: [String] = []
    if let scheme = tags.colorScheme { words.append(scheme.rawValue) }
    if let isRightToLeft = tags.isRightToLeft {
      words.append(ChoiceTraits.directionWords(isRightToLeft: isRightToLeft))
    }
    return words
  }

  /// Whether a scalar is a strong right-to-left letter: Hebrew, Arabic, Syriac, Thaana, N'Ko and
  /// their presentation forms.
  package static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
      scalar.properties.isAlphabetic
    default: false
    }
  }

  /// `text` with every right-to-left run that no isolate encloses put in one: the page
  /// writer's guard, so a caption whose builder forgot ``isolated(_:)`` still reads in order.
  /// Runs already isolated are left alone, so applying it twice changes nothing.
  ///
  /// A run is a stretch of right-to-left letters with the spaces and marks between them (a
  /// two-word title is one run); the punctuation and numbers around it stay outside.
  package static func isolatingRightToLeftRuns(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    var copied = 0
    for run in bareRightToLeftRuns(in: scalars) {
      result.append(contentsOf: scalars[copied..<run.lowerBound])
      result.append(firstStrongIsolate)
      result.append(contentsOf: scalars[run])
      result.append(popIsolate)
      copied = run.upperBound
    }
    result.append(contentsOf: scalars[copied...])
    return String(result)
  }

  /// Where the right-to-left runs no isolate encloses lie: each from its first right-to-left
  /// letter to its last, with the spaces and marks between its letters; spaces and marks after
  /// the last letter stay outside.
  static func bareRightToLeftRuns(in scalars: [Unicode.Scalar]) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    var depth = 0
    var start: Int?
    var end = 0  // one past the open run's last right-to-left letter
    for (index, scalar) in scalars.enumerated() {
      if depth == 0 && isRightToLeft(scalar) {
        if start == nil { start = index }
        end = index + 1
        continue
      }
      if start != nil && (scalar == " " || scalar.properties.generalCategory == .nonspacingMark) { continue }
      if let open = start { runs.append(open..<end) }
      start = nil
      switch scalar {
      case firstStrongIsolate, "\u{2066}", "\u{2067}": depth += 1
      case popIsolate: depth = max(depth - 1, 0)
      default: break
      }
    }
    if let open = start { runs.append(open..<end) }
    return runs
  }
}
