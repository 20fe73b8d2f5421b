#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// The children of a picker's content, each with the tag that selects it.
  ///
  /// This is the one place where ChoiceKit takes a view apart into its children. It uses
  /// `_VariadicView`, public in every SDK the package supports; when the minimum becomes iOS 18,
  /// `Group(subviews:)` can replace it here without touching the pickers.
  ///
  /// A child's tag is its ``SwiftUI/View/pickerTag(_:)`` value or, without one, its `ForEach`
  /// identifier when that has the tag's type, as `Picker` reads `ForEach`; the core's
  /// `TaggedOptions` decides precedence and duplicates.
  ///
  /// ```swift
  /// TaggedChildren<Period>.reading(content) { children in
  ///   ForEach(children) { child in
  ///     child.element.opacity(children.isSelectable(child.index) ? 1 : 0.5)
  ///   }
  /// }
  /// ```
  ///
  /// Concurrency: from the iOS 18 SDK on, views and `_VariadicView` roots are isolated to the main
  /// actor. `Child` is therefore not a view (its `Identifiable` conformance stays nonisolated, so
  /// `ForEach` can use it under either annotation), children are read only in a view's `body`, and
  /// the closures handed to SwiftUI capture nothing but a `Binding`.
  struct TaggedChildren<Tag: Hashable>: RandomAccessCollection {
    /// One child of the picker's content: its view, position, tag and enabled state.
    struct Child: Identifiable {
      /// SwiftUI's identity of the child, such as its `ForEach` identifier.
      let id: AnyHashable
      /// The child's position among all children, tagged or not.
      let index: Int
      /// The value this child selects: `nil` when it has no tag of type `Tag`, or repeats the
      /// tag of an earlier child.
      let tag: Tag?
      /// `false` when the child was disabled with `disabled(_:)` around its `pickerTag(_:)`.
      let isEnabled: Bool
      /// The words VoiceOver speaks for the child: a `Text` option's own text, the words of a label
      /// the picker drew itself, or a `String` tag, which is almost always the option's text.
      let name: Text?
      /// The words that stand for the child where a picker needs plain text (a summary, a search):
      /// its ``SwiftUI/View/pickerText(_:)``, a `String` tag, or the tag's description; `nil`
      /// without a tag.
      let text: String?
      /// The header of the section the child is listed under (``SwiftUI/View/pickerSection(_:)``).
      let section: Text?
      /// The child as the caller wrote it; show it with ``TaggedOption``.
      let element: _VariadicView_Children.Element
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

    /// Each child's section as a number the children of one section share: the index of the
    /// first child with an equal header; `nil` outside any section.
    var sectionOfChild: [Int?] {
      var firsts: [Int] = []
      return children.map { child in
        guard let header = child.section else { return nil }
        if let first = firsts.first(where: { children[$0].section == header }) { return first }
        firsts.append(child.index)
        return child.index
      }
    }

    /// The child a selection shows as chosen: the first one tagged with it, or `nil`.
    func index(of selection: Tag?) -> Int? {
      options.selectedIndex(for: selection)
    }

    /// A view that reads the children of `source` and shows what `content` makes of them.
    ///
    /// - Parameters:
    ///   - source: The picker's content, as the caller wrote it.
    ///   - pickerName: The picker's type name, for the debug warning about untagged options.
    ///   - content: Makes the picker from the children; called on the main actor whenever the
    ///     children or their enabled state change.
    /// - Returns: The view `content` returns.
    @MainActor
    static func reading<Source: View, Content: View>(
      _ source: Source, pickerName: String,
      @ViewBuilder content: @escaping @MainActor (TaggedChildren) -> Content
    ) -> some View {
      _VariadicView.Tree(TaggedChildrenRoot(pickerName: pickerName, content: content)) { source }
    }

    /// The children of `source` as separate views, for a container that lays out its own
    /// children, such as a `List` whose rows they become.
    ///
    /// Unlike ``reading(_:pickerName:content:)``, nothing is added around the children: a modifier
    /// there would be applied to each row on its own. So no child is reported disabled here; a
    /// row that needs to know reads its own option's report (see ``PickerOptionStatusKey``).
    ///
    /// - Parameters:
    ///   - source: The picker's content, as the caller wrote it.
    ///   - content: Makes the rows from the children; called on the main actor.
    /// - Returns: The rows `content` returns, each one a view of its own to the container.
    @MainActor
    static func rows<Source: View, Content: View>(
      _ source: Source, @ViewBuilder content: @escaping @MainActor (TaggedChildren) -> Content
    ) -> some View {
      _VariadicView.Tree(TaggedRowsRoot(content: content)) { source }
    }

    @MainActor
    fileprivate init(elements: _VariadicView.Children, disabledIDs: Set<AnyHashable>) {
      let options = TaggedOptions(
        explicit: elements.map { $0.pickerTag(as: Tag.self) },
        implicit: elements.map { $0.pickerID(as: Tag.self) })
      self.options = options
      self.children = elements.enumerated().map { index, element in
        let tag = options.tag(at: index)
        return Child(
          id: element.id, index: index, tag: tag,
          isEnabled: !disabledIDs.contains(element.id),
          name: element[PickerOptionTextTraitKey.self]
            ?? (element[PickerOptionNameTraitKey.self] ?? tag as? String).map { Text(verbatim: $0) },
          text: element[PickerOptionNameTraitKey.self]
            ?? tag.map { $0 as? String ?? String(describing: $0) },
          section: element[PickerSectionTraitKey.self],
          element: element)
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

  /// Receives the children from `_VariadicView` and passes them to the resolver untouched.
  private struct TaggedChildrenRoot<Tag: Hashable, Content: View>: _VariadicView_UnaryViewRoot {
    let pickerName: String
    let content: @MainActor (TaggedChildren<Tag>) -> Content

    func body(children: _VariadicView.Children) -> some View {
      TaggedChildrenResolver(children: children, pickerName: pickerName, content: content)
    }
  }

  /// Receives the children from `_VariadicView` and hands them on as separate views.
  private struct TaggedRowsRoot<Tag: Hashable, Content: View>: _VariadicView_MultiViewRoot {
    let content: @MainActor (TaggedChildren<Tag>) -> Content

    func body(children: _VariadicView.Children) -> some View {
      TaggedRowsResolver(children: children, content: content)
    }
  }

  /// Reads the tags on the main actor. A view's body adds nothing around what it returns, so
  /// the rows stay separate views.
  private struct TaggedRowsResolver<Tag: Hashable, Content: View>: View {
    let children: _VariadicView.Children
    let content: @MainActor (TaggedChildren<Tag>) -> Content

    var body: some View {
      content(TaggedChildren<Tag>(elements: children, disabledIDs: []))
    }
  }

  /// Reads the tags on the main actor and keeps which children reported being disabled.
  private struct TaggedChildrenResolver<Tag: Hashable, Content: View>: View {
    let children: _VariadicView.Children
    let pickerName: String
    let content: @MainActor (TaggedChildren<Tag>) -> Content
    /// The identities of the children disabled last time; replaced whole on every report, so an
    /// option that goes away takes its state with it.
    @State private var disabled = DisabledIDs()

    var body: some View {
      let tagged = TaggedChildren<Tag>(elements: children, disabledIDs: disabled.ids)
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
        .modifier(MissingTagsWarning(options: tagged.options, pickerName: pickerName))
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

  /// Prints, in debug builds, why a picker whose options carry no usable tag can choose nothing,
  /// as `Picker` warns about tags of the wrong type.
  struct MissingTagsWarning<Tag: Hashable>: ViewModifier {
    let options: TaggedOptions<Tag>
    let pickerName: String

    func body(content: Content) -> some View {
      #if DEBUG
        let warning =
          options.hasChildrenButNoTags
          ? TaggedOptions<Tag>.missingTagsWarning(
            picker: pickerName, selectionType: String(describing: Tag.self)) : nil
        content.task(id: warning) {
          if let warning { print("ChoiceKit warning: \(warning)") }
        }
      #else
        content
      #endif
    }
  }
#endif
