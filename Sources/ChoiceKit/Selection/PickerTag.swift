#if canImport(SwiftUI)
  import SwiftUI

  /// The trait that carries the value a picker option selects.
  ///
  /// SwiftUI's own tag trait is internal, so ChoiceKit pickers read this one. It is generic over
  /// the tag's type, as `tag(_:)` is: a picker whose selection is a `Period` reads
  /// `PickerTagTraitKey<Period>` and ignores tags of any other type.
  struct PickerTagTraitKey<Tag: Hashable>: _ViewTraitKey {
    /// No tag: the child is not an option (a divider, a decoration) and can never be selected.
    static var defaultValue: Tag? { nil }
  }

  /// A child's `choiceTag(_:)` value whatever its type, so a picker can tell an option tagged
  /// with another type than its selection's from an untagged one, and say so in debug builds.
  struct PickerAnyTagTraitKey: _ViewTraitKey {
    static var defaultValue: AnyHashable? { nil }
  }

  /// The words VoiceOver speaks for an option when the picker knows them (an option it labelled
  /// itself); the adjustable representation names the selection with them.
  struct PickerOptionNameTraitKey: _ViewTraitKey {
    static var defaultValue: String? { nil }
  }

  /// A `Text` option's own text, which VoiceOver speaks as the option's name wherever the picker
  /// names the selection (the adjustable representation), in the text's own localisation.
  struct PickerOptionTextTraitKey: _ViewTraitKey {
    static var defaultValue: Text? { nil }
  }

  extension View {
    /// Marks this view as the option of a ChoiceKit picker that selects `tag`.
    ///
    /// Use it as you use `tag(_:)` with SwiftUI's `Picker`: on each option inside the picker's
    /// content, with a value of the picker's selection type.
    ///
    /// ```swift
    /// SegmentedPicker("Period", selection: $period) {
    ///   ForEach(Period.allCases) { period in
    ///     Text(period.title)
    ///       .choiceTag(period)
    ///       .choiceDisabled(period == .year && !isPremium)
    ///   }
    /// }
    /// ```
    ///
    /// Which tag an option has, first that applies:
    /// - its `choiceTag(_:)` value, when that has the selection's type (for an optional
    ///   selection, also the type it wraps);
    /// - from iOS 18, macOS 15, watchOS 11, tvOS 18 and visionOS 2: its SwiftUI `tag(_:)` of
    ///   that type, read as `Picker` reads it (there `ForEach` also tags each view with its
    ///   identifier, as `Picker` documents);
    /// - its `ForEach` identifier, when that has the selection's type, as with `Picker`:
    ///   `ForEach(Period.allCases) { Text($0.title) }` needs no tags;
    /// - otherwise none: the option shows, dimmed, and cannot be chosen.
    ///
    /// So before iOS 18 (macOS 15, …) a custom picker cannot see SwiftUI's `tag(_:)`:
    /// `ForEach(sizes.indices, id: \.self) { Text("\(sizes[$0]) pt").tag(sizes[$0]) }` would
    /// tag the options 0, 1, 2. Write `choiceTag(_:)` where an app supports those systems. Debug
    /// builds print a warning when no option has a usable tag, when the selection is no
    /// option's tag (naming the value and, on those systems, the reason), and when options
    /// carry `choiceTag(_:)` values of another type than the selection's.
    ///
    /// When several options carry the same tag, the first one wins and the others cannot be
    /// selected. Disable an option with ``SwiftUI/View/choiceDisabled(_:)``; a `disabled(_:)`
    /// written before or after `choiceTag(_:)`, or on a container around it such as the
    /// `ForEach`, also disables it, a frame after it first shows.
    ///
    /// - Parameter tag: The value the picker's selection takes when this option is chosen.
    /// - Returns: The view, tagged, reporting whether it is enabled.
    nonisolated public func choiceTag<V: Hashable>(_ tag: V) -> some View {
      modifier(PickerOptionStatusReporter(option: self))
        ._trait(PickerTagTraitKey<V>.self, tag)
        ._trait(PickerAnyTagTraitKey.self, AnyHashable(tag))
    }
  }

  extension View {
    /// Gives a ChoiceKit picker option the plain words that stand for it where the picker needs
    /// text rather than a view: a value picker's summary ("Vanilla, Mint and 2 more"), its
    /// search, and what VoiceOver speaks for the option.
    ///
    /// Without it, an option's words are its tag when the tag is a `String`, and the tag's
    /// description otherwise (debug builds warn where a picker shows or searches a
    /// description). A value picker's closed row shows a single chosen option as the option
    /// itself, so words are needed only for search, for the summary of several values and for
    /// VoiceOver. Write it where those differ from what the option shows, for example with
    /// localised labels or enum tags:
    ///
    /// ```swift
    /// ForEach(Flavor.allCases) { flavor in
    ///   Text(flavor.titleKey)
    ///     .choiceTag(flavor)
    ///     .choiceText(String(localized: flavor.titleResource))
    /// }
    /// ```
    ///
    /// - Parameter text: The option's words, used as they are.
    /// - Returns: The view, carrying its words.
    nonisolated public func choiceText(_ text: String) -> some View {
      _trait(PickerOptionNameTraitKey.self, text)
    }
  }

  extension Text {
    /// Marks this text as the option of a ChoiceKit picker that selects `tag`, and as the words
    /// VoiceOver speaks for it.
    ///
    /// The same as ``SwiftUI/View/choiceTag(_:)``, chosen for a `Text` option: the picker also
    /// knows what the option says, so its adjustable representation can name the selection
    /// ("Week, 2 of 4") in the text's own localisation.
    ///
    /// - Parameter tag: The value the picker's selection takes when this option is chosen.
    /// - Returns: The text, tagged, reporting whether it is enabled.
    nonisolated public func choiceTag<V: Hashable>(_ tag: V) -> some View {
      modifier(PickerOptionStatusReporter(option: self))
        ._trait(PickerTagTraitKey<V>.self, tag)
        ._trait(PickerAnyTagTraitKey.self, AnyHashable(tag))
        ._trait(PickerOptionTextTraitKey.self, self)
    }
  }
#endif
