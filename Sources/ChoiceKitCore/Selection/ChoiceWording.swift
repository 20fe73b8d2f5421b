import Foundation

/// The words a choice control speaks to assistive technologies, in one language: "selected",
/// "dimmed", "none", "2 of 4", "4 options", "3 selected".
///
/// The package ships English, Spanish, French, German, Italian, Brazilian Portuguese, Japanese,
/// Simplified and Traditional Chinese, Korean and Arabic, one JSON resource file per language,
/// each with its CLDR plural forms, list joining and digits; ``init(locale:)`` picks one. An app
/// supplies another language with the initialiser, or changes any word of a shipped one. Templates
/// are read once, when the wording is made, so speaking a position or a count is string
/// concatenation.
///
/// ```swift
/// let words = ChoiceWording(locale: Locale(identifier: "es-MX"))
/// words.position(index: 1, count: 4)  // "2 de 4"
/// words.options(count: 1)  // "1 opción"
/// words.selectedCount(3)  // "3 seleccionados"
/// ChoiceWording.arabic.position(index: 1, count: 4)  // "٢ من ٤"
/// ```
public struct ChoiceWording: Sendable, Hashable {
  /// The language whose plural rules choose among the count phrases' forms, such as "en".
  public var languageCode: String {
    didSet { pluralRules = PluralRules(languageCode: languageCode) }
  }
  /// The plural rules of ``languageCode``, read once rather than on every counted phrase.
  private var pluralRules: PluralRules
  /// The word for a selected item: "selected".
  public var selected: String
  /// The word for an item that cannot be chosen: "dimmed".
  public var dimmed: String
  /// What is spoken when nothing is chosen: "none".
  public var none: String
  /// What joins the parts of a description: ", ".
  public var separator: String
  /// The word that says an element is a tab of a tab bar: "tab".
  public var tab: String
  /// What a badge that shows only a dot says: "new".
  public var newBadge: String
  /// The word that says an element is a button, where a control speaks it as part of a
  /// position ("Create, button, 1 of 3"): "button".
  public var button: String
  /// What is spoken when a menu opens: "expanded".
  public var expanded: String
  /// What is spoken when a menu closes: "collapsed".
  public var collapsed: String
  /// The hint of a closed menu's button, what activating it does: "Shows the options".
  public var showsOptionsHint: String
  /// The hint of an open menu's button, what activating it does: "Hides the options".
  public var hidesOptionsHint: String
  /// What joins the items of a list but the last two: ", "; CLDR's `start` and `middle` list
  /// patterns without their placeholders ("、" in Japanese and Chinese, " و" in Arabic).
  public var listSeparator: String
  /// What joins the last two items of a list: " and "; CLDR's `end` and `2` list patterns
  /// without their placeholders (" et " in French, "和" in Chinese).
  public var listFinalSeparator: String
  /// What joins the last two items when the last starts with an "i" sound, where a language
  /// changes its conjunction (Spanish "y" becomes "e"): " and " in English.
  public var listFinalSeparatorBeforeI: String
  /// The title of the button that closes a presented list: "Done".
  public var done: String
  private var numberDigits: WordingDigits
  private var moreItemsTemplates: PluralTemplates
  private var maximumSelectionTemplates: PluralTemplates
  private var minimumSelectionTemplates: PluralTemplates
  private var positionTemplate: WordingTemplate
  private var newItemsTemplates: PluralTemplates
  private var optionsTemplates: PluralTemplates
  private var selectedCountTemplates: PluralTemplates

