/// The kind of device a control is drawn for, the core's mirror of `UIUserInterfaceIdiom` plus
/// the Mac and the watch.
///
/// Controls pick their tokens by idiom, for example the pill variant of the segmented picker on
/// the watch:
///
/// ```swift
/// let tokens: SegmentedPickerTokens = idiom == .watch ? .watch : .standard
/// ```
///
/// `InterfaceIdiom(rawValue:)` gives `nil` for any string that is not a case's name.
public enum InterfaceIdiom: String, CaseIterable, Sendable, Hashable {
  /// iPhone.
  case phone
  /// iPad.
  case pad
  /// Mac.
  case mac
  /// Apple Watch.
  case watch
  /// Apple TV.
  case tv
  /// Apple Vision Pro.
  case vision
}

extension InterfaceIdiom {
  /// One device family per platform, in the order pages and help list the platforms: iPhone
  /// for iOS and iPadOS, then the Mac, the watch, Apple TV and Vision Pro.
  package static let platforms: [InterfaceIdiom] = [.phone, .mac, .watch, .tv, .vision]

  /// The platform's name as Apple writes it: iOS, macOS, watchOS, tvOS, visionOS.
  package var platformTitle: String {
    switch self {
    case .phone, .pad: "iOS"
    case .mac: "macOS"
    case .watch: "watchOS"
    case .tv: "tvOS"
    case .vision: "visionOS"
    }
  }

  /// The platform the device family runs, as the gallery's filter and `choicekit render
  /// --idiom` name it: ``platformTitle`` in lower case (`ios` for iPhone and iPad, `macos`,
  /// `watchos`, `tvos`, `visionos`).
  package var platformName: String { platformTitle.lowercased() }

  /// The device family ``platforms`` lists for a platform's name, or `nil` for another name.
  ///
  /// - Parameter platformName: A name as ``platformName`` gives it: `ios`, `macos`…
  package init?(platformName: String) {
    guard let idiom = Self.platforms.first(where: { $0.platformName == platformName }) else { return nil }
    self = idiom
  }
}
