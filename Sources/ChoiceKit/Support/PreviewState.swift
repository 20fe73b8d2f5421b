#if canImport(SwiftUI) && DEBUG
  import SwiftUI

  /// Holds a value in state so a preview's control can be clicked through.
  ///
  /// ```swift
  /// PreviewState(Period.week) { selection in
  ///   SegmentedPicker("Period", selection: selection) { … }
  /// }
  /// ```
  struct PreviewState<Value, Content: View>: View {
    @State private var value: Value
    private let content: (Binding<Value>) -> Content

    init(_ value: Value, @ViewBuilder content: @escaping (Binding<Value>) -> Content) {
      _value = State(initialValue: value)
      self.content = content
    }

    var body: some View {
      content($value)
    }
  }
#endif
