#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Runs `action` with the new value whenever `value` changes, through the `onChange`
    /// available on the running system: the two-value form from iOS 17 (and always on
    /// visionOS, where the one-value form is deprecated), the one-value form before.
    ///
    /// - Parameters:
    ///   - value: The value to watch.
    ///   - action: Called with the new value.
    /// - Returns: The view, watching `value`.
    @MainActor
    func choiceOnChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void)
      -> some View
    {
      choiceOnChange(of: value, action: { _, newValue in action(newValue) })
    }

    /// Runs `action` with the old and the new value whenever `value` changes, on every system
    /// the package supports: SwiftUI's two-value `onChange` from iOS 17, and before it the
    /// one-value form with the old value kept here.
    ///
    /// - Parameters:
    ///   - value: The value to watch.
    ///   - action: Called with the value before and after the change.
    /// - Returns: The view, watching `value`.
    @MainActor
    func choiceOnChange<V: Equatable>(of value: V, action: @escaping (V, V) -> Void) -> some View {
      modifier(ChoiceOnChange(value: value, action: action))
    }
  }

  /// The back-deployed `onChange` behind `choiceOnChange(of:action:)`.
  private struct ChoiceOnChange<V: Equatable>: ViewModifier {
    let value: V
    let action: (V, V) -> Void
    /// The last value seen, for systems whose `onChange` passes only the new one.
    @State private var previous: V?

    func body(content: Content) -> some View {
      #if os(visionOS)
        content.onChange(of: value) { old, new in action(old, new) }
      #else
        if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
          content.onChange(of: value) { old, new in action(old, new) }
        } else {
          content
            .onAppear { previous = value }
            .onChange(of: value) { new in
              let old = previous ?? new
              previous = new
              action(old, new)
            }
        }
      #endif
    }
  }
#endif
