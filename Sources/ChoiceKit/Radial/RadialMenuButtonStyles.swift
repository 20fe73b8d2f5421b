#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// Calls the style for the centre button on the main actor.
  struct RadialMenuCenterBody<Style: RadialMenuStyle>: View {
    let style: Style
    let configuration: RadialMenuStyleConfiguration

    var body: some View {
      style.makeBody(configuration: configuration)
    }
  }

  /// Calls the style for an item on the main actor.
  struct RadialMenuItemBody<Style: RadialMenuStyle>: View {
    let style: Style
    let configuration: RadialMenuItemConfiguration

    var body: some View {
      style.makeItem(configuration: configuration)
    }
  }
#endif
