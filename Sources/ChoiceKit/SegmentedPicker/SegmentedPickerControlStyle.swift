#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// The appearance of a ``SegmentedPicker``: its segments, the selection indicator and the
  /// track behind them.
  ///
  /// Like `ButtonStyle`, a style draws from a configuration and is set for a whole hierarchy:
  ///
  /// ```swift
  /// struct PillStyle: SegmentedPickerControlStyle {
  ///   func makeBody(configuration: Configuration) -> some View {
  ///     configuration.label
  ///       .font(configuration.palette.font(isSelected: configuration.isSelected))
  ///       .foregroundStyle(configuration.isSelected ? .white : .primary)
  ///   }
  ///
  ///   func makeIndicator(configuration: IndicatorConfiguration) -> some View {
  ///     RoundedRectangle(cornerRadius: 8).fill(configuration.palette.tint)
  ///   }
  /// }
  ///
  /// SegmentedPicker("Period", selection: $period) { … }
  ///   .segmentedPickerStyle(PillStyle())
  /// ```
  ///
  /// The picker, not the style, places the segments (from the core `SegmentedPickerLayout`), pads the
  /// labels, moves the indicator and handles input and accessibility; a style draws. The
  /// indicator and the track have default implementations: a capsule filled with the palette's
  /// indicator colour, and a capsule filled with its track colour.
  ///
  /// The built-in styles are ``SegmentedPickerCapsuleStyle`` (the default),
  /// ``SegmentedPickerUnderlineStyle`` and ``SegmentedPickerBorderedStyle``.
  @MainActor
  public protocol SegmentedPickerControlStyle {
    /// The view of one segment.
    associatedtype Body: View
    /// The view of the selection indicator.
    associatedtype Indicator: View
    /// The view of the track behind all segments.
    associatedtype Track: View

    /// What the style knows about a segment.
    typealias Configuration = SegmentedPickerStyleConfiguration
    /// What the style knows about the indicator.
    typealias IndicatorConfiguration = SegmentedPickerIndicatorConfiguration
    /// What the style knows about the track.
    typealias TrackConfiguration = SegmentedPickerTrackConfiguration

    /// Draws one segment's label; the picker sizes it to the segment's frame.
    ///
    /// - Parameter configuration: The segment's label and state.
    /// - Returns: The segment's view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// Draws the selection indicator, sized by the picker to the selected segment's frame.
    ///
    /// - Parameter configuration: The picker's state and palette.
    /// - Returns: The indicator's view.
    @ViewBuilder func makeIndicator(configuration: IndicatorConfiguration) -> Indicator

    /// Draws the track, sized by the picker to the whole control.
    ///
    /// - Parameter configuration: The picker's state and palette.
    /// - Returns: The track's view.
    @ViewBuilder func makeTrack(configuration: TrackConfiguration) -> Track
  }

  extension SegmentedPickerControlStyle {
    /// A capsule filled with the palette's indicator colour, the tint by default: the capsule
    /// style's indicator.
    ///
    /// - Parameter configuration: The picker's state and palette.
    /// - Returns: The indicator's view.
    public func makeIndicator(configuration: IndicatorConfiguration) -> some View {
      configuration.builtInIndicator(SegmentedPickerCapsuleStyle.geometry)
    }

    /// A capsule filled with the palette's track colour: the capsule style's track.
    ///
    /// - Parameter configuration: The picker's state and palette.
    /// - Returns: The track's view.
    public func makeTrack(configuration: TrackConfiguration) -> some View {
      configuration.builtInTrack(SegmentedPickerCapsuleStyle.geometry)
    }
  }

  /// Where the segmented pickers below a view find their style.
  enum SegmentedPickerStyleSlot: ControlEnvironmentSlot {
    static var defaultValue: any SegmentedPickerControlStyle { SegmentedPickerCapsuleStyle() }
  }

  extension View {
    /// Sets the style of the segmented pickers in this view.
    ///
    /// ```swift
    /// VStack {
    ///   SegmentedPicker("Period", selection: $period) { … }
    ///   SegmentedPicker("Unit", selection: $unit) { … }
    /// }
    /// .segmentedPickerStyle(.underline)
    /// ```
    ///
    /// - Parameter style: A built-in style such as `.capsule`, `.underline` or `.bordered`, or
    ///   a style of your own.
    /// - Returns: A view whose segmented pickers use `style`.
    nonisolated public func segmentedPickerStyle<S: SegmentedPickerControlStyle>(_ style: S) -> some View {
      environment(SegmentedPickerStyleSlot.environmentKeyPath, style)
    }
  }
#endif
