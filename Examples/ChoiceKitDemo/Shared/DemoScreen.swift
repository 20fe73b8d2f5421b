import SwiftUI

/// A screen of the demo, listed on the root screen.
enum DemoScreen: String, CaseIterable, Identifiable, Hashable, Sendable {
  case segmentedPicker
  case curvedTabView
  case radialLayout
  case radialMenu
  case valuePicker
  case settings

  var id: Self { self }

  /// The screen's title.
  var title: String {
    switch self {
    case .segmentedPicker: "SegmentedPicker"
    case .curvedTabView: "CurvedTabView"
    case .radialLayout: "RadialLayout"
    case .radialMenu: "RadialMenu"
    case .valuePicker: "ValuePicker"
    case .settings: "Settings"
    }
  }

  /// What the screen shows, under its title in the list.
  var summary: String {
    switch self {
    case .segmentedPicker: "Styles, sizing, scrubbing, optional and disabled options, overflow"
    case .curvedTabView: "Notch modes, badges, the centre action, the bar alone"
    case .radialLayout: "Circle, halves and any arc; fitted or fixed radius; anchors"
    case .radialMenu: "A floating button that fans its actions out"
    case .valuePicker: "One, one or none, several; pushed, inline, sheet and menu"
    case .settings: "Tint, appearance, direction, text size, language, animations"
    }
  }

  /// The SF Symbol beside the title.
  var systemImage: String {
    switch self {
    case .segmentedPicker: "rectangle.split.3x1"
    case .curvedTabView: "dock.rectangle"
    case .radialLayout: "circle.dashed"
    case .radialMenu: "plus.circle"
    case .valuePicker: "checklist"
    case .settings: "gearshape"
    }
  }
}

/// The root screen: the list of screens, in a stack on iPhone and the watch, in a sidebar on
/// the Mac.
struct DemoRootView: View {
  @Binding var settings: DemoSettings
  #if os(macOS)
    @State private var selection: DemoScreen? = .segmentedPicker
  #endif

  var body: some View {
    #if os(macOS)
      NavigationSplitView {
        List(DemoScreen.allCases, selection: $selection) { screen in
          NavigationLink(value: screen) { row(screen) }
        }
        .navigationTitle("ChoiceKit")
        .navigationSplitViewColumnWidth(min: 220, ideal: 260)
      } detail: {
        NavigationStack {
          if let selection {
            destination(selection)
          } else {
            Text("Choose a control")
          }
        }
        .id(selection)
      }
    #else
      NavigationStack {
        List(DemoScreen.allCases) { screen in
          NavigationLink(value: screen) { row(screen) }
        }
        .navigationTitle("ChoiceKit")
        .navigationDestination(for: DemoScreen.self) { destination($0) }
      }
    #endif
  }

  private func row(_ screen: DemoScreen) -> some View {
    VStack(alignment: .leading, spacing: 2) {
      Label(screen.title, systemImage: screen.systemImage)
      #if !os(watchOS)
        Text(screen.summary)
          .font(.caption)
          .foregroundStyle(.secondary)
      #endif
    }
  }

  @ViewBuilder
  private func destination(_ screen: DemoScreen) -> some View {
    switch screen {
    case .segmentedPicker: SegmentedPickerDemo()
    case .curvedTabView: CurvedTabViewDemo()
    case .radialLayout: RadialLayoutDemo()
    case .radialMenu: RadialMenuDemo()
    case .valuePicker: ValuePickerDemo()
    case .settings: DemoSettingsView(settings: $settings)
    }
  }
}
