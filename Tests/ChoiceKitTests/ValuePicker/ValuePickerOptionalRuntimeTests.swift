#if canImport(SwiftUI) && (os(iOS) || os(tvOS) || os(visionOS))
  import ChoiceKitCore
  import SwiftUI
  import Testing

  @testable import ChoiceKit

  // The pickers hosted in a window with the tags Picker users write for an optional selection
  // (`Text("No flavour").tag(Flavor?.none)`, `.tag(Flavor?.some(x))`, `.tag(x as Flavor?)`,
  // `.choiceTag(Optional(x))`), options whose only words are a `String` identifier, and a set's
  // menu with an option disabled by `.disabled(true)`. Each test says which defect it guards.
  //
  // The user's "None" option is labelled "No flavour" and the picker's own "None", so counting
  // the elements labelled "None" tells a second "None" apart. SwiftUI's `tag(_:)` can be read by
  // a custom picker only from iOS 18 (tvOS 18, visionOS 2): the expectations branch there, and
  // the `choiceTag(_:)` forms, read everywhere, are the control.
  //
  // The menu style's items are tested without opening a menu: `ValuePickerMenuItems`, which the
  // style puts inside its `Menu`, is hosted in a form, where its inline `Picker` and `Toggle`s
  // are rows in the window's tree. What the platform's menu then draws from those items (an
  // unavailable item, a checkmark) is the platform's and cannot be observed here.

  private enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
    var title: String { rawValue.capitalized }
  }

  private struct Country: Identifiable {
    let code: String
    let name: String
    var id: String { code }
  }

  /// Whether SwiftUI's `tag(_:)` is read by a custom picker on this system.
  private var readsSystemTags: Bool {
    if #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *) { return true }
    return false
  }

  /// Apple's documented optional selection, with the user's own "None" option first, tagged
  /// with SwiftUI's `tag(_:)` in each way Picker users write it.
  @ViewBuilder
  private func systemTaggedFlavors() -> some View {
    Text("No flavour").tag(Flavor?.none)
    Text("Chocolate").tag(Flavor?.some(.chocolate))
    Text("Vanilla").tag(Flavor.vanilla as Flavor?)
    Text("Strawberry").tag(Optional(Flavor.strawberry))
  }

  /// The same options tagged with `choiceTag(_:)`, which every system reads.
  @ViewBuilder
  private func choiceTaggedFlavors() -> some View {
    Text("No flavour").choiceTag(Flavor?.none)
    Text("Chocolate").choiceTag(Flavor?.some(.chocolate))
    Text("Vanilla").choiceTag(Flavor.vanilla as Flavor?)
    Text("Strawberry").choiceTag(Optional(Flavor.strawberry))
  }

  @Suite("Optional tags and None in a window")
  @MainActor
  struct ValuePickerOptionalRuntimeTests {
    /// Hosts an optional value picker in the inline style, in a form, recording every write.
    private func hostValuePicker<Content: View>(
      _ writes: SelectionWrites<Flavor?>, @ViewBuilder content: @escaping () -> Content
    ) -> HostedWindow {
      HostedWindow(
        RecordingSelection(value: Flavor?.none, writes: writes) { selection in
          Form {
            ValuePicker("Flavor", selection: selection) { content() }
              .valuePickerStyle(.inline)
          }
        },
        size: CGSize(width: 390, height: 800))
    }

    /// Chooses Vanilla, then the user's "None", and checks the writes and the checked row.
    private func expectNoneAndVanillaChoosable(_ window: HostedWindow, writes: SelectionWrites<Flavor?>)
      throws
    {
      #expect(try window.element(labelled: "No flavour").isSelected)
      try window.activate(labelled: "Vanilla")
      #expect(try window.element(labelled: "Vanilla").isSelected)
      #expect(try !window.element(labelled: "No flavour").isSelected)
      try window.activate(labelled: "No flavour")
      try window.activate(labelled: "Chocolate")
      #expect(writes.values == [.vanilla, nil, .chocolate])
    }

    // Guards defect 1, every system: `.choiceTag` of `Flavor?` read as `Flavor`, and the user's
    // `.none` option is *the* "None" row: no second "None" of the picker's own, checked for nil,
    // writing nil.
    @Test func choiceTagsOfTheOptionalTypeAreChoicesAndNoneIsTheOnlyNone() throws {
      let writes = SelectionWrites<Flavor?>()
      let window = hostValuePicker(writes) { choiceTaggedFlavors() }
      defer { window.close() }
      #expect(window.elements(labelled: "None").isEmpty, "\(window.accessibilityLabels)")
      try expectNoneAndVanillaChoosable(window, writes: writes)
    }

    // Guards defect 1 with SwiftUI's tags: from iOS 18 they behave as on `Picker`. Before, the
    // table says the options are not choices (write `choiceTag(_:)`): the picker keeps its own
    // "None" and the user's is shown as written, not as a choice.
    @Test func swiftUITagsOfTheOptionalTypeBehaveAsOnPickerWhereReadable() throws {
      let writes = SelectionWrites<Flavor?>()
      let window = hostValuePicker(writes) { systemTaggedFlavors() }
      defer { window.close() }
      if readsSystemTags {
        #expect(window.elements(labelled: "None").isEmpty, "\(window.accessibilityLabels)")
        try expectNoneAndVanillaChoosable(window, writes: writes)
      } else {
        #expect(try window.element(labelled: "None").isSelected)
        #expect(try !window.element(labelled: "No flavour").isButton)
        #expect(try !window.element(labelled: "Vanilla").isButton)
      }
    }

    // Guards defect 1 in the menu style: its inline `Picker` used to read the user's own
    // `tag(Flavor?.none)` beside the picker's "None" item (two "None"s), and tags the core had
    // left aside. Its items are now the core's: one "None", the same choices as the list.
    @available(tvOS 17.0, *)
    @Test func theMenusItemsHaveOneNoneAndTheListsChoices() throws {
      let writes = SelectionWrites<Flavor?>()
      let window = HostedWindow(
        RecordingSelection(value: Flavor?.none, writes: writes) { selection in
          Form {
            ValuePickerMenuItems(
              content: choiceTaggedFlavors(), selection: .optional(selection), noneText: "None")
          }
        },
        size: CGSize(width: 390, height: 800))
      defer { window.close() }
      #expect(window.elements(labelled: "None").isEmpty, "\(window.accessibilityLabels)")
      #expect(window.elements(labelled: "No flavour").count == 1)
      try expectNoneAndVanillaChoosable(window, writes: writes)
    }

    // Guards defect 1 in the segmented picker with an optional selection: the user's "None"
    // segment shows the indicator for nil and writes nil; `.some(x)` tags write `x`.
    @Test func aSegmentedPickersNoneSegmentChoosesNil() throws {
      func expectNoneSegment<Content: View>(@ViewBuilder _ content: @escaping () -> Content) throws {
        let writes = SelectionWrites<Flavor?>()
        let window = HostedWindow(
          RecordingSelection(value: Flavor?.none, writes: writes) { selection in
            SegmentedPicker("Flavor", selection: selection) { content() }
              .frame(width: 390)
          },
          size: CGSize(width: 390, height: 200))
        defer { window.close() }
        try expectNoneAndVanillaChoosable(window, writes: writes)
      }
      try expectNoneSegment { choiceTaggedFlavors() }
      if readsSystemTags {
        try expectNoneSegment { systemTaggedFlavors() }
      }
    }

    // Guards defect 2: `ForEach(countries, id: \.code) { Text($0.name) }` with a set read
    // "fr and de" in the closed row; identifiers are no names, so it counts. The names are the
    // control that the row's value can be read.
    @Test func aSetOfIdentifierOptionsIsCountedNotSpelledOut() throws {
      let countries = [
        Country(code: "fr", name: "France"), Country(code: "de", name: "Germany"),
        Country(code: "es", name: "Spain"),
      ]
      let count = try #require(
        ValuePickerSummary().candidates(for: [], selectedCount: 2, mode: .multiple(.none)).first)
      let window = HostedWindow(
        NavigationStack {
          Form {
            ValuePicker("Visited", selection: .constant(Set(["fr", "de"]))) {
              ForEach(countries, id: \.code) { Text(verbatim: $0.name) }
            }
            ValuePicker("Named", selection: .constant(Set(["France", "Germany"]))) {
              ForEach(countries, id: \.code) { Text(verbatim: $0.name).choiceTag($0.name) }
            }
          }
        },
        size: CGSize(width: 390, height: 800))
      defer { window.close() }
      let visited = try window.closedRowWords("Visited")
      #expect(visited.contains(count), "\(visited)")
      #expect(!visited.contains("fr") && !visited.contains("de,") && !visited.hasSuffix("de"), "\(visited)")
      #expect(try window.closedRowWords("Named").contains("France"))
    }

    // Guards defect 2 for VoiceOver: the segmented picker's adjustable value said "de, 2 of 3";
    // the option's own view ("Germany") is read instead.
    @Test func anAdjustableSegmentedPickerSpeaksTheOptionNotItsIdentifier() throws {
      let countries = [
        Country(code: "fr", name: "France"), Country(code: "de", name: "Germany"),
        Country(code: "es", name: "Spain"),
      ]
      let window = HostedWindow(
        SegmentedPicker("Country", selection: .constant("de")) {
          ForEach(countries, id: \.code) { Text(verbatim: $0.name) }
        }
        .segmentedPickerAccessibility(.adjustable)
        .frame(width: 390),
        size: CGSize(width: 390, height: 200))
      defer { window.close() }
      let adjustable = window.accessibilityElements.filter(\.isAdjustable)
      try #require(adjustable.count == 1, "\(window.accessibilityLabels)")
      let words = adjustable[0].label + " " + adjustable[0].value
      #expect(words.contains("Germany"), "\(words)")
      #expect(!words.contains("de,"), "\(words)")
    }

    // Guards defect 5: in a set's menu the option's own `.disabled(true)` was ignored by its
    // `Toggle`, so the user could add an option the app forbade. The enabled option is the
    // control that a toggle writes.
    @available(tvOS 17.0, *)
    @Test func aSetsMenuHonoursAnOptionsOwnDisabled() throws {
      let writes = SelectionWrites<Set<String>>()
      let window = HostedWindow(
        RecordingSelection(value: Set<String>(), writes: writes) { selection in
          Form {
            ValuePickerMenuItems(
              content: Group {
                Text("Ana").choiceTag("ana").disabled(true)
                Text("Eva").choiceTag("eva")
              }, selection: .multiple(selection, .none), noneText: "None")
          }
        },
        size: CGSize(width: 390, height: 800))
      defer { window.close() }
      // The option reports its `disabled(_:)` a frame after it shows.
      window.settle(until: { (try? window.element(labelled: "Ana").isDimmed) == true }, limit: 5)
      try window.expectDimmedAndInert("Ana", thenWriting: "Eva", writes: writes, expected: [["eva"]])
    }
  }
#endif
