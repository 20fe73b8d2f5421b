#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// A value picker's options as a screen of their own, pushed or presented: a `List` with the
  /// picker's title, a search field when the options are many, and closing after a single
  /// choice.
  struct ValuePickerList<Options: View>: View {
    let title: Text?
    /// The picker's label view, shown in the navigation bar when there is no text title.
    let label: AnyView
    /// How many options the content has, for the search field's threshold.
    let optionCount: Int
    let options: Options
    @Environment(ValuePickerSettings.environmentKeyPath) private var settings
    @State private var query = ""

    var body: some View {
      let rows = List {
        options
      }
      .transformEnvironment(\.valuePickerPresentation) { presentation in
        presentation.closesOnChoice = true
        presentation.query = query
      }
      .navigationTitle(title ?? Text(verbatim: ""))
      .modifier(ValuePickerLabelTitle(label: title == nil ? label : nil))
      if ValuePickerSearch.showsField(optionCount: optionCount, threshold: settings.searchThreshold) {
        rows.searchable(text: $query)
      } else {
        rows
      }
    }
  }

  /// Shows a picker's label view as the title of its list, where a text title cannot be had: in
  /// the middle of the navigation bar. The watch has no such place; its list stays untitled.
  private struct ValuePickerLabelTitle: ViewModifier {
    let label: AnyView?

    func body(content: Content) -> some View {
      #if os(watchOS)
        content
      #else
        if let label {
          content.toolbar {
            ToolbarItem(placement: .principal) { label }
          }
        } else {
          content
        }
      #endif
    }
  }
#endif
