#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// Keyboard and Digital Crown input for a segmented picker; every move lands where the core's
  /// `ChoiceNavigation` says, skipping disabled segments. The picker is one keyboard stop, as the
  /// system's segmented control is: its segments' buttons are taken out of the focus loop
  /// (`SegmentedPickerControl.focusTarget`) and the arrows move within it.
  ///
  /// - macOS: the picker takes keyboard focus through keyboard navigation (Tab), never by a
  ///   click: from macOS 14 it supports only the `.activate` focus interaction, as button-like
  ///   controls do, so it is in the Tab loop when keyboard navigation is turned on in System
  ///   Settings, and a click draws no focus ring. The left and right arrows move the selection
  ///   (`onMoveCommand`), and from macOS 14 Home and End (`onKeyPress`); the focus ring has the
  ///   track's outline.
  /// - iPadOS and visionOS 17 or later: the same with a hardware keyboard when keyboard
  ///   navigation is on (a tap never takes focus, so it never dismisses a text field's keyboard),
  ///   plus Home and End (`onKeyPress`, which iOS 16 does not have); the focus and hover
  ///   highlight have the track's outline.
  /// - watchOS: the Digital Crown steps through the segments.
  /// - tvOS: focus moving between segments moves the selection; focus entering the picker
  ///   never does (see `SegmentedPickerControl`).
  struct SegmentedPickerKeyboardNavigation: ViewModifier {
    let isEnabled: Bool
    let isRightToLeft: Bool
    let selectedIndex: Int?
    let count: Int
    /// The track's outline, for the focus ring.
    let outline: SegmentedPickerShape
    let move: (ChoiceMove) -> Void

    /// The focus interactions the picker supports: activation only, as the system's segmented
    /// control, so keyboard navigation focuses it and a click or a tap does not (`.edit` would
    /// take focus on every click and tap).
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    static var focusInteractions: FocusInteractions { .activate }

    func body(content: Content) -> some View {
      #if os(macOS)
        homeAndEnd(
          focusable(content)
            .contentShape(.focusEffect, SegmentedPickerInsettableShape(shape: outline))
            .onMoveCommand { direction in
              switch direction {
              case .left: arrow(isLeft: true)
              case .right: arrow(isLeft: false)
              default: break
              }
            })
      #elseif os(watchOS)
        content.modifier(
          SegmentedPickerCrownNavigation(
            isEnabled: isEnabled, selectedIndex: selectedIndex, count: count, move: move))
      #elseif os(tvOS)
        content
      #else
        if #available(iOS 17.0, *) {
          content
            .contentShape(.hoverEffect, SegmentedPickerInsettableShape(shape: outline))
            .focusable(isEnabled, interactions: Self.focusInteractions)
            .onKeyPress(keys: [.leftArrow, .rightArrow, .home, .end]) { press in
              switch press.key {
              case .leftArrow: arrow(isLeft: true)
              case .rightArrow: arrow(isLeft: false)
              case .home: move(.first)
              case .end: move(.last)
              default: return .ignored
              }
              return .handled
            }
        } else {
          content
        }
      #endif
    }

    #if os(macOS)
      /// Home and End move to the first and last segment that can be chosen (`onKeyPress`, from
      /// macOS 14; macOS 13 has the arrows only).
      @ViewBuilder
      private func homeAndEnd<V: View>(_ content: V) -> some View {
        if #available(macOS 14.0, *) {
          content.onKeyPress(keys: [.home, .end]) { press in
            move(press.key == .home ? .first : .last)
            return .handled
          }
        } else {
          content
        }
      }

      /// Focusable through keyboard navigation, as a button-like control is.
      @ViewBuilder
      private func focusable(_ content: Content) -> some View {
        if #available(macOS 14.0, *) {
          content.focusable(isEnabled, interactions: Self.focusInteractions)
        } else {
          content.focusable(isEnabled)
        }
      }
    #endif

    private func arrow(isLeft: Bool) {
      move(ChoiceNavigation.move(forArrowLeft: isLeft, isRightToLeft: isRightToLeft))
    }
  }

  #if os(watchOS)
    /// Turns Digital Crown detents into next and previous moves, and keeps the crown's value
    /// on the selected segment so a turn always starts from the selection.
    ///
    /// A touch on the picker gives it the crown's focus, so the next turn moves the selection
    /// rather than scrolling the page around it until the picker happens to be focused; the page
    /// keeps the crown until then. Each step plays the selection haptic (watchOS 10's sensory
    /// feedback, watchOS 9's WatchKit click), as the crown's own detent haptic is off.
    struct SegmentedPickerCrownNavigation: ViewModifier {
      let isEnabled: Bool
      let selectedIndex: Int?
      let count: Int
      let move: (ChoiceMove) -> Void
      @State private var crownValue: Double = 0
      /// The crown value that matches the selection; turns are measured from it.
      @State private var syncedCrownValue: Double = 0
      /// Whether the picker has the crown.
      @FocusState private var hasCrown: Bool

      init(isEnabled: Bool, selectedIndex: Int?, count: Int, move: @escaping (ChoiceMove) -> Void) {
        self.isEnabled = isEnabled
        self.selectedIndex = selectedIndex
        self.count = count
        self.move = move
      }

      private func sync(to index: Int) {
        syncedCrownValue = Double(index)
        crownValue = Double(index)
      }

      func body(content: Content) -> some View {
        content
          .focusable(isEnabled)
          .focused($hasCrown)
          // Alongside the segments' own taps, which still choose.
          .simultaneousGesture(TapGesture().onEnded { if isEnabled { hasCrown = true } })
          .digitalCrownRotation(
            detent: $crownValue, from: 0, through: Double(max(count - 1, 0)), by: 1,
            sensitivity: .low, isContinuous: false, isHapticFeedbackEnabled: false
          )
          .choiceOnChange(of: crownValue) { value in
            // Equal to the last synced value means the crown was re-synced, not turned.
            guard value != syncedCrownValue else { return }
            let direction: ChoiceMove = value > syncedCrownValue ? .next : .previous
            syncedCrownValue = value
            move(direction)
          }
          .choiceOnChange(of: selectedIndex) { index in
            // A selection outside the options leaves the crown alone: the control never
            // chooses an option by itself.
            guard let index else { return }
            sync(to: index)
          }
          .onAppear {
            if let index = selectedIndex { sync(to: index) }
          }
      }
    }
  #endif
#endif
