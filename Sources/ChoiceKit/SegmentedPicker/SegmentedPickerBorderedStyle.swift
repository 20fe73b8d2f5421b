#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// Outlines instead of fills: a capsule border around the control, a tinted capsule border
  /// around the selected segment, and the selected label in the tint.
  ///
  /// ```swift
  /// SegmentedPicker("Size", selection: $size) { … }
  ///   .segmentedPickerStyle(.bordered)
  /// ```
  ///
  /// A pressed segment fills with the track colour, so the outline style still answers a touch.
  public struct SegmentedPickerBorderedStyle: SegmentedPickerControlStyle, SegmentedPickerBuiltInStyle {
    nonisolated static let geometry = SegmentedPickerStyleGeometry(.bordered)

    /// Creates the bordered style.
    nonisolated public init() {}

    /// The label in the token font: in the indicator colour when selected, over the track
    /// colour while pressed, dimmed when disabled.
    ///
    /// - Parameter configuration: The segment's label and state.
    /// - Returns: The segment's view.
    public func makeBody(configuration: Configuration) -> some View {
      let palette = configuration.palette
      configuration.tokenLabel(Self.geometry)
        .background {
          if configuration.isPressed && !configuration.isSelected {
            SegmentedPickerPaintView(
              paint: .fill(Self.geometry.segment), fill: palette.track,
              strokeWidth: palette.tokens.strokeWidth)
          }
        }
    }

    /// A capsule outline of the tokens' stroke width in the indicator colour.
    ///
    /// - Parameter configuration: The picker's state and palette.
    /// - Returns: The indicator's view.
    public func makeIndicator(configuration: IndicatorConfiguration) -> some View {
      configuration.builtInIndicator(Self.geometry)
    }

    /// A capsule outline of the tokens' stroke width in the track colour.
    ///
    /// - Parameter configuration: The picker's state and palette.
    /// - Returns: The track's view.
    public func makeTrack(configuration: TrackConfiguration) -> some View {
      configuration.builtInTrack(Self.geometry)
    }
  }

  extension SegmentedPickerControlStyle where Self == SegmentedPickerBorderedStyle {
    /// Capsule outlines around the control and the selected segment.
    nonisolated public static var bordered: SegmentedPickerBorderedStyle {
      SegmentedPickerBorderedStyle()
    }
  }
#endif
