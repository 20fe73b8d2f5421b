import Foundation

/// The frames of a value picker's closed row in a list or form: the title at the leading edge,
/// the current value towards the trailing edge, and the style's accessory after it.
///
/// The rule, which the SwiftUI row follows with an `HStack` whose title has the higher layout
/// priority: the title is one line and keeps its width, cut only to the row's content less the
/// accessory; the value's frame is the room the row leaves it after the title, which is the width
/// the summary is fitted and then truncated to
/// (`ValuePickerSummary.rowText(for:fitting:style:measurer:)`), so "Juan, Ana and 2 more", "4
/// selected" and "4 sel…" are chosen by the same numbers that place them. At accessibility text
/// sizes the row stacks (``stacks(at:idiom:)``), as the system's rows do: the title on one line
/// and the value below it, across the whole row.
///
/// Coordinates are the row's own, y down, origin at its top-left corner; right to left, every
/// frame is the mirror image of the left-to-right one.
///
/// ```swift
/// let row = ValuePickerRowLayout(
///   width: 358, titleSize: CGSize(width: 48, height: 20), valueLineHeight: 20,
///   accessory: .disclosure, accessorySize: 18)
/// row.valueFrame.width   // the room for the summary
/// ```
package struct ValuePickerRowLayout: Sendable, Equatable {
  /// What the closed row shows after its value.
  public enum Accessory: String, Sendable, Hashable, CaseIterable {
    /// Nothing: a row that presents a sheet.
    case none
    /// A chevron pointing to the trailing side: a row that pushes the list.
    case disclosure
    /// Chevrons up and down: a row that opens a menu.
    case menu
  }

  /// The whole row.
  public let frame: CGRect
  /// The title's line, as wide as the title or as the row allows, and no taller than the row.
  public let titleFrame: CGRect
  /// The room for the value: after the title (or below it when stacked) and before the
  /// accessory. The value is drawn against its trailing edge, or its leading edge when stacked.
  public let valueFrame: CGRect
  /// The accessory's square, vertically centred, no larger than the row; `nil` for
  /// ``Accessory/none``.
  public let accessoryFrame: CGRect?
  /// Whether the value sits below the title.
  public let isStacked: Bool

  /// Lays out a row.
  ///
  /// - Parameters:
  ///   - width: The row's width; negative or NaN reads as 0, infinite or more than
  ///     `ValuePickerListLayout.maximumLength` as that length.
  ///   - titleSize: The title's measured width and height (its line height, times its lines where
  ///     it wraps, see ``lineLimit(at:idiom:)``); negative or NaN reads as 0.
  ///   - valueLineHeight: The value's height: its line height, times its lines where it wraps.
  ///   - accessory: What follows the value.
  ///   - accessorySize: The side of the accessory's square.
  ///   - isStacked: Whether the value goes below the title; see ``stacks(at:idiom:)``.
  ///   - isRightToLeft: Whether the leading side is the right.
  ///   - metrics: The padding, spacing and minimum height.
  public init(
    width: CGFloat, titleSize: CGSize, valueLineHeight: CGFloat, accessory: Accessory,
    accessorySize: CGFloat, isStacked: Bool = false, isRightToLeft: Bool = false,
    metrics: ValuePickerMetrics = .list
  ) {
    let width = Self.length(width)
    let padding = metrics.rowPadding
    let titleHeight = Self.length(titleSize.height)
    let valueHeight = Self.length(valueLineHeight)
    let lines = isStacked ? titleHeight + metrics.headerGap + valueHeight : max(titleHeight, valueHeight)
    let height = min(
      max(lines + padding.vertical, metrics.minimumRowHeight), ValuePickerListLayout.maximumLength)
    let start = min(padding.leading, width)
    var end = max(width - padding.trailing, start)
    var accessoryFrame: CGRect?
    if accessory != .none {
      let side = min(Self.length(accessorySize), end - start, height)
      accessoryFrame = CGRect(x: end - side, y: (height - side) / 2, width: side, height: side)
      end -= side + min(metrics.spacing / 2, end - side - start)
    }
    let top = (height - lines) / 2
    let title: CGRect
    let value: CGRect
    if isStacked {
      title = CGRect(
        x: start, y: top, width: min(Self.length(titleSize.width), end - start), height: titleHeight)
      value = CGRect(x: start, y: title.maxY + metrics.headerGap, width: end - start, height: valueHeight)
    } else {
      let titleWidth = min(Self.length(titleSize.width), end - start)
      title = CGRect(x: start, y: (height - titleHeight) / 2, width: titleWidth, height: titleHeight)
      let valueStart = min(title.maxX + metrics.spacing, end)
      value = CGRect(
        x: valueStart, y: (height - valueHeight) / 2, width: end - valueStart, height: valueHeight)
    }
    let mirror = { (rect: CGRect) in
      isRightToLeft
        ? CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
    }
    frame = CGRect(x: 0, y: 0, width: width, height: height)
    titleFrame = mirror(Self.clipped(title, toHeight: height))
    valueFrame = mirror(Self.clipped(value, toHeight: height))
    self.accessoryFrame = accessoryFrame.map(mirror)
    self.isStacked = isStacked
  }

  /// Whether a row stacks its value below its title: at the accessibility sizes, where a title
  /// and a value no longer share a line, as the system's rows do, and on the watch, whose rows
  /// are too narrow for both and put the value under the title at every size.
  ///
  /// - Parameters:
  ///   - textScale: The Dynamic Type size.
  ///   - idiom: The device family; the phone, which the preview draws, unless given.
  /// - Returns: `true` for the accessibility sizes, and on the watch.
  public static func stacks(at textScale: ChoiceTextScale, idiom: InterfaceIdiom = .phone) -> Bool {
    textScale.isAccessibilitySize || idiom == .watch
  }

  /// How many lines a value picker's texts may take (its option rows, and the closed row's title
  /// and value): as many as they need where the row stacks (``stacks(at:idiom:)``: the
  /// accessibility sizes and the watch), as the system's list rows wrap their text there rather
  /// than cut "Juan Carlos Pérez" and "Juan Carlos Ruiz" to the same "Juan Carl…"; one line,
  /// truncated at its end, at the other sizes.
  ///
  /// - Parameters:
  ///   - textScale: The Dynamic Type size.
  ///   - idiom: The device family; the phone unless given.
  /// - Returns: `nil` for no limit, else 1.
  public static func lineLimit(at textScale: ChoiceTextScale, idiom: InterfaceIdiom = .phone) -> Int? {
    stacks(at: textScale, idiom: idiom) ? nil : 1
  }

  /// A frame cut to the row's height, for lines taller than the largest row.
  private static func clipped(_ rect: CGRect, toHeight height: CGFloat) -> CGRect {
    let top = min(max(rect.minY, 0), height)
    return CGRect(x: rect.minX, y: top, width: rect.width, height: min(rect.height, height - top))
  }

  /// A length made usable: negative or NaN as 0, at most `ValuePickerListLayout.maximumLength`.
  private static func length(_ value: CGFloat) -> CGFloat {
    value.isNaN ? 0 : min(max(value, 0), ValuePickerListLayout.maximumLength)
  }
}