  /// Creates the words for a language the package does not ship.
  ///
  /// ```swift
  /// let french = ChoiceWording(
  ///   languageCode: "fr", selected: "sélectionné", dimmed: "estompé", none: "aucun",
  ///   separator: ", ", positionFormat: "{index} sur {count}",
  ///   optionsForms: [.one: "{count} option", .other: "{count} options"],
  ///   selectedCountForms: [.one: "{count} sélectionné", .other: "{count} sélectionnés"])
  /// ```
  ///
  /// A template's placeholders are `{index}` (one-based) and `{count}`; anything else in braces,
  /// an unclosed brace or a placeholder a template does not know is spoken as written.
  ///
  /// - Parameters:
  ///   - languageCode: The language whose plural rules pick the forms (see
  ///     ``PluralCategory/init(count:languageCode:)``).
  ///   - selected: The word for a selected item.
  ///   - dimmed: The word for an item that cannot be chosen.
  ///   - none: What is spoken when nothing is chosen.
  ///   - separator: What joins the parts of a description.
  ///   - positionFormat: The position, with `{index}` and `{count}`: "{index} of {count}".
  ///   - optionsForms: "{count} options" per plural category.
  ///   - selectedCountForms: "{count} selected" per plural category.
  ///   - tab: The word for a tab: "tab"; English unless given.
  ///   - newBadge: What a dot badge says: "new"; English unless given.
  ///   - newItemsForms: A count badge's "{count} new items" per plural category; English unless
  ///     given.
  ///   - button: The word for a button: "button"; English unless given.
  ///   - expanded: What is spoken when a menu opens: "expanded"; English unless given.
  ///   - collapsed: What is spoken when a menu closes: "collapsed"; English unless given.
  ///   - showsOptionsHint: A closed menu's button's hint: "Shows the options"; English unless
  ///     given.
  ///   - hidesOptionsHint: An open menu's button's hint: "Hides the options"; English unless given.
  ///   - listSeparator: What joins a list's items but the last two: ", ".
  ///   - listFinalSeparator: What joins a list's last two items: " and ".
  ///   - listFinalSeparatorBeforeI: The same before an "i" sound: " and " in English.
  ///   - moreItemsForms: "{count} more" per plural category, for a shortened list.
  ///   - maximumSelectionForms: "You can choose up to {count} options" per plural category.
  ///   - minimumSelectionForms: "Choose at least {count} options" per plural category.
  ///   - done: The title of the button that closes a presented list: "Done"; English unless
  ///     given.
  ///   - digits: The ten digits numbers are written with, zero first: "0123456789" unless given
  ///     (see ``digits``).
  public init(
    languageCode: String, selected: String, dimmed: String, none: String, separator: String,
    positionFormat: String, optionsForms: [PluralCategory: String],
    selectedCountForms: [PluralCategory: String],
    tab: String = "tab", newBadge: String = "new",
    newItemsForms: [PluralCategory: String] = [.one: "{count} new item", .other: "{count} new items"],
    button: String = "button", expanded: String = "expanded", collapsed: String = "collapsed",
    showsOptionsHint: String = "Shows the options", hidesOptionsHint: String = "Hides the options",
    listSeparator: String = ", ", listFinalSeparator: String = " and ",
    listFinalSeparatorBeforeI: String = " and ",
    moreItemsForms: [PluralCategory: String] = [.one: "{count} more", .other: "{count} more"],
    maximumSelectionForms: [PluralCategory: String] = [
      .one: "You can choose up to {count} option", .other: "You can choose up to {count} options",
    ],
    minimumSelectionForms: [PluralCategory: String] = [
      .one: "Choose at least {count} option", .other: "Choose at least {count} options",
    ],
    done: String = "Done", digits: String = "0123456789"
  ) {
    self.languageCode = languageCode
    pluralRules = PluralRules(languageCode: languageCode)
    self.selected = selected
    self.dimmed = dimmed
    self.none = none
    self.separator = separator
    self.tab = tab
    self.newBadge = newBadge
    self.button = button
    self.expanded = expanded
    self.collapsed = collapsed
    self.showsOptionsHint = showsOptionsHint
    self.hidesOptionsHint = hidesOptionsHint
    self.listSeparator = listSeparator
    self.listFinalSeparator = listFinalSeparator
    self.listFinalSeparatorBeforeI = listFinalSeparatorBeforeI
    self.done = done
    numberDigits = WordingDigits(digits) ?? .latin
    moreItemsTemplates = PluralTemplates(moreItemsForms)
    maximumSelectionTemplates = PluralTemplates(maximumSelectionForms)
    minimumSelectionTemplates = PluralTemplates(minimumSelectionForms)
    positionTemplate = WordingTemplate(positionFormat, placeholders: [.index, .count])
    optionsTemplates = PluralTemplates(optionsForms)
    selectedCountTemplates = PluralTemplates(selectedCountForms)
    newItemsTemplates = PluralTemplates(newItemsForms)
  }

  /// The ten digits the wording writes positions and counts with, zero first: "0123456789", or
  /// "٠١٢٣٤٥٦٧٨٩" in Arabic.
  ///
  /// Numbers are written without grouping separators ("1000000 options"). Anything but ten
  /// decimal digits, zero to nine in order, is ignored: the wording then writes, and this
  /// property reads, "0123456789".
  public var digits: String {
    get { numberDigits.source }
    set { numberDigits = WordingDigits(newValue) ?? .latin }
  }

  /// The position template, with `{index}` and `{count}`: "{index} of {count}".
  public var positionFormat: String {
    get { positionTemplate.source }
    set { positionTemplate = WordingTemplate(newValue, placeholders: [.index, .count]) }
  }

  /// The templates of ``options(count:)`` per plural category, with `{count}`.
  public var optionsForms: [PluralCategory: String] {
    get { optionsTemplates.sources }
    set { optionsTemplates = PluralTemplates(newValue) }
  }

  /// The templates of ``newItems(count:)`` per plural category, with `{count}`.
  public var newItemsForms: [PluralCategory: String] {
    get { newItemsTemplates.sources }
    set { newItemsTemplates = PluralTemplates(newValue) }
  }

