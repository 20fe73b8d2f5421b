/// The tags of a picker's options in order, with the rule for duplicates: the first option with a
/// tag wins.
///
/// A picker's children may carry no tag (a decoration, a divider) or repeat a tag. Both are kept in
/// ``count`` so indices line up with the children, but neither can be selected: a selection
/// always maps back to exactly one child.
///
/// ```swift
/// let options = TaggedOptions(["day", nil, "week", "day"])
/// options.index(of: "day")    // 0, the first child tagged "day"
/// options.isSelectable(3)     // false: shadowed by child 0
/// options.duplicateIndices    // [3]
/// ```
///
/// A tag that is not equal to itself, such as `Double.nan` or a value holding a NaN, would never
/// be found again by `==`: the option would show but could not be selected. So all such tags
/// count as one tag, like any repeated tag: the first child with one is selectable, later ones
/// are duplicates, and a selection that is not equal to itself (any NaN, whatever its sign or
/// payload) selects that first child. Choosing it writes that child's own tag, so the binding
/// only ever receives a tag an option has.
///
/// ```swift
/// let options = TaggedOptions([1.0, .nan, .nan])
/// options.index(of: .nan)   // 1
/// options.isSelectable(2)   // false: shadowed by child 1
/// ```
public struct TaggedOptions<Tag: Hashable>: Hashable {
  private let tags: [Tag?]
  private let firstIndices: [Tag: Int]
  /// The first child whose tag is not equal to itself (NaN), which such selections choose.
  private let firstUnequalIndex: Int?

  /// Indices whose tag repeats the tag of an earlier child, in increasing order. Tags that are
  /// not equal to themselves (NaN) all repeat each other.
  public let duplicateIndices: [Int]

  /// Reads the tags of a picker's children.
  ///
  /// - Parameter tags: One entry per child, in order; `nil` for a child without a tag. Any
  ///   tags are accepted: repeated ones (including every tag not equal to itself, such as NaN)
  ///   keep only their first child selectable.
  public init(_ tags: [Tag?]) {
    var firstIndices: [Tag: Int] = [:]
    var firstUnequalIndex: Int?
    var duplicates: [Int] = []
    for (index, tag) in tags.enumerated() {
      guard let tag else { continue }
      if Self.isUnequal(tag) {
        if firstUnequalIndex == nil { firstUnequalIndex = index } else { duplicates.append(index) }
      } else if firstIndices[tag] == nil {
        firstIndices[tag] = index
      } else {
        duplicates.append(index)
      }
    }
    self.tags = tags
    self.firstIndices = firstIndices
    self.firstUnequalIndex = firstUnequalIndex
    self.duplicateIndices = duplicates
  }

  /// Reads the tags of a picker's children from both places a tag can come from: an explicit tag
  /// (`pickerTag(_:)`) and an implicit one (the identifier `ForEach` gives the child, when it has
  /// the selection's type), as SwiftUI's `Picker` reads `tag(_:)` and `ForEach`.
  ///
  /// An explicit tag wins over an implicit one, child by child; the first child with a tag still
  /// wins over later ones with the same tag, whichever way they were tagged.
  ///
  /// ```swift
  /// let options = TaggedOptions(explicit: [nil, "b", nil], implicit: ["a", "x", nil])
  /// options.tag(at: 0)  // "a": implicit, nothing explicit
  /// options.tag(at: 1)  // "b": explicit wins
  /// options.tag(at: 2)  // nil
  /// ```
  ///
  /// - Parameters:
  ///   - explicit: One entry per child: the tag it was given, or `nil`.
  ///   - implicit: One entry per child: its `ForEach` identifier when that has the tag's type, or
  ///     `nil`. A shorter list counts as `nil` for the missing children; extra entries are ignored.
  public init(explicit: [Tag?], implicit: [Tag?]) {
    self.init(explicit.indices.map { explicit[$0] ?? (implicit.indices.contains($0) ? implicit[$0] : nil) })
  }

  /// Whether the children exist but none carries a tag: the picker can choose nothing, which is
  /// almost always a mistake (options tagged with another type than the selection, or with
  /// SwiftUI's `tag(_:)`, which a custom picker cannot read before iOS 18).
  public var hasChildrenButNoTags: Bool {
    !tags.isEmpty && firstIndices.isEmpty && firstUnequalIndex == nil
  }

