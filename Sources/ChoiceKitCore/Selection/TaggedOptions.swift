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
public struct TaggedOptions<Tag: Hashable>: Hashable {
  private let tags: [Tag?]
  private let firstIndices: [Tag: Int]

  /// Indices whose tag repeats the tag of an earlier child, in increasing order.
  public let duplicateIndices: [Int]

  /// Reads the tags of a picker's children.
  ///
  /// - Parameter tags: One entry per child, in order; `nil` for a child without a tag.
  public init(_ tags: [Tag?]) {
    var firstIndices: [Tag: Int] = [:]
    var duplicates: [Int] = []
    for (index, tag) in tags.enumerated() {
      guard let tag else { continue }
      if firstIndices[tag] == nil {
        firstIndices[tag] = index
      } else {
        duplicates.append(index)
      }
    }
    self.tags = tags
    self.firstIndices = firstIndices
    self.duplicateIndices = duplicates
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
    guard tags.indices.contains(index), let tag = tags[index], firstIndices[tag] == index else {
      return nil
    }
    return tag
  }

  /// The child a tag selects.
  ///
  /// - Parameter tag: A tag, for example the current value of a selection binding.
  /// - Returns: The first index carrying `tag`, or `nil` when no child has it.
  public func index(of tag: Tag) -> Int? {
    firstIndices[tag]
  }

  /// Whether a child can be selected: it has a tag that no earlier child has.
  ///
  /// - Parameter index: A child's position; out of range gives `false`.
  /// - Returns: `true` when ``tag(at:)`` is not `nil`.
  public func isSelectable(_ index: Int) -> Bool {
    tag(at: index) != nil
  }
}

// Sendable only when the tags are, so pickers over any `Hashable` selection can use it.
extension TaggedOptions: Sendable where Tag: Sendable {}
