#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// The core's ``ChoiceKitCore/ChoiceTraits`` of the view it is declared in: colour scheme,
  /// layout direction, Dynamic Type size, Reduce Motion, locale and device family, read from the
  /// environment in one place for every control.
  ///
  /// ```swift
  /// struct MyControl: View {
  ///   @EnvironmentTraits private var traits
  ///
  ///   var body: some View {
  ///     MyLayout(isRightToLeft: traits.isRightToLeft) { … }
  ///   }
  /// }
  /// ```
  ///
  /// SwiftUI updates the view when any of these values changes, as it does for `@Environment`.
  @propertyWrapper
  struct EnvironmentTraits: DynamicProperty {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.accessibilityReduceMotion) private var reducesMotion
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.accessibilityReduceTransparency) private var reducesTransparency
    @Environment(\.locale) private var locale

    init() {}

    /// The traits, from the values last read.
    var wrappedValue: ChoiceTraits {
      ChoiceTraits(
        colorScheme: colorScheme, layoutDirection: layoutDirection, dynamicTypeSize: dynamicTypeSize,
        reducesMotion: reducesMotion, locale: locale, increasesContrast: contrast == .increased,
        reducesTransparency: reducesTransparency)
    }
  }
#endif
