#if canImport(SwiftUI)
  import SwiftUI

  /// A value picker style that shows the options in a menu, as `Picker` with the `.menu` style.
  ///
  /// Suits short lists. The row shows the title in the primary colour and the current value with
  /// the up-and-down chevrons. On the Mac it is the platform's own: for one value or none, the
  /// system `Picker` with the `.menu` style (the title in the form's label column, a pop-up
  /// button showing the value), bound to the core's choices; for a set, the title beside a
  /// pull-down menu whose button shows the summary. The menu's items are drawn by the platform with its own checked
  /// state: an inline `Picker` for one value or none, a `Toggle` per option for a set, so the
  /// checkmark is where the platform puts it (leading in iOS menus, as on the Mac) and VoiceOver
  /// reads the items as the system's. Options that cannot be chosen are disabled; in a set, so are
  /// the options a limit would refuse. A multiple-selection menu stays open while values are
  /// toggled from iOS 16.4 and on tvOS; a Mac menu closes after each choice. Menus do not exist
  /// on watchOS, or on tvOS before 17.
  @available(tvOS 17.0, *)
  @available(watchOS, unavailable)
  public struct ValuePickerMenuStyle: ValuePickerStyle {
    /// Creates the menu style.
    nonisolated public init() {}

    /// A menu whose label is the title, the current value and the chevrons.
    ///
    /// - Parameter configuration: The picker's pieces.
    /// - Returns: The menu.
    public func makeBody(configuration: Configuration) -> some View {
      #if os(macOS)
        // As `Picker(.menu)` in a Mac form: the title in the form's label column and, beside it,
        // the platform's pop-up button showing the value; a set, which no `Picker` holds, a
        // pull-down menu whose button shows the summary.
        if let popUp = configuration.popUpMenu {
          popUp
        } else {
          LabeledContent {
            Menu {
              configuration.menuItems
            } label: {
              configuration.summary
            }
            .fixedSize()
          } label: {
            configuration.label
          }
        }
      #else
        Menu {
          ValuePickerMenuDismissal(
            items: configuration.menuItems, staysOpen: !configuration.mode.closesOnChoice)
        } label: {
          ValuePickerMenuLabel(configuration: configuration)
        }
      #endif
    }
  }

  @available(tvOS 17.0, *)
  @available(watchOS, unavailable)
  extension ValuePickerStyle where Self == ValuePickerMenuStyle {
    /// The options in a menu.
    public static var menu: ValuePickerMenuStyle { ValuePickerMenuStyle() }
  }

  /// The menu's row as `Picker(.menu)` draws it in a form: the title in the primary colour rather
  /// than the button's tint, the value in the secondary colour, then the up-and-down chevrons,
  /// laid out as every value picker row is (`ValuePickerRowLabel`).
  @available(tvOS 17.0, *)
  @available(watchOS, unavailable)
  struct ValuePickerMenuLabel: View {
    let configuration: ValuePickerStyleConfiguration

    var body: some View {
      ValuePickerRowLabel(configuration: configuration, accessory: .menu)
    }
  }

  #if !os(macOS)
    /// A menu's items, kept open while a multiple selection is toggled where the system allows
    /// (Mac menus close after each choice, and the Mac's style is its own).
    @available(tvOS 17.0, *)
    @available(watchOS, unavailable)
    private struct ValuePickerMenuDismissal: View {
      let items: AnyView
      let staysOpen: Bool

      var body: some View {
        if #available(iOS 16.4, tvOS 17.0, *) {
          items.menuActionDismissBehavior(staysOpen ? .disabled : .automatic)
        } else {
          items
        }
      }
    }
  #endif
#endif
