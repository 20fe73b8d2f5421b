#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// What one option row of a value picker is: its place, state and what a tap on it does.
  ///
  /// Built by ``ValuePickerOptions`` from the core's decisions; the row only draws them and
  /// forwards the tap.
  struct ValuePickerRowState {
    /// Whether the row shows the checkmark.
    let isSelected: Bool
    /// Whether the option can be chosen at all (tagged, first with its tag, not disabled with
    /// `choiceDisabled(_:)`); a `disabled(_:)` written on the option itself is read by the row.
    let isAvailable: Bool
    /// Asks the picker to apply a tap on this row; `isEnabled` is `false` when the option
    /// reported itself disabled.
    let tap: @MainActor (_ isEnabled: Bool) -> Void
  }

  /// Turns one option of the caller's content into a row: a button with the option as its
  /// label and a checkmark when selected.
  ///
  /// It is applied as a modifier, so the option's own view, environment and preferences stay as
  /// the caller wrote them inside the row's button.
  struct ValuePickerRow: ViewModifier {
    let state: ValuePickerRowState
    /// Whether the option reported a `disabled(_:)` of its own.
    @State private var isDisabledInside = false

    func body(content: Content) -> some View {
      let option = content.modifier(PickerOptionStatusReading(isDisabled: $isDisabledInside))
      ValuePickerRowButton(
        isSelected: state.isSelected, isEnabled: state.isAvailable && !isDisabledInside,
        action: { [isDisabledInside] in state.tap(!isDisabledInside) }
      ) {
        option
      }
    }
  }

  /// A value picker's row as the platform shows one: a list row with a checkmark on the
  /// tokens' side. VoiceOver reads its label and "Selected" on the chosen row, and no position,
  /// as it reads the system's list rows.
  struct ValuePickerRowButton<Label: View>: View {
    let isSelected: Bool
    let isEnabled: Bool
    let action: @MainActor () -> Void
    @ViewBuilder let label: Label
    @Environment(ValuePickerSettings.environmentKeyPath) private var settings
    /// Whether the picker around the row is enabled: a `disabled(_:)` on the picker or its form
    /// dims every row.
    @Environment(\.isEnabled) private var isPickerEnabled
    /// The text size, which widens the checkmark's column as the core's scaled tokens do.
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
      let action = action
      Button {
        action()
      } label: {
        listLabel
      }
      .disabled(!isEnabled)
      .accessibilityAddTraits(isSelected ? .isSelected : [])
    }

    /// The option and a checkmark on the tokens' side; the label keeps the primary colour a list
    /// row's text has, rather than the button's tint. The label stops before the checkmark's
    /// column (which keeps its width), as the core's `ValuePickerListLayout` gives it
    /// `labelFrame`: one line truncated at its end, or, where the core lets texts wrap
    /// (`ValuePickerRowLayout.lineLimit(at:idiom:)`: the accessibility sizes and the watch), as
    /// many lines as it needs, as the system's list rows wrap and the preview renderer draws it.
    private var listLabel: some View {
      HStack(spacing: settings.tokens.metrics.spacing) {
        checkmark(on: .leading)
        label
          .lineLimit(ValuePickerRowLayout.lineLimit(at: ChoiceTextScale(dynamicTypeSize), idiom: .current))
          .foregroundStyle(isEnabled && isPickerEnabled ? HierarchicalShapeStyle.primary : .secondary)
          .frame(maxWidth: .infinity, alignment: .leading)
        checkmark(on: .trailing)
      }
      .contentShape(Rectangle())
    }

    /// The checkmark, when the tokens put it on `side`; a leading one keeps its room on every row
    /// so the labels line up.
    @ViewBuilder
    private func checkmark(on side: ValuePickerCheckmark) -> some View {
      if settings.tokens.checkmark == side {
        Image(systemName: settings.tokens.checkmarkSymbol)
          .font(.body.weight(.semibold))
          // The core's column at this text size (`ValuePickerTokens.scaled(for:)`), which the
          // list layout and the pictures use.
          .frame(
            minWidth: settings.tokens.scaled(for: ChoiceTextScale(dynamicTypeSize)).metrics.checkmarkWidth
          )
          .foregroundStyle(.tint)
          .opacity(isSelected ? 1 : 0)
          .accessibilityHidden(true)
      }
    }
  }
#endif
