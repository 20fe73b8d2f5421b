#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  extension ChoiceTraits {
    /// The traits of a SwiftUI environment, on the device family the code is built for.
    ///
    /// ```swift
    /// @Environment(\.colorScheme) private var colorScheme
    /// @Environment(\.layoutDirection) private var layoutDirection
    /// …
    /// let traits = ChoiceTraits(
    ///   colorScheme: colorScheme, layoutDirection: layoutDirection, dynamicTypeSize: size,
    ///   reducesMotion: reduceMotion, locale: locale)
    /// ```
    ///
    /// - Parameters:
    ///   - colorScheme: The colour scheme.
    ///   - layoutDirection: The layout direction.
    ///   - dynamicTypeSize: The Dynamic Type size.
    ///   - reducesMotion: Whether Reduce Motion is on.
    ///   - locale: The locale.
    ///   - idiom: The device family; `InterfaceIdiom.current` by default.
    ///   - increasesContrast: Whether Increase Contrast is on (`colorSchemeContrast == .increased`).
    ///   - reducesTransparency: Whether Reduce Transparency is on.
    public init(
      colorScheme: ColorScheme, layoutDirection: LayoutDirection, dynamicTypeSize: DynamicTypeSize,
      reducesMotion: Bool, locale: Locale, idiom: InterfaceIdiom = .current, increasesContrast: Bool = false,
      reducesTransparency: Bool = false
    ) {
      self.init(
        appearance: ChoiceAppearance(colorScheme), isRightToLeft: layoutDirection == .rightToLeft,
        textScale: ChoiceTextScale(dynamicTypeSize), idiom: idiom, reducesMotion: reducesMotion,
        locale: locale, increasesContrast: increasesContrast, reducesTransparency: reducesTransparency)
    }

    /// The SwiftUI colour scheme of these traits.
    public var colorScheme: ColorScheme {
      ColorScheme(appearance)
    }

    /// The SwiftUI layout direction of these traits, which the content of a control keeps while
    /// its layout runs left to right.
    public var layoutDirection: LayoutDirection {
      isRightToLeft ? .rightToLeft : .leftToRight
    }
  }
#endif
