import Foundation

// A layout keeps the arithmetic of its row, not an array of frames: every tab's slot and hit
// column is computed when it is read, in a few operations. So laying out a bar of thousands of
// tabs allocates nothing, and what runs on every frame of a move (a slot's centre, an icon's
// frame, the column under a touch) reads one tab without touching the others.

extension CurvedTabBarLayout {
  /// Each tab's slot, in tab order, where its icon, title and indicator are drawn.
  ///
  /// Builds an array of every slot: for one tab, read ``itemFrame(forTab:)``, which does not.
  public var itemFrames: [CGRect] {
    (0..<count).map(slot)
  }

  /// Each tab's hit column, in tab order: the part of the bar where a touch selects the tab, the
  /// frame of its button. It spans the bar's whole height, bottom inset included, and reaches
  /// through the side padding and any spare room of its side; `hit(at:selected:)` assigns every
  /// point of it to the tab, except where the action's or the raised circle covers it.
  ///
  /// Builds an array of every column: for one tab, read ``tabColumn(forTab:)``, which does not.
  ///
  /// ```swift
  /// let layout = CurvedTabBarLayout(tabCount: 4, width: 390, bottomInset: 34)
  /// layout.tabColumns[0]  // x 0 to the second slot, y 0 to 114: the first tab's button
  /// ```
  public var tabColumns: [CGRect] {
    (0..<count).map(column)
  }

  /// A tab's slot, where its icon, title and indicator are drawn: `itemFrames[index]`, without
  /// building the array.
  ///
  /// ```swift
  /// layout.itemFrame(forTab: 2)?.midX  // where the third tab's icon is centred
  /// ```
  ///
  /// - Parameter index: The tab.
  /// - Returns: The slot; `nil` for an index out of range.
  public func itemFrame(forTab index: Int) -> CGRect? {
    (0..<count).contains(index) ? slot(index) : nil
  }

  /// A tab's hit column, the frame of its button: `tabColumns[index]`, without building the
  /// array.
  ///
  /// - Parameter index: The tab.
  /// - Returns: The column; `nil` for an index out of range.
  public func tabColumn(forTab index: Int) -> CGRect? {
    (0..<count).contains(index) ? column(index) : nil
  }

  /// The slot of a tab known to exist.
  func slot(_ index: Int) -> CGRect {
    let range = columns.tab(index)
    return mirrored(
      CGRect(x: range.lowerBound, y: slotTop, width: range.upperBound - range.lowerBound, height: slotHeight))
  }

  /// The hit column of a tab known to exist.
  func column(_ index: Int) -> CGRect {
    let range = columns.hit(index)
    return mirrored(
      CGRect(x: range.lowerBound, y: 0, width: range.upperBound - range.lowerBound, height: size.height))
  }

  /// A tab's title width when titles are shown (0 for a title without a size), or `nil` when
  /// they are not.
  func titleWidth(forTab index: Int) -> CGFloat? {
    guard showsTitles, (0..<count).contains(index) else { return nil }
    return index < shownTitleSizes.count ? CurvedTabBarMetrics.length(shownTitleSizes[index].width) : 0
  }

  /// A frame in left-to-right coordinates as drawn: mirrored across the bar right to left.
  func mirrored(_ frame: CGRect) -> CGRect {
    isRightToLeft
      ? CGRect(x: size.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame
  }

  /// Whether two layouts place everything alike: the same size, frames, notch and titles.
  ///
  /// - Parameters:
  ///   - lhs: A layout.
  ///   - rhs: Another layout.
  /// - Returns: `true` when every value the layouts give is the same.
  public static func == (lhs: CurvedTabBarLayout, rhs: CurvedTabBarLayout) -> Bool {
    guard
      lhs.size == rhs.size, lhs.contentHeight == rhs.contentHeight, lhs.bottomInset == rhs.bottomInset,
      lhs.count == rhs.count, lhs.actionFrame == rhs.actionFrame, lhs.actionSlot == rhs.actionSlot,
      lhs.actionColumn == rhs.actionColumn, lhs.gap == rhs.gap, lhs.mode == rhs.mode,
      lhs.isRightToLeft == rhs.isRightToLeft, lhs.showsTitles == rhs.showsTitles, lhs.notch == rhs.notch,
      lhs.metrics == rhs.metrics, lhs.raisedDiameter == rhs.raisedDiameter,
      lhs.raisedCenterY == rhs.raisedCenterY, lhs.titleHeight == rhs.titleHeight
    else { return false }
    return (0..<lhs.count).allSatisfy { index in
      lhs.slot(index) == rhs.slot(index) && lhs.column(index) == rhs.column(index)
        && lhs.titleWidth(forTab: index) == rhs.titleWidth(forTab: index)
    }
  }

  /// Feeds every value that equality compares.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(size: size)
    hasher.combine(contentHeight)
    hasher.combine(bottomInset)
    hasher.combine(count)
    for index in 0..<count {
      hasher.combine(rect: slot(index))
      hasher.combine(rect: column(index))
      hasher.combine(titleWidth(forTab: index))
    }
    for frame in [actionFrame, actionSlot, actionColumn] {
      hasher.combine(frame != nil)
      if let frame { hasher.combine(rect: frame) }
    }
    hasher.combine(gap?.lowerBound)
    hasher.combine(gap?.upperBound)
    hasher.combine(mode)
    hasher.combine(isRightToLeft)
    hasher.combine(showsTitles)
    hasher.combine(notch)
    hasher.combine(metrics)
    hasher.combine(raisedDiameter)
    hasher.combine(raisedCenterY)
    hasher.combine(titleHeight)
  }
}
