#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI
  import Testing

  @testable import ChoiceKit

  // RadialLayout and RadialMenu as SwiftUI runs them. The layout's frames are read from one
  // ImageRenderer frame, so they are checked wherever SwiftUI runs; the menu's accessibility
  // tree needs a window and is checked on iOS, tvOS and visionOS (see HostedWindow).
  //
  // Not observable from a test: VoiceOver's speech and the order it moves in by swipes. The
  // nearest check is the accessibility tree's order, which is the order VoiceOver follows.

  private let layoutSpace = "RadialRuntimeTests.frame"

  @Suite("RadialLayout at run time")
  @MainActor
  struct RadialLayoutRuntimeTests {
    /// The tutorial's three buttons, as fixed sizes the oracle can use.
    private let itemSize = CGSize(width: 90, height: 44)
    private let side: CGFloat = 300

    private func placed(_ layout: RadialLayout, isRightToLeft: Bool = false) -> [CGRect] {
      let log = FrameLog<Int>()
      let view = layout {
        ForEach(0..<3, id: \.self) { index in
          Color.clear
            .frame(width: itemSize.width, height: itemSize.height)
            .recordingFrame(index, in: .named(layoutSpace), into: log)
        }
      }
      .environment(\.layoutDirection, isRightToLeft ? .rightToLeft : .leftToRight)
      // The tutorial's frame; the recorded space is this frame, in a left-to-right parent.
      .frame(width: side, height: side)
      .coordinateSpace(name: layoutSpace)
      #expect(ImageRenderer(content: view).cgImage != nil)
      return log.frames(of: 0..<3)
    }

    /// The core's frames for the same items, with the layout centred in the tutorial's frame
    /// as `.frame(width:height:)` centres a smaller child.
    private func coreFrames(_ layout: RadialLayout, isRightToLeft: Bool = false) -> [CGRect] {
      var layout = layout
      layout.isRightToLeft = isRightToLeft
      let arrangement = layout.arrangement(itemSizes: Array(repeating: itemSize, count: 3))
      let size = arrangement.sizeThatFits(width: side, height: side)
      let bounds = CGRect(
        x: (side - size.width) / 2, y: (side - size.height) / 2, width: size.width, height: size.height)
      return arrangement.placement(in: bounds).itemFrames
    }

    /// Guards the promise that the tutorial's `RadialLayout(angleConfig:angleOffset:)` places
    /// its views where the core says, for each of its four configurations. The tutorial's own
    /// layout put a full circle's last item on its first and hung the halves outside the
    /// frame; a SwiftUI layer that proposed other sizes, placed from another anchor, or lost
    /// the offset would move these frames off the core's.
    @Test(arguments: [
      RadialLayoutAngle.fullCircle, .trailingCircle, .leadingCircle,
      .custom(degrees: 90, anchor: .bottomLeading),
    ])
    func theTutorialsFourConfigurationsPlaceItemsAtTheCoresFrames(angle: RadialLayoutAngle) throws {
      for offset in [0.0, 30] {
        let layout = RadialLayout(angleConfig: angle, angleOffset: offset)
        let drawn = placed(layout)
        let core = coreFrames(layout)
        try #require(drawn.count == 3, "every item was drawn")
        for (drawnFrame, coreFrame) in zip(drawn, core) {
          #expect(
            drawnFrame.isWithinHalfPoint(of: coreFrame),
            "\(angle) +\(offset)°: drawn \(drawnFrame), core \(coreFrame)")
        }
        // The oracle itself separates the items: no two frames coincide.
        #expect(Set(core.map { "\($0.midX.rounded()),\($0.midY.rounded())" }).count == 3)
      }
    }

    /// Guards the right-to-left promise in RadialLayout+RightToLeft.swift: the core mirrors the
    /// frames and SwiftUI must not mirror them again. A second mirroring would put the
    /// leading half's items back on the right.
    @Test func rightToLeftFramesAreTheCoresMirroredOnes() throws {
      let layout = RadialLayout(angleConfig: .leadingCircle)
      let drawn = placed(layout, isRightToLeft: true)
      let core = coreFrames(layout, isRightToLeft: true)
      try #require(drawn.count == 3)
      for (drawnFrame, coreFrame) in zip(drawn, core) {
        #expect(drawnFrame.isWithinHalfPoint(of: coreFrame), "drawn \(drawnFrame), core \(coreFrame)")
      }
      // The oracle mirrors: left to right the items sit left of the centre, right to left right.
      #expect(coreFrames(layout).allSatisfy { $0.midX < side / 2 })
      #expect(core.allSatisfy { $0.midX > side / 2 })
    }
  }

  /// Records the layout direction each item of a ``RadialLayout`` sees.
  @MainActor
  private final class DirectionLog {
    var directions: [Int: LayoutDirection] = [:]
  }

  private struct DirectionProbe: View {
    let index: Int
    let log: DirectionLog
    @Environment(\.layoutDirection) private var direction

    var body: some View {
      let _ = log.directions[index] = direction
      Color.clear.frame(width: 40, height: 40)
    }
  }

  extension RadialLayoutRuntimeTests {
    /// Guards each item keeping the environment's direction for its own content, on both ways
    /// the layout takes its content apart (`ForEach(subviews:)` from iOS 18, `_VariadicView`
    /// before), while the layout itself runs left to right: an item that lost it would lay a
    /// right-to-left label out left to right.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func everyItemKeepsTheEnvironmentsDirection(direction: LayoutDirection) {
      let log = DirectionLog()
      let view = RadialLayout(angleConfig: .leadingCircle) {
        ForEach(0..<3, id: \.self) { index in DirectionProbe(index: index, log: log) }
        DirectionProbe(index: 3, log: log)
      }
      .environment(\.layoutDirection, direction)
      .frame(width: 300, height: 300)
      #expect(ImageRenderer(content: view).cgImage != nil)
      #expect(log.directions == [0: direction, 1: direction, 2: direction, 3: direction])
    }
  }

  #if os(iOS) || os(tvOS) || os(visionOS)
    @Suite("RadialMenu at run time, in a window")
    @MainActor
    struct RadialMenuWindowRuntimeTests {
      private let titles = ["Crear", "Buscar", "Borrar"]

      /// Hosts the menu with its `isExpanded` held in state from `initial`, recording writes.
      private func host(_ initial: Bool, writes: SelectionWrites<Bool> = SelectionWrites()) -> HostedWindow {
        HostedWindow(
          RecordingSelection(value: initial, writes: writes) { isExpanded in
            RadialMenu("Menu", isExpanded: isExpanded) {
              RadialMenuItem("Crear", systemImage: "plus") {}
              RadialMenuItem("Buscar", systemImage: "magnifyingglass") {}
              RadialMenuItem("Borrar", systemImage: "trash") {}
            }
            .frame(width: 300, height: 300)
          },
          size: CGSize(width: 390, height: 500))
      }

      /// The menu's own labels, in the tree's order.
      private func menuLabels(_ window: HostedWindow) -> [String] {
        window.accessibilityLabels.filter { $0 == "Menu" || titles.contains($0) }
      }

      /// Guards "items hidden from accessibility when closed": the tutorial's buttons stayed
      /// reachable by VoiceOver wherever they were drawn. The centre button is the control that
      /// the tree is read at all.
      @Test func aClosedMenuOffersOnlyItsButton() {
        let window = host(false)
        #expect(menuLabels(window) == ["Menu"])
      }

      /// Promise: the centre button's hint says what activating it does, in the menu's words:
      /// "Shows the options" closed, "Hides the options" open. Guards a button whose effect
      /// VoiceOver never tells.
      @Test func theCentreButtonsHintSaysWhatItDoes() throws {
        let closed = host(false)
        defer { closed.close() }
        #expect(try closed.element(labelled: "Menu").object.accessibilityHint == "Shows the options")
        let open = host(true)
        defer { open.close() }
        #expect(try open.element(labelled: "Menu").object.accessibilityHint == "Hides the options")
      }

      /// Guards "in arc order when open": VoiceOver reaches the centre button, then the items
      /// in the order they go round the arc (their sort priorities), whatever their positions
      /// on screen. Opening by pressing the centre button also guards that the button writes
      /// the binding.
      @Test func anOpenMenuOffersItsButtonThenItsItemsInArcOrder() throws {
        let writes = SelectionWrites<Bool>()
        let window = host(false, writes: writes)
        try window.activate(labelled: "Menu")
        window.settle(until: { menuLabels(window).count == 4 })
        #expect(writes.values == [true])
        #expect(menuLabels(window) == ["Menu"] + titles)

        // Opened through the binding, the items are offered from the first frame.
        let open = host(true)
        #expect(menuLabels(open) == ["Menu"] + titles)
      }

      /// Promise: a menu whose button sits in the window's bottom trailing corner keeps every
      /// open item inside the window's safe area: the trailing half it asks for would leave the
      /// screen, so the core's `RadialMenuFit` turns it; a speed dial's items, wider than the
      /// button, are aligned to its trailing edge. Guards items drawn off screen.
      @Test(arguments: [RadialMenuPath.arc(.trailingHalf), .line(.up)])
      func anOpenMenuInACornerKeepsItsItemsOnScreen(path: RadialMenuPath) throws {
        let window = HostedWindow(
          ZStack(alignment: .bottomTrailing) {
            Color.clear
            RadialMenu("Menu", isExpanded: .constant(true), path: path) {
              RadialMenuItem("Crear", systemImage: "plus") {}
              RadialMenuItem("Buscar", systemImage: "magnifyingglass") {}
              RadialMenuItem("Borrar", systemImage: "trash") {}
            }
            .padding(16)
          },
          size: CGSize(width: 390, height: 844))
        defer { window.close() }
        window.settle(until: { menuLabels(window).count == 4 })
        let bounds = window.window.bounds.inset(by: window.window.safeAreaInsets).insetBy(dx: -1, dy: -1)
        for title in titles {
          let frame = try window.element(labelled: title).frame(in: window.window)
          #expect(bounds.contains(frame), "\(title): \(frame) outside \(bounds)")
        }
      }

      /// Right to left, the arc runs the other way on screen, but the order VoiceOver follows
      /// is still the arc's: the core's sort priorities, not the frames, decide it.
      @Test func rightToLeftKeepsTheArcOrder() {
        let window = HostedWindow(
          RadialMenu("Menu", isExpanded: .constant(true), arc: .leadingHalf) {
            RadialMenuItem("Crear") {}
            RadialMenuItem("Buscar") {}
            RadialMenuItem("Borrar") {}
          }
          .frame(width: 300, height: 300)
          .environment(\.layoutDirection, .rightToLeft),
          size: CGSize(width: 390, height: 500))
        #expect(menuLabels(window) == ["Menu"] + titles)
      }
    }
  #endif

#endif
