#if canImport(SwiftUI)
  import SwiftUI

  /// The section header a picker option is listed under.
  struct PickerSectionTraitKey: _ViewTraitKey {
    /// No section: the option is listed outside any section.
    static var defaultValue: Text? { nil }
  }

  /// The SwiftUI `Section` a picker option was written in, where the system lets a custom picker
  /// read sections.
  struct PickerSystemSectionTraitKey: _ViewTraitKey {
    /// No section with a header.
    static var defaultValue: PickerSectionHeader? { nil }
  }

  /// The header of the section a picker option is listed under, and which section that is.
  struct PickerSectionHeader: Equatable {
    /// What makes two options' sections one section.
    enum Identity: Equatable {
      /// A ``SwiftUI/View/choiceSection(_:)`` header: equal headers are one section.
      case named(Text)
      /// A SwiftUI `Section`, by its identity.
      case system(AnyHashable)
    }

    let identity: Identity
    /// The header as it is shown.
    let view: AnyView

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.identity == rhs.identity
    }
  }

  extension View {
    /// Lists this picker option, or every option of a `ForEach` it is written on, under a
    /// section header in a ChoiceKit value picker's list.
    ///
    /// ```swift
    /// ValuePicker("Assignee", selection: $assignee) {
    ///   ForEach(team, id: \.self) { Text($0) }
    ///     .choiceSection("Team")
    ///   ForEach(guests, id: \.self) { Text($0) }
    ///     .choiceSection("Guests")
    /// }
    /// ```
    ///
    /// From iOS 18, macOS 15, watchOS 11, tvOS 18 and visionOS 2 the value picker also reads
    /// SwiftUI's own `Section` with a header, as `Picker` does; before, a custom picker cannot
    /// read it (its header arrives as one more child, which the picker shows as a plain row), so
    /// write this where an app supports those systems. It wins over a `Section` around the
    /// option. Options with equal headers form one section, at the place of the first of them.
    ///
    /// - Parameter titleKey: The section's header, looked up in the app's strings.
    /// - Returns: The view, listed under that header.
    nonisolated public func choiceSection(_ titleKey: LocalizedStringKey) -> some View {
      _trait(PickerSectionTraitKey.self, Text(titleKey))
    }

    /// Lists this picker option, or every option of a `ForEach` it is written on, under a
    /// section header that is not localized.
    ///
    /// - Parameter title: The section's header, used as it is.
    /// - Returns: The view, listed under that header.
    @_disfavoredOverload
    nonisolated public func choiceSection<S: StringProtocol>(_ title: S) -> some View {
      _trait(PickerSectionTraitKey.self, Text(title))
    }
  }

  /// A picker's content with each option marked with the SwiftUI `Section` it was written in,
  /// where the system lets a custom picker read sections; the content as it is elsewhere.
  ///
  /// Sections without a header (also the implicit section around options written outside any
  /// `Section`) mark nothing: their options are listed outside any section, as the rows of a
  /// `List` outside a `Section` are. Footers are not read.
  struct PickerSectionedContent<Source: View>: View {
    let source: Source

    var body: some View {
      if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
        ForEach(sections: source) { section in
          section.content
            ._trait(
              PickerSystemSectionTraitKey.self,
              section.header.isEmpty
                ? nil
                : PickerSectionHeader(
                  identity: .system(AnyHashable(section.id)), view: AnyView(section.header)))
        }
      } else {
        source
      }
    }
  }
#endif
