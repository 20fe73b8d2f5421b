#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// A value picker's options as a screen of their own, pushed or presented: a `List` with the
  /// picker's title, a search field when the options are many, and closing after a single
  /// choice.
  struct ValuePickerList<Options: View>: View {
    let title: Text?
    /// How many options the content has, for the search field's threshold.
    let optionCount: Int
    let options: Options
    @Environment(\.valuePickerSettings) private var settings
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
      if ValuePickerSearch.showsField(optionCount: optionCount, threshold: settings.searchThreshold) {
        rows.searchable(text: $query)
      } else {
        rows
      }
    }
  }
#endif
