#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// How VoiceOver and other assistive technologies see a ``SegmentedPicker``.
  public enum SegmentedPickerAccessibility: Sendable, Hashable, CaseIterable {
    /// Each segment is a button with the selected trait and its position: "Week, selected,
    /// button, 2 of 4". The picker's title names the group. The default.
    case segments
    /// The whole picker is one adjustable element: "Period, Week, 2 of 4, adjustable"; swiping
    /// up or down selects the next or previous enabled segment.
    case adjustable
  }

  extension View {
    /// Sets how assistive technologies see the segmented pickers in this view.
    ///
    /// ```swift
    /// SegmentedPicker("Speed", selection: $speed) { … }
    ///   .segmentedPickerAccessibility(.adjustable)
    /// ```
    ///
    /// - Parameter accessibility: `.segments` (a button per segment) or `.adjustable` (one
    ///   element that swipes through the options).
    /// - Returns: A view whose segmented pickers use this representation.
    nonisolated public func segmentedPickerAccessibility(_ accessibility: SegmentedPickerAccessibility)
      -> some View
    {
      transformControlSettings(SegmentedPickerSettings.self) { $0.accessibility = accessibility }
    }

    /// Sets the words the segmented pickers in this view speak for positions and the empty
    /// selection, such as "2 of 4" and "none".
    ///
    /// By default the words follow the environment's locale in the languages ChoiceKit ships
    /// (`ChoiceWording(locale:)` picks them: "es-MX" Spanish, "zh-TW" Traditional Chinese, "ar"
    /// Arabic with its digits), and English otherwise. Set them to speak another language, or
    /// words of your own:
    ///
    /// ```swift
    /// content.segmentedPickerWording(SegmentedPickerWording(wording: .spanish))
    /// ```
    ///
    /// - Parameter wording: The words; `nil` follows the locale again.
    /// - Returns: A view whose segmented pickers speak these words.
    nonisolated public func segmentedPickerWording(_ wording: SegmentedPickerWording?)
      -> some View
    {
      transformControlSettings(SegmentedPickerSettings.self) { $0.wording = wording }
    }
  }

  /// Makes the picker one container of segment buttons named by its title, or one adjustable
  /// element, as `SegmentedPickerAccessibility` asks.
  struct SegmentedPickerAccessibilityModifier<Title: View, Selected: View>: ViewModifier {
    let accessibility: SegmentedPickerAccessibility
    /// The picker's title as text, for the container's label.
    let title: Text?
    /// The picker's label view, spoken first in the adjustable element.
    let label: Title
    /// The selected option's view, whose label the adjustable element speaks when the value
    /// cannot name it; `nil` when the value does.
    let selected: Selected?
    /// The selection's name and position ("Week, 2 of 4"), the position alone, or "none", from
    /// the core wording.
    let value: Text
    /// Moves the selection; the adjustable action calls it with `.next` or `.previous`.
    let move: (ChoiceMove) -> Void

    func body(content: Content) -> some View {
      switch accessibility {
      case .segments:
        if let title {
          content.accessibilityElement(children: .contain).accessibilityLabel(title)
        } else {
          content.accessibilityElement(children: .contain)
        }
      case .adjustable:
        // The representation is built for accessibility only and never drawn: the label is the
        // picker's ("Period"), the value names the selection ("Week, 2 of 4") so a swipe
        // announces the new option, and swiping moves through the enabled segments.
        content.accessibilityRepresentation {
          HStack {
            label
            selected
          }
          .accessibilityElement(children: .combine)
          .accessibilityValue(value)
          .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment: move(.next)
            case .decrement: move(.previous)
            @unknown default: break
            }
          }
        }
      }
    }
  }
#endif
