import ChoiceKit
import SwiftUI

/// The segmented picker's variants: its call sites, styles, sizing, scrubbing, VoiceOver
/// representations, optional selection, disabled options, overflow and colours.
struct SegmentedPickerDemo: View {
  @State private var period = Period.week
  @State private var filter: Period?
  @State private var textSize = 17
  @State private var month = Month.march
  @State private var style = SegmentedStyleChoice.capsule
  @State private var sizing = SegmentedPickerSizing.equalWidths
  @State private var scrubs = true
  @State private var isAdjustable = false
  @State private var isDisabled = false

  var body: some View {
    List {
      Section {
        SegmentedPicker("Period", selection: $period) {
          ForEach(Period.allCases) { Text($0.rawValue) }
        }
        selected(period.rawValue)
      } header: {
        Text("Picker's call site")
      } footer: {
        Text("ForEach's identifiers are the tags, as with Picker.")
      }

      Section {
        SegmentedPicker("Period", selection: $period) {
          Text("Today").choiceTag(Period.day)
          Text("This week").choiceTag(Period.week)
          Text("This month").choiceTag(Period.month)
        }
      } header: {
        Text("Tagged options")
      } footer: {
        Text(
          "Each option tagged with choiceTag(_:). “Year” is not among them, so choosing it above leaves no indicator here."
        )
      }

      Section {
        SegmentedPicker("Period", selection: $period, options: Period.allCases, isEnabled: { $0 != .year })
        SegmentedPicker("Period", selection: $period, options: Period.allCases) { period in
          Label(period.rawValue, systemImage: period.systemImage)
        }
        SegmentedPicker("Text size", selection: $textSize, options: [12, 14, 17, 20, 24])
        selected("\(textSize) pt")
      } header: {
        Text("From the options")
      } footer: {
        Text(
          "Raw values label themselves; “Year” is disabled in the first. A label closure draws the second; numbers label themselves in the third."
        )
      }

      Section {
        SegmentedPicker("Filter", selection: $filter) {
          ForEach(Period.allCases) { Text($0.rawValue).choiceTag($0) }
        }
        Button("Clear the filter") { filter = nil }
          .disabled(filter == nil)
      } header: {
        Text("Optional selection")
      } footer: {
        Text("nil shows no indicator until you choose.")
      }

      Section {
        SegmentedPicker("Style", selection: $style, options: SegmentedStyleChoice.allCases)
          .segmentedPickerSizing(.fitContent)
        SegmentedPicker("Period", selection: $period, options: Period.allCases, isEnabled: { $0 != .year })
          .segmentedStyle(style)
      } header: {
        Text("Styles")
      } footer: {
        Text(
          "Capsule (the default), underline, bordered, and a style of the demo's own written with SegmentedPickerControlStyle."
        )
      }

      Section {
        SegmentedPicker("Sizing", selection: $sizing, options: SegmentedPickerSizing.allCases) { sizing in
          Text(sizing == .equalWidths ? "Equal widths" : "Fit content")
        }
        Toggle("Drag to scrub", isOn: $scrubs)
        Toggle("One adjustable element", isOn: $isAdjustable)
        SegmentedPicker("Period", selection: $period) {
          Text("Day").choiceTag(Period.day)
          Text("This week").choiceTag(Period.week)
          Text("Month").choiceTag(Period.month)
          Text("The whole year").choiceTag(Period.year)
        }
        .segmentedPickerSizing(sizing)
        .segmentedPickerScrubbing(scrubs)
        .segmentedPickerAccessibility(isAdjustable ? .adjustable : .segments)
      } header: {
        Text("Sizing, scrubbing, VoiceOver")
      } footer: {
        Text(
          "Scrubbing starts on the selected segment, as with the system control. With VoiceOver, the picker is a button per segment or one element you swipe up and down."
        )
      }

      Section {
        SegmentedPicker("Month", selection: $month) {
          ForEach(Month.allCases) { Text($0.name) }
        }
        selected(month.name)
      } header: {
        Text("Overflow")
      } footer: {
        Text("Twelve segments scroll, and the selection stays in view; labels never truncate.")
      }

      Section {
        SegmentedPicker("Period", selection: $period) {
          ForEach(Period.allCases) { Text($0.rawValue) }
        }
        .segmentedPickerColors(indicator: .orange, selectedText: .black, track: .orange.opacity(0.15))
        SegmentedPicker(
          selection: $period, options: Period.allCases, activeBgColor: .indigo,
          inactiveBgColor: .gray.opacity(0.15))
      } header: {
        Text("Colours")
      } footer: {
        Text(
          "segmentedPickerColors(…), then the tutorial's initialiser with its four colours. Other pickers take the tint from Settings."
        )
      }

      Section {
        Toggle("Disable the picker", isOn: $isDisabled)
        SegmentedPicker("Period", selection: $period) {
          ForEach(Period.allCases) { Text($0.rawValue) }
        }
        .disabled(isDisabled)
      } header: {
        Text("Disabled")
      }
    }
    .navigationTitle("SegmentedPicker")
  }

  private func selected(_ value: String) -> some View {
    Text("Selected: \(value)")
      .font(.footnote)
      .foregroundStyle(.secondary)
  }
}

/// A segmented picker style of the demo's own: rounded tabs in an outlined track, to show how
/// little a style draws; the picker places, moves and wires everything.
struct RoundedTabsStyle: SegmentedPickerControlStyle {
  nonisolated init() {}

  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .font(configuration.palette.font(isSelected: configuration.isSelected))
      .foregroundStyle(configuration.isSelected ? Color.white : Color.primary)
      .opacity(configuration.isEnabled ? 1 : configuration.palette.disabledOpacity)
  }

  func makeIndicator(configuration: IndicatorConfiguration) -> some View {
    RoundedRectangle(cornerRadius: 8, style: .continuous)
      .fill(configuration.palette.tint)
      .padding(3)
  }

  func makeTrack(configuration: TrackConfiguration) -> some View {
    RoundedRectangle(cornerRadius: 11, style: .continuous)
      .strokeBorder(configuration.palette.tint, lineWidth: 1)
  }
}

extension View {
  /// Sets the segmented picker style the style example chose.
  ///
  /// - Parameter choice: The style.
  /// - Returns: The view with that style.
  @MainActor @ViewBuilder
  func segmentedStyle(_ choice: SegmentedStyleChoice) -> some View {
    switch choice {
    case .capsule: segmentedPickerStyle(.capsule)
    case .underline: segmentedPickerStyle(.underline)
    case .bordered: segmentedPickerStyle(.bordered)
    case .custom: segmentedPickerStyle(RoundedTabsStyle())
    }
  }
}
