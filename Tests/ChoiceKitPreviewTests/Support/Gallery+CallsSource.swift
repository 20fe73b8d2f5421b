import ChoiceKitCore

@testable import ChoiceKitPreview

extension Gallery {
  /// Where the package keeps ``callsSource``, relative to the package's root.
  package static let callsSourcePath = "Tests/ChoiceKitTests/Gallery/GalleryCalls.swift"

  /// Swift source holding the code under every control picture, so that compiling it checks
  /// each call against the current API: a SwiftUI call becomes the `body` of a small view that
  /// declares the state it names; a core call becomes a function, each line an expression.
  ///
  /// The file is generated: a test compares the committed file with this text and fails when
  /// the catalogue's calls changed; `CHOICEKIT_RECORD_SNAPSHOTS=1` makes it write the file
  /// instead. Everything is inside `#if canImport(SwiftUI)`, as the SwiftUI layer is.
  package var callsSource: String {
    var text = """
      // swift-format-ignore-file
      // The code under every control picture of the gallery, each SwiftUI call the body of a view
      // that declares the state it names, so compiling this file checks every call against the
      // current API. Generated from the gallery's catalogue; do not edit. Regenerate with
      //   CHOICEKIT_RECORD_SNAPSHOTS=1 swift test --filter GalleryCallsTests

      #if canImport(SwiftUI)
        import ChoiceKit
        import SwiftUI

      """
    for section in sections where controls.contains(section.anchor) {
      for entry in section.entries where !entry.call.isEmpty {
        text += "\n" + Self.callSource(entry)
      }
    }
    return text + "#endif\n"
  }

  /// One entry's code: a view for a SwiftUI call, a function for core code.
  private static func callSource(_ entry: Entry) -> String {
    let name = callTypeName(entry.file)
    var text = "  /// `\(entry.file)`: \(entry.title)\n"
    if entry.callIsView {
      text += availability(of: entry.call).map { "  \($0)\n" }.joined()
      text += "  struct \(name): View {\n"
      text += entry.state.map { "    \($0)\n" }.joined()
      text += "\n    var body: some View {\n"
      text += entry.call.split(separator: "\n", omittingEmptySubsequences: false).map { "      \($0)\n" }
        .joined()
      text += "    }\n  }\n"
    } else {
      text += "  @MainActor func \(name.prefix(1).lowercased() + name.dropFirst())() {\n"
      for line in entry.call.split(separator: "\n") where !line.hasPrefix("//") {
        text += "    _ = \(line)\n"
      }
      text += "  }\n"
    }
    return text
  }

  /// The `@available` marks of the SwiftUI layer's API that a call uses, which the view holding
  /// it must carry to compile for every platform: the menu style exists from tvOS 17 and not on
  /// watchOS.
  private static func availability(of call: String) -> [String] {
    let marks = [
      ".valuePickerStyle(.menu)": ["@available(tvOS 17.0, *)", "@available(watchOS, unavailable)"]
    ]
    var found: [String] = []
    for (use, attributes) in marks where call.contains(use) {
      found += attributes.filter { !found.contains($0) }
    }
    return found
  }

  /// A Swift type name for a picture's file: its path's words, capitalised, after `Gallery`,
  /// such as `GalleryCurvedTabBarFixedLight` for `curved-tab-bar/fixed-light.svg`.
  package static func callTypeName(_ file: String) -> String {
    let words = file.replacingSuffix(".svg").split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
    return "Gallery" + words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }
}

extension String {
  /// The string without `suffix` at its end, or unchanged when it does not end so.
  fileprivate func replacingSuffix(_ suffix: String) -> Substring {
    hasSuffix(suffix) ? dropLast(suffix.count) : self[...]
  }
}
