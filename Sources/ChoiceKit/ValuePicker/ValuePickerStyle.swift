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

  private struct ValuePickerStyleKey: EnvironmentKey {
    static var defaultValue: any ValuePickerStyle { ValuePickerNavigationLinkStyle() }
  }

  extension EnvironmentValues {
    var valuePickerStyle: any ValuePickerStyle {
      get { self[ValuePickerStyleKey.self] }
      set { self[ValuePickerStyleKey.self] = newValue }
    }
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
      environment(\.valuePickerStyle, style)
    }
  }

  /// The row that opens a value picker: the title, and the current value after it.
  struct ValuePickerRowLabel: View {
    let configuration: ValuePickerStyleConfiguration

    var body: some View {
      LabeledContent {
        configuration.summary
      } label: {
        configuration.label
      }
    }
  }
#endif
