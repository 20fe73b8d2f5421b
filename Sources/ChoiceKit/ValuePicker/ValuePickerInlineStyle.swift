#if canImport(SwiftUI)
  import SwiftUI

  /// A value picker style that shows the options in place, in sections of the enclosing `List`
  /// or `Form`: the options outside any section under the picker's title, and the options of each
  /// section (`choiceSection(_:)`, or from iOS 18 SwiftUI's `Section`) under its own header, as
  /// the other styles group them.
  ///
  /// Choosing never navigates, so it suits short lists; there is no search field. When the first
  /// options are in a section of their own, that section's header stands in for the title, as the
  /// gallery draws it.
  public struct ValuePickerInlineStyle: ValuePickerStyle {
    /// Creates the inline style.
    nonisolated public init() {}

    /// The option rows in sections of the enclosing form.
    ///
    /// - Parameter configuration: The picker's pieces.
    /// - Returns: The sections.
    public func makeBody(configuration: Configuration) -> some View {
      configuration.options
        .transformEnvironment(\.valuePickerPresentation) { $0.isInline = true }
    }
  }

  extension ValuePickerStyle where Self == ValuePickerInlineStyle {
    /// The options in place, in a section headed by the title.
    public static var inline: ValuePickerInlineStyle { ValuePickerInlineStyle() }
  }
#endif
