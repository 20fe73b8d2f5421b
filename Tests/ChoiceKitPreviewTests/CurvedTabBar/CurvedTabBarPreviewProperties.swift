import ChoiceKitCore
import ChoiceKitPreview
import ChoiceKitTestSupport
import Foundation
import Testing

/// Properties of the tab bar's previews over generated input: whatever the tabs, selection,
/// widths, insets, text sizes and forms, the SVG holds only finite numbers, and a drawn
/// indicator sits at the core's frame.
@Suite("CurvedTabBarPreview properties", .timeLimit(.minutes(10)))
struct CurvedTabBarPreviewProperties {
  static let symbols = ["house.fill", "magnifyingglass", "heart.fill", "person.fill", "calendar", "unknown"]

  private static func preview(_ random: inout SeededRandom) -> CurvedTabBarPreview {
    let count = Generate.count(&random, upTo: 24)
    let tabs = (0..<count).map { _ -> CurvedTabBarPreview.Tab in
      let badges: [CurvedTabBarBadge?] = [
        nil, .count(random.int(in: -2...500)), .text(Generate.string(&random)), .dot,
      ]
      return CurvedTabBarPreview.Tab(
        String(Generate.string(&random).prefix(30)),
        systemImage: symbols[random.int(in: 0...symbols.count - 1)],
        badge: badges[random.int(in: 0...badges.count - 1)])
    }
    return CurvedTabBarPreview(
      tabs: tabs, selection: Generate.selection(&random, count: count),
      action: random.int(in: 0...3) == 0 ? nil : .init(String(Generate.string(&random).prefix(20))),
      mode: random.int(in: 0...1) == 0 ? .fixed : .travelling, width: Generate.proposal(&random),
      bottomInset: Generate.length(&random),
      traits: ChoiceTraits(
        appearance: random.int(in: 0...1) == 0 ? .light : .dark, isRightToLeft: random.int(in: 0...1) == 1,
        textScale: ChoiceTextScale.allCases[random.int(in: 0...ChoiceTextScale.allCases.count - 1)],
        idiom: InterfaceIdiom.allCases[random.int(in: 0...InterfaceIdiom.allCases.count - 1)]),
      margin: Generate.length(&random))
  }

  private static func hasNonFinite(_ svg: String) -> Bool {
    svg.contains("nan") || svg.contains("inf") || svg.contains("NaN")
  }

  @Test func stillsHoldOnlyFiniteNumbers() {
    checkProperty("tab bar preview SVG is finite", generate: Self.preview) { preview in
      Self.hasNonFinite(SVGRenderer().render(preview.displayList())) ? "non-finite number in the SVG" : nil
    }
  }

  @Test func transitionsHoldOnlyFiniteNumbers() {
    checkProperty(
      "tab bar transition SVG is finite", cases: max(PropertyCheck.cases / 10, 5),
      generate: { random in (Self.preview(&random), random.int(in: -2...30), random.int(in: -2...30)) }
    ) { preview, from, to in
      let filmstrip = SVGRenderer().render(preview.transition(from: from, to: to).filmstrip(count: 4))
      return Self.hasNonFinite(filmstrip) ? "non-finite number in the filmstrip" : nil
    }
  }

  @Test func theIndicatorIsAtTheCoreFrame() {
    checkProperty(
      "indicator at the core frame",
      generate: { random -> CurvedTabBarPreview in
        var preview = Self.preview(&random)
        preview.form = .curvedBar
        preview.width = random.cgFloat(in: 200...900)
        preview.margin = 16
        preview.bottomInset = random.cgFloat(in: 0...40)
        return preview
      }
    ) { preview in
      let layout = preview.layout()
      let list = preview.displayList()
      let origin = CGPoint(x: 16, y: list.size.height - 16 - layout.size.height)
      let expected = preview.shownSelection.flatMap { layout.indicatorFrame(at: Double($0)) }
        .map { $0.offsetBy(dx: origin.x, dy: origin.y) }
      let fill = Paint.color(preview.tokens.tint.resolved(in: preview.traits.appearance))
      let drawn = DrawnItems(list).bounds(filledWith: fill)
      switch expected {
      case nil: return drawn.isEmpty ? nil : "an indicator without a selection"
      case let frame?:
        return drawn.count == 1 && nearlyEqual(drawn[0], frame, tolerance: 1e-6) ? nil : "\(drawn) ≠ \(frame)"
      }
    }
  }
}

