/// Apple's guidance on how many choices a control should show at once, for the tools that draw
/// the controls to warn about (the controls themselves show any number).
///
/// The Human Interface Guidelines keep a segmented control to about five segments on iPhone and
/// a tab bar to five tabs (more go into a "More" tab on iPhone): beyond that, labels shrink or
/// scroll and targets get small.
///
/// ```swift
/// ChoiceGuidance.mostSegments  // 5
/// ChoiceGuidance.warning(count: 7, most: ChoiceGuidance.mostTabs, noun: "tabs")
/// // "7 tabs: Apple's guidelines suggest at most 5 on iPhone; …"
/// ```
package enum ChoiceGuidance {
  /// The most segments a segmented control should have on iPhone.
  public static let mostSegments = 5
  /// The most tabs a tab bar should have on iPhone.
  public static let mostTabs = 5

  /// A warning when there are more choices than the guidance suggests.
  ///
  /// - Parameters:
  ///   - count: How many choices there are.
  ///   - most: The most the guidance suggests.
  ///   - noun: What the choices are, in the plural: "segments", "tabs".
  /// - Returns: One sentence, or `nil` when `count` is within the guidance.
  public static func warning(count: Int, most: Int, noun: String) -> String? {
    guard count > most else { return nil }
    return "\(count) \(noun): Apple's guidelines suggest at most \(most) on iPhone; "
      + "fewer, shorter choices or another control (a menu or a list) keep them legible"
  }
}
