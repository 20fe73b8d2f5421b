#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// Colours set with `segmentedPickerColors(indicator:selectedText:text:track:)`; `nil` keeps
  /// the tint (indicator) or the token (the others).
  struct SegmentedPickerColors: Sendable, Hashable {
    var indicator: Color?
    var selectedText: Color?
    var text: Color?
    var track: Color?

    /// These colours with every colour `other` sets replacing the one here.
    func overridden(by other: SegmentedPickerColors) -> SegmentedPickerColors {
      SegmentedPickerColors(
        indicator: other.indicator ?? indicator, selectedText: other.selectedText ?? selectedText,
        text: other.text ?? text, track: other.track ?? track)
    }
  }

  /// The small knobs of the segmented pickers below a view, set by the modifiers in this file.
  struct SegmentedPickerSettings: ControlSettings {
    var tokens: SegmentedPickerTokens
    var colors = SegmentedPickerColors()
    var sizing: SegmentedPickerSizing
    var isScrubbingEnabled = false
    var accessibility = SegmentedPickerAccessibility.segments
    /// The words VoiceOver speaks; `nil` follows the environment's locale.
    var wording: SegmentedPickerWording?

    /// The core's defaults for the running device family: the tutorial's look, and on the
    /// watch its fit-content pills, as the previews draw them.
    static var defaultValue: SegmentedPickerSettings {
      SegmentedPickerSettings(
        tokens: .platformDefault(for: .current), sizing: .platformDefault(for: .current))
    }
  }

  extension View {
    /// Sets the colours of the segmented pickers in this view, overriding the tint and the
    /// tokens.
    ///
    /// By default the indicator is filled with the environment's tint, so `.tint(.indigo)` is
    /// enough to recolour it; use this modifier for the other colours or to give the indicator
    /// a colour of its own. A `nil` argument keeps what an enclosing call, the tint or the tokens
    /// set.
    ///
    /// ```swift
    /// SegmentedPicker("Period", selection: $period) { … }
    ///   .segmentedPickerColors(indicator: .indigo, track: .gray.opacity(0.15))
    /// ```
    ///
    /// - Parameters:
    ///   - indicator: The indicator's fill.
    ///   - selectedText: The selected label's colour.
    ///   - text: The unselected labels' colour.
    ///   - track: The track's fill.
    /// - Returns: A view whose segmented pickers use these colours.
    nonisolated public func segmentedPickerColors(
      indicator: Color? = nil, selectedText: Color? = nil, text: Color? = nil, track: Color? = nil
    ) -> some View {
      let colors = SegmentedPickerColors(
        indicator: indicator, selectedText: selectedText, text: text, track: track)
      return transformControlSettings(SegmentedPickerSettings.self) { settings in
        settings.colors = settings.colors.overridden(by: colors)
      }
    }

    /// Sets how the segmented pickers in this view share their width among the segments.
    ///
    /// ```swift
    /// SegmentedPicker("Sort", selection: $sort) { … }
    ///   .segmentedPickerSizing(.fitContent)
    /// ```
    ///
    /// Either way, a picker with more width than its labels need stretches its segments to fill
    /// it, and one with less scrolls rather than truncating a label.
    ///
    /// - Parameter sizing: `.equalWidths` (the default, as the system's segmented control) or
    ///   `.fitContent` (each segment as wide as its label). On watchOS the default is
    ///   `.fitContent`.
    /// - Returns: A view whose segmented pickers size their segments this way.
    nonisolated public func segmentedPickerSizing(_ sizing: SegmentedPickerSizing) -> some View {
      transformControlSettings(SegmentedPickerSettings.self) { $0.sizing = sizing }
    }

    /// Lets a drag across the segmented pickers in this view move the indicator with the finger
    /// and choose the segment it is released on.
    ///
    /// ```swift
    /// SegmentedPicker("Period", selection: $period) { … }
    ///   .segmentedPickerScrubbing()
    /// ```
    ///
    /// A picker that overflows its width scrolls instead, and tvOS has no drag; there taps,
    /// keys and focus still work.
    ///
    /// - Parameter isEnabled: Whether dragging scrubs; off by default.
    /// - Returns: A view whose segmented pickers can be scrubbed.
    nonisolated public func segmentedPickerScrubbing(_ isEnabled: Bool = true) -> some View {
      transformControlSettings(SegmentedPickerSettings.self) { $0.isScrubbingEnabled = isEnabled }
    }

    /// Sets the core tokens (fonts, colours, spring, metrics) of the segmented pickers in this
    /// view.
    ///
    /// ```swift
    /// var tokens = SegmentedPickerTokens.standard
    /// tokens.metrics.containerInset = 2
    /// return content.segmentedPickerTokens(tokens)
    /// ```
    ///
    /// The preview renderer draws from the same tokens, so a gallery page matches the app.
    ///
    /// - Parameter tokens: The tokens; `.standard` by default, `.watch` on watchOS.
    /// - Returns: A view whose segmented pickers use these tokens.
    nonisolated public func segmentedPickerTokens(_ tokens: SegmentedPickerTokens) -> some View {
      transformControlSettings(SegmentedPickerSettings.self) { $0.tokens = tokens }
    }
  }
#endif
