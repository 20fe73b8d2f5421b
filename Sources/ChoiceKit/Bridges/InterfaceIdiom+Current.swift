#if canImport(SwiftUI)
  import ChoiceKitCore

  extension InterfaceIdiom {
    /// The device family the code is built for, which picks the core's per-platform defaults.
    ///
    /// The iPad and the iPhone share one build, so both count as `.phone`: their defaults are
    /// the same.
    public static var current: InterfaceIdiom {
      #if os(watchOS)
        .watch
      #elseif os(macOS)
        .mac
      #elseif os(tvOS)
        .tv
      #elseif os(visionOS)
        .vision
      #else
        .phone
      #endif
    }
  }
#endif