/// Where the curved bar puts its text, over titles real apps show: no two text runs overlap, no
/// text covers an icon or a badge, nothing leaves the canvas, and each title stays inside its
/// tab's slot, the core layout's item frame.
@Suite("CurvedTabBarPreview text audit", .timeLimit(.minutes(10)))
struct CurvedTabBarPreviewTextAuditProperties {
  /// Titles of every kind a bar shows: words, long ones, accented, Arabic and Hebrew, emoji,
  /// and none.
  static let titles = [
    "Home", "Search", "Favourites", "Profile", "Inbox", "Notifications", "Settings and privacy",
    "Configuración", "Música", "Área", "Café", "Übersicht", "الرئيسية", "بحث", "الإعدادات", "בית", "חיפוש",
    "הגדרות", "📷", "Fotos 📷", "👩‍👩‍👧‍👦", "日本語", "", "Internationalisation preferences",
  ]
  /// Badge texts; none is a title, so a run's text tells a badge from a title.
  static let badgeTexts = ["NEW", "¡Ya!", "جديد", "חדש", "🔥", "Beta", "  Sale  ", "Limited offer"]
  static let symbols = ["house.fill", "magnifyingglass", "heart.fill", "person.fill", "calendar", "unknown"]
  static let looks: [(String, CurvedTabBarTokens)] = [
    ("standard", .standard), ("tutorial", .tutorial),
    (
      "compact",
      CurvedTabBarTokens {
        $0.metrics = .compact
      }
    ),
  ]

  /// A curved bar, and the selection it is drawn at: a tab at rest, or between two mid-move.
  struct Case: CustomStringConvertible {
    var preview: CurvedTabBarPreview
    var look: String
    var position: Double?

    var description: String {
      let tabs = preview.tabs.map { "\($0.title)|\($0.badge.map { "\($0)" } ?? "-")" }
      return
        "\(look) \(preview.mode) width \(preview.width.map { "\($0)" } ?? "nil") \(preview.traits.textScale) "
        + "\(preview.traits.isRightToLeft ? "rtl" : "ltr") \(preview.traits.appearance) "
        + "action \(preview.action != nil) position \(position.map { "\($0)" } ?? "nil") tabs \(tabs)"
    }
  }

  static func generate(_ random: inout SeededRandom) -> Case {
    let count = random.int(in: 1...8)
    let tabs = (0..<count).map { _ -> CurvedTabBarPreview.Tab in
      let badges: [CurvedTabBarBadge?] = [
        nil, nil, .count(random.int(in: -2...1_500)),
        .text(badgeTexts[random.int(in: 0...badgeTexts.count - 1)]),
        .dot,
      ]
      return CurvedTabBarPreview.Tab(
        titles[random.int(in: 0...titles.count - 1)],
        systemImage: symbols[random.int(in: 0...symbols.count - 1)],
        badge: badges[random.int(in: 0...badges.count - 1)])
    }
    let look = looks[random.int(in: 0...looks.count - 1)]
    let widths: [CGFloat?] = [nil, 320, 390, 430, 744, 1024]
    let width =
      random.int(in: 0...2) == 0
      ? widths[random.int(in: 0...widths.count - 1)] : random.cgFloat(in: 120...1200)
    var preview = CurvedTabBarPreview(
      tabs: tabs, selection: random.int(in: 0...5) == 0 ? nil : random.int(in: 0...count - 1),
      action: random.int(in: 0...3) == 0 ? nil : .init("New"),
      mode: random.int(in: 0...1) == 0 ? .fixed : .travelling, width: width,
      bottomInset: [0, 34, 21][random.int(in: 0...2)],
      traits: ChoiceTraits(
        appearance: random.int(in: 0...1) == 0 ? .light : .dark, isRightToLeft: random.int(in: 0...1) == 1,
        textScale: ChoiceTextScale.allCases[random.int(in: 0...ChoiceTextScale.allCases.count - 1)]),
      form: .curvedBar, tokens: look.1)
    preview.margin = 16
    // A fixed bar is also drawn mid-move, where only the dot and the colours move. A travelling
    // bar is drawn at rest: mid-move, its rising icons cross their own fading titles.
    let position: Double? =
      preview.mode == .fixed && random.int(in: 0...3) == 0
      ? random.double(in: 0...Double(count - 1)) : preview.shownSelection.map(Double.init)
    return Case(preview: preview, look: look.0, position: position)
  }

