#if canImport(SwiftUI)
  import SwiftUI

  /// The default value picker style: a row that pushes the options onto the navigation stack,
  /// as the tutorial's picker and the system's navigation-link `Picker` do.
  ///
  /// Put the picker in a `NavigationStack`, also when it is in a column of a
  /// `NavigationSplitView`; the list pops after a single or optional choice and stays for
  /// multiple selection.
  public struct ValuePickerNavigationLinkStyle: ValuePickerStyle {
    /// Creates the pushed-list style.
    nonisolated public init() {}

    /// A navigation link whose label is the title and the current value.
    ///
    /// - Parameter configuration: The picker's pieces.
    /// - Returns: The row.
    public func makeBody(configuration: Configuration) -> some View {
      NavigationLink {
        configuration.list
      } label: {
        ValuePickerRowLabel(configuration: configuration)
      }
    }
  }

  extension ValuePickerStyle where Self == ValuePickerNavigationLinkStyle {
    /// The options pushed onto the navigation stack: the default.
    public static var navigationLink: ValuePickerNavigationLinkStyle { ValuePickerNavigationLinkStyle() }
  }
#endif
