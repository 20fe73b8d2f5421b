// On Apple platforms `CGPoint`, `CGSize` and `CGRect` get their Swift members and conformances
// (`.zero`, `==`, `Codable`) from the CoreGraphics overlay, which `import Foundation` does not
// always load; importing it here makes them available to this module and to its clients. On
// Linux, Foundation itself defines these types.
#if canImport(CoreGraphics)
  @_exported import CoreGraphics
#endif
