#if canImport(SwiftUI)
  import SwiftUI

  /// A button style that hands the button's label and pressed state to a control's own view,
  /// where the control's style draws: the one button style behind every ChoiceKit button.
  ///
  /// ```swift
  /// Button(action: toggle) { label }
  ///   .buttonStyle(
  ///     PressedStateButtonStyle { label, isPressed in
  ///       CenterButtonBody(style: style, label: label, isPressed: isPressed)
  ///     })
  /// ```
  struct PressedStateButtonStyle<Content: View>: ButtonStyle {
    /// Builds the button's look from its label and whether it is pressed.
    let content: (ButtonStyleConfiguration.Label, Bool) -> Content

    init(content: @escaping (ButtonStyleConfiguration.Label, Bool) -> Content) {
      self.content = content
    }

    func makeBody(configuration: Configuration) -> some View {
      content(configuration.label, configuration.isPressed)
    }
  }
#endif
