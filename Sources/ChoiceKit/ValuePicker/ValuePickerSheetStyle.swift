#if canImport(SwiftUI)
  import SwiftUI

  /// A value picker style that presents the options in a sheet, with a Done button; the sheet
  /// closes itself after a single or optional choice.
  ///
  /// It needs no navigation stack around the picker, and suits multiple selection and long,
  /// searchable lists.
  public struct ValuePickerSheetStyle: ValuePickerStyle {
    /// Creates the sheet style.
    nonisolated public init() {}

    /// A row that presents the list in a sheet.
    ///
    /// - Parameter configuration: The picker's pieces.
    /// - Returns: The row.
    public func makeBody(configuration: Configuration) -> some View {
      ValuePickerSheetRow(configuration: configuration)
    }
  }

  extension ValuePickerStyle where Self == ValuePickerSheetStyle {
    /// The options in a sheet.
    public static var sheet: ValuePickerSheetStyle { ValuePickerSheetStyle() }
  }

  /// The row of a sheet-style picker, which owns whether its sheet is shown.
  private struct ValuePickerSheetRow: View {
    let configuration: ValuePickerStyleConfiguration
    @State private var isPresented = false

    var body: some View {
      let isPresented = $isPresented
      Button {
        isPresented.wrappedValue = true
      } label: {
        ValuePickerRowLabel(configuration: configuration)
          .contentShape(Rectangle())
      }
      // A row of a form, not a tinted link: the title keeps the primary colour.
      .foregroundStyle(.primary)
      .sheet(isPresented: isPresented) {
        NavigationStack {
          configuration.list
            .toolbar {
              ToolbarItem(placement: .confirmationAction) {
                Button {
                  isPresented.wrappedValue = false
                } label: {
                  Text(verbatim: configuration.wording.wording.done)
                }
              }
            }
        }
        #if os(macOS)
          // A list has almost no ideal size, and a Mac sheet takes its content's.
          .frame(minWidth: 320, minHeight: 400)
        #endif
      }
    }
  }
#endif
