#if canImport(SwiftUI) && (os(iOS) || os(tvOS) || os(visionOS))
  import ChoiceKitCore
  import SwiftUI
  import Testing

  extension HostedWindow {
    /// The words of the one element whose label starts with a title (a value picker's closed
    /// row): its label and its value.
    ///
    /// - Parameter title: The row's title.
    /// - Returns: The label and the value, with a space between.
    @MainActor
    func closedRowWords(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
      let rows = accessibilityElements.filter { $0.label.hasPrefix(title) }
      try #require(rows.count == 1, "\(title): \(accessibilityLabels)", sourceLocation: sourceLocation)
      return rows[0].label + " " + rows[0].value
    }

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
