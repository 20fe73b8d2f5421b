import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

/// The value picker's layouts over generated metrics, widths and heights, huge, NaN and negative
/// ones included: every frame is finite and inside the frame that holds it.
@Suite("ValuePicker layout properties", .timeLimit(.minutes(10)))
struct ValuePickerLayoutProperties {
  /// A length for a metric: one of the special lengths (huge, NaN, infinite, negative), or an
  /// ordinary one.
  static func metric(_ random: inout SeededRandom) -> CGFloat {
    random.int(in: 0...2) == 0
      ? [1e308, .greatestFiniteMagnitude, 1e12, .nan, .infinity, -.infinity, -1][random.int(in: 0...6)]
      : Generate.length(&random)
  }

  static func metrics(_ random: inout SeededRandom) -> ValuePickerMetrics {
    var metrics = random.int(in: 0...1) == 0 ? ValuePickerMetrics.list : .menu
    let setters: [(inout ValuePickerMetrics, CGFloat) -> Void] = [
      { $0.cardInset = $1 }, { $0.cornerRadius = $1 }, { $0.minimumRowHeight = $1 }, { $0.spacing = $1 },
      { $0.checkmarkWidth = $1 }, { $0.topPadding = $1 }, { $0.sectionSpacing = $1 }, { $0.headerGap = $1 },
      { $0.searchFieldHeight = $1 }, { $0.separatorWidth = $1 }, { $0.bottomPadding = $1 },
      { $0.rowPadding.top = $1 }, { $0.rowPadding.leading = $1 }, { $0.rowPadding.bottom = $1 },
      { $0.rowPadding.trailing = $1 },
      { $0.rowPadding = ChoiceSpacing.Insets(all: $1) },
    ]
    for _ in 0..<random.int(in: 1...6) {
      setters[random.int(in: 0...setters.count - 1)](&metrics, metric(&random))
    }
    return metrics
  }

  /// How far a frame may stick out: rounding at the sizes the layouts reach.
  static func tolerance(_ extent: CGFloat) -> CGFloat { max(abs(extent), 1) * 1e-9 }

  @Test func everyListFrameIsFiniteAndInsideItsContainer() {
    checkProperty(
      "list layout finite and contained",
      generate: { random in
        let sections = (0..<random.int(in: 0...4)).map { _ in
          ValuePickerListLayout.Section(
            rowHeights: (0..<Generate.count(&random, upTo: 12)).map { _ in Self.metric(&random) },
            headerHeight: random.int(in: 0...1) == 0 ? 0 : Self.metric(&random),
            footerHeight: random.int(in: 0...2) == 0 ? Self.metric(&random) : 0)
        }
        return (
          Self.metric(&random), sections, Self.metrics(&random), random.int(in: 0...1) == 0,
          random.int(in: 0...1) == 0 ? ValuePickerCheckmark.leading : .trailing, random.int(in: 0...1) == 0
        )
      }
    ) { width, sections, metrics, showsSearchField, checkmark, isRightToLeft in
      let layout = ValuePickerListLayout(
        width: width, sections: sections, showsSearchField: showsSearchField, checkmark: checkmark,
        isRightToLeft: isRightToLeft, metrics: metrics)
      let size = layout.size
      guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
        return "size \(size)"
      }
      let bounds = CGRect(origin: .zero, size: size)
      let slack = Self.tolerance(size.height)
      func outside(_ frame: CGRect, _ container: CGRect) -> Bool {
        let numbers = [frame.minX, frame.minY, frame.width, frame.height]
        guard numbers.allSatisfy(\.isFinite), frame.width >= 0, frame.height >= 0 else { return true }
        return frame.minX < container.minX - slack || frame.maxX > container.maxX + slack
          || frame.minY < container.minY - slack || frame.maxY > container.maxY + slack
      }
      if let field = layout.searchFieldFrame, outside(field, bounds) { return "search field \(field)" }
      for section in layout.sections {
        if outside(section.cardFrame, bounds) { return "card \(section.cardFrame) outside \(bounds)" }
        for frame in [section.headerFrame, section.footerFrame].compactMap({ $0 })
        where outside(frame, bounds) {
          return "header or footer \(frame)"
        }
        for row in section.rows {
          if outside(row.frame, section.cardFrame) { return "row \(row.frame) outside \(section.cardFrame)" }
          // The width labels are wrapped in before the rows' heights are known is theirs.
          let labelWidth = ValuePickerListLayout.labelWidth(listWidth: width, metrics: metrics)
          if abs(row.labelFrame.width - labelWidth) > slack { return "label width \(labelWidth)" }
          for part in [row.labelFrame, row.checkmarkFrame] + [row.separatorFrame].compactMap({ $0 })
          where outside(part, row.frame) {
            return "part \(part) outside row \(row.frame)"
          }
        }
      }
      return nil
    }
  }

  @Test func everyRowFrameIsFiniteAndInsideTheRow() {
    checkProperty(
      "row layout finite and contained",
      generate: { random in
        (
          Self.metric(&random), CGSize(width: Self.metric(&random), height: Self.metric(&random)),
          Self.metric(&random),
          ValuePickerRowLayout.Accessory.allCases[random.int(in: 0...2)], Self.metric(&random),
          random.int(in: 0...1) == 0, random.int(in: 0...1) == 0, Self.metrics(&random)
        )
      }
    ) { width, titleSize, valueLineHeight, accessory, accessorySize, isStacked, isRightToLeft, metrics in
      let row = ValuePickerRowLayout(
        width: width, titleSize: titleSize, valueLineHeight: valueLineHeight, accessory: accessory,
        accessorySize: accessorySize, isStacked: isStacked, isRightToLeft: isRightToLeft, metrics: metrics)
      let frame = row.frame
      guard [frame.width, frame.height].allSatisfy({ $0.isFinite && $0 >= 0 }) else { return "row \(frame)" }
      let slack = Self.tolerance(max(frame.width, frame.height))
      for part in [row.titleFrame, row.valueFrame] + [row.accessoryFrame].compactMap({ $0 }) {
        let numbers = [part.minX, part.minY, part.width, part.height]
        guard numbers.allSatisfy(\.isFinite), part.width >= 0, part.height >= 0 else { return "part \(part)" }
        if part.minX < -slack || part.maxX > frame.maxX + slack || part.minY < -slack
          || part.maxY > frame.maxY + slack
        {
          return "part \(part) outside \(frame)"
        }
      }
      return nil
    }
  }

  @Test func metricsKeepEveryLengthWithinTheLayoutsReach() {
    checkProperty("metrics clamped", generate: { random in Self.metrics(&random) }) { metrics in
      let lengths = [
        metrics.cardInset, metrics.cornerRadius, metrics.minimumRowHeight, metrics.spacing,
        metrics.checkmarkWidth, metrics.topPadding, metrics.sectionSpacing, metrics.headerGap,
        metrics.searchFieldHeight, metrics.separatorWidth, metrics.bottomPadding, metrics.rowPadding.top,
        metrics.rowPadding.leading, metrics.rowPadding.bottom, metrics.rowPadding.trailing,
      ]
      return lengths.allSatisfy { $0 >= 0 && $0 <= ValuePickerMetrics.maximumLength }
        ? nil : "a length outside 0…\(ValuePickerMetrics.maximumLength): \(lengths)"
    }
  }
}