  /// The templates of ``selectedCount(_:)`` per plural category, with `{count}`.
  public var selectedCountForms: [PluralCategory: String] {
    get { selectedCountTemplates.sources }
    set { selectedCountTemplates = PluralTemplates(newValue) }
  }

  /// The templates of ``moreItems(count:)`` per plural category, with `{count}`.
  public var moreItemsForms: [PluralCategory: String] {
    get { moreItemsTemplates.sources }
    set { moreItemsTemplates = PluralTemplates(newValue) }
  }

  /// The templates of ``maximumSelection(_:)`` per plural category, with `{count}`.
  public var maximumSelectionForms: [PluralCategory: String] {
    get { maximumSelectionTemplates.sources }
    set { maximumSelectionTemplates = PluralTemplates(newValue) }
  }

  /// The templates of ``minimumSelection(_:)`` per plural category, with `{count}`.
  public var minimumSelectionForms: [PluralCategory: String] {
    get { minimumSelectionTemplates.sources }
    set { minimumSelectionTemplates = PluralTemplates(newValue) }
  }

  /// Parts of one spoken phrase joined by the ``separator``, the empty ones left out.
  ///
  /// Every control composes its phrases with this, so an empty part (an empty title, or a
  /// custom wording whose position format is empty) never leaves a separator dangling, and a
  /// part that begins with a combining mark keeps it: parts are joined, never cut apart.
  ///
  /// ```swift
  /// ChoiceWording.english.joined(["Home", "tab", "", "1 of 4"])  // "Home, tab, 1 of 4"
  /// ```
  ///
  /// - Parameter parts: The parts, in speaking order.
  /// - Returns: The non-empty parts with the separator between them; empty when every part is.
  public func joined(_ parts: [String]) -> String {
    var text = ""
    for part in parts where !part.isEmpty {
      if !text.isEmpty { text += separator }
      text += part
    }
    return text
  }

  /// An item's position, spoken one-based.
  ///
  /// ```swift
  /// ChoiceWording.english.position(index: 1, count: 4)  // "2 of 4"
  /// ```
  ///
  /// - Parameters:
  ///   - index: The zero-based index of the item, as everywhere in the core.
  ///   - count: The number of items.
  /// - Returns: The position; the spoken index is clamped to `1...count` (below 0 reads 1, past
  ///   the end reads `count`), and a `count` of 0 or less reads "0 of 0".
  public func position(index: Int, count: Int) -> String {
    guard count > 0 else { return positionTemplate.filled(index: 0, count: 0, digits: numberDigits) }
    let spoken = min(max(index, 0), count - 1) + 1
    return positionTemplate.filled(index: spoken, count: count, digits: numberDigits)
  }

  /// How many options there are, in the plural form the count takes: "1 option", "4 options".
  ///
  /// - Parameter count: The number of options; a negative count reads as 0.
  /// - Returns: The phrase; a form the wording lacks falls back to its ``PluralCategory/other``
  ///   form, and with no forms at all the count is spoken alone.
  public func options(count: Int) -> String {
    optionsTemplates.phrase(count: max(count, 0), rules: pluralRules, digits: numberDigits)
  }

  /// How many items are selected, in the plural form the count takes: "1 selected".
  ///
  /// - Parameter count: The number of selected items; a negative count reads as 0.
  /// - Returns: The phrase, falling back as ``options(count:)`` does.
  public func selectedCount(_ count: Int) -> String {
    selectedCountTemplates.phrase(count: max(count, 0), rules: pluralRules, digits: numberDigits)
  }

  /// The end of a shortened list, in the plural form the count takes: "2 more".
  ///
  /// - Parameter count: How many items were left out; negative reads as 0.
  public func moreItems(count: Int) -> String {
    moreItemsTemplates.phrase(count: max(count, 0), rules: pluralRules, digits: numberDigits)
  }

  /// What is said when a tap would go past a selection's maximum: "You can choose up to 3
  /// options".
  ///
  /// - Parameter count: The maximum; negative reads as 0.
  public func maximumSelection(_ count: Int) -> String {
    maximumSelectionTemplates.phrase(count: max(count, 0), rules: pluralRules, digits: numberDigits)
  }

  /// What is said when a tap would go below a selection's minimum: "Choose at least 1 option".
  ///
  /// - Parameter count: The minimum; negative reads as 0.
  public func minimumSelection(_ count: Int) -> String {
    minimumSelectionTemplates.phrase(count: max(count, 0), rules: pluralRules, digits: numberDigits)
  }

  /// What a count badge says, in the plural form the count takes: "1 new item", "3 new items".
  ///
  /// - Parameter count: The badge's count; a negative count reads as 0.
  /// - Returns: The phrase, falling back as ``options(count:)`` does.
  public func newItems(count: Int) -> String {
    newItemsTemplates.phrase(count: max(count, 0), rules: pluralRules, digits: numberDigits)
  }
}
