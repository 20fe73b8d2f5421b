import ChoiceKitCore

extension Gallery {
  /// A picture's tags along the four dimensions the page filters by: colour scheme, layout
  /// direction, text size and platform idiom. They are taken from the `ChoiceTraits` the picture
  /// was drawn in (``init(_:)``), keeping only the dimensions the picture varies along.
  ///
  /// A dimension left `nil` means the picture is not a variant along it (a spring plot has no
  /// colour scheme, a radial layout looks the same on every platform), so the page shows it
  /// whatever that filter is set to.
  ///
  /// ```swift
  /// let tags = Gallery.Tags(colorScheme: .dark, isRightToLeft: true)
  /// tags.filterValues  // [("scheme", "dark"), ("direction", "rtl")]
  /// ```
  public struct Tags: Sendable, Hashable {
    /// The colour scheme, or `nil` when the picture has none.
    public var colorScheme: ChoiceAppearance?
    /// Whether the layout runs right to left, or `nil` when direction does not apply.
    public var isRightToLeft: Bool?
    /// The Dynamic Type size, or `nil` when the picture does not depend on it.
    public var textScale: ChoiceTextScale?
    /// The device family, or `nil` when the picture is the same on every platform.
    public var idiom: InterfaceIdiom?

    /// Creates tags; every dimension is left out unless given.
    public init(
      colorScheme: ChoiceAppearance? = nil, isRightToLeft: Bool? = nil, textScale: ChoiceTextScale? = nil,
      idiom: InterfaceIdiom? = nil
    ) {
      self.colorScheme = colorScheme
      self.isRightToLeft = isRightToLeft
      self.textScale = textScale
      self.idiom = idiom
    }

    /// The filter values of a picture drawn in `traits`: its colour scheme, direction, text size
    /// and idiom. A picture that does not vary along one of them sets it to `nil` afterwards.
    ///
    /// ```swift
    /// var filters = Gallery.Tags(ChoiceTraits(appearance: .dark))
    /// filters.idiom = nil  // the same picture on every platform
    /// ```
    ///
    /// - Parameter traits: The environment the picture was drawn in.
    public init(_ traits: ChoiceTraits) {
      self.init(
        colorScheme: traits.appearance, isRightToLeft: traits.isRightToLeft, textScale: traits.textScale,
        idiom: traits.idiom)
    }

    /// The filter dimensions, in the order the page shows them, with each value's label.
    public static let filters:
      [(dimension: String, title: String, values: [(value: String, label: String)])] = [
        ("scheme", "Colour scheme", [("light", "Light"), ("dark", "Dark")]),
        (
          "direction", "Direction",
          ChoiceTraits.directions.map {
            let words = ChoiceTraits.directionWords(isRightToLeft: $0)
            return (
              ChoiceTraits.directionName(isRightToLeft: $0), words.prefix(1).uppercased() + words.dropFirst()
            )
          }
        ),
        ("text", "Text size", [("default", "Standard sizes"), ("accessibility", "Accessibility sizes")]),
        ("idiom", "Platform", InterfaceIdiom.platforms.map { ($0.platformName, $0.platformTitle) }),
      ]

    /// The picture's value along each dimension it varies in, as the page's `data-` attributes
    /// name them: `scheme` (`light`, `dark`), `direction` (`ltr`, `rtl`), `text` (`default` for
    /// the standard sizes, `accessibility` for the accessibility sizes) and `idiom` (`ios` for
    /// phones and iPads, `macos`, `watchos`, `tvos`, `visionos`).
    public var filterValues: [(dimension: String, value: String)] {
      var values: [(String, String)] = []
      if let colorScheme { values.append(("scheme", colorScheme.rawValue)) }
      if let isRightToLeft {
        values.append(("direction", ChoiceTraits.directionName(isRightToLeft: isRightToLeft)))
      }
      if let textScale {
        values.append(("text", textScale.isAccessibilitySize ? "accessibility" : "default"))
      }
      if let idiom { values.append(("idiom", idiom.platformName)) }
      return values
    }

    /// The SwiftUI modifiers that put a view in this environment, one per line: the ones a
    /// caption's call ends with. The idiom has none: it is where the code runs.
    public var environmentModifiers: [String] {
      var modifiers: [String] = []
      if colorScheme == .dark { modifiers.append(".preferredColorScheme(.dark)") }
      if isRightToLeft == true { modifiers.append(".environment(\\.layoutDirection, .rightToLeft)") }
      if let textScale, textScale != .default { modifiers.append(".dynamicTypeSize(.\(textScale.rawValue))") }
      return modifiers
    }

  }
}
