import SwiftUI

/// The ChoiceKit demo: one screen per control with its variants, and a settings screen that
/// changes the tint, colour scheme, layout direction, text size, language and animations of all
/// of them.
@main
struct ChoiceKitDemoApp: App {
  @State private var settings = DemoSettings()

  var body: some Scene {
    WindowGroup {
      DemoRootView(settings: $settings)
        .demoSettings(settings)
    }
  }
}
