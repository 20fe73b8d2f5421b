#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// The children of a picker's content, each with the tag it was given by `pickerTag(_:)`.
  ///
  /// This is the one place where ChoiceKit takes a view apart into its children. It uses
  /// `_VariadicView`, public in every SDK the package supports; when the minimum becomes iOS 18,
  /// `Group(subviews:)` can replace it here without touching the pickers.
  ///
  /// ```swift
  /// TaggedChildren<Period>.reading(content) { children in
  ///   ForEach(children) { child in
  ///     child.opacity(children.isSelectable(child.index) ? 1 : 0.5)
  ///   }
  /// }
  /// ```
  ///
  /// Concurrency: `_VariadicView`'s root protocol is not isolated to the main actor, so its
  /// `body(children:)` only hands the children on. The traits are read in a view's `body`, on
  /// the main actor, where SwiftUI evaluates views; the children never leave it.
  struct TaggedChildren<Tag: Hashable>: RandomAccessCollection {
    /// One child of the picker's content: its view, position, tag and enabled state.
    struct Child: View, Identifiable {
      /// SwiftUI's identity of the child, such as its `ForEach` identifier.
      let id: AnyHashable
      /// The child's position among all children, tagged or not.
      let index: Int
      /// The value this child selects: `nil` when it has no tag of type `Tag`, or repeats the
      /// tag of an earlier child.
      let tag: Tag?
      /// `false` when the child was disabled with `disabled(_:)` around its `pickerTag(_:)`.
      let isEnabled: Bool
      fileprivate let element: _VariadicView_Children.Element
      fileprivate let reportEnabled: (Bool) -> Void

      var body: some View {
        element
          // The picker disables a segment's button when the option cannot be chosen; resetting
          // the environment here keeps that from reaching the option's own reporter, so only a
          // `.disabled` the caller wrote counts, and an option can become enabled again.
          .environment(\.isEnabled, true)
          .onPreferenceChange(PickerOptionEnabledPreferenceKey.self, perform: reportEnabled)
          .transformPreference(PickerOptionEnabledPreferenceKey.self) { value in
            value = PickerOptionEnabledPreferenceKey.defaultValue
          }
      }
    }

    /// The children's tags, with the rule for duplicates: the first child with a tag wins.
    let options: TaggedOptions<Tag>
    private let children: [Child]

    var startIndex: Int { children.startIndex }
    var endIndex: Int { children.endIndex }
    subscript(position: Int) -> Child { children[position] }

    /// Whether a child can be chosen: it carries a tag no earlier child has, and is enabled.
    ///
    /// - Parameter index: A child's position; out of range gives `false`.
    func isSelectable(_ index: Int) -> Bool {
      options.isSelectable(index) && children[index].isEnabled
    }

    /// The child a value selects: the first one tagged with it, or `nil`.
    func index(of tag: Tag) -> Int? {
      options.index(of: tag)
    }

    /// A view that reads the children of `source` and shows what `content` makes of them.
    ///
    /// - Parameters:
    ///   - source: The picker's content, as the caller wrote it.
    ///   - content: Makes the picker from the children; called on the main actor whenever the
    ///     children or their enabled state change.
    /// - Returns: The view `content` returns.
    static func reading<Source: View, Content: View>(
      _ source: Source,
      @ViewBuilder content: @escaping (TaggedChildren) -> Content
    ) -> some View {
      _VariadicView.Tree(Root(content: content)) { source }
    }

    fileprivate init(
      elements: [_VariadicView_Children.Element],
      disabledIDs: Set<AnyHashable>,
      report: @escaping (AnyHashable, Bool) -> Void
    ) {
      let options = TaggedOptions(elements.map { $0[PickerTagTraitKey<Tag>.self] })
      self.options = options
      self.children = elements.enumerated().map { index, element in
        let id = element.id
        return Child(
          id: id, index: index, tag: options.tag(at: index),
          isEnabled: !disabledIDs.contains(id), element: element,
          reportEnabled: { isEnabled in report(id, isEnabled) })
      }
    }
  }

  extension TaggedChildren {
    /// Receives the children from `_VariadicView` and passes them to ``Resolver`` untouched.
    fileprivate struct Root<Content: View>: _VariadicView_UnaryViewRoot {
      let content: (TaggedChildren) -> Content

      func body(children: _VariadicView.Children) -> some View {
        Resolver(children: children, content: content)
      }
    }

    /// Reads the tags on the main actor and keeps which children reported being disabled.
    fileprivate struct Resolver<Content: View>: View {
      private let children: _VariadicView.Children
      private let content: (TaggedChildren) -> Content
      @State private var disabledIDs: Set<AnyHashable> = []

      init(children: _VariadicView.Children, content: @escaping (TaggedChildren) -> Content) {
        self.children = children
        self.content = content
      }

      var body: some View {
        content(
          TaggedChildren(elements: Array(children), disabledIDs: disabledIDs) { id, isEnabled in
            // Writes only on a change, so reporting the same state never re-renders the picker.
            guard disabledIDs.contains(id) == isEnabled else { return }
            if isEnabled {
              disabledIDs.remove(id)
            } else {
              disabledIDs.insert(id)
            }
          })
      }
    }
  }
#endif
