import ChoiceKitCore
import Testing

/// A menu of one value or none checks the item the core says and writes only what the core's
/// rules write, whatever tags the caller also wrote on the children.
@Suite("ValuePickerMenuSelection")
struct ValuePickerMenuSelectionTests {
  /// Apple's documented optional picker: "None" tagged `Flavor?.none`, then three flavours, the
  /// last disabled, and a note without a tag.
  let options = TaggedOptions<String>(sources: [
    .init(noneTag: .systemTag), .init(systemTag: "chocolate"), .init(choiceTag: "vanilla"),
    .init(systemTag: "mint", isDisabled: true), .init(),
  ])

  @Test func anOptionalSelectionChecksTheContentsNoneOrItsOption() {
    let menu = ValuePickerMenuSelection(options: options)
    #expect(menu.choice(for: .optional(nil)) == .none)
    #expect(menu.choice(for: .optional("vanilla")) == .option(2))
    #expect(menu.choice(for: .optional("mint")) == .option(3))
    #expect(menu.choice(for: .optional("strawberry")) == .unlisted)
    var flavor: String? = "vanilla"
    #expect(flavor[valuePickerMenu: menu] == .option(2))
    flavor[valuePickerMenu: menu] = .none
    #expect(flavor == nil)
    flavor[valuePickerMenu: menu] = .option(1)
    #expect(flavor == "chocolate")
    // The content's "None" option's own row chooses nil too.
    flavor[valuePickerMenu: menu] = .option(0)
    #expect(flavor == nil)
  }

  /// A disabled, untagged or out-of-range item, and `.unlisted`, write nothing.
  @Test func itemsThatCannotBeChosenWriteNothing() {
    let menu = ValuePickerMenuSelection(options: options)
    for choice in [ValuePickerMenuChoice.option(3), .option(4), .option(9), .option(-1), .unlisted] {
      var flavor: String? = "vanilla"
      flavor[valuePickerMenu: menu] = choice
      #expect(flavor == "vanilla", "\(choice)")
      var single = "chocolate"
      single[valuePickerMenu: menu] = choice
      #expect(single == "chocolate", "\(choice)")
    }
  }

  /// A single selection has no "None": the item is refused, and the content's "None" option
  /// cannot be chosen for a value.
  @Test func aSingleSelectionNeverTakesNone() {
    let menu = ValuePickerMenuSelection(options: options)
    var flavor = "chocolate"
    #expect(flavor[valuePickerMenu: menu] == .option(1))
    flavor[valuePickerMenu: menu] = .none
    flavor[valuePickerMenu: menu] = .option(0)
    #expect(flavor == "chocolate")
    flavor[valuePickerMenu: menu] = .option(2)
    #expect(flavor == "vanilla")
    #expect(menu.choice(for: .multiple(["vanilla"], .none)) == .unlisted)
  }

  @Test func anEmptyMenu() {
    let menu = ValuePickerMenuSelection(options: TaggedOptions<Int>([]))
    var value: Int? = nil
    #expect(value[valuePickerMenu: menu] == .none)
    value[valuePickerMenu: menu] = .option(0)
    #expect(value == nil)
    var single = 3
    #expect(single[valuePickerMenu: menu] == .unlisted)
    single[valuePickerMenu: menu] = .none
    #expect(single == 3)
  }
}
