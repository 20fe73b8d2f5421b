import ChoiceKitCore
import ChoiceKitPreview
import Foundation

/// The value picker's rows, on names real pickers show (the tutorial's John, Jean and Juan, names
/// with accents, `f`s that form ligatures, Arabic and emoji):
/// - what the list does on every frame of a scroll: a row coming into view asks whether it is
///   checked;
/// - a full recompute: everything the SwiftUI picker asks the core when its options, selection
///   or width change, and the closed row's update of a 250-option picker;
/// - a search field's keystroke and the folding of the options when they change;
/// - the row's summary fitted to its room, for ordinary and for very long labels, up to 10,000
///   selected.
enum ValuePickerBench {
  /// The option counts the search and summary series are measured at.
  static let counts = [10, 100, 1_000, 10_000]

  /// The option counts of the per-frame and recompute series: a picker of eight names, and
  /// tenfold steps from it.
  static let pickerCounts = [8, 80, 800, 8_000]

  /// The queries a search cycles through: plain, accented, two words, and one matching nothing.
  static let queries = ["jo", "ÁR", "an ma", "zzz"]

  /// Names as people type them into pickers: the tutorial's, then accents, `f`s and their
  /// ligatures, emoji and Arabic.
  static let names = [
    "John", "Jean", "Juan", "Íñigo", "Office", "Profile", "Zoë", "Raffaella", "François", "Søren",
    "Chloé 🎉", "أحمد", "Jiří", "Wolfgang", "Siobhán", "Łukasz",
  ]

  /// The phone's form row the picker sits in: a 390 pt screen less the card insets.
  static let rowWidth: CGFloat = 358

  static func cases() -> [BenchCase] {
    var cases: [BenchCase] = []
    for count in pickerCounts {
      let picker = Picker(count: count)
      cases.append(
        BenchCase("row scrolled into view: checkmark", n: count, target: .frameStep) { i in
          picker.rowComingIntoView(i)
        })
    }
    for count in pickerCounts {
      let picker = Picker(count: count)
      cases.append(
        BenchCase("recompute: tags, words, summary, rows", n: count, target: .recompute) { i in
          // A different selection and width each call, so no summary can be reused.
          picker.recompute(
            selection: picker.selections[i % picker.selections.count], width: rowWidth - CGFloat(i & 63))
        })
    }
    // A picker of 250 options (a country list) whose closed row updates when the selection
    // changes: its tags are read again and the summary fitted, but no list row is laid out and
    // no word is worked out but those the row names. A fiftieth of a 120 Hz frame.
    let countries = Picker(count: 250)
    cases.append(
      BenchCase("closed row update: tags, summary", n: 250, target: .atMost(170)) { i in
        countries.recompute(
          selection: countries.selections[i % countries.selections.count], width: rowWidth - CGFloat(i & 63),
          showsList: false)
      })
    for count in counts {
      let index = ValuePickerSearchIndex(labels: labels(count: count))
      let searches = queries.map(ValuePickerSearch.init(query:))
      // A keystroke must not take an eighth of a frame even at 10,000 options.
      cases.append(
        BenchCase("ValuePickerSearch filter(_:)", n: count, target: .atMost(1_000)) { i in
          Double(searches[i % searches.count].filter(index).count)
        })
    }
    for count in counts {
      let options = labels(count: count)
      cases.append(
        BenchCase("ValuePickerSearchIndex(labels:)", n: count) { _ in
          Double(ValuePickerSearchIndex(labels: options).count)
        })
    }
    cases += summaryCases()
    return cases
  }

  /// The row's summary of every option selected, at 10 to 10,000: ordinary names in an ordinary
  /// row, and paragraphs of 400 scalars in rows from none to a million points wide and in one
  /// without a limit, where however many and however long the labels, the work is bounded by
  /// what could be shown.
  static func summaryCases() -> [BenchCase] {
    let summary = ValuePickerSummary(wording: .english)
    let measurer = FontMetricsTextMeasurer.dejaVuSans
    let style = ValuePickerTokens.standard.value
    var cases: [BenchCase] = []
    for count in counts {
      let selected = labels(count: count)
      cases.append(
        BenchCase("ValuePickerSummary text(for:fitting:)", n: count, target: .atMost(1_000)) { i in
          // A different width each call, so no summary can be reused.
          let width = CGFloat(160 + (i & 127))
          return Double(summary.text(for: selected, fitting: width, style: style, measurer: measurer).count)
        })
    }
    for (name, widths) in [("any width", [0, 120, 400, 1e6]), ("unlimited width", [.infinity])] {
      for count in counts {
        let selected = longLabels(count: count)
        cases.append(
          BenchCase(
            "ValuePickerSummary text(for:fitting:) long labels, \(name)", n: count, target: .atMost(1_000)
          ) { i in
            let width = CGFloat(widths[i % widths.count])
            return Double(summary.text(for: selected, fitting: width, style: style, measurer: measurer).count)
          })
      }
    }
    return cases
  }

  /// `count` option labels, cycling through names with and without accents.
  static func labels(count: Int) -> [String] {
    let names = ["José", "Ana María", "Jorge", "Área 51", "Inés", "Marta", "Joaquín", "Ángel"]
    return (0..<max(count, 0)).map { "\(names[$0 % names.count]) \($0)" }
  }

  /// `count` labels of 400 scalars each, accented and with ligatures, as a pasted paragraph would
  /// be: one fits in a summary, two do not.
  static func longLabels(count: Int) -> [String] {
    let paragraphs = names.map { name in
      String(String(repeating: "\(name), Office of Profile Affairs · ", count: 20).unicodeScalars.prefix(400))
    }
    return (0..<max(count, 0)).map { paragraphs[$0 % paragraphs.count] }
  }

  /// `count` distinct names: ``names``, then the same names numbered.
  static func pickerNames(count: Int) -> [String] {
    (0..<max(count, 0)).map { index in
      let name = names[index % names.count]
      return index < names.count ? name : "\(name) \(index / names.count + 1)"
    }
  }
}
