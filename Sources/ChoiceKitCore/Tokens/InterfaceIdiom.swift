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
