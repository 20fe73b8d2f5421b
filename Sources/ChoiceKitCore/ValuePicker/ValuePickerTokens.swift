import Foundation

/// The look of a value picker that the SwiftUI picker and the preview renderer share.
///
/// The checkmark's symbol and side are read by both. The rest (fonts, colours and
/// ``metrics``) is the system look of an inset-grouped `List`, a `Form` row and a `Menu`: the
/// SwiftUI picker shows its options in those native containers, which draw themselves, so these
/// tokens are what the preview renderer draws in their place, written down once so the gallery
/// shows what the device shows.
///
/// ```swift
/// var tokens = ValuePickerTokens.standard
/// tokens.checkmark = .leading
/// let large = tokens.scaled(for: .accessibility3)   // fonts and symbols at that text size
/// ```
public struct ValuePickerTokens: ChoiceConfigurable {
  /// The symbol drawn beside a selected option.
  public var checkmarkSymbol: String = "checkmark"
  /// Which side of a row carries it.
  public var checkmark: ValuePickerCheckmark = .trailing
  /// The font of an option's label and of the closed row's title: the body style.
  public var label: ChoiceTypography = ChoiceTypography(size: 17)
  /// The font of the closed row's value, set in ``secondaryText``.
  public var value: ChoiceTypography = ChoiceTypography(size: 17)
  /// The font of section headers and footers: the footnote style.
  public var header: ChoiceTypography = ChoiceTypography(size: 13)
  /// The font of the title in a navigation bar or a sheet's bar.
  public var navigationTitle: ChoiceTypography = ChoiceTypography(size: 17, weight: .semibold)
  /// The side of the square a symbol (checkmark, chevron, magnifying glass) is drawn into;
  /// glyphs keep a margin inside it.
  @Clamped(.length) public var symbolSize: CGFloat = 22
  /// The side of the square the closed row's chevron or up-and-down chevrons are drawn into.
  @Clamped(.length) public var accessorySize: CGFloat = 18
  /// The page behind the cards: the grouped background.
  public var groupedBackground: AdaptiveColor = AdaptiveColor(light: RGBAColor(hex: 0xF2F2F7), dark: .black)
  /// A card's fill: the grouped list's row background.
  public var rowBackground: AdaptiveColor = AdaptiveColor(light: .white, dark: RGBAColor(hex: 0x1C1C1E))
  /// The lines between rows.
  public var separator: AdaptiveColor = AdaptiveColor(
    light: RGBAColor(hex: 0xC6C6C8), dark: RGBAColor(hex: 0x38383A))
  /// An option's label and the row's title.
  public var text: AdaptiveColor = AdaptiveColor(light: .black, dark: .white)
  /// The closed row's value, section headers, the search field's placeholder, and a disabled
  /// option's label.
  public var secondaryText: AdaptiveColor = AdaptiveColor(
    light: RGBAColor(hex: 0x3C3C43, alpha: 0.6), dark: RGBAColor(hex: 0xEBEBF5, alpha: 0.6))
  /// The closed row's chevrons.
  public var accessory: AdaptiveColor = AdaptiveColor(
    light: RGBAColor(hex: 0x3C3C43, alpha: 0.3), dark: RGBAColor(hex: 0xEBEBF5, alpha: 0.3))
  /// The checkmark and the bar buttons; the SwiftUI picker uses the environment's tint.
  public var tint: AdaptiveColor = AdaptiveColor(
    light: RGBAColor(hex: 0x007AFF), dark: RGBAColor(hex: 0x0A84FF))
  /// The search field's fill.
  public var searchFieldFill: AdaptiveColor = AdaptiveColor(
    light: RGBAColor(hex: 0x767680, alpha: 0.12), dark: RGBAColor(hex: 0x767680, alpha: 0.24))
  /// The menu's fill.
  public var menuBackground: AdaptiveColor = AdaptiveColor(
    light: RGBAColor(hex: 0xF9F9F9), dark: RGBAColor(hex: 0x252525))
  /// The shadow a menu casts on the page below it.
  public var menuShadow: AdaptiveColor = AdaptiveColor(
    light: RGBAColor(white: 0, alpha: 0.18), dark: RGBAColor(white: 0, alpha: 0.5))
  /// The list's distances.
  public var metrics: ValuePickerMetrics = .list
  /// The menu's distances.
  public var menuMetrics: ValuePickerMetrics = .menu

  /// Creates the ``standard`` values: change them in place, or start from any value with
  /// `init(_:)`'s closure.
  public init() {}

  /// The system's look: a trailing checkmark in the tint colour, on the phone's inset-grouped
  /// list with 17 pt body text and 13 pt headers.
  public static let standard = ValuePickerTokens()

  /// The tokens at a Dynamic Type size: fonts, symbols, the checkmark's column and the search
  /// field's height (which holds a line of the label font) grow by the size's
  /// ``ChoiceTextScale/factor``, as SF Symbols, the system fonts and the system's search field
  /// do; the other distances stay, and rows grow with their text through
  /// ``ValuePickerMetrics/rowHeight(lineHeight:)``.
  ///
  /// - Parameter textScale: The Dynamic Type size.
  /// - Returns: The scaled tokens; ``ChoiceTextScale/large`` returns them unchanged.
  public func scaled(for textScale: ChoiceTextScale) -> ValuePickerTokens {
    let factor = textScale.factor
    guard factor != 1 else { return self }
    var tokens = self
    tokens.label = label.scaled(by: factor)
    tokens.value = value.scaled(by: factor)
    tokens.header = header.scaled(by: factor)
    tokens.navigationTitle = navigationTitle.scaled(by: factor)
    tokens.symbolSize = symbolSize * factor
    tokens.accessorySize = accessorySize * factor
    tokens.metrics.checkmarkWidth *= factor
    tokens.metrics.searchFieldHeight *= factor
    tokens.menuMetrics.checkmarkWidth *= factor
    return tokens
  }
}
