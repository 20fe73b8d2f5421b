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
    @ViewBuilder
    func segmentedOnChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void)
      -> some View
    {
      #if os(visionOS)
        onChange(of: value) { _, newValue in action(newValue) }
      #else
        if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
          onChange(of: value) { _, newValue in action(newValue) }
        } else {
          onChange(of: value, perform: action)
        }
      #endif
    }
  }
#endif
