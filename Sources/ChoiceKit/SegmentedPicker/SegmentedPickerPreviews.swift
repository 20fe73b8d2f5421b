#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  #if DEBUG
    /// The tutorial's options.
    private enum PreviewPeriod: String, CaseIterable, Identifiable {
      case day = "Day"
      case week = "Week"
      case month = "Month"
      case year = "Year"

      var id: Self { self }

      var symbol: String {
        switch self {
        case .day: "sun.max.fill"
        case .week: "calendar"
        case .month: "chart.bar.doc.horizontal"
        case .year: "globe.americas.fill"
        }
      }
    }

    /// A 4-option picker, tagged the Picker way.
    private struct PreviewPeriodPicker: View {
      let selection: Binding<PreviewPeriod>

      var body: some View {
        SegmentedPicker("Period", selection: selection) {
          ForEach(PreviewPeriod.allCases) { period in
            Text(period.rawValue).choiceTag(period)
          }
        }
      }
    }

    struct SegmentedPickerPreviews: PreviewProvider {
      static var previews: some View {
        Group {
          VStack(spacing: ChoiceSpacing.extraLarge) {
            PreviewState(PreviewPeriod.week) { PreviewPeriodPicker(selection: $0) }
            PreviewState(PreviewPeriod.year) { PreviewPeriodPicker(selection: $0) }
              .tint(.indigo)
            PreviewState(PreviewPeriod.day) { selection in
              SegmentedPicker(selection: selection, options: PreviewPeriod.allCases) { period in
                Label(period.rawValue, systemImage: period.symbol)
              }
            }
            .segmentedPickerSizing(.fitContent)
            .segmentedPickerScrubbing()
          }
          .padding()
          .previewDisplayName("Capsule, tint, labels, fit content")

          VStack(spacing: ChoiceSpacing.extraLarge) {
            PreviewState(PreviewPeriod.week) { PreviewPeriodPicker(selection: $0) }
              .segmentedPickerStyle(.underline)
            PreviewState(PreviewPeriod.week) { PreviewPeriodPicker(selection: $0) }
              .segmentedPickerStyle(.bordered)
            PreviewState(PreviewPeriod.week) { PreviewPeriodPicker(selection: $0) }
              .segmentedPickerColors(indicator: .orange, track: .orange.opacity(0.15))
          }
          .padding()
          .previewDisplayName("Styles and colours")

          VStack(spacing: ChoiceSpacing.extraLarge) {
            PreviewState(PreviewPeriod.month) { PreviewPeriodPicker(selection: $0) }
            PreviewState(PreviewPeriod.month) { PreviewPeriodPicker(selection: $0) }
              .environment(\.layoutDirection, .rightToLeft)
          }
          .padding()
          .preferredColorScheme(.dark)
          .previewDisplayName("Dark, right to left")

          PreviewState(PreviewPeriod.week) { PreviewPeriodPicker(selection: $0) }
            .padding()
            .dynamicTypeSize(.accessibility3)
            .previewDisplayName("Accessibility text size scrolls")

          PreviewState(3) { selection in
            SegmentedPicker("Month", selection: selection) {
              ForEach(1...12, id: \.self) { month in
                Text("Month \(month)").choiceTag(month)
              }
            }
          }
          .padding()
          .previewDisplayName("Twelve options overflow")

          VStack(spacing: ChoiceSpacing.extraLarge) {
            PreviewState(PreviewPeriod.day) { selection in
              SegmentedPicker("Period", selection: selection) {
                ForEach(PreviewPeriod.allCases) { period in
                  Text(period.rawValue).choiceTag(period).disabled(period == .month)
                }
              }
            }
            PreviewState(PreviewPeriod.day) { PreviewPeriodPicker(selection: $0) }
              .disabled(true)
            PreviewState("Decade") { selection in
              SegmentedPicker("Period", selection: selection, options: ["Day", "Week", "Month"])
            }
            PreviewState(PreviewPeriod.day) { selection in
              SegmentedPicker("Nothing yet", selection: selection) {}
            }
          }
          .padding()
          .previewDisplayName("Disabled, unknown selection, empty")

          PreviewState(PreviewPeriod.week) { PreviewPeriodPicker(selection: $0) }
            .segmentedPickerAccessibility(.adjustable)
            .padding()
            .previewDisplayName("One adjustable element")

          VStack(spacing: ChoiceSpacing.extraLarge) {
            PreviewState(PreviewPeriod?.none) { selection in
              SegmentedPicker("Period", selection: selection) {
                ForEach(PreviewPeriod.allCases) { Text($0.rawValue).choiceTag($0) }
              }
            }
            PreviewState(PreviewPeriod.month) { selection in
              // No tags: ForEach's identifiers are the tags, as with Picker.
              SegmentedPicker("Period", selection: selection) {
                ForEach(PreviewPeriod.allCases) { Text($0.rawValue) }
              }
            }
            PreviewState(PreviewPeriod.day) { selection in
              SegmentedPicker(
                selection: selection, options: PreviewPeriod.allCases, isEnabled: { $0 != .year })
            }
            .segmentedPickerScrubbing()
          }
          .padding()
          .environment(\.locale, Locale(identifier: "es"))
          .previewDisplayName("Optional, implicit tags, scrubbing, Spanish VoiceOver")
        }
      }
    }
  #endif
#endif
