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
///
/// A picker reads each child's tag from up to three places, `TaggedOptions.Source`, and an
/// option can be disabled; ``isChoosable(_:)`` says whether the user can choose it.
package struct TaggedOptions<Tag: Hashable>: Hashable {
  private let tags: [Tag?]
  /// For lists longer than `linearSearchLimit`: the first child whose tag has each hash value.
  /// Keyed by the hash rather than the tag, so the table is the standard library's specialised
  /// `[Int: Int]`, not one that hashes and compares through `Tag`'s witnesses.
  private let firstOfHash: [Int: Int]
  /// For the same lists: tags whose hash value an earlier, different tag has too (hardly ever
  /// any), each with its first child.
  private let collided: [Tag: Int]
  /// For lists up to `linearSearchLimit`: each child's tag's hash value (0 without one), searched
  /// in order; only tags with equal hashes are compared.
  private let hashes: [Int]
  /// Whether each child selects its tag: it has one, and no earlier child has it. Read by
  /// ``tag(at:)`` and ``isSelectable(_:)`` without hashing the tag again.
  private let selectable: [Bool]
  /// The first child whose tag is not equal to itself (NaN), which such selections choose.
  private let firstUnequalIndex: Int?
  /// Where each child's tag came from; `nil` for an untagged child.
  private let origins: [TagOrigin?]
  /// Whether each child is disabled; empty when none is.
  private let disabled: [Bool]
  /// For each child, the type of a `choiceTag(_:)` value that is not of the selection's type;
  /// empty when no child has one.
  private let foreignTagTypes: [String?]
  /// The children tagged with an optional selection's `nil`, in increasing order; the first is
  /// the "None" option, the others repeat it.
  private let noneChildren: [Int]

  /// Indices whose tag repeats the tag of an earlier child, in increasing order. Tags that are
  /// not equal to themselves (NaN) all repeat each other.
  public let duplicateIndices: [Int]

  /// Reads the tags of a picker's children from every place a tag can come from, and which
  /// children are disabled.
  ///
  /// ```swift
  /// let options = TaggedOptions<Int>(sources: [
  ///   .init(systemTag: 12, identifier: 0),   // ForEach(0..<3, id: \.self) { Text(…).tag(sizes[$0]) }
  ///   .init(systemTag: 14, identifier: 1, isDisabled: true),
  ///   .init(choiceTag: 16, systemTag: 99, identifier: 2),
  /// ])
  /// options.tag(at: 0)          // 12: SwiftUI's tag wins over the identifier
  /// options.isChoosable(1)      // false: disabled
  /// options.tag(at: 2)          // 16: choiceTag wins over both
  /// ```
  ///
  /// - Parameter sources: One entry per child, in order; each child's tag is chosen by
  ///   `TaggedOptions.Source.resolved`, and the first child with a tag wins over later ones with
  ///   the same tag, however each was tagged.
  public init(sources: [Source]) {
    // One pass over the children, reading each one's fields in place: a picker reads them on
    // every change of its content.
    var origins: [TagOrigin?] = []
    var isAnyDisabled = false
    var isAnyForeign = false
    var noneChildren: [Int] = []
    origins.reserveCapacity(sources.count)
    // Written in place, as appending a generic element asks for the array's type every time.
    let tags = [Tag?](unsafeUninitializedCapacity: sources.count) { tags, initialized in
      sources.withUnsafeBufferPointer { sources in
        for index in sources.indices {
          // `Source.resolved`'s order, without building its tuple for every child.
          if let tag = sources[index].choiceTag {
            tags.initializeElement(at: index, to: tag)
            origins.append(.choiceTag)
          } else if sources[index].noneTag != nil {
            // An optional selection's `nil` somewhere: the full order decides.
            switch sources[index].resolution {
            case .value(let tag, let origin)?:
              tags.initializeElement(at: index, to: tag)
              origins.append(origin)
            case .none(let origin)?:
              tags.initializeElement(at: index, to: nil)
              origins.append(origin)
              noneChildren.append(index)
            case nil:
              tags.initializeElement(at: index, to: nil)
              origins.append(nil)
            }
          } else if let tag = sources[index].systemTag {
            tags.initializeElement(at: index, to: tag)
            origins.append(.systemTag)
          } else if let tag = sources[index].identifier {
            tags.initializeElement(at: index, to: tag)
            origins.append(.identifier)
          } else {
            tags.initializeElement(at: index, to: nil)
            origins.append(nil)
          }
          initialized = index + 1
          isAnyDisabled = isAnyDisabled || sources[index].isDisabled
          isAnyForeign = isAnyForeign || sources[index].foreignTagType != nil
        }
      }
    }
    self.init(
      tags: tags, origins: origins,
      disabled: isAnyDisabled ? sources.map { $0.isDisabled } : [],
      foreignTagTypes: isAnyForeign ? sources.map { $0.foreignTagType } : [], noneChildren: noneChildren)
  }

  private init(
    tags: [Tag?], origins: [TagOrigin?], disabled: [Bool], foreignTagTypes: [String?],
    noneChildren: [Int] = []
  ) {
    let isHashed = tags.count > Self.linearSearchLimit
    var firstOfHash: [Int: Int] = isHashed ? Dictionary(minimumCapacity: tags.count) : Dictionary()
    var collided: [Tag: Int] = Dictionary()
    var hashes = isHashed ? [] : [Int](repeating: 0, count: tags.count)
    var firstUnequalIndex: Int?
    var selectable = [Bool](repeating: false, count: tags.count)
    var duplicates: [Int] = []
    var nextNone = noneChildren.startIndex
    for index in 0..<tags.count {
      if nextNone < noneChildren.endIndex, noneChildren[nextNone] == index {
        // The first "None" option is the one; any later one repeats it.
        if nextNone > noneChildren.startIndex { duplicates.append(index) }
        nextNone += 1
        continue
      }
      guard let tag = tags[index] else { continue }
      let isRepeated: Bool
      if Self.isUnequal(tag) {
        isRepeated = firstUnequalIndex != nil
        if !isRepeated { firstUnequalIndex = index }
      } else if isHashed {
        let hash = tag.hashValue
        if let first = firstOfHash[hash] {
          // The same hash: the same tag, or (hardly ever) another one with its own first child.
          if let other = tags[first], other == tag {
            isRepeated = true
          } else {
            isRepeated = collided[tag] != nil
            if !isRepeated { collided[tag] = index }
          }
        } else {
          firstOfHash[hash] = index
          isRepeated = false
        }
      } else {
        let hash = tag.hashValue
        hashes[index] = hash
        var isEarlier = false
        for earlier in 0..<index where selectable[earlier] && hashes[earlier] == hash {
          if let other = tags[earlier], other == tag {
            isEarlier = true
            break
          }
        }
        isRepeated = isEarlier
      }
      if isRepeated {
        duplicates.append(index)
      } else {
        selectable[index] = true
      }
    }
    self.tags = tags
    self.firstOfHash = firstOfHash
    self.collided = collided
    self.firstUnequalIndex = firstUnequalIndex
    self.selectable = selectable
    self.hashes = hashes
    self.origins = origins
    self.disabled = disabled
    self.foreignTagTypes = foreignTagTypes
    self.duplicateIndices = duplicates
    self.noneChildren = noneChildren
  }

  /// Reads the tags of a picker's children.
  ///
  /// - Parameter tags: One entry per child, in order; `nil` for a child without a tag. Any
  ///   tags are accepted: repeated ones (including every tag not equal to itself, such as NaN)
  ///   keep only their first child selectable.
  public init(_ tags: [Tag?]) {
    self.init(
      tags: tags, origins: tags.map { $0 == nil ? nil : .choiceTag }, disabled: [], foreignTagTypes: [])
  }

  /// Reads the tags of a picker's children from both places a tag can come from: an explicit tag
  /// (`choiceTag(_:)`) and an implicit one (the identifier `ForEach` gives the child, when it has
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
    self.init(
      sources: explicit.indices.map {
        Source(choiceTag: explicit[$0], identifier: implicit.indices.contains($0) ? implicit[$0] : nil)
      })
  }

  /// Whether the children exist but none carries a tag: the picker can choose nothing, which is
  /// almost always a mistake (options tagged with another type than the selection, or with
  /// SwiftUI's `tag(_:)` on a system where a custom picker cannot read it).
  public var hasChildrenButNoTags: Bool {
    !tags.isEmpty && noneChildren.isEmpty && !selectable.contains(true)
  }

  /// The "None" option of an optional selection: the first child tagged with the selection's
  /// `nil` (`Text("None").tag(Flavor?.none)`, as `Picker`'s documentation writes it). It has no
  /// tag of the selection's type (``tag(at:)`` is `nil`), is chosen by an optional selection's
  /// `nil`, and a picker shows it instead of a "None" of its own; later children tagged so repeat
  /// it and are in ``duplicateIndices``.
  public var noneIndex: Int? { noneChildren.first }

  /// Whether a child is tagged with an optional selection's `nil`: the "None" option, or a
  /// child repeating it.
  ///
  /// - Parameter index: A child's position; out of range gives `false`.
  public func isNoneTagged(_ index: Int) -> Bool {
    noneChildren.contains(index)
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
    isSelectable(index) ? tags[index] : nil
  }

  /// The child a tag selects.
  ///
  /// - Parameter tag: A tag, for example the current value of a selection binding. A tag not
  ///   equal to itself (NaN) finds the first child whose tag is not equal to itself either.
  /// - Returns: The first index carrying `tag`, or `nil` when no child has it.
  public func index(of tag: Tag) -> Int? {
    if Self.isUnequal(tag) { return firstUnequalIndex }
    let hash = tag.hashValue
    guard tags.count > Self.linearSearchLimit else {
      return Self.firstIndex(
        of: tag, hash: hash, before: tags.count, tags: tags, hashes: hashes, selectable: selectable)
    }
    if let first = firstOfHash[hash], let other = tags[first], other == tag { return first }
    return collided.isEmpty ? nil : collided[tag]
  }

  /// The child a selection shows as chosen, for required and optional selections alike.
  ///
  /// ```swift
  /// options.selectedIndex(for: period)           // a `Period` selection
  /// options.selectedIndex(for: optionalPeriod)   // a `Period?` selection: nil chooses nothing
  /// ```
  ///
  /// - Parameter selection: The selection's value; `nil` (an optional selection with nothing
  ///   chosen) selects the "None" option (``noneIndex``) or, without one, no child; a value not
  ///   equal to itself (NaN) selects the first child whose tag is not equal to itself either.
  /// - Returns: The first index carrying the value, or `nil` when no child has it.
  public func selectedIndex(for selection: Tag?) -> Int? {
    guard let selection else { return noneIndex }
    return index(of: selection)
  }

  /// Whether a child can be selected: it has a tag that no earlier child has.
  ///
  /// - Parameter index: A child's position; out of range gives `false`.
  /// - Returns: `true` when ``tag(at:)`` is not `nil`.
  public func isSelectable(_ index: Int) -> Bool {
    selectable.indices.contains(index) && selectable[index]
  }

  /// Whether a child was disabled (`TaggedOptions.Source.isDisabled`).
  ///
  /// - Parameter index: A child's position; out of range gives `false`.
  public func isDisabled(_ index: Int) -> Bool {
    disabled.indices.contains(index) && disabled[index]
  }

  /// Whether the user can choose a child: it is selectable (it has a tag no earlier child has)
  /// or is the "None" option, and is not disabled.
  ///
  /// - Parameter index: A child's position; out of range gives `false`.
  public func isChoosable(_ index: Int) -> Bool {
    (isSelectable(index) || index == noneIndex) && !isDisabled(index)
  }

  /// Where a child's tag came from, also for a child whose tag repeats an earlier one.
  ///
  /// - Parameter index: A child's position.
  /// - Returns: The origin, or `nil` for an untagged child or an index out of range.
  public func origin(at index: Int) -> TagOrigin? {
    origins.indices.contains(index) ? origins[index] : nil
  }

  /// The type of a child's `choiceTag(_:)` value when it is not the selection's type, so the
  /// child cannot be chosen by it (`TaggedOptions.Source.foreignTagType`).
  ///
  /// - Parameter index: A child's position.
  /// - Returns: The type's name, or `nil`.
  public func foreignTagType(at index: Int) -> String? {
    foreignTagTypes.indices.contains(index) ? foreignTagTypes[index] : nil
  }
}

extension TaggedOptions {
  /// Whether two option lists have the same tags, "None" options and disabled children in the
  /// same places, every tag not equal to itself (NaN) counting as the same tag, so a list always
  /// equals itself. Where the tags came from is not compared.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.tags.count == rhs.tags.count && lhs.noneChildren == rhs.noneChildren
      && lhs.tags.indices.allSatisfy { lhs.isDisabled($0) == rhs.isDisabled($0) }
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
    hasher.combine(disabled.contains(true) ? disabled : [])
    hasher.combine(noneChildren)
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

  /// The most children searched in order for a tag; longer lists hash their tags once.
  static var linearSearchLimit: Int { 16 }

  /// The first selectable child before `end` whose tag equals `tag`, comparing in order the tags
  /// whose hash is the tag's.
  private static func firstIndex(
    of tag: Tag, hash: Int, before end: Int, tags: [Tag?], hashes: [Int], selectable: [Bool]
  ) -> Int? {
    for index in 0..<end where selectable[index] && hashes[index] == hash {
      if let candidate = tags[index], candidate == tag { return index }
    }
    return nil
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
