#if canImport(SwiftUI)
  import SwiftUI

  /// SwiftUI's own `tag(_:)` of each of a picker's children, where the system lets a custom
  /// picker read it.
  ///
  /// From iOS 18, macOS 15, watchOS 11, tvOS 18 and visionOS 2, `Group(subviews:)` hands out the
  /// children with their container values, whose `tag(for:)` reads what `tag(_:)` wrote (and the
  /// identifier `ForEach` tags each view with). Before, there is no public way: `tags` is `nil`.
  struct PickerSystemTags<Tag: Hashable> {
    /// One entry per child, `nil` where the child has no tag of the selection's type; `nil`
    /// where the system does not let the tags be read, or they could not be lined up with the
    /// children.
    let tags: [Tag?]?
    /// Whether this system lets a custom picker read SwiftUI's tags.
    let isReadable: Bool
    /// How many children were read for their tags, when that differs from the children shown:
    /// the tags are then not used.
    let mismatchedCount: Int?
    /// The children tagged with an optional selection's `nil` (`tag(Flavor?.none)`), when the
    /// picker reads such tags.
    var noneTagged: Set<Int> = []

    /// The tags of a system that does not let them be read.
    static var unreadable: Self { Self(tags: nil, isReadable: false, mismatchedCount: nil) }

    /// The tag of the child at an index.
    func tag(at index: Int) -> Tag? {
      guard let tags, tags.indices.contains(index) else { return nil }
      return tags[index]
    }

    /// Reads the tags of the children from their container values, in one pass over the
    /// subviews, reading nothing else of them.
    ///
    /// - Parameters:
    ///   - subviews: The children as `Group(subviews:)` hands them out.
    ///   - readsNoneTags: Whether the picker's selection is an optional of `Tag`, so that a tag
    ///     of `Tag?` counts too: `.some(x)` as `x`, `.none` as the "None" option.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    init(reading subviews: SubviewsCollection, readsNoneTags: Bool) {
      var noneTagged: Set<Int> = []
      var tags: [Tag?] = []
      tags.reserveCapacity(subviews.count)
      for (offset, subview) in subviews.enumerated() {
        let values = subview.containerValues
        if let tag = values.choiceTag(as: Tag.self) {
          tags.append(tag)
        } else if readsNoneTags, let optional = values.tag(for: Tag?.self) {
          if optional == nil { noneTagged.insert(offset) }
          tags.append(optional)
        } else {
          tags.append(nil)
        }
      }
      self.tags = tags
      isReadable = true
      mismatchedCount = nil
      self.noneTagged = noneTagged
    }

    /// The tags of children that could not be lined up with the subviews read.
    init(tags: [Tag?]?, isReadable: Bool, mismatchedCount: Int?) {
      self.tags = tags
      self.isReadable = isReadable
      self.mismatchedCount = mismatchedCount
    }
  }

  /// Reads SwiftUI's tags of a picker's children, already taken apart by `_VariadicView`, and
  /// hands them to `content` with nothing added around what it returns, so the children stay
  /// separate views to a container such as a `List`.
  ///
  /// The children are passed again to `Group(subviews:)`: each child is one subview, so the
  /// subviews line up with the children one for one. Should they not, the tags are not used and
  /// debug builds say so.
  ///
  /// The children are handed to `content` rather than captured by it: a `_VariadicView` root's
  /// body is not isolated to the main actor in every SDK, and the children are not `Sendable`.
  struct PickerSystemTagReader<Tag: Hashable, Content: View>: View {
    let children: _VariadicView.Children
    /// Whether tags of `Tag?` count too (a picker whose selection is an optional of `Tag`).
    var readsNoneTags = false
    let content: @MainActor (_VariadicView.Children, PickerSystemTags<Tag>) -> Content

    var body: some View {
      let children = children
      if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
        let content = content
        let readsNoneTags = readsNoneTags
        Group(subviews: children) { subviews in
          content(
            children,
            subviews.count == children.count
              ? PickerSystemTags(reading: subviews, readsNoneTags: readsNoneTags)
              : PickerSystemTags(tags: nil, isReadable: true, mismatchedCount: subviews.count))
        }
      } else {
        content(children, .unreadable)
      }
    }
  }
#endif
