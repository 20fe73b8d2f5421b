#if canImport(SwiftUI) && (os(iOS) || os(tvOS) || os(visionOS))
  import ChoiceKitCore
  import SwiftUI
  import Testing

  @testable import ChoiceKit

  // The inline style hosted in a form: sections show under their headers, as in the other styles
  // (the inline style used to flatten them into the picker's one section, dropping SwiftUI's
  // `Section` headers from iOS 18 and showing them as plain rows before), and the rows speak as
  // the system's list rows do: their label and "Selected", no position.

  @Suite("ValuePicker inline style in a window")
  @MainActor
  struct ValuePickerInlineRuntimeTests {
    private func host<Content: View>(
      _ writes: SelectionWrites<String>, @ViewBuilder content: @escaping () -> Content
    ) -> HostedWindow {
      HostedWindow(
        RecordingSelection(value: "ana", writes: writes) { selection in
          Form {
            ValuePicker("Owner", selection: selection) { content() }
              .valuePickerStyle(.inline)
          }
        },
        size: CGSize(width: 390, height: 800))
    }

    // Guards: `choiceSection(_:)` headers dropped in the inline style. Each header is reached
    // before its options, the title before the options outside any section, and each option is
    // still a choice.
    @Test func sectionsShowUnderTheirHeadersAndTheTitleAboveTheRest() throws {
      let writes = SelectionWrites<String>()
      let window = host(writes) {
        Text("Ana").choiceTag("ana")
        Text("Eva").choiceTag("eva").choiceSection("Design")
        Text("Luz").choiceTag("luz").choiceSection("Sales")
      }
      defer { window.close() }
      let labels = window.accessibilityLabels
      for (header, option) in [("Owner", "Ana"), ("Design", "Eva"), ("Sales", "Luz")] {
        let headerIndex = try #require(
          labels.firstIndex { $0.localizedCaseInsensitiveContains(header) }, "\(labels)")
        let optionIndex = try #require(labels.firstIndex(of: option), "\(labels)")
        #expect(headerIndex < optionIndex, "\(header) before \(option): \(labels)")
        #expect(try !window.element(labelled: option).label.isEmpty)
      }
      try window.activate(labelled: "Luz")
      #expect(writes.values == ["luz"])
    }

    // Guards: SwiftUI's `Section` in the inline style. From iOS 18 its header groups the options
    // as in the list; before, a custom picker cannot read it, and the table says the header shows
    // as a plain row, not a choice.
    @Test func swiftUISectionsAreGroupedWhereReadable() throws {
      let writes = SelectionWrites<String>()
      let window = host(writes) {
        Section("Design") {
          Text("Eva").choiceTag("eva")
        }
      }
      defer { window.close() }
      let eva = try window.element(labelled: "Eva")
      #expect(eva.isButton)
      let headers = window.accessibilityElements.filter {
        $0.label.localizedCaseInsensitiveContains("Design")
      }
      #expect(headers.count == 1, "\(window.accessibilityLabels)")
      #expect(headers.allSatisfy { !$0.isButton })
    }

    // Guards: rows speaking "2 of 3", which the system's list rows do not; the chosen row is
    // still "Selected".
    @Test func rowsSpeakNoPosition() throws {
      let writes = SelectionWrites<String>()
      let window = host(writes) {
        Text("Juan").choiceTag("juan")
        Text("Ana").choiceTag("ana")
        Text("Eva").choiceTag("eva")
      }
      defer { window.close() }
      for label in ["Juan", "Ana", "Eva"] {
        let row = try window.element(labelled: label)
        #expect(row.isButton)
        #expect(!row.value.contains("of 3"), "\(label): \(row.value)")
      }
      #expect(try window.element(labelled: "Ana").isSelected)
    }
  }
#endif
