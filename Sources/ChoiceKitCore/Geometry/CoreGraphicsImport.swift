// On Apple platforms `CGPoint`, `CGSize` and `CGRect` get their Swift members and conformances
// (`.zero`, `==`, `Codable`) from the CoreGraphics overlay, which `import Foundation` does not
// always load; importing it here makes them available to this module. The import is not
// re-exported: an app that names CoreGraphics imports it (SwiftUI already does). On Linux,
// Foundation itself defines these types.
#if canImport(CoreGraphics)
  import CoreGraphics
#endif
