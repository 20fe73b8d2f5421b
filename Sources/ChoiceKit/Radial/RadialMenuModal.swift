#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// Makes a part of an open radial menu modal, as an open `Menu` is: VoiceOver ignores the
  /// part's siblings while it is (the `isModal` trait: "when a modal accessibility element is
  /// visible, sibling accessibility elements that are not modal are ignored"), and on Apple TV
  /// and the Mac the part is a focus section, so moving focus from an item finds the other
  /// items first. Which part is modal is the core's `RadialMenuInteraction.modalPart`.
  struct RadialMenuModal: ViewModifier {
    /// Whether this part is modal now.
    let isModal: Bool

    func body(content: Content) -> some View {
      #if os(tvOS) || os(macOS)
        content
          .accessibilityElement(children: .contain)
          .accessibilityAddTraits(isModal ? .isModal : [])
          .focusSection()
      #else
        content
          .accessibilityElement(children: .contain)
          .accessibilityAddTraits(isModal ? .isModal : [])
      #endif
    }
  }
#endif
