#if canImport(SwiftUI) && !os(watchOS)
  import ChoiceKitCore
  import SwiftUI
  import Testing

  @testable import ChoiceKit

  /// Holds a selection for a binding.
  @MainActor
  private final class Store<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
  }

  /// Records whether a style was handed the pop-up form of the menu, by mode.
  @MainActor
  private final class PopUpLog {
    var hasPopUp: [ValuePickerMode: Bool] = [:]

    func record(_ configuration: ValuePickerStyleConfiguration) -> Bool {
      hasPopUp[configuration.mode] = configuration.popUpMenu != nil
      return true
    }
  }

  /// A style that records what it was handed and draws the platform's pop-up where given.
  private struct PopUpProbeStyle: ValuePickerStyle {
    let log: PopUpLog

    func makeBody(configuration: Configuration) -> some View {
      let _ = log.record(configuration)
      configuration.popUpMenu ?? AnyView(EmptyView())
    }
  }

  // The menu style's items: a set's toggles write only what the core allows, through a key path
  // rather than a closure; the menu's items and label build for every mode.
  @Suite("ValuePicker menu")
  @MainActor
  struct ValuePickerMenuTests {
    let options = TaggedOptions<String>(sources: [
      .init(choiceTag: "Juan"), .init(choiceTag: "Ana"), .init(systemTag: "Eva", isDisabled: true),
    ])

    @Test func aToggleBindingSwitchesAnOptionByTheCoresRules() {
      let team = Store<Set<String>>(["Zoe"])
      let limits = ValuePickerLimits(maximum: 2)
      let juan = team.binding[
        dynamicMember: \Set<String>.[ValuePickerToggle(row: 0, options: options, limits: limits)]]
      let ana = team.binding[
        dynamicMember: \Set<String>.[ValuePickerToggle(row: 1, options: options, limits: limits)]]
      let eva = team.binding[
        dynamicMember: \Set<String>.[ValuePickerToggle(row: 2, options: options, limits: limits)]]
      #expect(!juan.wrappedValue)
      juan.wrappedValue = true
      #expect(team.value == ["Zoe", "Juan"])
      // At the maximum: Ana's toggle is refused and writes nothing.
      ana.wrappedValue = true
      #expect(team.value == ["Zoe", "Juan"])
      #expect(!ValuePickerToggle(row: 1, options: options, limits: limits).isEnabled(in: team.value))
      // A disabled option never switches.
      juan.wrappedValue = false
      eva.wrappedValue = true
      #expect(team.value == ["Zoe"])
    }

    // Guards the Mac's menu style: `Picker(.menu)` there is a form label beside a pop-up button
    // showing the value, which the style draws with the system `Picker` bound to the core's
    // choices. On the Mac it is handed for one value or none, and not for a set, which no
    // `Picker` holds; elsewhere the menu style draws its own row and is handed none.
    @Test func aPickerOfOneValueOrNoneIsHandedThePlatformsPopUp() {
      let log = PopUpLog()
      let content = ForEach(["Juan", "Ana"], id: \.self) { Text($0).choiceTag($0) }
      let pickers = VStack {
        ValuePicker("Single", selection: .constant("Ana")) { content }
        ValuePicker("Optional", selection: .constant(String?.none)) { content }
        ValuePicker("Set", selection: .constant(Set(["Ana"]))) { content }
      }
      .valuePickerStyle(PopUpProbeStyle(log: log))
      #expect(ImageRenderer(content: Form { pickers }.frame(width: 320, height: 300)).cgImage != nil)
      #if os(macOS)
        #expect(log.hasPopUp == [.single: true, .optional: true, .multiple(.none): false])
      #else
        #expect(log.hasPopUp == [.single: false, .optional: false, .multiple(.none): false])
      #endif
    }

    // SwiftUI's Menu, and so the menu style, exist on tvOS from 17.
    @available(tvOS 17.0, *)
    @Test func theItemsAndTheRowBuildForEveryMode() {
      let content = ForEach(["Juan", "Ana", "Eva"], id: \.self) { Text($0) }
      let single = ValuePickerMenuItems(
        content: content, selection: .single(.constant("Ana")), noneText: "None")
      let optional = ValuePickerMenuItems(
        content: content, selection: .optional(Binding<String?>.constant(nil)), noneText: "None")
      let multiple = ValuePickerMenuItems(
        content: content, selection: .multiple(.constant(["Ana"]), .none), noneText: "None")
      #expect(ImageRenderer(content: Menu("Name") { single }).cgImage != nil)
      #expect(ImageRenderer(content: Menu("Name") { optional }).cgImage != nil)
      #expect(ImageRenderer(content: Menu("Name") { multiple }).cgImage != nil)
      let picker = ValuePicker("Name", selection: .constant("Ana")) { content }.valuePickerStyle(.menu)
      #expect(ImageRenderer(content: Form { picker }.frame(width: 320, height: 200)).cgImage != nil)
    }
  }
#endif
