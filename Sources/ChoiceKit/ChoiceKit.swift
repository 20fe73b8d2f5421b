#if canImport(SwiftUI)
  @_exported import ChoiceKitCore
#endif
