import ChoiceKit
import SwiftUI

/// The settings screen: tint, colour scheme, layout direction, text size, language and the
/// in-app animation switch, for every screen of the demo. It is built from ChoiceKit's own
/// controls.
struct DemoSettingsView: View {
  @Binding var settings: DemoSettings

  var body: some View {
    Form {
      Section {
        ValuePicker("Tint", selection: $settings.tint) {
          ForEach(DemoTint.allCases) { tint in
            Label {
              Text(tint.rawValue)
            } icon: {
              Image(systemName: "circle.fill").foregroundStyle(tint.color ?? .accentColor)
            }
            .choiceText(tint.rawValue)
          }
        }
        labelled("Appearance") {
          SegmentedPicker("Appearance", selection: $settings.appearance, options: DemoAppearance.allCases)
        }
        labelled("Layout direction") {
          SegmentedPicker("Layout direction", selection: $settings.direction, options: DemoDirection.allCases)
        }
        ValuePicker("Text size", selection: $settings.textSize) {
          ForEach(DemoTextSize.allCases) { Text($0.rawValue).choiceText($0.rawValue) }
        }
        .valuePickerSearchThreshold(100)
        labelled("Language of the controls' words") {
          SegmentedPicker("Language", selection: $settings.language, options: DemoLanguage.allCases)
        }
      } header: {
        Text("Every screen")
      } footer: {
        Text(
          "Appearance sets the preferred colour scheme, direction and language the environment, text size the Dynamic Type size. On the Mac, system text does not follow Dynamic Type; the segmented picker, tab bar and radial menu do."
        )
      }

      Section {
        Toggle("Turn off animations", isOn: $settings.disablesAnimations)
      } header: {
        Text("Motion")
      } footer: {
        Text(
          "An app cannot turn on Reduce Motion. This switch turns off the animations of the demo's views instead, so changes happen at once, and keeps the tab bar's notch fixed. With the system's Reduce Motion the controls cross-fade instead of moving: turn it on in the device's Accessibility settings."
        )
      }
    }
    .formStyle(.grouped)
    .navigationTitle("Settings")
  }

  private func labelled<Control: View>(_ title: String, @ViewBuilder control: () -> Control) -> some View {
    VStack(alignment: .leading, spacing: 8) {
      Text(title)
      control()
    }
  }
}
