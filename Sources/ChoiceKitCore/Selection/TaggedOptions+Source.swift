/// Where a picker option's tag came from.
///
/// The cases are in the order a picker prefers them: a child tagged in more than one way takes
/// the first tag of this list it has.
package enum TagOrigin: Sendable, Hashable, CaseIterable {
  /// ChoiceKit's `pickerTag(_:)`, which its pickers read on every system.
  case pickerTag
  /// SwiftUI's `tag(_:)`, which a custom picker can read only where SwiftUI lets it: from
  /// iOS 18, macOS 15, watchOS 11, tvOS 18 and visionOS 2 (through the container values of
  /// `Group(subviews:)`). There SwiftUI's `ForEach` also tags each view with its identifier
  /// unless the view has a tag of that type, so this origin includes those identifiers.
  case systemTag
  /// The identifier `ForEach` gives the child, when it has the selection's type.
  case identifier
}

extension TaggedOptions {
  /// What a picker reads from one of its children: each tag it carries, by origin, and whether
  /// it was disabled.
  ///
  /// ```swift
  /// // ForEach(sizes.indices, id: \.self) { Text("\(sizes[$0]) pt").tag(sizes[$0]) }, on iOS 18
  /// TaggedOptions<Int>.Source(systemTag: 14, identifier: 1).resolved  // (14, .systemTag)
  /// // the same on iOS 17, where `tag(_:)` cannot be read
  /// TaggedOptions<Int>.Source(identifier: 1).resolved                 // (1, .identifier)
  /// ```
  public struct Source: Hashable {
    /// The child's `pickerTag(_:)` value of the selection's type (for an optional selection,
    /// of the type it wraps), or `nil`.
    public var pickerTag: Tag?
    /// The child's SwiftUI `tag(_:)` of the selection's type as the system lets a custom
    /// picker read it, or `nil` (always `nil` before iOS 18).
    public var systemTag: Tag?
    /// The child's `ForEach` identifier when it has the selection's type, or `nil`.
    public var identifier: Tag?
    /// Whether the child was disabled for the picker (`pickerDisabled(_:)`, or a `disabled(_:)`
    /// the picker could see).
    public var isDisabled: Bool
    /// The type of a `pickerTag(_:)` value the child carries that is not of the selection's
    /// type, which therefore cannot choose it; `nil` when there is none.
    public var foreignTagType: String?

    /// Describes a child.
    ///
    /// - Parameters:
    ///   - pickerTag: Its `pickerTag(_:)` value of the selection's type.
    ///   - systemTag: Its SwiftUI `tag(_:)` of the selection's type, where readable.
    ///   - identifier: Its `ForEach` identifier of the selection's type.
    ///   - isDisabled: Whether it was disabled.
    ///   - foreignTagType: The type of a `pickerTag(_:)` value of another type than the
    ///     selection's.
    public init(
      pickerTag: Tag? = nil, systemTag: Tag? = nil, identifier: Tag? = nil, isDisabled: Bool = false,
      foreignTagType: String? = nil
    ) {
      self.pickerTag = pickerTag
      self.systemTag = systemTag
      self.identifier = identifier
      self.isDisabled = isDisabled
      self.foreignTagType = foreignTagType
    }

    /// The child's tag and where it came from: `pickerTag(_:)` first, then SwiftUI's `tag(_:)`,
    /// then the `ForEach` identifier, as SwiftUI's `Picker` prefers `tag(_:)` over the
    /// identifier; `nil` when the child has none.
    public var resolved: (tag: Tag, origin: TagOrigin)? {
      if let pickerTag { return (pickerTag, .pickerTag) }
      if let systemTag { return (systemTag, .systemTag) }
      if let identifier { return (identifier, .identifier) }
      return nil
    }
  }
}

extension TaggedOptions.Source: Sendable where Tag: Sendable {}
