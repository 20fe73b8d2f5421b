import ChoiceKitCore
import Foundation

/// The gallery pages of the value picker.
package enum ValuePickerPages: ControlPages {
  package static let id = "value-picker"

  typealias Option = ValuePickerPreview.Option

  /// The tutorial's names.
  static let names = ["John", "Jean", "Juan"].map { Option($0) }
  /// Guests for the multiple pickers.
  static let guests = ["Juan", "Ana", "Eva", "Luz", "Marta", "Inés"].map { Option($0) }
  /// Names that share their beginning, which one truncated line cannot tell apart.
  static let longNames = ["Juan Carlos Pérez", "Juan Carlos Ruiz", "Ana"].map { Option($0) }
  /// The sections of the long list.
  static let teams = ["Design", "Engineering", "Sales"]
  /// A long list with accented names in three sections: more than the search threshold.
  static let people: [Option] =
    ["Ana María", "Ángela", "Beatriz", "Zoë"].map { Option($0, section: 0) }
    + ["José", "Josefina", "Joaquín", "Juan", "Jean", "John"].map { Option($0, section: 1) }
    + ["Inés", "Íñigo", "Óscar", "Marta", "José Luis"].map { Option($0, section: 2) }
  /// Hebrew names, for the right-to-left pages.
  static let hebrew = ["דוד", "שרה", "יעל", "נועה"].map { Option($0) }

  /// The one section of the value picker's pages, in the order a reader meets the control:
  /// modes, styles, content, then variants.
  package static let title = "Value picker"
  package static let summary =
    "ValuePicker drawn from the core's rules, summary, search, sections and list layout: the closed "
    + "row and the open list of single, optional and multiple pickers, pushed, in place, in a sheet "
    + "and as a menu; sections, search, limits, disabled rows, light and dark, right to left, "
    + "accessibility text and Spanish."

  package static func entries() -> [Gallery.Entry] {
    modes() + styles() + content() + variants()
  }

  /// A page: the preview rendered, its caption ending with the configuration it draws, so a
  /// reader can tell pages that look alike apart.
  static func entry(_ name: String, _ title: String, _ lead: String, _ preview: ValuePickerPreview)
    -> Gallery.Entry
  {
    Gallery.Entry(
      title: title, caption: lead + " " + configuration(preview),
      file: "\(ValuePickerPages.id)/\(name).svg",
      svg: SVGRenderer().render(preview.displayList()), call: preview.galleryCall(),
      tags: preview.galleryTags)
  }

  /// The exact configuration a page draws, in words.
  static func configuration(_ preview: ValuePickerPreview) -> String {
    var parts: [String] = []
    switch preview.shownValue.mode {
    case .single: parts.append("single")
    case .optional: parts.append("optional")
    case .multiple(let limits): parts.append(limits.maximum.map { "multiple, at most \($0)" } ?? "multiple")
    }
    parts.append("style .\(preview.style.rawValue)")
    parts.append(preview.style == .inline ? "in place" : preview.isOpen ? "open" : "closed")
    parts.append("\(preview.options.count) options")
    if !preview.query.isEmpty { parts.append("query " + GalleryCaption.quoted(preview.query)) }
    parts.append("checkmark \(preview.tokens.checkmark.rawValue)")
    parts.append("text size \(preview.traits.textScale.rawValue)")
    parts += GalleryCaption.environment(preview.galleryTags)
    parts.append("wording " + GalleryCaption.quoted(preview.wording.wording.languageCode))
    return "(" + parts.joined(separator: ", ") + ".)"
  }

  /// The row's value as the page draws it, for captions.
  static func shown(_ preview: ValuePickerPreview) -> String {
    GalleryCaption.quoted(preview.rowSummary)
  }

  /// The closed row and the pushed list of each mode: single, optional and multiple.
  static func modes() -> [Gallery.Entry] {
    let single = ValuePickerPreview(title: "Name", options: names, value: .single(2))
    let optional = ValuePickerPreview(title: "Name", options: names, value: .optional(nil))
    let multiple = ValuePickerPreview(
      title: "Guests", options: guests, value: .multiple([0, 1, 2, 3, 5], .none))
    func opened(_ preview: ValuePickerPreview) -> ValuePickerPreview {
      var preview = preview
      preview.isOpen = true
      return preview
    }
    return [
      entry(
        "pushed-single-closed", "Single, closed", "The tutorial's row: title, current value, and a chevron.",
        single),
      entry(
        "pushed-single-open", "Single, pushed list",
        "The pushed list with the checkmark on the chosen row only; a choice pops back.", opened(single)),
      entry(
        "pushed-optional-closed", "Optional, closed", "An optional picker with no value shows “None”.",
        optional),
      entry(
        "pushed-optional-open", "Optional, pushed list",
        "The “None” row comes first and carries the checkmark.",
        opened(optional)),
      entry(
        "pushed-multiple-closed", "Multiple, closed",
        "Five guests: the row shows the core's summary shortened to its room, \(shown(multiple)).", multiple),
      entry(
        "pushed-multiple-open", "Multiple, pushed list",
        "Every chosen row is checked; a tap toggles one and the list stays open.", opened(multiple)),
    ]
  }

  /// The other built-in styles: inline, sheet and menu, closed and open.
  static func styles() -> [Gallery.Entry] {
    [
      entry(
        "inline-single", "Inline", "The options in place in the form, the title as the section's header.",
        ValuePickerPreview(title: "Name", options: names, value: .single(0), style: .inline)),
      entry(
        "inline-multiple", "Inline, multiple", "A set chosen in place.",
        ValuePickerPreview(title: "Guests", options: guests, value: .multiple([1, 4], .none), style: .inline)),
      entry(
        "sheet-closed", "Sheet, closed", "A row that presents a sheet has no chevron.",
        ValuePickerPreview(title: "Name", options: names, value: .optional(1), style: .sheet)),
      entry(
        "sheet-open", "Sheet, open", "The list in a sheet over the dimmed form, closed with “Done”.",
        ValuePickerPreview(title: "Name", options: names, value: .optional(1), style: .sheet, isOpen: true)),
      entry(
        "menu-closed", "Menu, closed", "The row shows the value and chevrons up and down.",
        ValuePickerPreview(title: "Name", options: names, value: .single(1), style: .menu)),
      entry(
        "menu-open", "Menu, open",
        "A floating menu below the row; menus draw the checkmark on the leading side.",
        ValuePickerPreview(title: "Name", options: names, value: .single(1), style: .menu, isOpen: true)),
    ]
  }

  /// What a long or constrained list shows: sections, a search, limits and disabled rows.
  static func content() -> [Gallery.Entry] {
    let limits = ValuePickerLimits(maximum: 3)
    return [
      entry(
        "sections", "Sections and search field",
        "Fifteen people in three sections, each under its header; more options than the threshold "
          + "(\(ValuePickerSearch.defaultThreshold)) bring the search field.",
        ValuePickerPreview(
          title: "Owner", options: people, sectionTitles: teams, value: .single(5), isOpen: true)),
      entry(
        "search-jose", "Search: “jose”",
        "Folded matching finds “José”, “Josefina” and “José Luis”, shown as one list without headers.",
        ValuePickerPreview(
          title: "Owner", options: people, sectionTitles: teams, value: .single(5), isOpen: true,
          query: "jose")),
      entry(
        "limits-reached", "Limits reached",
        "Three of at most three are chosen; the other rows stay enabled, but a tap on “Luz” is refused "
          + "and VoiceOver announces why (shown in its caption panel).",
        ValuePickerPreview(
          title: "Guests", options: guests, value: .multiple([0, 1, 2], limits), isOpen: true, tappedRow: 3)),
      entry(
        "disabled-rows", "Disabled rows",
        "“Jean” and “Marta” cannot be chosen: dimmed, and a tap is refused.",
        ValuePickerPreview(
          title: "Name",
          options: [
            Option("John"), Option("Jean", isEnabled: false), Option("Juan"),
            Option("Marta", isEnabled: false),
          ],
          value: .single(2), isOpen: true)),
    ]
  }

  /// The environment's variations: dark, checkmark side, right to left, accessibility text,
  /// Spanish and a narrow screen.
  static func variants() -> [Gallery.Entry] {
    var leading = ValuePickerTokens.standard
    leading.checkmark = .leading
    return [
      entry(
        "dark-open", "Dark", "The pushed list in the dark appearance.",
        ValuePickerPreview(
          title: "Name", options: names, value: .single(2), isOpen: true,
          traits: ChoiceTraits(appearance: .dark))),
      entry(
        "dark-closed", "Dark, closed", "The closed multiple row in the dark appearance.",
        ValuePickerPreview(
          title: "Guests", options: guests, value: .multiple([1, 2], .none),
          traits: ChoiceTraits(appearance: .dark))),
      entry(
        "leading-checkmark", "Leading checkmark", "Checkmarks before the labels; every row keeps the column.",
        ValuePickerPreview(
          title: "Guests", options: guests, value: .multiple([0, 3], .none), isOpen: true, tokens: leading)),
      entry(
        "rtl-closed", "Right to left, closed", "Hebrew: the title at the right, the chevron pointing left.",
        ValuePickerPreview(
          title: "שם", options: hebrew, value: .single(1), screenTitle: "בורר",
          traits: ChoiceTraits(isRightToLeft: true))),
      entry(
        "rtl-open", "Right to left, open",
        "The trailing checkmark is on the left, the back chevron points right.",
        ValuePickerPreview(
          title: "שם", options: hebrew, value: .single(1), isOpen: true, screenTitle: "בורר",
          traits: ChoiceTraits(isRightToLeft: true))),
      entry(
        "accessibility-closed", "Accessibility text, closed",
        "At accessibility size 3 the value moves below the title and is shortened to the whole row.",
        ValuePickerPreview(
          title: "Guests", options: guests, value: .multiple([0, 1, 2, 3], .none),
          traits: ChoiceTraits(textScale: .accessibility3))
      ),
      entry(
        "accessibility-open", "Accessibility text, open",
        "Rows grow with their text at accessibility size 3.",
        ValuePickerPreview(
          title: "Name", options: names, value: .single(2), isOpen: true,
          traits: ChoiceTraits(textScale: .accessibility3))),
      entry(
        "accessibility-long-names", "Accessibility text, long names",
        "At accessibility size 5 “Juan Carlos Pérez” and “Juan Carlos Ruiz” wrap onto more lines "
          + "rather than both reading “Juan Carl…”; each row is as tall as its lines.",
        ValuePickerPreview(
          title: "Name", options: longNames, value: .single(0), isOpen: true,
          traits: ChoiceTraits(textScale: .accessibility5))),
      entry(
        "accessibility-long-names-closed", "Accessibility text, long name, closed",
        "At accessibility size 5 the stacked title and the chosen name wrap across the row.",
        ValuePickerPreview(
          title: "Assigned to", options: longNames, value: .single(1),
          traits: ChoiceTraits(textScale: .accessibility5))),
      entry(
        "spanish-closed", "Spanish", "Spanish wording: “y” becomes “e” before “Inés”.",
        ValuePickerPreview(
          title: "Invitados", options: guests, value: .multiple([0, 1, 5], .none), screenTitle: "Selector",
          wording: .spanish)),
      entry(
        "spanish-limits-sheet", "Spanish, limits reached in a sheet",
        "“Listo” closes the sheet; the refused tap is announced in Spanish.",
        ValuePickerPreview(
          title: "Invitados", options: guests, value: .multiple([0, 4], ValuePickerLimits(maximum: 2)),
          style: .sheet,
          isOpen: true, tappedRow: 2, screenTitle: "Selector", wording: .spanish)),
      entry(
        "narrow-summary", "Narrow row",
        "On a 320 pt screen the six names no longer fit; the core shortens them to \(shown(narrow)).",
        narrow),
      entry(
        "long-title-closed", "Long title, truncated value",
        "The title keeps its width; the value takes the room left and is truncated to \(shown(longTitle)).",
        longTitle),
      entry(
        "long-option-open", "Long option",
        "A long title stands clear of the back button and a long option stops with an ellipsis "
          + "before the checkmark, inside its card.",
        longOption),
    ]
  }

  /// A long title on a 320 pt screen, beside a long chosen sound.
  package static let longTitle = ValuePickerPreview(
    title: "Notification sound", options: ["Chimes (default)", "Bamboo", "Radar"].map { Option($0) },
    value: .single(0), width: 320)

  /// The same list open, with a long option chosen.
  package static let longOption = ValuePickerPreview(
    title: "Notification sound",
    options: ["Chimes (default)", "Bamboo", "Radar", "Crystal bells at dawn (long version)"].map {
      Option($0)
    },
    value: .single(3), isOpen: true, width: 320)

  /// Six guests on a 320 pt screen, where their names no longer fit the row.
  static let narrow = ValuePickerPreview(
    title: "Guests", options: guests, value: .multiple(Set(0..<6), .none), width: 320)
}
