#if canImport(SwiftUI)
  import SwiftUI

  /// A selection kept outside SwiftUI that records every value a control writes to it, so a
  /// test sees a write even when it repeats the value already held.
  @MainActor
  final class SelectionRecorder<Value> {
    private(set) var value: Value
    private(set) var writes: [Value] = []

    init(_ value: Value) {
      self.value = value
    }

    /// The binding to hand the control.
    var binding: Binding<Value> {
      Binding(
        get: { self.value },
        set: { newValue in
          self.value = newValue
          self.writes.append(newValue)
        })
    }
  }
#endif
