/// Where a picker option's tag came from.
///
/// The cases are in the order a picker prefers them, which is also their order as `Comparable`: a
/// child tagged in more than one way takes the first tag of this list it has.
package enum TagOrigin: Sendable, Hashable, CaseIterable, Comparable {
  /// ChoiceKit's `choiceTag(_:)`, which its pickers read on every system.
  case choiceTag
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
    /// The child's `choiceTag(_:)` value of the selection's type (for an optional selection,
    /// of the type it wraps), or `nil`.
    public var choiceTag: Tag?
    /// The child's SwiftUI `tag(_:)` of the selection's type as the system lets a custom
    /// picker read it, or `nil` (always `nil` before iOS 18).
    public var systemTag: Tag?
    /// The child's `ForEach` identifier when it has the selection's type, or `nil`.
    public var identifier: Tag?
    /// Whether the child was disabled for the picker (`choiceDisabled(_:)`, or a `disabled(_:)`
    /// the picker could see).
    public var isDisabled: Bool
    /// The type of a `choiceTag(_:)` value the child carries that is not of the selection's
    /// type, which therefore cannot choose it; `nil` when there is none.
    public var foreignTagType: String?
    /// Where the child is tagged with an optional selection's `nil`, as the "None" option of
    /// `Binding<Flavor?>` is with `.tag(Flavor?.none)` or `.choiceTag(Flavor?.none)`; `nil` when
    /// it is not. It counts at its origin's place in the order: a `choiceTag(_:)` value of the
    /// selection's type still wins over a SwiftUI `tag(Flavor?.none)`.
    public var noneTag: TagOrigin?

    /// Describes a child.
    ///
    /// - Parameters:
    ///   - choiceTag: Its `choiceTag(_:)` value of the selection's type.
    ///   - systemTag: Its SwiftUI `tag(_:)` of the selection's type, where readable.
    ///   - identifier: Its `ForEach` identifier of the selection's type.
    ///   - isDisabled: Whether it was disabled.
    ///   - foreignTagType: The type of a `choiceTag(_:)` value of another type than the
    ///     selection's.
    ///   - noneTag: Where it is tagged with an optional selection's `nil`, if anywhere.
    public init(
      choiceTag: Tag? = nil, systemTag: Tag? = nil, identifier: Tag? = nil, isDisabled: Bool = false,
      foreignTagType: String? = nil, noneTag: TagOrigin? = nil
    ) {
      self.choiceTag = choiceTag
      self.systemTag = systemTag
      self.identifier = identifier
      self.isDisabled = isDisabled
      self.foreignTagType = foreignTagType
      self.noneTag = noneTag
    }

    /// The child's tag of the selection's type and where it came from: `choiceTag(_:)` first,
    /// then SwiftUI's `tag(_:)`, then the `ForEach` identifier, as SwiftUI's `Picker` prefers
    /// `tag(_:)` over the identifier; `nil` when the child has none, or when an optional
    /// selection's `nil` comes first (``isNone``).
    public var resolved: (tag: Tag, origin: TagOrigin)? {
      switch resolution {
      case .value(let tag, let origin)?: (tag, origin)
      case .none?, nil: nil
      }
    }

    /// Whether the child's tag is its `ForEach` identifier: taken from it, or SwiftUI's tag equal
    /// to it, which is how SwiftUI's `ForEach` tags each view where a custom picker can read
    /// SwiftUI's tags (from iOS 18). Such a tag selects the option but names nothing: in
    /// `ForEach(countries, id: \.code) { Text($0.name) }` it is "de", not "Germany".
    public var isTagIdentifier: Bool {
      switch resolution {
      case .value(_, .identifier)?: true
      case .value(let tag, .systemTag)?: identifier.map { TaggedOptions.isSameTag($0, tag) } ?? false
      default: false
      }
    }

    /// Whether the child is the "None" option of an optional selection: its first tag in the
    /// order is the selection's `nil`.
    public var isNone: Bool {
      if case .none? = resolution { return true }
      return false
    }

    /// The first tag in the order: a value, or an optional selection's `nil`; `nil` for none.
    var resolution: Resolution? {
      if let choiceTag { return .value(choiceTag, .choiceTag) }
      if noneTag == .choiceTag { return .none(.choiceTag) }
      if let systemTag { return .value(systemTag, .systemTag) }
      if noneTag == .systemTag { return .none(.systemTag) }
      if let identifier { return .value(identifier, .identifier) }
      if noneTag == .identifier { return .none(.identifier) }
      return nil
    }

    /// A child's first tag.
    enum Resolution {
      /// A value of the selection's type, from an origin.
      case value(Tag, TagOrigin)
      /// An optional selection's `nil`, from an origin.
      case none(TagOrigin)
    }
  }
}

extension TaggedOptions.Source: Sendable where Tag: Sendable {}
