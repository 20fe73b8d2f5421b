#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// The children of a picker's content, each with the tag that selects it.
  ///
  /// This is the one place where ChoiceKit takes a view apart into its children. It uses
  /// `_VariadicView`, public in every SDK the package supports, and, from iOS 18 (macOS 15,
  /// watchOS 11, tvOS 18, visionOS 2), `Group(subviews:)` over those children to read SwiftUI's
  /// own tags (``PickerSystemTags``) and `ForEach(sections:)` to read `Section` headers.
  ///
  /// A child's tag is its ``SwiftUI/View/choiceTag(_:)`` value, else its SwiftUI `tag(_:)` where
  /// readable, else its `ForEach` identifier when that has the tag's type, as `Picker` reads
  /// `ForEach`; the core's `TaggedOptions` decides precedence, duplicates and disabled options.
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
      /// `false` when the child was disabled for the picker: ``SwiftUI/View/choiceDisabled(_:)``,
      /// or a `disabled(_:)` around its `choiceTag(_:)` once it has reported itself.
      let isEnabled: Bool
      /// The words VoiceOver speaks for the child: a `Text` option's own text, its
      /// ``SwiftUI/View/choiceText(_:)`` (the words of a label the picker drew itself), or a
      /// `String` tag the caller wrote, which is almost always the option's text; never an
      /// identifier or a description, for which VoiceOver reads the option's own view.
      var name: Text? {
        if let ownText { return ownText }
        guard let words, words.isName, words.source != .description else { return nil }
        return Text(verbatim: words.text)
      }
      /// A `Text` option's own text (`Text.choiceTag(_:)`), shown where the option stands for the
      /// picker's value.
      let ownText: Text?
      /// The words that stand for the child where a picker needs plain text (a summary, a search),
      /// and where they came from; `nil` without a tag or ``SwiftUI/View/choiceText(_:)``. Worked
      /// out when asked, so a picker pays for the words of the options it names, not of all.
      var words: OptionWords? {
        OptionWords(choiceText: choiceText, tag: wordsTag, isIdentifier: isTagIdentifier)
      }
      /// The child's ``SwiftUI/View/choiceText(_:)``.
      let choiceText: String?
      /// The child's first tag of the selection's type, also when it repeats an earlier child's.
      let wordsTag: Tag?
      /// Whether that tag is the child's `ForEach` identifier (no name).
      let isTagIdentifier: Bool
      /// The header of the section the child is listed under: its
      /// ``SwiftUI/View/choiceSection(_:)``, else the SwiftUI `Section` it was written in where
      /// that can be read.
      let section: PickerSectionHeader?
      /// The child as the caller wrote it; show it with ``TaggedOption``.
      let element: _VariadicView_Children.Element

      /// The child's plain words; `nil` without.
      var text: String? { words?.text }
    }

    /// The children's tags, with the rules for duplicates and disabled children.
    let options: TaggedOptions<Tag>
    /// Whether SwiftUI's `tag(_:)` could be read, for the debug warnings.
    let systemTags: PickerSystemTags<Tag>
    private let children: [Child]

    var startIndex: Int { children.startIndex }
    var endIndex: Int { children.endIndex }
    subscript(position: Int) -> Child { children[position] }

    /// Whether a child can be chosen: it carries a tag no earlier child has, and is enabled.
    ///
    /// - Parameter index: A child's position; out of range gives `false`.
    func isSelectable(_ index: Int) -> Bool {
      options.isChoosable(index)
    }

    /// Whether a tag of the selection's type was read for a child, also one that repeats an
    /// earlier child's: a child without may still carry a `tag(_:)` that this system does not
    /// let ChoiceKit read (`PickerSystemTags`).
    ///
    /// - Parameter index: A child's position; out of range gives `false`.
    func isTagKnown(_ index: Int) -> Bool {
      guard children.indices.contains(index) else { return false }
      return children[index].tag != nil || children[index].wordsTag != nil
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

    /// The debug warnings about these children and a selection, once the picker is known.
    ///
    /// - Parameters:
    ///   - picker: The picker's type name.
    ///   - selection: The selected values (a `nil` of an optional selection is no value).
    ///   - containerReadsSystemTags: Whether the children are shown in a system container that
    ///     reads SwiftUI's `tag(_:)` itself (`PickerDiagnostics.containerReadsSystemTags`).
    /// - Returns: The warnings, in the core's order.
    func warnings(picker: String, selection: [Tag], containerReadsSystemTags: Bool = false) -> [String] {
      var diagnostics = diagnostics(picker: picker)
      diagnostics.containerReadsSystemTags = containerReadsSystemTags
      let unreadable = systemTags.mismatchedCount.map {
        diagnostics.unreadableSystemTagsWarning(subviews: $0, children: count)
      }
      return [unreadable].compactMap { $0 } + diagnostics.warnings(options: options, selection: selection)
    }

    /// The words of a picker's debug warnings about these children.
    ///
    /// - Parameter picker: The picker's type name.
    func diagnostics(picker: String) -> PickerDiagnostics {
      PickerDiagnostics(
        picker: picker, selectionType: String(describing: Tag.self), readsSystemTags: systemTags.isReadable)
    }

    /// The children selected by position, as a `TabView` created without a selection selects its
    /// tabs: the first child is `value(0)`, the next `value(1)`, whatever tags they carry. A child
    /// disabled for the picker stays disabled; sections, own texts and `choiceText(_:)` words are
    /// kept, words taken from a tag are not, as the tags play no part.
    ///
    /// - Parameter value: The tag of a position.
    /// - Returns: The same children, tagged by position.
    func byPosition(_ value: (Int) -> Tag) -> TaggedChildren {
      let options = TaggedOptions<Tag>(
        sources: children.map {
          TaggedOptions<Tag>.Source(choiceTag: value($0.index), isDisabled: !$0.isEnabled)
        })
      let children = children.map { child in
        Child(
          id: child.id, index: child.index, tag: options.tag(at: child.index), isEnabled: child.isEnabled,
          ownText: child.ownText, choiceText: child.choiceText, wordsTag: nil, isTagIdentifier: false,
          section: child.section, element: child.element)
      }
      return TaggedChildren(options: options, systemTags: systemTags, children: children)
    }

    private init(options: TaggedOptions<Tag>, systemTags: PickerSystemTags<Tag>, children: [Child]) {
      self.options = options
      self.systemTags = systemTags
      self.children = children
    }

    /// Reads the children and their tags.
    ///
    /// - Parameters:
    ///   - elements: The children, from `_VariadicView`.
    ///   - systemTags: SwiftUI's tags of the children, where readable.
    ///   - disabledIDs: The identities of children that reported a `disabled(_:)`.
    ///   - readsNoneTags: Whether the picker's selection is an optional of `Tag` (a value
    ///     picker over `Binding<Tag?>`), so that tags of `Tag?` count too: `.some(x)` as `x`,
    ///     `.none` as the "None" option.
    @MainActor
    init(
      elements: _VariadicView.Children, systemTags: PickerSystemTags<Tag>, disabledIDs: Set<AnyHashable>,
      readsNoneTags: Bool = false
    ) {
      let sources = elements.enumerated().map { index, element in
        var source = TaggedOptions<Tag>.Source(
          choiceTag: element.choiceTag(as: Tag.self), systemTag: systemTags.tag(at: index),
          identifier: element.pickerID(as: Tag.self),
          isDisabled: element[PickerDisabledTraitKey.self] || disabledIDs.contains(element.id),
          foreignTagType: element.foreignPickerTagType(for: Tag.self, readsNoneTags: readsNoneTags))
        if systemTags.noneTagged.contains(index) { source.noneTag = .systemTag }
        if readsNoneTags, let (tag, origin) = element.optionalTag(of: Tag.self) {
          switch (tag, origin) {
          case (let tag?, .choiceTag): source.choiceTag = source.choiceTag ?? tag
          case (let tag?, _): source.identifier = source.identifier ?? tag
          case (nil, _): source.noneTag = Swift.min(origin, source.noneTag ?? origin)
          }
        }
        return source
      }
      let options = TaggedOptions(sources: sources)
      self.options = options
      self.systemTags = systemTags
      self.children = elements.enumerated().map { index, element in
        let tag = options.tag(at: index)
        return Child(
          id: element.id, index: index, tag: tag, isEnabled: !options.isDisabled(index),
          ownText: element[PickerOptionTextTraitKey.self],
          choiceText: element[PickerOptionNameTraitKey.self], wordsTag: sources[index].resolved?.tag,
          isTagIdentifier: sources[index].isTagIdentifier,
          section: element[PickerSectionTraitKey.self].map {
            PickerSectionHeader(identity: .named($0), view: AnyView($0))
          }
            ?? element[PickerSystemSectionTraitKey.self],
          element: element)
      }
    }
  }
#endif
