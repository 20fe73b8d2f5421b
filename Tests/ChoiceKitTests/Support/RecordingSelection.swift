#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// Every value a control wrote to its selection, in order.
  @MainActor
  final class SelectionWrites<Value> {
    var values: [Value] = []
  }

  /// Holds a selection in state, as an app does, so the control redraws with each write, and
  /// records every value written through the binding it hands its content.
  struct RecordingSelection<Value, Content: View>: View {
    @State var value: Value
    let writes: SelectionWrites<Value>
    @ViewBuilder let content: (Binding<Value>) -> Content

    var body: some View {
      let state = $value
      let writes = writes
      content(
        Binding(
          get: { state.wrappedValue },
          set: { newValue in
            writes.values.append(newValue)
            state.wrappedValue = newValue
          }))
    }
  }
#endif
