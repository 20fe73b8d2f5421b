#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI
  import Testing

  @testable import ChoiceKit

  // What the picker's SwiftUI layer builds and asks of SwiftUI: how often an option is built,
  // and which focus interactions it supports. The decisions behind them (fit or scroll, focus
  // entry, pressed while scrubbing, the pills) are the core's, tested on Linux.

  private enum Period: String, CaseIterable {
    case day = "Day"
    case week = "Week"
    case month = "Month"
  }

  /// Counts the options a picker built: one per identity SwiftUI gave an option view.
  private final class BuildCounter {
    var count = 0
  }

  /// Created once per identity of the view that owns it, as `StateObject` promises.
  private final class OptionLifetime: ObservableObject {
    init(_ counter: BuildCounter) {
      counter.count += 1
    }
  }

  /// An option that counts how many times it is built.
  private struct CountedOption: View {
    let title: String
    @StateObject private var lifetime: OptionLifetime

    init(_ title: String, counter: BuildCounter) {
      self.title = title
      _lifetime = StateObject(wrappedValue: OptionLifetime(counter))
    }

    var body: some View {
      Text(verbatim: title)
    }
  }

  @Suite("SegmentedPicker builds")
  @MainActor
  struct SegmentedPickerBuildTests {
    private func builds(tokens: SegmentedPickerTokens, width: CGFloat) -> Int {
      let counter = BuildCounter()
      let picker = SegmentedPicker("Period", selection: .constant(Period.week)) {
        ForEach(Period.allCases, id: \.self) { period in
          CountedOption(period.rawValue, counter: counter)
        }
      }
      .segmentedPickerTokens(tokens)
      .frame(width: width)
      _ = ImageRenderer(content: picker).cgImage
      return counter.count
    }

    @Test(arguments: [40, 600] as [CGFloat])
    func eachOptionIsBuiltOnceWhenTheSelectedFontIsTheSame(width: CGFloat) {
      // Scrolling (40 pt) or fitting (600 pt), there is one track: no second copy of an option.
      let font = ChoiceTypography(size: 14, weight: .semibold)
      #expect(
        builds(
          tokens: SegmentedPickerTokens {
            $0.label = font
            $0.selectedLabel = font
          }, width: width) == 3)
    }

    @Test(arguments: [40, 600] as [CGFloat])
    func aBoldSelectedFontAddsOnlyTheHiddenWidthReservation(width: CGFloat) {
      #expect(SegmentedPickerTokens.standard.reservesSelectedLabelWidth)
      #expect(builds(tokens: .standard, width: width) == 6)
    }

    @Test(arguments: [40, 600] as [CGFloat])
    func theMacsLookBuildsEachOptionOnce(width: CGFloat) {
      // Equal fonts selected or not, and separators and fades that are shapes, not options.
      #expect(!SegmentedPickerTokens.mac.reservesSelectedLabelWidth)
      #expect(builds(tokens: .mac, width: width) == 3)
    }
  }

  @Suite("SegmentedPicker focus")
  @MainActor
  struct SegmentedPickerFocusTests {
    @Test func focusComesOnlyFromKeyboardNavigation() {
      guard #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) else { return }
      // `.edit` takes focus on every click and tap: a focus ring on the Mac, and a text field's
      // keyboard dismissed on the iPad.
      #expect(SegmentedPickerKeyboardNavigation.focusInteractions == .activate)
      #expect(!SegmentedPickerKeyboardNavigation.focusInteractions.contains(.edit))
    }
  }
#endif
