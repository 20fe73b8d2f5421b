import ChoiceKit
import SwiftUI

/// The value picker's variants: one value, one or none, several within limits, sections,
/// disabled rows, search, a label view, the checkmark's side, and the pushed, inline, sheet and
/// menu styles.
struct ValuePickerDemo: View {
  @State private var name = "Juan"
  @State private var assignee: String?
  @State private var toppings: Set<Topping> = [.cheese]
  @State private var isPremium = false
  @State private var country = "Perú"
  @State private var period = Period.week
  @State private var reminder: Period?
  @State private var isDisabled = false
  @State private var fontSize = 17

  var body: some View {
    Form {
      Section {
        ValuePicker("Name", selection: $name) {
          ForEach(SampleNames.tutorial, id: \.self) { name in
            Text(name).choiceTag(name)
          }
        }
        ValuePicker("Name, checkmark first", selection: $name) {
          ForEach(SampleNames.tutorial, id: \.self) { Text($0) }
        }
        .valuePickerCheckmark(.leading)
        ValuePicker(selection: $period) {
          ForEach(Period.allCases) { Text($0.rawValue).choiceText($0.rawValue) }
        } label: {
          Label("Period", systemImage: "calendar")
        }
      } header: {
        Text("One value")
      } footer: {
        Text(
          "The tutorial's call site; a ForEach of the selection's type needs no tags. Choosing closes the list."
        )
      }

      Section {
        ValuePicker("Assignee", selection: $assignee) {
          ForEach(SampleNames.team, id: \.self) { Text($0) }
            .choiceSection("Team")
          ForEach(SampleNames.guests, id: \.self) { Text($0) }
            .choiceSection("Guests")
        }
        // Apple's Picker documentation writes an optional selection this way: your own "None"
        // option, tagged with the selection's nil, becomes the list's one "None" row.
        ValuePicker("Reminder", selection: $reminder) {
          Text("No reminder").choiceTag(Period?.none)
          ForEach(Period.allCases) { period in
            Text(period.rawValue).choiceTag(Optional(period))
          }
        }
        ValuePicker("Country", selection: $country) {
          // The identifier is the name here: tagging it says so, for the search and VoiceOver.
          ForEach(SampleNames.countries, id: \.self) { Text($0).choiceTag($0) }
        }
      } header: {
        Text("One or none, sections, search")
      } footer: {
        Text(
          "An optional selection adds a “None” row, or takes yours (“No reminder”). More than twelve options show a search field that ignores case and accents: try “peru”."
        )
      }

      Section {
        Toggle("Premium (enables Truffle)", isOn: $isPremium)
        ValuePicker("Toppings", selection: $toppings, limits: ValuePickerLimits(minimum: 1, maximum: 3)) {
          ForEach(Topping.allCases) { topping in
            Text(topping.rawValue)
              .choiceText(topping.rawValue)  // the words of the summary: "Cheese and 2 more"
              // choiceDisabled, not disabled: the option is tagged by its ForEach identifier,
              // where a custom picker cannot see disabled(_:).
              .choiceDisabled(topping == .truffle && !isPremium)
          }
        }
      } header: {
        Text("Several, within limits")
      } footer: {
        Text(
          "A set stays open while you toggle; from one to three toppings. The row sums them up: “Cheese, Olives and Onions”, “Cheese and 2 more”, “3 selected”."
        )
      }

      ValuePicker("Period, inline", selection: $period) {
        ForEach(Period.allCases) { Text($0.rawValue).choiceText($0.rawValue) }
      }
      .valuePickerStyle(.inline)

      Section {
        ValuePicker("Toppings in a sheet", selection: $toppings, limits: ValuePickerLimits(maximum: 3)) {
          ForEach(Topping.allCases) { Text($0.rawValue).choiceText($0.rawValue) }
        }
        .valuePickerStyle(.sheet)
        #if !os(watchOS)
          // Apple TV has menus from tvOS 17.
          if #available(tvOS 17, *) {
            ValuePicker("Reminder, menu", selection: $reminder) {
              ForEach(Period.allCases) { Text($0.rawValue).choiceText($0.rawValue) }
            }
            .valuePickerStyle(.menu)
          }
        #endif
      } header: {
        Text("Sheet and menu")
      } footer: {
        #if os(watchOS)
          Text("The menu style does not exist on watchOS.")
        #else
          Text("The sheet has a Done button; the menu shows the platform's checkmarks.")
        #endif
      }

      if #available(iOS 18.0, macOS 15.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
        Section {
          ValuePicker("Text size", selection: $fontSize) {
            Section("Small") {
              ForEach(SampleNames.smallSizes.indices, id: \.self) { index in
                Text("\(SampleNames.smallSizes[index]) pt").tag(SampleNames.smallSizes[index])
              }
            }
            Section("Large") {
              ForEach(SampleNames.largeSizes.indices, id: \.self) { index in
                Text("\(SampleNames.largeSizes[index]) pt").tag(SampleNames.largeSizes[index])
              }
            }
          }
        } header: {
          Text("SwiftUI's tags and sections")
        } footer: {
          Text(
            "From iOS 18 a ValuePicker reads .tag(_:) and Section as Picker does: the sizes are the tags, not the ForEach indices. Before iOS 18 write .choiceTag(_:) and .choiceSection(_:)."
          )
        }
      }

      Section {
        Toggle("Disable the picker", isOn: $isDisabled)
        ValuePicker("Name", selection: $name) {
          ForEach(SampleNames.tutorial, id: \.self) { Text($0) }
        }
        .disabled(isDisabled)
      } header: {
        Text("Disabled")
      }
    }
    .formStyle(.grouped)
    .navigationTitle("ValuePicker")
  }
}
