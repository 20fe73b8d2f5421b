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

    /// The tags of a system that does not let them be read.
    static var unreadable: Self { Self(tags: nil, isReadable: false, mismatchedCount: nil) }

    /// The tag of the child at an index.
    func tag(at index: Int) -> Tag? {
      guard let tags, tags.indices.contains(index) else { return nil }
      return tags[index]
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
    let content: @MainActor (_VariadicView.Children, PickerSystemTags<Tag>) -> Content

    var body: some View {
      let children = children
      if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
        let content = content
        Group(subviews: children) { subviews in
          content(
            children,
            subviews.count == children.count
              ? PickerSystemTags(
                tags: subviews.map { $0.containerValues.pickerTag(as: Tag.self) }, isReadable: true,
                mismatchedCount: nil)
              : PickerSystemTags(tags: nil, isReadable: true, mismatchedCount: subviews.count))
        }
      } else {
        content(children, .unreadable)
      }
    }
  }
#endif
