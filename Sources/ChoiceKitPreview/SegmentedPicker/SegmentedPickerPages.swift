import ChoiceKitCore
import Foundation

/// The gallery pages of the segmented picker.
package enum SegmentedPickerPages: ControlPages {
  package static let id = "segmented-picker"

  static let periods = ["Day", "Week", "Month", "Year"]
  static let periodsSpanish = ["Día", "Semana", "Mes", "Año"]
  static let periodsHebrew = ["יום", "שבוע", "חודש", "שנה"]
  static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
  ]
  /// A phone's width less the usual 16 pt margins.
  static let phoneWidth: CGFloat = 358

  package static let title = "Segmented picker"
  package static let summary =
    "SegmentedPicker drawn from the core layout: every selection, light and dark, left to right and "
    + "right to left, large text, sizing modes, overflow, disabled segments, each style, the watch "
    + "pills, touch, focus and scrubbing, and the indicator's spring."

  package static func entries() -> [Gallery.Entry] {
    selections() + variants() + platforms() + interaction() + styles() + motion()
  }

  static func entry(
    _ name: String, _ title: String, _ caption: String, _ preview: SegmentedPickerPreview,
    modifiers: [String] = []
  ) -> Gallery.Entry {
    Gallery.Entry(
      title: title, caption: caption, file: "\(SegmentedPickerPages.id)/\(name).svg",
      svg: SVGRenderer().render(preview.displayList()), call: call(preview, modifiers: modifiers),
      tags: preview.galleryTags, state: [state(preview)])
  }

  /// The title and the selection's property name of a page's call, from its labels: the
  /// periods in their three languages, the months, or a mailbox filter.
  private static func naming(_ preview: SegmentedPickerPreview) -> (title: String, binding: String) {
    switch preview.labels {
    case periods: ("Period", "period")
    case periodsSpanish: ("Periodo", "period")
    case periodsHebrew: ("תקופה", "period")
    case months: ("Month", "month")
    default: ("Filter", "filter")
    }
  }

  /// The state the call binds, starting at the segment the picture shows selected, or an
  /// optional holding `nil` when it shows none (an optional selection reads each option's
  /// `String` tag as the type it wraps).
  static func state(_ preview: SegmentedPickerPreview) -> String {
    let binding = naming(preview).binding
    guard let index = preview.selection, preview.labels.indices.contains(index) else {
      return "@State private var \(binding): String? = nil"
    }
    return "@State private var \(binding) = \(GalleryCall.literal(preview.labels[index]))"
  }

  /// The SwiftUI call of a page, titled after its labels (``naming(_:)``).
  static func call(_ preview: SegmentedPickerPreview, modifiers: [String] = []) -> String {
    let (title, binding) = naming(preview)
    return preview.galleryCall(title: title, binding: binding, modifiers: modifiers)
  }

  static func selections() -> [Gallery.Entry] {
    periods.indices.map { index in
      entry(
        "selection-\(index + 1)", "Selected: \(periods[index])", "The capsule on segment \(index + 1) of 4.",
        SegmentedPickerPreview(labels: periods, selection: index))
    }
  }

  static func variants() -> [Gallery.Entry] {
    [
      entry(
        "dark", "Dark", "The same control in the dark appearance.",
        SegmentedPickerPreview(labels: periods, selection: 1, traits: ChoiceTraits(appearance: .dark))),
      entry(
        "ltr-spanish", "Left to right", "The tutorial's own labels.",
        SegmentedPickerPreview(labels: periodsSpanish, selection: 1)),
      entry(
        "increased-contrast", "Increase Contrast, Reduce Transparency",
        "With both settings on (Settings › Accessibility › Display & Text Size), the grey track is "
          + "twice as strong and opaque, as the system's segmented control gets.",
        SegmentedPickerPreview(
          labels: periods, selection: 1,
          traits: ChoiceTraits(increasesContrast: true, reducesTransparency: true))),
      entry(
        "rtl", "Right to left", "Hebrew labels: the first segment sits at the right.",
        SegmentedPickerPreview(labels: periodsHebrew, selection: 1, traits: ChoiceTraits(isRightToLeft: true))
      ),
      entry(
        "accessibility-xl", "Accessibility XL text",
        "Labels at accessibility size 3 on a phone-wide bar: the bar scrolls, the selection stays in view.",
        SegmentedPickerPreview(
          labels: periods, selection: 3, traits: ChoiceTraits(textScale: .accessibility3),
          proposedWidth: phoneWidth)),
      entry(
        "equal-widths", "Equal widths", "Every segment as wide as the widest, filling a phone-wide bar.",
        SegmentedPickerPreview(labels: ["All", "Unread", "Flagged"], selection: 1, proposedWidth: phoneWidth)),
      entry(
        "fit-content", "Fit content", "Each segment as wide as its label, sharing the spare width.",
        SegmentedPickerPreview(
          labels: ["All", "Unread", "Flagged"], selection: 1, sizing: .fitContent, proposedWidth: phoneWidth)),
      entry(
        "overflow", "Overflow: 12 options",
        "Twelve months on a phone-wide bar scroll to keep October visible.",
        SegmentedPickerPreview(labels: months, selection: 9, proposedWidth: phoneWidth)),
      entry(
        "disabled", "A disabled segment", "Month cannot be chosen: dimmed, and skipped by the keyboard.",
        SegmentedPickerPreview(labels: periods, selection: 0, disabled: [2])),
      entry(
        "watch", "watchOS pills",
        "On the watch every option is a pill in a scrolling row, moved by the Digital Crown.",
        SegmentedPickerPreview(
          labels: periods, selection: 1, traits: ChoiceTraits(idiom: .watch), proposedWidth: 176, margin: 8)),
    ]
  }

  /// The watch and the Mac, each in its own look: the watch always dark, as watchOS is, and the
  /// Mac in both appearances.
  static func platforms() -> [Gallery.Entry] {
    [
      entry(
        "watch-dark", "watchOS pills, as on the watch",
        "The pills on black, as watchOS always draws them; the row fades out at the right, where more "
          + "pills lie.",
        SegmentedPickerPreview(
          labels: periods, selection: 1, traits: ChoiceTraits(appearance: .dark, idiom: .watch),
          proposedWidth: 176, margin: 8)),
      entry(
        "macos", "macOS",
        "The Mac's segmented control: a rounded track, the selected segment raised in white with a "
          + "small shadow, and lines between the others.",
        SegmentedPickerPreview(labels: periods, selection: 1, traits: ChoiceTraits(idiom: .mac))),
      entry(
        "macos-dark", "macOS, dark",
        "The Mac's segmented control in the dark appearance: the raised segment is grey.",
        SegmentedPickerPreview(
          labels: periods, selection: 1, traits: ChoiceTraits(appearance: .dark, idiom: .mac))),
    ]
  }

  static func interaction() -> [Gallery.Entry] {
    let spanish = SegmentedPickerWording.spanish
    return [
      entry(
        "scrubbing", "Scrubbing",
        "A finger dragged from Week to between Month and Year: the indicator springs to the segment "
          + "under it, whose label takes the selected look; letting go chooses Month.",
        SegmentedPickerPreview(labels: periods, selection: 1, scrubPosition: 2.4)),
      entry(
        "scrubbing-disabled", "Scrubbing past a disabled segment",
        "Month cannot be chosen: with the finger over it, the indicator and the highlight stay on the "
          + "nearest segment that can.",
        SegmentedPickerPreview(labels: periods, selection: 1, disabled: [2], scrubPosition: 2.1)),
      entry(
        "pressed", "Pressed", "A finger down on Month: its label dims until it lifts.",
        SegmentedPickerPreview(labels: periods, selection: 1, pressed: 2)),
      entry(
        "focused", "Keyboard focus",
        "Focused with Tab or a click: the ring follows the track's outline; the arrow keys move the selection.",
        SegmentedPickerPreview(labels: periods, selection: 1, isFocused: true)),
      entry(
        "optional-none", "Optional selection, nothing chosen",
        "A Binding<Period?> holding nil: no indicator, and nothing is chosen until a tap.",
        SegmentedPickerPreview(labels: periods, selection: nil)),
      entry(
        "spanish-voiceover", "Spanish",
        "VoiceOver reads the selected segment as “"
          + spanish.segmentDescription(label: periodsSpanish[1], isSelected: true, index: 1, count: 4)
          + "” and the adjustable picker as “"
          + spanish.adjustableValue(label: periodsSpanish[1], index: 1, count: 4) + "”.",
        SegmentedPickerPreview(labels: periodsSpanish, selection: 1),
        modifiers: [".segmentedPickerWording(.spanish)"]),
    ]
  }

  static func styles() -> [Gallery.Entry] {
    SegmentedPickerStyleKind.allCases.flatMap { style in
      ChoiceAppearance.allCases.map { appearance in
        entry(
          "style-\(style.rawValue)-\(appearance.rawValue)",
          "Style: .\(style.rawValue), \(appearance.rawValue)",
          "The \(style.rawValue) style in the \(appearance.rawValue) appearance.",
          SegmentedPickerPreview(
            labels: periods, selection: 2, style: style, traits: ChoiceTraits(appearance: appearance)))
      }
    }
  }

  static func motion() -> [Gallery.Entry] {
    let preview = SegmentedPickerPreview(labels: periods, selection: 3)
    let transition = preview.transition(from: 0, to: 3)
    // The motion is a change of the binding, which the control animates on its own spring.
    let call = call(preview) + "\n// then: period = " + GalleryCall.literal(periods[3])
    // Both start at Day, the motion's first frame.
    let start = [state(SegmentedPickerPreview(labels: periods, selection: 0))]
    return [
      Gallery.Entry(
        title: "Indicator motion",
        caption: "From Day to Year on the control's spring (response 0.3, damping 0.7).",
        file: "\(SegmentedPickerPages.id)/transition-animated.svg", svg: transition.animatedSVG(),
        call: call,
        tags: preview.galleryTags, state: start),
      Gallery.Entry(
        title: "Indicator filmstrip", caption: "Six evenly spaced frames of the same motion.",
        file: "\(SegmentedPickerPages.id)/transition-filmstrip.svg",
        svg: SVGRenderer().render(transition.filmstrip(count: 6)),
        call: call, tags: preview.galleryTags, state: start),
    ]
  }
}
