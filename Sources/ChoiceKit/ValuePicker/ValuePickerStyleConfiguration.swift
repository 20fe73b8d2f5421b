#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// What a ``ValuePickerStyle`` knows about a value picker when it draws one.
  ///
  /// A style arranges four ready-made pieces: the title (``label``), the current value
  /// (``summary``), the option rows to show in place (``options``) and the complete list to
  /// present (``list``), which adds search, a title and closing after a single choice.
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
  /// ```
  public struct ValuePickerStyleConfiguration {
    /// The picker's title as the call site wrote it.
    public struct Label: View {
      let content: AnyView

      /// The title's view.
      public var body: some View { content }
    }

    /// The current value as text: "Juan", "None", "Juan, Ana and 2 more" or "4 selected",
    /// whichever fits the room it is given.
    public struct Summary: View {
      let content: AnyView

      /// The summary's view.
      public var body: some View { content }
    }

    /// The option rows: the "None" row of an optional picker and the content's children, each
    /// tagged option a button with a checkmark. Put them in a `List`, a `Form` or a `Section`;
    /// choosing never closes anything.
    public struct Options: View {
      let content: AnyView

      /// The rows, each a separate view to the container they are put in.
      public var body: some View { content }
    }

    /// The options in a `List` to push or present: titled with the picker's title, searchable
    /// when long, and closing itself (with the environment's `dismiss`) after a single or
    /// optional choice. Only push or present it: shown in place, that `dismiss` would close the
    /// screen around the picker. Styles that show the options in place use ``options``.
    public struct Destination: View {
      let content: AnyView

      /// The list's view.
      public var body: some View { content }
    }

    /// The picker's title.
    public let label: Label
    /// The current value, summarised.
    public let summary: Summary
    /// The option rows, for showing in place.
    public let options: Options
    /// The list to push or present.
    public let list: Destination
    /// The rows as items of a `Menu`, with the menu's checkmarks.
    let menuItems: AnyView
    /// On the Mac, for one value or none, the rows as the platform's own pop-up button (`Picker`
    /// with the `.menu` style) titled with the label, which the Mac's menu style shows; `nil` for
    /// a set, which no `Picker` can hold, and on the other platforms.
    let popUpMenu: AnyView?
    /// Whether the picker chooses one value, one or none, or a set.
    public let mode: ValuePickerMode
    /// The words of the environment's language, such as "Done" for a presented list's button.
    public let wording: ValuePickerWording
  }
#endif
