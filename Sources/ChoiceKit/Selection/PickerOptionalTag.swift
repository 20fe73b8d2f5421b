#if canImport(SwiftUI)
  import SwiftUI

  /// Lets a picker whose selection is optional (`Binding<Period?>`) read the tags of the type it
  /// wraps, so options are tagged as for a required selection: `.pickerTag(period)`, or a
  /// `ForEach` over `Period` values.
  ///
  /// A tag of the optional type itself (`.pickerTag(Period?.none)`, a "None" option) is read
  /// first, as an explicit tag of the selection's type.
  protocol PickerOptionalTag {
    /// The child's `pickerTag(_:)` value of the wrapped type, wrapped; `nil` without one.
    @MainActor static func wrappedTag(of element: _VariadicView_Children.Element) -> Self?
    /// The child's `ForEach` identifier when it has the wrapped type, wrapped; `nil` otherwise.
    @MainActor static func wrappedID(of element: _VariadicView_Children.Element) -> Self?
  }

  extension Optional: PickerOptionalTag where Wrapped: Hashable {
    @MainActor static func wrappedTag(of element: _VariadicView_Children.Element) -> Self? {
      element[PickerTagTraitKey<Wrapped>.self].map { .some($0) }
    }

    @MainActor static func wrappedID(of element: _VariadicView_Children.Element) -> Self? {
      element.id(as: Wrapped.self).map { .some($0) }
    }
  }

  extension _VariadicView_Children.Element {
    /// The child's explicit tag of a picker's selection type, reading through an optional
    /// selection to the type it wraps.
    @MainActor
    func pickerTag<Tag: Hashable>(as _: Tag.Type) -> Tag? {
      if let tag = self[PickerTagTraitKey<Tag>.self] { return tag }
      return (Tag.self as? any PickerOptionalTag.Type)?.wrappedTag(of: self) as? Tag
    }

    /// The child's implicit tag (its `ForEach` identifier) of a picker's selection type, reading
    /// through an optional selection to the type it wraps.
    @MainActor
    func pickerID<Tag: Hashable>(as _: Tag.Type) -> Tag? {
      if let id = id(as: Tag.self) { return id }
      return (Tag.self as? any PickerOptionalTag.Type)?.wrappedID(of: self) as? Tag
    }
  }
#endif
