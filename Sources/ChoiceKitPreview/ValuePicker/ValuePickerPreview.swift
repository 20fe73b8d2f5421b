import ChoiceKitCore
import Foundation

/// A value picker drawn from the core's rules, summary, search, sections and list layout, as
/// the SwiftUI picker shows it on a phone: the closed row in its form, or the open list pushed,
/// in place, in a sheet or as a menu.
///
/// The options' tags are their indices, so ``value`` is the core's `ValuePickerValue` over
/// `Int`, and every checkmark, summary and refusal drawn is the one the core decides.
///
/// ```swift
/// let picker = ValuePickerPreview(
///   title: "Name", options: ["John", "Jean", "Juan"].map { .init($0) }, value: .single(2),
///   isOpen: true)
/// let svg = SVGRenderer().render(picker.displayList())
/// ```
public struct ValuePickerPreview: Sendable {
  /// One option: its label, its section and whether it can be chosen.
  public struct Option: Sendable, Hashable {
    /// The label, shown in the row and searched.
    public var label: String
    /// The index of its section in ``ValuePickerPreview/sectionTitles``, or `nil` for none.
    public var section: Int?
    /// Whether it can be chosen; a disabled option is dimmed and refuses a tap.
    public var isEnabled: Bool

    /// Creates an option.
    ///
    /// - Parameters:
    ///   - label: The label.
    ///   - section: The section's index, or `nil`.
    ///   - isEnabled: Whether it can be chosen.
    public init(_ label: String, section: Int? = nil, isEnabled: Bool = true) {
      self.label = label
      self.section = section
      self.isEnabled = isEnabled
    }
  }

  /// How the picker shows its options, as the SwiftUI picker's built-in styles do.
  public enum Style: String, Sendable, Hashable, CaseIterable {
    /// A row with a chevron that pushes the list on the navigation stack: the default.
    case navigationLink
    /// The options as rows in place in the form, under the title as the section's header.
    case inline
    /// A row without a chevron that presents the list in a sheet with a "Done" button.
    case sheet
    /// A row with up-and-down chevrons that opens a floating menu.
    case menu

    /// What the closed row shows after its value.
    package var accessory: ValuePickerRowLayout.Accessory {
      switch self {
      case .navigationLink: .disclosure
      case .sheet, .inline: .none
      case .menu: .menu
      }
    }
  }

  /// The picker's title: the row's title, the pushed list's title, the inline header.
  public var title: String
  /// The options, in order.
  public var options: [Option]
  /// The sections' headers, by index; an option's section outside them has no header.
  public var sectionTitles: [String]
  /// The selection, whose tags are option indices.
  public var value: ValuePickerValue<Int>
  /// How the options are shown.
  public var style: Style
  /// Whether the list (or menu, or sheet) is open; an inline picker is always open.
  public var isOpen: Bool
  /// The search query typed above an open list; empty shows every option.
  public var query: String
  /// A row the person has just tapped, passed through the core's rules: an accepted tap shows
  /// its result, a refused one the words VoiceOver announces, in the caption panel.
  public var tappedRow: Int?
  /// How many options a list shows without a search field.
  public var searchThreshold: Int
  /// The form's own title, shown in its navigation bar and as the pushed list's back button.
  public var screenTitle: String
  /// The words the row shows and VoiceOver speaks.
  public var wording: ValuePickerWording
  /// The environment the picker is drawn in: light or dark, the layout direction and the Dynamic
  /// Type size. The picture is the phone's on every device family.
  public var traits: ChoiceTraits
  /// The screen's width; negative, NaN or infinite reads as the core layouts read it.
  public var width: CGFloat
  /// The look at the default text size.
  public var tokens: ValuePickerTokens
  /// The measurer used for every text.
  public var measurer: FontMetricsTextMeasurer

  /// Creates a preview; every parameter but the title, options and value has the picker's
  /// default.
  public init(
    title: String, options: [Option], sectionTitles: [String] = [], value: ValuePickerValue<Int>,
    style: Style = .navigationLink, isOpen: Bool = false, query: String = "", tappedRow: Int? = nil,
    searchThreshold: Int = ValuePickerSearch.defaultThreshold, screenTitle: String = "Custom Picker",
    wording: ValuePickerWording = .english, traits: ChoiceTraits = ChoiceTraits(),
    width: CGFloat = 390, tokens: ValuePickerTokens = .standard,
    measurer: FontMetricsTextMeasurer = .dejaVuSans
  ) {
    self.title = title
    self.options = options
    self.sectionTitles = sectionTitles
    self.value = value
    self.style = style
    self.isOpen = isOpen
    self.query = query
    self.tappedRow = tappedRow
    self.searchThreshold = searchThreshold
    self.screenTitle = screenTitle
    self.wording = wording
    self.traits = traits
    self.width = width
    self.tokens = tokens
    self.measurer = measurer
  }

  /// The options' tags: each option's index.
  package var taggedOptions: TaggedOptions<Int> {
    TaggedOptions(options.indices.map { Optional($0) })
  }

  /// What the core makes of ``tappedRow``, or `nil` without a tap.
  package var tapChange: ValuePickerChange? {
    guard let row = tappedRow, options.indices.contains(row) else { return nil }
    return value.tap(row: row, in: taggedOptions, isEnabled: options[row].isEnabled)
  }

  /// The selection drawn: ``value`` after an accepted tap.
  public var shownValue: ValuePickerValue<Int> {
    tapChange.flatMap { value.applying($0, in: taggedOptions) } ?? value
  }

  /// What VoiceOver announces after a refused tap, from `ValuePickerWording.refusal(_:)`.
  public var announcement: String? {
    tapChange?.refusal.map(wording.refusal)
  }

  /// The tokens at the text size of ``traits``.
  public var scaledTokens: ValuePickerTokens {
    tokens.scaled(for: traits.textScale)
  }

  /// The selected options' labels, in the options' order.
  public var selectedLabels: [String] {
    shownValue.selectedRows(in: taggedOptions).map { options[$0].label }
  }

  /// Whether the open list shows a search field: a pushed or presented list with more options
  /// than ``searchThreshold``, by `ValuePickerSearch.showsField(optionCount:threshold:)`.
  public var showsSearchField: Bool {
    (style == .navigationLink || style == .sheet)
      && ValuePickerSearch.showsField(optionCount: options.count, threshold: searchThreshold)
  }

  /// The indices of the options the query leaves, by the core's folded search.
  public var matchingOptions: [Int] {
    let search = ValuePickerSearch(query: showsSearchField ? query : "")
    return search.filter(ValuePickerSearchIndex(labels: options.map(\.label)))
  }
}
