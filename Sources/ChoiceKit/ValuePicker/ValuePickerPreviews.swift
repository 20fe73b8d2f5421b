#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  #if DEBUG
    /// The tutorial's names, and a longer list with accents to search.
    private enum PreviewNames {
      static let tutorial = ["John", "Jean", "Juan"]
      static let team = [
        "Ana", "Álvaro", "Beatriz", "Carmen", "Diego", "Elena", "Íñigo", "José", "Juan", "Lucía",
        "María", "Nicolás", "Óscar", "Sofía",
      ]
    }

    /// Every mode and style in one form, in a navigation stack.
    private struct PreviewForm: View {
      @State private var name = "Juan"
      @State private var assignee: String?
      @State private var team: Set<String> = ["Ana", "José"]
      @State private var size = "M"

      var body: some View {
        NavigationStack {
          Form {
            ValuePicker("Name", selection: $name) {
              ForEach(PreviewNames.tutorial, id: \.self) { Text($0).choiceTag($0) }
            }
            ValuePicker("Assignee", selection: $assignee) {
              ForEach(PreviewNames.team.prefix(4), id: \.self) { Text($0).choiceTag($0) }
                .choiceSection("Team")
              Group {
                ForEach(PreviewNames.team.suffix(3), id: \.self) { Text($0).choiceTag($0) }
                Text(verbatim: "Zoe").choiceTag("Zoe").disabled(true)
              }
              .choiceSection("Guests")
            }
            ValuePicker("Team", selection: $team, limits: ValuePickerLimits(minimum: 1, maximum: 4)) {
              ForEach(PreviewNames.team, id: \.self) { Text($0) }
            }
            .valuePickerStyle(.sheet)
            ValuePicker("Size", selection: $size) {
              ForEach(["S", "M", "L"], id: \.self) { Text($0) }
            }
            .valuePickerStyle(.inline)
            .valuePickerCheckmark(.leading)
            #if os(iOS) || os(macOS)
              ValuePicker("Size, as a menu", selection: $size) {
                ForEach(["S", "M", "L"], id: \.self) { Text($0) }
              }
              .valuePickerStyle(.menu)
            #endif
          }
          .navigationTitle("Custom Picker")
        }
      }
    }

    struct ValuePickerPreviews: PreviewProvider {
      static var previews: some View {
        Group {
          PreviewForm()
            .previewDisplayName("Every mode: pushed, sections, sheet with limits, inline")

          PreviewForm()
            .environment(\.locale, Locale(identifier: "es"))
            .environment(\.layoutDirection, .rightToLeft)
            .preferredColorScheme(.dark)
            .previewDisplayName("Spanish, dark, right to left")

          PreviewForm()
            .dynamicTypeSize(.accessibility2)
            .previewDisplayName("Accessibility text size")

          PreviewState(Set(["Ana"])) { selection in
            NavigationStack {
              Form {
                ValuePicker("Team", selection: selection) {
                  ForEach(PreviewNames.team, id: \.self) { Text($0) }
                }
              }
            }
          }
          .previewDisplayName("Multiple selection with search")
        }
      }
    }
  #endif
#endif
