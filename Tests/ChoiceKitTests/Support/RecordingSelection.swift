#if canImport(SwiftUI)
  import SwiftUI
  import Testing

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

  #if os(iOS) || os(tvOS) || os(visionOS)
    extension HostedWindow {
      /// Checks that an option is dimmed and that activating it writes nothing, then that
      /// activating another writes: the positive control that activation writes at all.
      ///
      /// - Parameters:
      ///   - dimmed: The label of the option that must be dimmed and inert.
      ///   - enabled: The label of an option that writes.
      ///   - writes: The selection's recorded writes, empty before.
      ///   - expected: The writes after activating `enabled`.
      @MainActor
      func expectDimmedAndInert<Value: Equatable>(
        _ dimmed: String, thenWriting enabled: String, writes: SelectionWrites<Value>, expected: [Value],
        sourceLocation: SourceLocation = #_sourceLocation
      ) throws {
        let row = try element(labelled: dimmed, sourceLocation: sourceLocation)
        #expect(row.isDimmed, "\(dimmed)", sourceLocation: sourceLocation)
        row.activate()
        settle()
        #expect(writes.values.isEmpty, sourceLocation: sourceLocation)
        try activate(labelled: enabled, sourceLocation: sourceLocation)
        #expect(writes.values == expected, sourceLocation: sourceLocation)
      }
    }
  #endif
#endif
