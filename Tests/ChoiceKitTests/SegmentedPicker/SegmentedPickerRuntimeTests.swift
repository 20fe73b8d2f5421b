#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI
  import Testing

  @testable import ChoiceKit

  // The segmented picker as SwiftUI runs it: the promises of the "Apple's Picker → this control"
  // table in UsingSegmentedPicker.md that only a real SwiftUI can keep, checked on the real
  // control. The one-frame checks render with ImageRenderer and run wherever SwiftUI does; the
  // checks that press segments, read VoiceOver's tree or wait for the control's own measuring
  // need a window, and run on iOS, tvOS and visionOS (see HostedWindow).
  //
  // Not observable from a test: the selection haptic (`SelectionFeedback`, a sensory feedback
  // with no readable output) and VoiceOver's speech. The nearest checks are the written value
  // (the haptic's trigger is the same change) and the elements' labels, values and traits,
  // which are what VoiceOver speaks.

  private enum Period: String, CaseIterable, Identifiable {
    case day = "Day"
    case week = "Week"
    case month = "Month"
    case year = "Year"

    var id: Self { self }
  }

  /// What a picker's style was asked to draw, recorded while SwiftUI draws it.
  @MainActor
  private final class SegmentProbe {
    var labelSizes: [Int: CGSize] = [:]
    var drawnSelected: [Int: Bool] = [:]
    var indicatorFrames: [CGRect] = []

    func segment(_ index: Int, isSelected: Bool) -> Bool {
      drawnSelected[index] = isSelected
      return true
    }

    func label(_ index: Int, size: CGSize) -> Bool {
      labelSizes[index] = size
      return true
    }

    func indicator(_ frame: CGRect) -> Bool {
      indicatorFrames.append(frame)
      return true
    }

    /// The label sizes in segment order, once every segment has been measured.
    func sizes(count: Int) -> [CGSize]? {
      let sizes = (0..<count).compactMap { labelSizes[$0] }
      return sizes.count == count ? sizes : nil
    }
  }

  /// The name of the coordinate space the indicator's frame is recorded in: the picker's own
  /// frame, in a left-to-right parent, so a right-to-left picker's frames read as on screen.
  private let pickerSpace = "SegmentedPickerRuntimeTests.picker"

  /// A style that draws nothing of its own and records what the control hands it: each
  /// segment's state and label size, and where the control placed the indicator.
  private struct RecordingStyle: SegmentedPickerControlStyle {
    let probe: SegmentProbe

    func makeBody(configuration: Configuration) -> some View {
      let _ = probe.segment(configuration.position.index, isSelected: configuration.isSelected)
      configuration.label
        .font(configuration.palette.font(isSelected: false))
        .fixedSize()
        .background {
          GeometryReader { proxy in
            let _ = probe.label(configuration.position.index, size: proxy.size)
            Color.clear
          }
        }
    }

    func makeIndicator(configuration: IndicatorConfiguration) -> some View {
      GeometryReader { proxy in
        let _ = probe.indicator(proxy.frame(in: .named(pickerSpace)))
        Color.clear
      }
    }

    func makeTrack(configuration: TrackConfiguration) -> some View {
      Color.clear
    }
  }

  @Suite("SegmentedPicker at run time, one frame")
  @MainActor
  struct SegmentedPickerFrameRuntimeTests {
    private func render(selection: Period) -> (SegmentProbe, SelectionWrites<Period>) {
      let probe = SegmentProbe()
      let writes = SelectionWrites<Period>()
      let picker = RecordingSelection(value: selection, writes: writes) { selection in
        SegmentedPicker("Period", selection: selection) {
          Text("Day").choiceTag(Period.day)
          Text("Week").choiceTag(Period.week)
          Text("Month").choiceTag(Period.month)
        }
        .segmentedPickerStyle(RecordingStyle(probe: probe))
        .frame(width: 320)
      }
      #expect(ImageRenderer(content: picker).cgImage != nil)
      return (probe, writes)
    }

    /// Guards the table's row "a selection no option carries: no indicator, never rewritten":
    /// the tutorial's picker found the selection's index with `firstIndex(of:)` and drew its
    /// capsule at segment 0 when there was none. If a carried-nowhere value drew a segment as
    /// selected, built the indicator, or was "corrected" to the first option, this fails.
    @Test func aValueNoOptionCarriesShowsNoSegmentAndNoIndicatorAndIsNotRewritten() throws {
      // Positive control: a carried value draws exactly its segment and one indicator.
      let (shown, shownSelection) = render(selection: .week)
      #expect(shown.drawnSelected == [0: false, 1: true, 2: false])
      #expect(!shown.indicatorFrames.isEmpty)
      #expect(shownSelection.values.isEmpty)

      let (none, noneSelection) = render(selection: .year)
      #expect(none.drawnSelected == [0: false, 1: false, 2: false])
      #expect(none.indicatorFrames.isEmpty)
      #expect(noneSelection.values.isEmpty)
    }
  }

  /// A style whose segments are opaque red from edge to edge, with nothing else drawn: over a
  /// white window, how red a pixel is says how opaque the scroll view's mask leaves it.
  private struct SolidSegmentsStyle: SegmentedPickerControlStyle {
    func makeBody(configuration: Configuration) -> some View {
      Color(red: 1, green: 0, blue: 0)
        .frame(idealWidth: 90, maxWidth: .infinity, idealHeight: 24, maxHeight: .infinity)
    }

    func makeIndicator(configuration: IndicatorConfiguration) -> some View {
      Color.clear
    }

    func makeTrack(configuration: TrackConfiguration) -> some View {
      Color.clear
    }
  }

  #if os(iOS) || os(tvOS) || os(visionOS)
    @Suite("SegmentedPicker at run time, in a window")
    @MainActor
    struct SegmentedPickerWindowRuntimeTests {
      private func host<Content: View>(_ picker: Content, width: CGFloat = 320) -> HostedWindow {
        HostedWindow(
          VStack(spacing: 0) {
            picker.frame(width: width).coordinateSpace(name: pickerSpace)
            Spacer(minLength: 0)
          },
          size: CGSize(width: 390, height: 400))
      }

      /// Hosts the picker `content` makes for a selection held in state from `initial`, as an
      /// app holds it, recording each write in `writes`.
      private func host<Value, Content: View>(
        _ initial: Value, writes: SelectionWrites<Value>,
        @ViewBuilder _ content: @escaping (Binding<Value>) -> Content
      ) -> HostedWindow {
        host(RecordingSelection(value: initial, writes: writes, content: content))
      }

      /// The labels of the segments VoiceOver hears as selected.
      private func selectedLabels(_ window: HostedWindow) -> [String] {
        window.accessibilityElements.filter { $0.isSelected }.map { $0.label }
      }

      /// Guards "the identifiers are the tags" and `.choiceTag(_:)`: the value a pressed segment
      /// writes is its option's tag, not its index or its label. A picker that wrote
      /// `options[index]` from a different list, or the index, would write another value.
      @Test func aPressedSegmentWritesItsPickerTagOrItsForEachIdentifier() throws {
        let tagged = SelectionWrites<Period>()
        let window = host(Period.day, writes: tagged) { selection in
          SegmentedPicker("Period", selection: selection) {
            Text("Day").choiceTag(Period.day)
            Text("Week").choiceTag(Period.week)
            Text("Month").choiceTag(Period.month)
          }
        }
        try window.activate(labelled: "Month")
        #expect(selectedLabels(window) == ["Month"])
        try window.activate(labelled: "Week")
        #expect(tagged.values == [.month, .week])
        #expect(selectedLabels(window) == ["Week"])

        let identified = SelectionWrites<Period>()
        let forEach = host(Period.day, writes: identified) { selection in
          SegmentedPicker("Period", selection: selection) {
            ForEach([Period.year, .month, .day]) { Text($0.rawValue) }
          }
        }
        try forEach.activate(labelled: "Year")
        #expect(identified.values == [.year])
      }

      /// Guards the table's `.tag(value)` row: from iOS 18 a pressed segment writes SwiftUI's
      /// tag, as `Picker` does; before, the option takes its `ForEach` identifier (here the
      /// index, which is of the selection's type). If the reading of SwiftUI's tags broke, the
      /// iOS 18 branch would write 1 instead of 14.
      @Test func swiftUITagsAreWrittenFromIOS18AndTheIdentifierBefore() throws {
        let sizes = [12, 14, 16]
        let writes = SelectionWrites<Int>()
        let window = host(12, writes: writes) { selection in
          SegmentedPicker("Size", selection: selection) {
            ForEach(sizes.indices, id: \.self) { index in
              Text(verbatim: "\(sizes[index]) pt").tag(sizes[index])
            }
          }
        }
        try window.activate(labelled: "14 pt")
        if #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *) {
          #expect(writes.values == [14])
        } else {
          #expect(writes.values == [1])
        }
      }

      /// Guards the `.choiceDisabled()` promise: "the segment dims and cannot be chosen". A
      /// disabled segment that still ran its action would write its tag; the enabled press
      /// after it is the control that pressing works at all.
      @Test func aDisabledSegmentIsNeverWritten() throws {
        let writes = SelectionWrites<Period>()
        let window = host(Period.day, writes: writes) { selection in
          SegmentedPicker("Period", selection: selection) {
            Text("Day").choiceTag(Period.day)
            Text("Week").choiceTag(Period.week).choiceDisabled()
            Text("Month").choiceTag(Period.month)
          }
        }
        try window.activate(labelled: "Week")
        #expect(writes.values.isEmpty)
        #expect(selectedLabels(window) == ["Day"])
        try window.activate(labelled: "Month")
        #expect(writes.values == [.month])
      }

      /// Guards what VoiceOver is told for a value no option carries: no segment says
      /// "selected" (the tutorial marked the first). The carried value is the control that the
      /// trait is read at all.
      @Test func voiceOverHearsNoSegmentSelectedForAValueNoOptionCarries() throws {
        for (selection, expected) in [(Period.week, ["Week"]), (.year, [])] {
          let writes = SelectionWrites<Period>()
          let window = host(selection, writes: writes) { selection in
            SegmentedPicker("Period", selection: selection) {
              Text("Day").choiceTag(Period.day)
              Text("Week").choiceTag(Period.week)
              Text("Month").choiceTag(Period.month)
            }
          }
          let labels = window.accessibilityLabels
          #expect(["Day", "Week", "Month"].allSatisfy(labels.contains), "\(labels)")
          #expect(selectedLabels(window) == expected)
          #expect(writes.values.isEmpty)
        }
      }

      /// Guards the edge fades of a picker that scrolls: the fade is on the edge beyond which
      /// more segments lie, and the edge with the selected first segment stays opaque, left to
      /// right and right to left. SegmentedPickerEdgeFadeMask.swift assumes that the scroll
      /// view's coordinate space runs from the leading edge in a right-to-left layout and lays
      /// its mask out in that direction; if SwiftUI measures from the left instead, the fades
      /// swap sides right to left and this fails for `isRightToLeft` only (the fix then is to
      /// lay the mask out left to right, as the offset is). The opaque side is the control that
      /// the pixels were read at all.
      @Test(arguments: [false, true])
      func aScrollingPickerFadesOnlyTowardsTheSegmentsBeyondTheEdge(isRightToLeft: Bool) throws {
        let log = FrameLog<String>()
        let picker = SegmentedPicker("Items", selection: .constant(0)) {
          ForEach(0..<8, id: \.self) { Text(verbatim: "Item \($0)") }
        }
        .segmentedPickerStyle(SolidSegmentsStyle())
        .segmentedPickerTokens(.standard)
        .segmentedPickerSizing(.equalWidths)
        .environment(\.layoutDirection, isRightToLeft ? .rightToLeft : .leftToRight)
        .recordingFrame("picker", in: .global, into: log)
        let window = host(picker.background(Color.white).environment(\.colorScheme, .light), width: 200)
        let frame = try #require(log.frames["picker"])
        let pixels = try #require(window.snapshot())
        // The palest pixel of a band 5 to 10 points inside each edge, across the middle row:
        // the fade is 24 points wide, so a faded band is at most 10/24 opaque.
        func leastRed(fromLeft offsets: StrideThrough<CGFloat>) -> Double? {
          offsets.compactMap { pixels.green(at: CGPoint(x: $0, y: frame.midY)) }.max()
        }
        let left = try #require(
          leastRed(fromLeft: stride(from: frame.minX + 5, through: frame.minX + 10, by: 1)))
        let right = try #require(
          leastRed(fromLeft: stride(from: frame.maxX - 10, through: frame.maxX - 5, by: 1)))
        let (opaque, faded) = isRightToLeft ? (right, left) : (left, right)
        #expect(opaque < 0.2, "the selected first segment's edge is drawn whole (green \(opaque))")
        #expect(faded > 0.45, "the edge with more segments beyond fades (green \(faded))")
      }

      /// Guards the promise that every number is the core's: the indicator SwiftUI draws sits at
      /// `SegmentedPickerLayout.indicatorFrame(at:viewportWidth:)` for the labels' measured
      /// sizes, the picker's width and the text size, left to right and right to left. It
      /// fails if SwiftUI mirrored the core's already mirrored frames a second time, if the
      /// scroll view offset the track, or if the control laid out for another width.
      @Test(arguments: [
        (false, DynamicTypeSize.large), (true, .large), (false, .accessibility2),
      ])
      func theIndicatorSitsAtTheCoresFrame(isRightToLeft: Bool, textSize: DynamicTypeSize) throws {
        let width: CGFloat = 320
        let probe = SegmentProbe()
        // The first segment: a second mirroring would move it to the other end.
        let picker = SegmentedPicker("Period", selection: .constant(Period.day)) {
          Text("Day").choiceTag(Period.day)
          Text("Week").choiceTag(Period.week)
          Text("Month").choiceTag(Period.month)
        }
        .segmentedPickerStyle(RecordingStyle(probe: probe))
        .segmentedPickerTokens(.standard)
        .segmentedPickerSizing(.equalWidths)
        .environment(\.layoutDirection, isRightToLeft ? .rightToLeft : .leftToRight)
        .dynamicTypeSize(textSize)
        let window = host(picker, width: width)

        func expected() -> CGRect? {
          probe.sizes(count: 3).flatMap { sizes in
            SegmentedPickerLayout(
              labelSizes: sizes, lineHeight: 0, proposedWidth: width,
              metrics: SegmentedPickerTokens.standard.metrics, sizing: .equalWidths,
              isRightToLeft: isRightToLeft
            )
            .indicatorFrame(at: 0, viewportWidth: width)
          }
        }
        // The control measures its width, then lays out again; wait for the frame it settles on.
        window.settle(until: {
          guard let frame = probe.indicatorFrames.last, let core = expected() else { return false }
          return frame.isWithinHalfPoint(of: core)
        })
        let core = try #require(expected())
        let drawn = try #require(probe.indicatorFrames.last)
        #expect(drawn.isWithinHalfPoint(of: core), "drawn \(drawn), core \(core)")
        // The core put the first segment at the leading end: the left, or the right.
        #expect((core.midX > width / 2) == isRightToLeft)
      }
    }
  #endif

#endif
