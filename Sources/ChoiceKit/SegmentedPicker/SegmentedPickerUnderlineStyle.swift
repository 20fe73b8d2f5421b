#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// Tabs over a line: no track, the selected label in the tint, and a hairline bar under it
  /// that slides from segment to segment.
  ///
  /// ```swift
  /// SegmentedPicker("Section", selection: $section) { … }
  ///   .segmentedPickerStyle(.underline)
  /// ```
  public struct SegmentedPickerUnderlineStyle: SegmentedPickerControlStyle, SegmentedPickerBuiltInStyle {
    nonisolated static let geometry = SegmentedPickerStyleGeometry(.underline)

    /// Creates the underline style.
    nonisolated public init() {}

    /// The label in the token font: in the indicator colour when selected, dimmed when
    /// disabled.
    ///
    /// - Parameter configuration: The segment's label and state.
    /// - Returns: The segment's view.
    public func makeBody(configuration: Configuration) -> some View {
      configuration.tokenLabel(Self.geometry)
    }

    /// A bar of the tokens' stroke width along the bottom of the selected segment.
    ///
    /// - Parameter configuration: The picker's state and palette.
    /// - Returns: The indicator's view.
    public func makeIndicator(configuration: IndicatorConfiguration) -> some View {
      configuration.builtInIndicator(Self.geometry)
    }

    /// No track: the segments stand on the background.
    ///
    /// - Parameter configuration: The picker's state and palette.
    /// - Returns: An empty view.
    public func makeTrack(configuration: TrackConfiguration) -> some View {
      configuration.builtInTrack(Self.geometry)
    }
  }

  extension SegmentedPickerControlStyle where Self == SegmentedPickerUnderlineStyle {
    /// Tabs over a sliding underline.
    nonisolated public static var underline: SegmentedPickerUnderlineStyle {
      SegmentedPickerUnderlineStyle()
    }
  }
#endif
