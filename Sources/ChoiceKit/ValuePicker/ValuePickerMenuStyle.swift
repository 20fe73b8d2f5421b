#if canImport(SwiftUI)
  import SwiftUI

  /// A value picker style that shows the options in a menu, the selected ones checked.
  ///
  /// Suits short lists of text options. A menu draws its items itself: a selected option shows
  /// the checkmark symbol as its icon where the platform shows item icons, and an option's own
  /// `disabled(_:)` is not seen. A multiple-selection menu stays open while values are toggled
  /// from iOS 16.4 and on tvOS; a Mac menu closes after each choice. Menus do not exist on
  /// watchOS, or on tvOS before 17.
  @available(tvOS 17.0, *)
  @available(watchOS, unavailable)
  public struct ValuePickerMenuStyle: ValuePickerStyle {
    /// Creates the menu style.
    nonisolated public init() {}

    /// A menu whose label is the title and the current value.
    ///
    /// - Parameter configuration: The picker's pieces.
    /// - Returns: The menu.
    public func makeBody(configuration: Configuration) -> some View {
      Menu {
        ValuePickerMenuItems(items: configuration.menuItems, staysOpen: !configuration.mode.closesOnChoice)
      } label: {
        ValuePickerRowLabel(configuration: configuration)
      }
    }
  }

  @available(tvOS 17.0, *)
  @available(watchOS, unavailable)
  extension ValuePickerStyle where Self == ValuePickerMenuStyle {
    /// The options in a menu.
    public static var menu: ValuePickerMenuStyle { ValuePickerMenuStyle() }
  }

  /// A menu's items, kept open while a multiple selection is toggled where the system allows.
  @available(tvOS 17.0, *)
  @available(watchOS, unavailable)
  private struct ValuePickerMenuItems: View {
    let items: AnyView
    let staysOpen: Bool

    var body: some View {
      #if os(macOS)
        // Mac menus cannot stay open after a choice.
        items
      #else
        if #available(iOS 16.4, tvOS 17.0, *) {
          items.menuActionDismissBehavior(staysOpen ? .disabled : .automatic)
        } else {
          items
        }
      #endif
    }
  }
#endif
