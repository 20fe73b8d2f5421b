import ChoiceKitCore
import Foundation

/// The vector icons the preview renderer draws in place of SF Symbols.
///
/// SF Symbols exist only on Apple systems, so the preview carries its own small set of glyphs,
/// drawn for ChoiceKit from plain geometry, for the symbol names the examples use. Any other name
/// gets a visible placeholder, so a missing glyph shows up in the gallery instead of vanishing.
///
/// ```swift
/// IconSet.icon(named: "house.fill").isPlaceholder  // false
/// IconSet.icon(named: "car.fill").isPlaceholder  // true: drawn as a crossed-out square
/// ```
public enum IconSet {
  /// The icon for an SF Symbol name.
  ///
  /// - Parameter name: The SF Symbol name, e.g. `"heart.fill"`.
  /// - Returns: The icon; for a name not in ``names`` (the empty name and names differing only in
  ///   case or spaces included), a placeholder whose `name` is `name` and whose `isPlaceholder`
  ///   is `true`.
  public static func icon(named name: String) -> VectorIcon {
    if let icon = icons[name] { return icon }
    return VectorIcon(name: name, layers: placeholderLayers, isPlaceholder: true)
  }

  /// The SF Symbol names the set draws, sorted.
  public static let names: [String] = icons.keys.sorted()

  /// Whether the set draws a name (rather than the placeholder).
  ///
  /// - Parameter name: The SF Symbol name.
  /// - Returns: `true` when ``icon(named:)`` gives a real glyph for `name`; `false` for any other
  ///   string, the empty one included.
  public static func contains(_ name: String) -> Bool {
    icons[name] != nil
  }

  /// Every glyph, built once on first use.
  private static let icons: [String: VectorIcon] = {
    let drawings: [(String, [VectorIcon.Layer])] = [
      ("house.fill", house()),
      ("magnifyingglass", magnifyingGlass()),
      ("heart.fill", heart()),
      ("person.fill", person()),
      ("plus", plus()),
      ("trash", trash()),
      ("sun.max.fill", sun()),
      ("calendar", calendar()),
      ("chart.bar.doc.horizontal", chartBarDocument()),
      ("globe.americas.fill", globeAmericas()),
      ("checkmark", checkmark()),
      ("chevron.right", chevronRight()),
      ("chevron.up.chevron.down", chevronUpChevronDown()),
      ("xmark", xmark()),
    ]
    var result: [String: VectorIcon] = [:]
    for (name, layers) in drawings { result[name] = VectorIcon(name: name, layers: layers) }
    return result
  }()

  /// The stand-in for unknown names: a rounded square crossed out, the usual "missing image".
  private static let placeholderLayers: [VectorIcon.Layer] = placeholder()
}