  /// What is wrong with where the bar puts its text, in words; `nil` when nothing is.
  static func problems(_ input: Case) -> String? {
    let preview = input.preview
    let layout = preview.layout()
    let list = preview.displayList(selectionPosition: input.position)
    let origin = CGPoint(
      x: preview.resolvedMargin, y: list.size.height - preview.resolvedMargin - layout.size.height)
    func onCanvas(_ frame: CGRect) -> CGRect { frame.offsetBy(dx: origin.x, dy: origin.y) }
    let slots = layout.itemFrames.map(onCanvas)
    let icons = preview.tabs.indices.map { index in
      onCanvas(layout.iconFrame(forTab: index, selectedPosition: input.position) ?? .null)
    }
    // Each badge's capsule, and the text drawn in it, where the core places them.
    let badges = preview.tabs.indices.map { index -> (frame: CGRect, text: String?)? in
      guard let badge = preview.tabs[index].badge else { return nil }
      let width = badge.text.map { preview.measurer.measure($0, style: preview.tokens.badgeTitle).width } ?? 0
      return layout.badgePlacement(badge, forTab: index, textWidth: width, selectedPosition: input.position)
        .map { (onCanvas($0.frame), $0.showsText ? badge.text : nil) }
    }
    func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 1e-6 * max(1, abs(a)) }
    /// The tab whose title a mark is, by its text and the slot it is centred nearest.
    func titleTab(of mark: PlacedMark) -> Int? {
      guard case .text(let text) = mark.kind else { return nil }
      let box = mark.box
      return preview.tabs.indices.filter { preview.tabs[$0].title == text }
        .min { abs(slots[$0].midX - box.midX) < abs(slots[$1].midX - box.midX) }
    }
    /// The tab whose badge a mark is: its badge's text, centred in its badge's capsule.
    func badgeTab(of mark: PlacedMark) -> Int? {
      guard case .text(let text) = mark.kind else { return nil }
      return badges.indices.first { index in
        guard let badge = badges[index], badge.text == text else { return false }
        return near(mark.box.midX, badge.frame.midX)
      }
    }
    func iconTab(of mark: PlacedMark) -> Int? {
      guard case .icon = mark.kind else { return nil }
      return icons.indices.first {
        nearlyEqual(icons[$0], mark.box, tolerance: 1e-6 * max(1, abs(icons[$0].maxX)))
      }
    }
    var found: [String] = []
    let audit = list.textAudit(measuredBy: preview.measurer) { mark in
      titleTab(of: mark).map { slots[$0] }
    }
    for problem in audit {
      // A badge is drawn over its icon's corner on purpose: its text may cover its own icon.
      if case .overlap(let first, let second) = problem, let badge = badgeTab(of: first),
        iconTab(of: second) == badge
      {
        continue
      }
      found.append(problem.description)
    }
    // A badge's capsule is a shape, not a text run: no title may lie under it either.
    let marks = list.placedMarks(measuredBy: preview.measurer)
    for mark in marks where titleTab(of: mark) != nil && badgeTab(of: mark) == nil {
      guard let box = mark.visibleBox, !box.isEmpty else { continue }
      for badge in badges.compactMap({ $0 }) {
        let common = box.intersection(badge.frame)
        if !common.isNull, common.width > 0.5, common.height > 0.5 {
          found.append("\(mark.label) lies under a badge at \(badge.frame)")
        }
      }
    }
    return found.isEmpty ? nil : found.joined(separator: "; ")
  }

  @Test func textNeverOverlapsAndStaysInItsSlot() {
    checkProperty("curved bar text stands clear, titles in their slots", generate: Self.generate) { input in
      Self.problems(input)
    }
  }
}

/// Where the bar's other forms put their text (the Mac's sidebar, the system tab bar and the
/// watch's pages), over the same tabs: no two text runs overlap, no title covers an icon, and
/// nothing leaves the canvas. A sidebar row's badge sits at the row's end, clear of its icon; a
/// watch page's title is cut to its page, and its badge kept on it.
@Suite("CurvedTabBarPreview forms text audit", .timeLimit(.minutes(10)))
struct CurvedTabBarFormsTextAuditProperties {
  static let forms: [CurvedTabBarPlatformForm] = [.sidebar, .systemTabBar, .pages]

  @Test func textNeverOverlapsInTheOtherForms() {
    checkProperty(
      "sidebar, system bar and watch pages text stands clear",
      generate: { random -> CurvedTabBarPreviewTextAuditProperties.Case in
        var input = CurvedTabBarPreviewTextAuditProperties.generate(&random)
        input.preview.form = Self.forms[random.int(in: 0...Self.forms.count - 1)]
        if random.int(in: 0...1) == 0 { input.preview.action = .init("Create a new post") }
        return input
      }
    ) { input in
      let preview = input.preview
      let list = preview.displayList()
      let problems = list.textAudit(measuredBy: preview.measurer).filter { problem in
        // A watch page's badge sits on its own tab's symbol, as the bar's badges do: its text
        // may cover that symbol, which is the only symbol of its page.
        guard preview.resolvedForm == .pages, case .overlap(let first, let second) = problem,
          case .icon = second.kind
        else { return true }
        return abs(first.box.midX - second.box.midX) >= 184 / 2  // a watch page's width
      }
      return problems.isEmpty
        ? nil : "\(preview.resolvedForm): " + problems.map(\.description).joined(separator: "; ")
    }
  }
}
