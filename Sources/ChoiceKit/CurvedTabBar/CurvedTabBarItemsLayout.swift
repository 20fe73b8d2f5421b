#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI

  /// What a subview of ``CurvedTabBarItemsLayout`` is.
  enum CurvedTabBarPart: Sendable, Hashable {
    /// The background, placed over the whole bar.
    case background
    /// A tab's button: its whole hit column, the target of touches and of VoiceOver.
    case tab(Int)
    /// A tab's symbol, at the core's icon frame for the selection's position.
    case icon(Int)
    /// A tab's title, measured for the core and placed at its title frame, or hidden.
    case title(Int)
    /// A tab's badge, measured as its text and placed on the symbol's corner.
    case badge(Int, CurvedTabBarBadge)
    /// The one selection indicator.
    case indicator
    /// A travelling bar's raised circle as a touch target: the selected tab's, above the bar too.
    case raisedCircle
    /// The action's whole column (`CurvedTabBarLayout.actionColumn`) as a touch target: a
    /// travelling bar's action slot, or the gap under a fixed bar's notch around the circle.
    case actionColumn
    /// The centre action button.
    case action
  }

  struct CurvedTabBarPartKey: LayoutValueKey {
    static let defaultValue = CurvedTabBarPart.background
  }

  /// Where a curved bar last placed its parts, in the core's coordinates (the bar's top-left is the
  /// origin; a circle above the bar has negative y), written by ``CurvedTabBarItemsLayout`` when
  /// one is set with `EnvironmentValues.curvedTabBarPlacementLog`. The hosted tests read it to
  /// check that every touch target is where the core's `hit(at:selected:)` puts it; apps never
  /// set one, and without one nothing is recorded.
  ///
  /// SwiftUI lays views out on the main thread, the only place the log is written or read.
  final class CurvedTabBarPlacementLog: @unchecked Sendable {
    private(set) var frames: [CurvedTabBarPart: CGRect] = [:]

    func record(_ frames: [CurvedTabBarPart: CGRect]) {
      self.frames = frames
    }
  }

  private struct CurvedTabBarPlacementLogKey: EnvironmentKey {
    static let defaultValue: CurvedTabBarPlacementLog? = nil
  }

  extension EnvironmentValues {
    /// The log a curved bar records its parts' frames in; `nil` (the default) records nothing.
    var curvedTabBarPlacementLog: CurvedTabBarPlacementLog? {
      get { self[CurvedTabBarPlacementLogKey.self] }
      set { self[CurvedTabBarPlacementLogKey.self] = newValue }
    }
  }

  /// The bottom safe area under a curved bar, as its background reads it.
  struct CurvedTabBarBottomInsetKey: PreferenceKey {
    static var defaultValue: CGFloat { 0 }

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
      value = max(value, nextValue())
    }
  }

  /// The curved tab bar's parts, placed where the core `CurvedTabBarLayout` says.
  ///
  /// Titles are measured at their ideal size, on one line; the core decides from the sizes and
  /// the width whether they fit (all of them, or none is shown), how tall the bar is, and every
  /// frame. The selection's position is the layout's animatable value, so while the selection
  /// springs the indicator and a travelling bar's rising symbols are placed at the core's frames
  /// for each fractional position. The layout runs left to right and passes the real direction
  /// to the core, which mirrors the frames itself.
  struct CurvedTabBarItemsLayout: MotionGatedLayout {
    var geometry: CurvedTabBarGeometry
    /// The selected tab, fractional while moving; NaN without a selection. With Reduce Motion
    /// it does not move through the fractions in between, so the indicator cross-fades in place
    /// instead of travelling.
    var position: MotionGatedValue
    /// The bottom safe area under the bar (the home indicator's strip): the tabs' hit columns
    /// reach down over it, as the system tab bar's buttons do, while the bar reports only its own
    /// height.
    var bottomInset: CGFloat = 0
    /// Where to record the parts' frames, for the hosted tests; `nil` in apps.
    var placementLog: CurvedTabBarPlacementLog?

    static var animatedValue: WritableKeyPath<Self, MotionGatedValue> { \.position }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      let layout = layout(width: proposal.width, subviews: subviews)
      return CGSize(width: layout.size.width, height: layout.contentHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      let layout = layout(width: bounds.width, subviews: subviews)
      var placed: [CurvedTabBarPart: CGRect] = [:]
      defer { placementLog?.record(placed) }
      for subview in subviews {
        let frame: CGRect?
        switch subview[CurvedTabBarPartKey.self] {
        case .background:
          frame = CGRect(origin: .zero, size: CGSize(width: layout.size.width, height: layout.contentHeight))
        case .tab(let index):
          // The tab's whole hit column, not just its slot: the touch target the core's hit-testing
          // assigns to it, through the side padding and above and below the slot.
          frame = layout.tabColumn(forTab: index)
        case .icon(let index):
          frame = layout.iconFrame(forTab: index, selectedPosition: position.value)
        case .title(let index):
          frame = layout.titleFrame(forTab: index)
        case .badge(let index, let badge):
          // Kept to the tab's room, as the picture draws it: a text too wide for it is placed as
          // a dot, and the badge view draws the dot when its text does not fit that frame.
          frame =
            layout.badgePlacement(
              badge, forTab: index, textWidth: subview.sizeThatFits(.unspecified).width,
              selectedPosition: position.value)?.frame
        case .indicator:
          frame = layout.indicatorFrame(at: position.value)
        case .raisedCircle:
          frame = layout.mode == .travelling ? layout.indicatorFrame(at: position.value) : nil
        case .actionColumn:
          frame = layout.actionColumn
        case .action:
          frame = layout.actionFrame
        }
        subview.place(atCoreFrame: frame, in: bounds)
        if placementLog != nil, let frame { placed[subview[CurvedTabBarPartKey.self]] = frame }
      }
    }

    /// The core layout for the titles' ideal sizes and a width.
    func layout(width: CGFloat?, subviews: Subviews) -> CurvedTabBarLayout {
      var titleSizes = Array(repeating: CGSize.zero, count: max(geometry.tabCount, 0))
      for subview in subviews {
        if case .title(let index) = subview[CurvedTabBarPartKey.self], titleSizes.indices.contains(index) {
          titleSizes[index] = subview.sizeThatFits(.unspecified)
        }
      }
      return geometry.layout(width: width, bottomInset: bottomInset, titleSizes: titleSizes)
    }
  }
#endif
