#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// A control for choosing one of a few options, with a capsule indicator that springs from
  /// option to option.
  ///
  /// Write it as you write a `Picker`: options from a `ForEach` over values of the selection's
  /// type are tagged by its identifiers, SwiftUI's `tag(_:)` is read from iOS 18 (macOS 15,
  /// watchOS 11, tvOS 18, visionOS 2), and any option can be tagged with
  /// ``SwiftUI/View/choiceTag(_:)``, which wins and works on every system. An optional selection
  /// (`Binding<Period?>`) takes options tagged with the type it wraps, and shows no indicator for
  /// `nil`.
  ///
  /// ```swift
  /// @State private var period = Period.week
  ///
  /// var body: some View {
  ///   SegmentedPicker("Period", selection: $period) {
  ///     ForEach(Period.allCases) { period in
  ///       Text(period.title)
  ///     }
  ///   }
  ///   .tint(.indigo)
  /// }
  /// ```
  ///
  /// or from a list of options, with a label for each or a default one for options that are
  /// `String`-backed or `CustomStringConvertible`:
  ///
  /// ```swift
  /// SegmentedPicker(selection: $period, options: Period.allCases) { period in
  ///   Label(period.title, systemImage: period.symbol)
  /// }
  /// SegmentedPicker("Period", selection: $period, options: Period.allCases)
  /// ```
  ///
  /// Every number comes from `ChoiceKitCore`: the segment frames and the indicator from
  /// `SegmentedPickerLayout`, keyboard moves from `ChoiceNavigation`, spoken positions from
  /// `SegmentedPickerWording`, and fonts, colours, metrics and the spring from
  /// `SegmentedPickerTokens`, the same numbers the preview gallery draws.
  ///
  /// Behaviour:
  /// - One indicator, placed by the track's layout at the core's frame, fills the environment's
  ///   tint and springs on the tokens' spring when the selection changes; it cross-fades instead
  ///   when Reduce Motion is on. Other colours come from
  ///   ``SwiftUI/View/segmentedPickerColors(indicator:selectedText:text:track:)``.
  /// - A selection that no option carries shows no indicator, and the picker never changes it
  ///   on its own; the binding only ever receives the tag of an enabled option the user chose.
  /// - Options without a tag of the selection's type, options repeating an earlier option's tag
  ///   (the first one wins), and options disabled with ``SwiftUI/View/choiceDisabled(_:)`` (or
  ///   `disabled(_:)` before or after their `choiceTag(_:)`) show as disabled segments. `disabled(_:)` on the picker disables all of them. Debug
  ///   builds warn once when no option has a usable tag, when the selection is no option's tag,
  ///   and when options carry tags of another type.
  /// - Labels are never truncated: when they do not fit, the segments scroll, and the
  ///   selection is scrolled into view. An empty picker keeps the height of one line.
  /// - VoiceOver reads each segment as a button with its position, or the whole picker as one
  ///   adjustable element (``SwiftUI/View/segmentedPickerAccessibility(_:)``) whose value names
  ///   the selection; the title is the picker's label; the words follow the locale.
  /// - The picker takes keyboard focus through keyboard navigation only (never on a click or a
  ///   tap), and arrow keys move the selection on the Mac and, from iPadOS 17, on the iPad; the
  ///   Digital Crown moves it on the watch, where the segments are scrolling pills; on tvOS focus
  ///   entering the picker never changes the selection, and moving it between segments does. With
  ///   ``SwiftUI/View/segmentedPickerScrubbing(_:)`` a drag from the selected segment moves it.
  ///   Each change the user makes plays the selection haptic where there is one.
  ///
  /// Customise it with ``SwiftUI/View/segmentedPickerStyle(_:)``,
  /// ``SwiftUI/View/segmentedPickerSizing(_:)``, ``SwiftUI/View/segmentedPickerScrubbing(_:)``
  /// and ``SwiftUI/View/segmentedPickerTokens(_:)``.
  public struct SegmentedPicker<Label: View, SelectionValue: Hashable, Content: View>:
    View
  {
    let selection: Binding<SelectionValue>
    /// The title or label view; spoken, never drawn.
    let label: Label
    /// The title as text, the accessibility label of the whole picker; `nil` for a label view.
    let title: Text?
    let content: Content
    /// Colours passed to the initialiser, as the tutorial's call site passes them; `nil` when
    /// the colours come from the environment only.
    let colors: SegmentedPickerColors?

    init(
      selection: Binding<SelectionValue>, label: Label, title: Text?, content: Content,
      colors: SegmentedPickerColors? = nil
    ) {
      self.selection = selection
      self.label = label
      self.title = title
      self.content = content
      self.colors = colors
    }

    /// The segments, read from the content's tagged children.
    public var body: some View {
      TaggedChildren<SelectionValue>.reading(content) { children in
        SegmentedPickerStyled(children: children, selection: selection, label: label, title: title)
          .modifier(
            PickerWarnings(
              warnings: children.warnings(picker: "SegmentedPicker", selection: [selection.wrappedValue])))
      }
      .transformControlSettings(SegmentedPickerSettings.self) { settings in
        if let colors {
          settings.colors = settings.colors.overridden(by: colors)
        }
      }
    }
  }

  /// Reads the style from the environment and builds the control for its concrete type: the one
  /// place the style's type is erased, once per picker rather than once per segment.
  struct SegmentedPickerStyled<Tag: Hashable, Title: View>: View {
    let children: TaggedChildren<Tag>
    let selection: Binding<Tag>
    let label: Title
    let title: Text?
    @Environment(SegmentedPickerStyleSlot.environmentKeyPath) private var style

    var body: some View {
      control(style)
    }

    private func control<Style: SegmentedPickerControlStyle>(_ style: Style) -> AnyView {
      AnyView(
        SegmentedPickerControl(
          children: children, selection: selection, label: label, title: title, style: style))
    }
  }
#endif
