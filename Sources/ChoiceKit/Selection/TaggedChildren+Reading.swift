#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  extension TaggedChildren {
    /// A view that reads the children of `source` and shows what `content` makes of them.
    ///
    /// - Parameters:
    ///   - source: The picker's content, as the caller wrote it.
    ///   - content: Makes the picker from the children; called on the main actor whenever the
    ///     children or their enabled state change.
    /// - Returns: The view `content` returns.
    @MainActor
    static func reading<Source: View, Content: View>(
      _ source: Source, @ViewBuilder content: @escaping @MainActor (TaggedChildren) -> Content
    ) -> some View {
      _VariadicView.Tree(TaggedChildrenRoot(content: content)) { source }
    }

    /// The children of `source` as separate views, for a container that lays out its own
    /// children, such as a `List` whose rows they become. Where the system lets a custom picker
    /// read them, SwiftUI `Section`s with a header mark their options' ``Child/section``.
    ///
    /// Unlike ``reading(_:content:)``, nothing is added around the children: a modifier there
    /// would be applied to each row on its own. So no child is reported disabled by a
    /// `disabled(_:)` here (``SwiftUI/View/choiceDisabled(_:)`` is read); a row that needs to
    /// know reads its own option's report (see ``PickerOptionStatusKey``).
    ///
    /// - Parameters:
    ///   - source: The picker's content, as the caller wrote it.
    ///   - readsNoneTags: Whether the picker's selection is an optional of `Tag`, so tags of
    ///     `Tag?` count too (see ``init(elements:systemTags:disabledIDs:readsNoneTags:)``).
    ///   - content: Makes the rows from the children; called on the main actor.
    /// - Returns: The rows `content` returns, each one a view of its own to the container.
    @MainActor
    static func rows<Source: View, Content: View>(
      _ source: Source, readsNoneTags: Bool = false,
      @ViewBuilder content: @escaping @MainActor (TaggedChildren) -> Content
    ) -> some View {
      _VariadicView.Tree(TaggedRowsRoot(readsNoneTags: readsNoneTags, content: content)) {
        PickerSectionedContent(source: source)
      }
    }
  }

  /// Shows one child of a picker's content and reports, under the child's identity, whether
  /// `disabled(_:)` disabled it.
  struct TaggedOption: View {
    let id: AnyHashable
    let element: _VariadicView_Children.Element

    var body: some View {
      let id = id
      element
        // The picker disables a segment's button when the option cannot be chosen; resetting
        // the environment here keeps that from reaching the option's own reporter, so only a
        // `.disabled` the caller wrote counts, and an option can become enabled again.
        .environment(\.isEnabled, true)
        .transformPreference(PickerOptionStatusKey.self) { status in
          status = PickerOptionStatus(disabledIDs: status.isDisabled ? [id] : [])
        }
    }
  }

  /// Receives the children from `_VariadicView` and passes them on with SwiftUI's tags.
  private struct TaggedChildrenRoot<Tag: Hashable, Content: View>: _VariadicView_UnaryViewRoot {
    let content: @MainActor (TaggedChildren<Tag>) -> Content

    func body(children: _VariadicView.Children) -> some View {
      let content = content
      PickerSystemTagReader<Tag, TaggedChildrenResolver<Tag, Content>>(children: children) {
        children, systemTags in
        TaggedChildrenResolver(children: children, systemTags: systemTags, content: content)
      }
    }
  }

  /// Receives the children from `_VariadicView` and hands them on as separate views.
  private struct TaggedRowsRoot<Tag: Hashable, Content: View>: _VariadicView_MultiViewRoot {
    let readsNoneTags: Bool
    let content: @MainActor (TaggedChildren<Tag>) -> Content

    func body(children: _VariadicView.Children) -> some View {
      let content = content
      let readsNoneTags = readsNoneTags
      PickerSystemTagReader<Tag, Content>(children: children, readsNoneTags: readsNoneTags) {
        children, systemTags in
        content(
          TaggedChildren<Tag>(
            elements: children, systemTags: systemTags, disabledIDs: [], readsNoneTags: readsNoneTags))
      }
    }
  }

  /// Reads the tags on the main actor and keeps which children reported being disabled.
  private struct TaggedChildrenResolver<Tag: Hashable, Content: View>: View {
    let children: _VariadicView.Children
    let systemTags: PickerSystemTags<Tag>
    let content: @MainActor (TaggedChildren<Tag>) -> Content
    /// The identities of the children disabled last time; replaced whole on every report, so an
    /// option that goes away takes its state with it.
    @State private var disabled = DisabledIDs()

    var body: some View {
      let tagged = TaggedChildren<Tag>(elements: children, systemTags: systemTags, disabledIDs: disabled.ids)
      let binding = $disabled
      content(tagged)
        .onPreferenceChange(PickerOptionStatusKey.self) { status in
          // Writes only on a change, so reporting the same state never re-renders the picker.
          if binding.wrappedValue.ids != status.disabledIDs {
            binding.wrappedValue = DisabledIDs(ids: status.disabledIDs)
          }
        }
        // An enclosing picker must not see this picker's options.
        .transformPreference(PickerOptionStatusKey.self) { status in
          status = PickerOptionStatus()
        }
    }
  }

  /// The identities of a picker's disabled options, held in state.
  ///
  /// `onPreferenceChange` takes a `@Sendable` closure in some SDKs (Xcode 16.2), which may only
  /// capture a `Binding` whose value is `Sendable`. The identities are `AnyHashable`, which is not;
  /// they are only ever read and written on the main actor, where SwiftUI delivers preferences
  /// and evaluates views, so the box is declared `Sendable` unchecked.
  private struct DisabledIDs: @unchecked Sendable, Equatable {
    var ids: Set<AnyHashable> = []
  }
#endif
