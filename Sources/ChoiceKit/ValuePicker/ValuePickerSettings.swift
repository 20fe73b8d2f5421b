#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// The small knobs of the value pickers below a view, set by the modifiers in this file.
  struct ValuePickerSettings: ControlSettings, Hashable {
    var tokens = ValuePickerTokens.standard
    /// The most options a presented list shows without a search field.
    var searchThreshold = ValuePickerSearch.defaultThreshold
    /// The words VoiceOver speaks and the row shows; `nil` follows the environment's locale.
    var wording: ValuePickerWording?

    static var defaultValue: ValuePickerSettings { ValuePickerSettings() }
  }

  extension View {
    /// Sets which side of an option's row the value pickers in this view draw the checkmark on.
    ///
    /// ```swift
    /// ValuePicker("Toppings", selection: $toppings) { … }
    ///   .valuePickerCheckmark(.leading)
    /// ```
    ///
    /// - Parameter side: `.trailing` (the default, as the system's pushed pickers) or
    ///   `.leading`; both follow the reading direction. Menus draw their own checkmarks.
    /// - Returns: A view whose value pickers put the checkmark on that side.
    nonisolated public func valuePickerCheckmark(_ side: ValuePickerCheckmark) -> some View {
      transformControlSettings(ValuePickerSettings.self) { $0.tokens.checkmark = side }
    }

    /// Sets how long a list of options the value pickers in this view show without a search
    /// field above it.
    ///
    /// ```swift
    /// ValuePicker("Country", selection: $country) { … }
    ///   .valuePickerSearchThreshold(0)   // always searchable
    /// ```
    ///
    /// Search ignores case and accents ("jose" finds "José") and matches every word typed
    /// anywhere in an option's words (``SwiftUI/View/choiceText(_:)``, or its `String` tag).
    /// While a query is typed the matching options show as one list, without section headers.
    ///
    /// - Parameter optionCount: The most options a list shows without a search field:
    ///   `ValuePickerSearch.defaultThreshold` (12) unless set, so 13 options are searchable; 0
    ///   always shows the field, `Int.max` never. Negative values read as 0.
    /// - Returns: A view whose value pickers use this threshold.
    nonisolated public func valuePickerSearchThreshold(_ optionCount: Int) -> some View {
      transformControlSettings(ValuePickerSettings.self) { $0.searchThreshold = optionCount }
    }

    /// Sets the words the value pickers in this view show and speak: "None", the summary of
    /// several values, each option's position, why a tap changed nothing, and "Done".
    ///
    /// By default the words follow the environment's locale in the languages ChoiceKit ships
    /// (`ChoiceWording(locale:)` picks them: "es-MX" Spanish, "zh-TW" Traditional Chinese, "ar"
    /// Arabic with its digits), and English otherwise.
    ///
    /// - Parameter wording: The words; `nil` follows the locale again.
    /// - Returns: A view whose value pickers use these words.
    nonisolated public func valuePickerWording(_ wording: ValuePickerWording?) -> some View {
      transformControlSettings(ValuePickerSettings.self) { $0.wording = wording }
    }

    /// Sets the core tokens of the value pickers in this view: the checkmark's symbol, side and
    /// column, and the gap beside it.
    ///
    /// The rest of the look (fonts, colours, row heights) is the platform's own `List`, `Form`
    /// and `Menu`, which the tokens describe for the preview renderer, so a gallery page looks
    /// like the app.
    ///
    /// - Parameter tokens: The tokens; `ValuePickerTokens.standard` by default.
    /// - Returns: A view whose value pickers use these tokens.
    nonisolated public func valuePickerTokens(_ tokens: ValuePickerTokens) -> some View {
      transformControlSettings(ValuePickerSettings.self) { $0.tokens = tokens }
    }
  }

  /// How the options below a value picker's list are being shown: set by the list or the style
  /// that shows them, read by each row.
  struct ValuePickerPresentation: Sendable, Hashable {
    /// Whether a choice that the core says closes the list dismisses it: in a pushed or
    /// presented list, not in rows shown in place.
    var closesOnChoice = false
    /// The search query typed above the list; empty shows every option.
    var query = ""
    /// Whether the rows are shown in place by the inline style: each group of rows becomes a
    /// section of the enclosing form, under its header, and the first one, when it has none,
    /// under the picker's title.
    var isInline = false
  }

  private struct ValuePickerPresentationKey: EnvironmentKey {
    static var defaultValue: ValuePickerPresentation { ValuePickerPresentation() }
  }

  extension EnvironmentValues {
    var valuePickerPresentation: ValuePickerPresentation {
      get { self[ValuePickerPresentationKey.self] }
      set { self[ValuePickerPresentationKey.self] = newValue }
    }
  }
#endif
