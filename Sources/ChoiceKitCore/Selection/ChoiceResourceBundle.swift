import Foundation

/// Where a target's resource bundle is found outside Apple platforms.
package enum ChoiceResourceBundle {
  /// The resource bundle SwiftPM builds for `name` (`Package_Target`), when it is beside the
  /// running executable; `nil` otherwise.
  ///
  /// Outside Apple platforms SwiftPM's `Bundle.module` stops the process when the bundle is
  /// neither beside the executable nor at the build path it was compiled with (a binary copied
  /// elsewhere on its own), so a target asks it only once this finds the bundle. Apps on Apple
  /// platforms embed their bundles, where `Bundle.module` looks.
  package static func besideExecutable(_ name: String) -> Bundle? {
    Bundle(url: Bundle.main.bundleURL.appendingPathComponent("\(name).resources"))
  }
}
