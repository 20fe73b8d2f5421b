import ChoiceKitCore
import ChoiceKitPreview
import Foundation

/// The curved tab bar's rows: the notch outline alone, then what the bar does on every frame of
/// a move (the outline and the indicator at a fractional selection, hit-testing a touch), a full
/// layout and reading every tab's slot by index, each at 2 to 10,000 tabs, and at 8 to 8,000
/// tabs the whole frame step of a move (the outline, the indicator, every icon and its lift) and
/// the whole recompute when the tabs change (measure, word, lay out, hit-test).
///
/// The tabs are titled with words real apps use, accented, Arabic and with an emoji among them,
/// measured with the preview's font.
enum CurvedTabBarBench {
  /// The tab counts every series is measured at.
  static let counts = [2, 10, 100, 1_000, 10_000]

  /// The tab counts of the frame step: a bar of 8 tabs, and 10 to 1,000 times as many.
  static let frameStepCounts = [8, 80, 800, 8_000]

  /// The titles the tabs cycle through.
  static let titles = [
    "Home", "Search", "Favourites", "Profile", "Música", "Configuración", "الرئيسية", "Fotos 📷",
    "Notifications", "Calendar",
  ]

  static func cases() -> [BenchCase] {
    let metrics = CurvedTabBarMetrics.standard
    var cases: [BenchCase] = []
    // The notch outline on a phone-wide bar, its centre swept across the bar.
    for (label, notch) in [("smooth", metrics.notch), ("tutorial", CurvedTabBarMetrics.tutorial.notch)] {
      let shape = CurvedTabBarOutline(notch: notch)
      let bar = CGRect(x: 0, y: 0, width: 390, height: 114)
      cases.append(
        BenchCase("CurvedTabBarOutline path(in:notchCenterX:) \(label)", target: .frameStep) { i in
          Double(shape.path(in: bar, notchCenterX: CGFloat(i % 390)).elements.count)
        })
    }
    let titles = counts.map { titleSizes(count: $0) }
    let layouts = titles.map { layout(titleSizes: $0) }
    for layout in layouts {
      let n = layout.count
      // A quarter step per frame sweeps the notch across every tab and between them.
      cases.append(
        BenchCase("path(at:)", n: n, target: .frameStep) { i in
          Double(layout.path(at: position(i, count: n)).elements.count)
        })
    }
    for layout in layouts {
      let n = layout.count
      cases.append(
        BenchCase("indicatorFrame(at:)", n: n, target: .frameStep) { i in
          Double(layout.indicatorFrame(at: position(i, count: n))?.minX ?? 0)
        })
    }
    for layout in layouts {
      let n = layout.count
      cases.append(
        BenchCase("hit(at:selected:)", n: n, target: .frameStep) { i in
          switch layout.hit(at: point(i, in: layout), selected: i % n) {
          case .tab(let index): Double(index)
          case .action: -1
          case nil: -2
          }
        })
    }
    for sizes in titles {
      cases.append(
        BenchCase("CurvedTabBarLayout(…)", n: sizes.count, target: .recompute) { i in
          var sizes = sizes
          // A different width each call, so no layout can be reused.
          sizes[i % sizes.count].width += CGFloat(i & 7)
          return Double(layout(titleSizes: sizes).size.width)
        })
    }
    for count in frameStepCounts {
      let layout = layout(titleSizes: titleSizes(count: count))
      cases.append(
        BenchCase("frame step: path, indicator, icons, lift", n: count, target: .frameStep) { i in
          frameStep(position(i, count: count), in: layout)
        })
    }
    // One slot and one hit column per tab, read by index as the view places its parts: linear in
    // the tabs, where indexing arrays built on every read would be quadratic.
    for layout in layouts {
      cases.append(
        BenchCase("every tab's slot and column, by index", n: layout.count, target: .growth) { i in
          var total = 0.0
          for index in 0..<layout.count {
            total += Double(layout.itemFrame(forTab: index)?.midX ?? 0)
            total += Double(layout.tabColumn(forTab: index)?.width ?? 0)
          }
          return total + Double(i & 1)
        })
    }
    // What the bar does when its tabs change, the way the view does it: measure every title, word
    // every tab for VoiceOver, lay the bar out and hit-test a touch. Up to 800 tabs: beyond,
    // the spoken positions ("tab, 7,999 of 8,000") grow by a digit, so the words themselves get
    // longer and the growth would no longer be the algorithm's.
    for count in frameStepCounts.dropLast() {
      let tabs = (0..<count).map { Self.titles[$0 % Self.titles.count] }
      cases.append(
        BenchCase("recompute: measure, word, lay out, hit-test", n: count, target: .recompute) { i in
          recompute(i, titles: tabs)
        })
    }
    return cases
  }

  /// The bar's work when its tabs change: each title measured with the preview's font, each
  /// tab's VoiceOver value worded (with a badge on every third), the bar laid out at a phone's
  /// width, and one touch hit-tested.
  static func recompute(_ i: Int, titles: [String]) -> Double {
    let style = CurvedTabBarTokens.standard.titleTypography()
    let wording = CurvedTabBarWording.english
    var sizes: [CGSize] = []
    sizes.reserveCapacity(titles.count)
    var spoken = 0
    var measured = 0.0
    for (index, title) in titles.enumerated() {
      let metrics = FontMetricsTextMeasurer.dejaVuSans.measure(title, style: style)
      sizes.append(CGSize(width: metrics.width, height: metrics.ascent + metrics.descent))
      measured += Double(metrics.width)
      let badge: CurvedTabBarBadge? = index % 3 == 0 ? .count(index + i % 5) : nil
      spoken +=
        wording.tabValue(badge: badge, index: index, count: titles.count, containerSpeaksPosition: false)
        .utf8.count
    }
    let layout = CurvedTabBarLayout(
      tabCount: titles.count, width: 390, bottomInset: 34, hasAction: true, mode: .fixed, titleSizes: sizes)
    let hit: Double =
      switch layout.hit(at: point(i, in: layout), selected: i % titles.count) {
      case .tab(let index): Double(index)
      case .action: -1
      case nil: -2
      }
    return Double(layout.size.height) + Double(spoken) + measured + hit
  }

  /// What the bar computes on every frame of a move between tabs: the outline with the notch at
  /// the moving selection, the indicator, and every tab's icon frame and lift (a travelling bar
  /// raises the icons near the selection into the circle and fades their titles by the lift).
  static func frameStep(_ position: Double, in layout: CurvedTabBarLayout) -> Double {
    var total = Double(layout.path(at: position).elements.count)
    total += Double(layout.indicatorFrame(at: position)?.midX ?? 0)
    for index in 0..<layout.count {
      total += Double(layout.iconFrame(forTab: index, selectedPosition: position)?.minY ?? 0)
      total += layout.lift(forTab: index, selectedPosition: position)
    }
    return total
  }

  /// A travelling bar of natural width (every slot at least 44 pt) with an action, as a long bar
  /// scrolls; the titles' sizes are measured once, as a bar measures them when its tabs change.
  static func layout(titleSizes: [CGSize]) -> CurvedTabBarLayout {
    CurvedTabBarLayout(
      tabCount: titleSizes.count, width: nil, bottomInset: 34, hasAction: true, mode: .travelling,
      titleSizes: titleSizes)
  }

  /// The measured titles of `count` tabs, cycling through ``titles``.
  static func titleSizes(count: Int) -> [CGSize] {
    let style = CurvedTabBarTokens.standard.titleTypography()
    let sizes = titles.map { word -> CGSize in
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
