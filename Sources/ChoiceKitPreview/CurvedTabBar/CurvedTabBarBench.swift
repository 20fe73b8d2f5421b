import ChoiceKitCore
import Foundation

/// The curved tab bar's rows: the notch outline alone, then what the bar does on every frame of
/// a move (the outline and the indicator at a fractional selection, hit-testing a touch) and a
/// full layout, each at 2 to 10,000 tabs.
enum CurvedTabBarBench {
  /// The tab counts every series is measured at.
  static let counts = [2, 10, 100, 1_000, 10_000]

  static func cases() -> [BenchCase] {
    let metrics = CurvedTabBarMetrics.standard
    var cases: [BenchCase] = []
    // The notch outline on a phone-wide bar, its centre swept across the bar.
    for (label, notch) in [("smooth", metrics.notch), ("tutorial", CurvedTabBarMetrics.tutorial.notch)] {
      let shape = CurvedTabBarOutline(notch: notch)
      let bar = CGRect(x: 0, y: 0, width: 390, height: 114)
      cases.append(
        BenchCase("CurvedTabBarOutline path(in:notchCenterX:) \(label)") { i in
          Double(shape.path(in: bar, notchCenterX: CGFloat(i % 390)).elements.count)
        })
    }
    let titles = counts.map { titleSizes(count: $0) }
    let layouts = titles.map { layout(titleSizes: $0) }
    for layout in layouts {
      let n = layout.count
      // A quarter step per frame sweeps the notch across every tab and between them.
      cases.append(
        BenchCase("path(at:)", n: n) { i in
          Double(layout.path(at: position(i, count: n)).elements.count)
        })
    }
    for layout in layouts {
      let n = layout.count
      cases.append(
        BenchCase("indicatorFrame(at:)", n: n) { i in
          Double(layout.indicatorFrame(at: position(i, count: n))?.minX ?? 0)
        })
    }
    for layout in layouts {
      let n = layout.count
      cases.append(
        BenchCase("hit(at:selected:)", n: n) { i in
          switch layout.hit(at: point(i, in: layout), selected: i % n) {
          case .tab(let index): Double(index)
          case .action: -1
          case nil: -2
          }
        })
    }
    for sizes in titles {
      cases.append(
        BenchCase("CurvedTabBarLayout(…)", n: sizes.count) { i in
          var sizes = sizes
          // A different width each call, so no layout can be reused.
          sizes[i % sizes.count].width += CGFloat(i & 7)
          return Double(layout(titleSizes: sizes).size.width)
        })
    }
    return cases
  }

  /// A travelling bar of natural width (every slot at least 44 pt) with an action, as a long bar
  /// scrolls; the titles' sizes are measured once, as a bar measures them when its tabs change.
  static func layout(titleSizes: [CGSize]) -> CurvedTabBarLayout {
    CurvedTabBarLayout(
      tabCount: titleSizes.count, width: nil, bottomInset: 34, hasAction: true, mode: .travelling,
      titleSizes: titleSizes)
  }

  /// The measured titles of `count` tabs, cycling through five words.
  static func titleSizes(count: Int) -> [CGSize] {
    let style = CurvedTabBarTokens.standard.titleTypography()
    let sizes = ["Home", "Search", "Favourites", "Profile", "Calendar"].map { word -> CGSize in
      let metrics = FontMetricsTextMeasurer.dejaVuSans.measure(word, style: style)
      return CGSize(width: metrics.width, height: metrics.ascent + metrics.descent)
    }
    return (0..<max(count, 0)).map { sizes[$0 % sizes.count] }
  }

  /// The `i`th fractional selection: quarter steps across the tabs.
  static func position(_ i: Int, count: Int) -> Double {
    Double(i % (4 * max(count, 1))) / 4
  }

  /// A point for the `i`th call, spread over the bar by a golden-ratio sequence, at the slots'
  /// middle height, and every fourth call up in the raised circle's reach.
  static func point(_ i: Int, in layout: CurvedTabBarLayout) -> CGPoint {
    let fraction = (Double(i) * 0.618_033_988_75).truncatingRemainder(dividingBy: 1)
    let y = i % 4 == 0 ? layout.raisedCenterY : layout.contentHeight / 2
    return CGPoint(x: layout.size.width * fraction, y: y)
  }
}
