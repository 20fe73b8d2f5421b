#if canImport(SwiftUI)
  import ChoiceKitCore
  import Foundation
  import SwiftUI

  /// The touch a track is following, kept outside SwiftUI's state so that following it does not
  /// redraw the picker; only its display (`SegmentedPickerScrub.Display`) is drawn, through
  /// `GestureState`.
  typealias SegmentedPickerScrubBox = ChoiceLockedBox<SegmentedPickerScrub>

  extension ChoiceLockedBox where Value == SegmentedPickerScrub {
    /// A box following no touch.
    convenience init() {
      self.init(SegmentedPickerScrub())
    }

    /// Follows the drag and returns what to draw.
    func follow(
      from start: CGPoint, to current: CGPoint, in layout: SegmentedPickerLayout, selectedIndex: Int?,
      selectable: [Bool]
    ) -> SegmentedPickerScrub.Display {
      withValue { scrub in
        scrub.follow(
          from: start, to: current, in: layout, selectedIndex: selectedIndex,
          isSelectable: { selectable.indices.contains($0) && selectable[$0] })
        return scrub.display
      }
    }

    /// Ends the touch; the segment to choose, if the release chooses one.
    func end(at point: CGPoint, in layout: SegmentedPickerLayout) -> Int? {
      withValue { $0.end(at: point, in: layout) }
    }

    /// Whether a segment's tap may act (not the release of a scrub).
    func allowsTap() -> Bool {
      withValue { $0.allowsTap() }
    }
  }
#endif
