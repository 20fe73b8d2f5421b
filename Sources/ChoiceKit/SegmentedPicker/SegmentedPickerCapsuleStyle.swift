#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// The tutorial's look and the default style: a capsule track, a capsule indicator in the
  /// tint, and the selected label in bold white.
  ///
  /// ```swift
  /// SegmentedPicker("Period", selection: $period) { … }
  ///   .segmentedPickerStyle(.capsule)
  ///   .tint(.indigo)
  /// ```
  ///
  /// On watchOS, with the `.watch` tokens, each segment stands on a grey pill of its own, which
  /// the picker paints with the track, under the indicator.
  public struct SegmentedPickerCapsuleStyle: SegmentedPickerControlStyle, SegmentedPickerBuiltInStyle {
    nonisolated static let geometry = SegmentedPickerStyleGeometry(.capsule)

    /// Creates the capsule style.
    nonisolated public init() {}

    /// The label in the token font, white when selected, dimmed when disabled.
    ///
    /// - Parameter configuration: The segment's label and state.
    /// - Returns: The segment's view.
    public func makeBody(configuration: Configuration) -> some View {
      configuration.tokenLabel(Self.geometry)
    }

    /// A capsule in the indicator colour.
    ///
    /// - Parameter configuration: The picker's state and palette.
    /// - Returns: The indicator's view.
    public func makeIndicator(configuration: IndicatorConfiguration) -> some View {
      configuration.builtInIndicator(Self.geometry)
    }

    /// A capsule in the track colour.
    ///
    /// - Parameter configuration: The picker's state and palette.
    /// - Returns: The track's view.
    public func makeTrack(configuration: TrackConfiguration) -> some View {
      configuration.builtInTrack(Self.geometry)
    }
  }

  extension SegmentedPickerControlStyle where Self == SegmentedPickerCapsuleStyle {
    /// The tutorial's capsule track and indicator; the default.
    nonisolated public static var capsule: SegmentedPickerCapsuleStyle {
      SegmentedPickerCapsuleStyle()
    }
  }
#endif