  /// The warning a picker prints in debug builds when ``hasChildrenButNoTags`` is `true`.
  ///
  /// - Parameters:
  ///   - picker: The picker's type name, such as `"SegmentedPicker"`; used as given, even empty.
  ///   - selectionType: The selection's type name, such as `"Period"`; used as given.
  /// - Returns: One sentence naming the types and the fix.
  public static func missingTagsWarning(picker: String, selectionType: String) -> String {
    "\(picker): none of the options has a tag of the selection's type \(selectionType), so nothing "
      + "can be chosen. Tag each option with .pickerTag(_:) and a \(selectionType) value, or build "
      + "the options with ForEach over \(selectionType) values (its identifiers become the tags). "
      + "SwiftUI's .tag(_:) is not visible to custom pickers."
  }

  /// The number of children, tagged or not.
  public var count: Int { tags.count }

  /// Whether there are no children.
  public var isEmpty: Bool { tags.isEmpty }

  /// The tag a child selects.
  ///
  /// - Parameter index: A child's position.
  /// - Returns: Its tag, or `nil` when the child is untagged, repeats an earlier child's tag, or
  ///   `index` is out of range.
  public func tag(at index: Int) -> Tag? {
    guard tags.indices.contains(index), let tag = tags[index], self.index(of: tag) == index else {
      return nil
    }
    return tag
  }

  /// The child a tag selects.
  ///
  /// - Parameter tag: A tag, for example the current value of a selection binding. A tag not
  ///   equal to itself (NaN) finds the first child whose tag is not equal to itself either.
  /// - Returns: The first index carrying `tag`, or `nil` when no child has it.
  public func index(of tag: Tag) -> Int? {
    Self.isUnequal(tag) ? firstUnequalIndex : firstIndices[tag]
  }

  /// The child a selection shows as chosen, for required and optional selections alike.
  ///
  /// ```swift
  /// options.selectedIndex(for: period)           // a `Period` selection
  /// options.selectedIndex(for: optionalPeriod)   // a `Period?` selection: nil chooses nothing
  /// ```
  ///
  /// - Parameter selection: The selection's value; `nil` (an optional selection with nothing
  ///   chosen) selects no child, and a value not equal to itself (NaN) selects the first child
  ///   whose tag is not equal to itself either.
  /// - Returns: The first index carrying the value, or `nil` when no child has it.
  public func selectedIndex(for selection: Tag?) -> Int? {
    selection.flatMap(index(of:))
  }

  /// Whether a child can be selected: it has a tag that no earlier child has.
  ///
  /// - Parameter index: A child's position; out of range gives `false`.
  /// - Returns: `true` when ``tag(at:)`` is not `nil`.
  public func isSelectable(_ index: Int) -> Bool {
    tag(at: index) != nil
  }
}

extension TaggedOptions {
  /// Whether two option lists have the same tags in the same places, every tag not equal to
  /// itself (NaN) counting as the same tag, so a list always equals itself.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.tags.count == rhs.tags.count
      && zip(lhs.tags, rhs.tags).allSatisfy { left, right in
        switch (left, right) {
        case (nil, nil): true
        case (let left?, let right?): isSameTag(left, right)
        default: false
        }
      }
  }

  /// Hashes the tags in order, every tag not equal to itself alike, to agree with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(tags.count)
    for tag in tags {
      switch tag {
      case nil: hasher.combine(0)
      case let tag? where Self.isUnequal(tag): hasher.combine(1)
      case let tag?:
        hasher.combine(2)
        hasher.combine(tag)
      }
    }
  }

  /// Whether a tag is not equal to itself, as NaN is not: `==` can never find it again.
  static func isUnequal(_ tag: Tag) -> Bool {
    // Comparing a value with itself is the point: NaN, and any value holding one, fails it.
    tag != tag
  }

  /// Whether two tags select the same option: they are equal, or neither is equal to itself
  /// (every NaN is one tag).
  static func isSameTag(_ left: Tag, _ right: Tag) -> Bool {
    left == right || (isUnequal(left) && isUnequal(right))
  }
}

// Sendable only when the tags are, so pickers over any `Hashable` selection can use it.
extension TaggedOptions: Sendable where Tag: Sendable {}
