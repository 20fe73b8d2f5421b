#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI
  import Testing

  @testable import ChoiceKit

  // The SwiftUI layer of ValuePicker, checked without a host: which form of selection each
  // initialiser stores, and how the core's changes reach the binding.

  /// Holds a selection for a binding.
  @MainActor
  private final class Box<Value> {
    var value: Value

    init(_ value: Value) { self.value = value }

    var binding: Binding<Value> {
      Binding(get: { self.value }, set: { self.value = $0 })
    }
  }

  @Suite("ValuePicker initialisers")
  @MainActor
  struct ValuePickerInitialiserTests {
    @Test func theBindingDecidesTheMode() {
      let name = Box("Juan")
      let single = ValuePicker("Name", selection: name.binding) { Text("Juan").choiceTag("Juan") }
      #expect(single.selection.value == .single("Juan"))
      #expect(single.title == Text("Name"))

      let assignee = Box<String?>(nil)
      let optional = ValuePicker(String("Assignee"), selection: assignee.binding) { Text("Ana") }
      #expect(optional.selection.value == .optional(nil))
      #expect(optional.title == Text(verbatim: "Assignee"))

      let team = Box<Set<String>>(["Ana"])
      let limits = ValuePickerLimits(minimum: 1, maximum: 2)
      let multiple = ValuePicker("Team", selection: team.binding, limits: limits) { Text("Ana") }
      #expect(multiple.selection.value == .multiple(["Ana"], limits))
      #expect(multiple.selection.value.mode == .multiple(limits))

      let labelled = ValuePicker(selection: team.binding) {
        Text("Ana")
      } label: {
        Image(systemName: "person")
      }
      #expect(labelled.title == nil)
      #expect(labelled.selection.value == .multiple(["Ana"], .none))
    }

    @Test func defaults() {
      let settings = ValuePickerSettings()
      #expect(settings.tokens == .standard)
      #expect(settings.tokens.checkmark == .trailing)
      #expect(settings.searchThreshold == ValuePickerSearch.defaultThreshold)
      #expect(settings.wording == nil)
      #expect(
        EnvironmentValues()[keyPath: ValuePickerStyleSlot.environmentKeyPath]
          is ValuePickerNavigationLinkStyle)
      let presentation = EnvironmentValues().valuePickerPresentation
      #expect(!presentation.closesOnChoice)
      #expect(presentation.query.isEmpty)
    }
  }

  @Suite("ValuePicker binding")
  @MainActor
  struct ValuePickerBindingTests {
    let options = TaggedOptions<String>(["Juan", "Ana", nil, "Eva"])

    @Test func aChoiceIsWrittenAndAChoiceOfTheChosenIsNot() {
      let name = Box("Juan")
      var writes = 0
      let binding = ValuePickerBinding.single(
        Binding(
          get: { name.value },
          set: {
            name.value = $0; writes += 1
          }))
      #expect(binding.apply(.select(3), in: options))
      #expect(name.value == "Eva")
      #expect(!binding.apply(.select(3), in: options))
      #expect(!binding.apply(.select(2), in: options))
      #expect(!binding.apply(.refuse(.unavailable), in: options))
      #expect(writes == 1)
    }

    @Test func noneClearsAnOptionalSelection() {
      let assignee = Box<String?>("Ana")
      let binding = ValuePickerBinding.optional(assignee.binding)
      #expect(binding.apply(binding.value.tapNone, in: options))
      #expect(assignee.value == nil)
      #expect(binding.apply(.select(0), in: options))
      #expect(assignee.value == "Juan")
    }

    @Test func aSetKeepsValuesOutsideTheOptionsAndItsLimits() {
      let team = Box<Set<String>>(["Zoe", "Ana"])
      let binding = ValuePickerBinding.multiple(team.binding, ValuePickerLimits(maximum: 3))
      let add = binding.value.tap(row: 0, in: options, isEnabled: true)
      #expect(binding.apply(add, in: options))
      #expect(team.value == ["Zoe", "Ana", "Juan"])
      let refused = binding.value.tap(row: 3, in: options, isEnabled: true)
      #expect(refused == .refuse(.maximumReached(3)))
      #expect(!binding.apply(refused, in: options))
      #expect(binding.apply(.remove(1), in: options))
      #expect(team.value == ["Zoe", "Juan"])
    }

    @Test func aValueOfAnotherFormIsIgnored() {
      let name = Box("Juan")
      ValuePickerBinding.single(name.binding).write(.optional("Ana"))
      ValuePickerBinding.single(name.binding).write(.multiple(["Ana"], .none))
      #expect(name.value == "Juan")
    }
  }

  @Suite("ValuePicker search cache")
  @MainActor
  struct ValuePickerSearchCacheTests {
    @Test func matchesFollowTheWords() {
      let cache = ValuePickerSearchCache()
      #expect(cache.matches("jose", texts: ["José", "Ana", ""]) == [0])
      #expect(cache.matches("an", texts: ["José", "Ana", ""]) == [1])
      #expect(cache.matches("an", texts: ["Juan", "Eva"]) == [0])
      #expect(cache.matches("", texts: ["Juan", "Eva"]) == [0, 1])
    }
  }
#endif
