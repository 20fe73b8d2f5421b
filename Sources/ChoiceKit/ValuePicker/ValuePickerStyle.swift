#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// How a value picker presents its options: pushed, in place, in a sheet or in a menu.
  ///
  /// Like `PickerStyle`, a style is set for a whole hierarchy; unlike it, you can write your
  /// own from the pieces the configuration hands you:
  ///
  /// ```swift
  /// struct DisclosureValuePickerStyle: ValuePickerStyle {
  ///   func makeBody(configuration: Configuration) -> some View {
  ///     DisclosureGroup {
  ///       configuration.options
  ///     } label: {
  ///       LabeledContent { configuration.summary } label: { configuration.label }
  ///     }
  ///   }
  /// }
  ///
  /// ValuePicker("Name", selection: $name) { … }
  ///   .valuePickerStyle(DisclosureValuePickerStyle())
  /// ```
  ///
  /// The picker, not the style, reads the options, applies the selection rules, and speaks to
  /// VoiceOver; a style arranges.
  @MainActor @preconcurrency
  public protocol ValuePickerStyle {
    /// The view of the picker.
    associatedtype Body: View

    /// What the style knows about the picker.
    typealias Configuration = ValuePickerStyleConfiguration

    /// Draws the picker.
    ///
    /// - Parameter configuration: The picker's title, current value, rows and list.
    /// - Returns: The picker's view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
  }

  /// Where the value pickers below a view find their style.
  enum ValuePickerStyleSlot: ControlEnvironmentSlot {
    static var defaultValue: any ValuePickerStyle { ValuePickerNavigationLinkStyle() }
  }

  extension View {
    /// Sets how the value pickers in this view present their options.
    ///
    /// ```swift
    /// Form {
    ///   ValuePicker("Size", selection: $size) { … }
    ///     .valuePickerStyle(.inline)
    /// }
    /// ```
    ///
    /// - Parameter style: `.navigationLink` (the default), `.inline`, `.sheet`, `.menu`, or a
    ///   style of your own.
    /// - Returns: A view whose value pickers use `style`.
    nonisolated public func valuePickerStyle<S: ValuePickerStyle>(_ style: S) -> some View {
      environment(ValuePickerStyleSlot.environmentKeyPath, style)
    }
  }

  /// The row that opens a value picker: the title, and the current value after it.
  ///
  /// It follows the rule the core's `ValuePickerRowLayout` writes down and the preview renderer
  /// draws, so the gallery shows what the device does:
  /// - The title is one line and keeps its width: it has the higher layout priority, as the
  ///   system's form rows give their title, and is truncated only when it alone is wider than the
  ///   row.
  /// - The value takes the room left, `metrics.spacing` after the title, and shows the most
  ///   informative summary that fits that room (`ViewThatFits` over the core's candidates), the
  ///   last one or a single option truncated at its end with an ellipsis
  ///   (`ValuePickerSummary.rowText(for:fitting:style:measurer:)` is the same choice in numbers).
  /// - At the accessibility text sizes, and on the watch (`ValuePickerRowLayout.stacks(at:idiom:)`),
  ///   the value goes below the title, across the row, as the system's rows stack, and the title
  ///   and the value wrap to as many lines as they need (`ValuePickerRowLayout.lineLimit(at:idiom:)`)
  ///   instead of truncating.
  /// - The accessory (the menu's chevrons) follows the value, half of `metrics.spacing` after it;
  ///   a navigation link draws its own chevron there.
  ///
  /// An `HStack` with these priorities, rather than `LabeledContent`, whose form style shares the
  /// room between a long title and a long value and wraps them, which the core cannot know. The
  /// Mac keeps `LabeledContent`, whose form puts titles in a column of their own there.
  struct ValuePickerRowLabel: View {
    let configuration: ValuePickerStyleConfiguration
    /// What the row draws after the value; `.disclosure` and `.none` draw nothing, the navigation
    /// link or sheet's button drawing (or not) its own.
    var accessory: ValuePickerRowLayout.Accessory = .none
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(ValuePickerSettings.environmentKeyPath) private var settings

    var body: some View {
      #if os(macOS)
        LabeledContent {
          HStack(spacing: settings.tokens.metrics.spacing / 2) {
            value
            chevrons
          }
        } label: {
          title
        }
        .lineLimit(1)
      #else
        row
      #endif
    }

    /// The title and the value laid out by the core's rule, then the accessory.
    private var row: some View {
      let metrics = settings.tokens.metrics
      let textScale = ChoiceTextScale(dynamicTypeSize)
      return HStack(spacing: metrics.spacing / 2) {
        if ValuePickerRowLayout.stacks(at: textScale, idiom: .current) {
          VStack(alignment: .leading, spacing: metrics.headerGap) {
            title
            value
          }
          .lineLimit(ValuePickerRowLayout.lineLimit(at: textScale, idiom: .current))
          .frame(maxWidth: .infinity, alignment: .leading)
        } else {
          HStack(spacing: metrics.spacing) {
            title
              .layoutPriority(1)
            Spacer(minLength: 0)
            value
          }
          .lineLimit(1)
        }
        chevrons
      }
      .accessibilityElement(children: .combine)
    }

    /// The menu's up-and-down chevrons after the value; nothing for the other accessories, which
    /// the navigation link draws itself or the sheet's row does without.
    @ViewBuilder
    private var chevrons: some View {
      if accessory == .menu {
        Image(systemName: "chevron.up.chevron.down")
          .imageScale(.small)
          .foregroundStyle(.tertiary)
          .accessibilityHidden(true)
      }
    }

    /// The title in the primary colour rather than a button's tint, on the row's lines.
    private var title: some View {
      configuration.label
        .foregroundStyle(.primary)
    }

    /// The value in the secondary colour, as a form row's value, on the row's lines.
    private var value: some View {
      configuration.summary
        .foregroundStyle(.secondary)
    }
  }
#endif
