#if canImport(SwiftUI)
  import SwiftUI

  /// A value picker style that shows the options in place, in a section of the enclosing
  /// `List` or `Form` headed by the picker's title.
  ///
  /// Choosing never navigates, so it suits short lists; there is no search field. Options
  /// listed under a `pickerSection(_:)` header are listed in the picker's one section.
  public struct ValuePickerInlineStyle: ValuePickerStyle {
    /// Creates the inline style.
    nonisolated public init() {}

    /// A section of option rows under the title.
    ///
    /// - Parameter configuration: The picker's pieces.
    /// - Returns: The section.
    public func makeBody(configuration: Configuration) -> some View {
      Section {
        configuration.options
          .transformEnvironment(\.valuePickerPresentation) { $0.showsSections = false }
      } header: {
        configuration.label
      }
    }
  }

  extension ValuePickerStyle where Self == ValuePickerInlineStyle {
    /// The options in place, in a section headed by the title.
    public static var inline: ValuePickerInlineStyle { ValuePickerInlineStyle() }
  }
#endif
