#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// Lets a picker whose selection is optional (`Binding<Period?>`) read the tags of the type it
  /// wraps, so options are tagged as for a required selection: `.choiceTag(period)`,
  /// `.tag(period)` where SwiftUI's tags can be read, or a `ForEach` over `Period` values.
  ///
  /// A tag of the optional type itself (`.choiceTag(Period?.none)`, a "None" option) is read
  /// first, as an explicit tag of the selection's type.
  protocol PickerOptionalTag {
    /// The child's `choiceTag(_:)` value of the wrapped type, wrapped; `nil` without one.
    @MainActor static func wrappedTag(of element: _VariadicView_Children.Element) -> Self?
    /// The child's `ForEach` identifier when it has the wrapped type, wrapped; `nil` otherwise.
    @MainActor static func wrappedID(of element: _VariadicView_Children.Element) -> Self?
    /// The child's SwiftUI `tag(_:)` of the wrapped type, wrapped; `nil` without one.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    static func wrappedSystemTag(in values: ContainerValues) -> Self?
  }

  extension Optional: PickerOptionalTag where Wrapped: Hashable {
    @MainActor static func wrappedTag(of element: _VariadicView_Children.Element) -> Self? {
      element[PickerTagTraitKey<Wrapped>.self].map { .some($0) }
    }

    @MainActor static func wrappedID(of element: _VariadicView_Children.Element) -> Self? {
      element.id(as: Wrapped.self).map { .some($0) }
    }

    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    static func wrappedSystemTag(in values: ContainerValues) -> Self? {
      values.tag(for: Wrapped.self).map { .some($0) }
    }
  }

  extension _VariadicView_Children.Element {
    /// The child's explicit tag of a picker's selection type, reading through an optional
    /// selection to the type it wraps.
    @MainActor
    func choiceTag<Tag: Hashable>(as _: Tag.Type) -> Tag? {
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

    /// The child's tag of an optional selection's own type, for a picker whose `Tag` is the type
    /// the selection wraps (a value picker over `Binding<Flavor?>`): its `choiceTag(_:)` of
    /// `Tag?`, else its `ForEach` identifier of `Tag?`. `.some(x)` is `x`; `.none` the "None" option.
    ///
    /// - Returns: The tag and its origin, or `nil` without one.
    @MainActor
    func optionalTag<Tag: Hashable>(of _: Tag.Type) -> (tag: Tag?, origin: TagOrigin)? {
      if let tag = self[PickerTagTraitKey<Tag?>.self] { return (tag, .choiceTag) }
      if let id = id(as: Tag?.self) { return (id, .identifier) }
      return nil
    }

    /// The type of the child's `choiceTag(_:)` value when it is not a picker's selection type
    /// (nor the type it wraps, nor, with `readsNoneTags`, its optional), so that value can never
    /// choose the child; `nil` otherwise.
    @MainActor
    func foreignPickerTagType<Tag: Hashable>(for _: Tag.Type, readsNoneTags: Bool = false) -> String? {
      guard let any = self[PickerAnyTagTraitKey.self], choiceTag(as: Tag.self) == nil else { return nil }
      if readsNoneTags && self[PickerTagTraitKey<Tag?>.self] != nil { return nil }
      return String(describing: type(of: any.base))
    }
  }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  extension ContainerValues {
    /// The SwiftUI `tag(_:)` of a picker's selection type, reading through an optional selection
    /// to the type it wraps, as `tag(_:includeOptional:)` lets `Picker` read it.
    func choiceTag<Tag: Hashable>(as _: Tag.Type) -> Tag? {
      if let tag = tag(for: Tag.self) { return tag }
      return (Tag.self as? any PickerOptionalTag.Type)?.wrappedSystemTag(in: self) as? Tag
    }
  }
#endif
