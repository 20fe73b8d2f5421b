import ChoiceKitCore
import ChoiceKitPreview
import Foundation

/// What `choicekit render radial` reads and draws: a ``RadialPreview`` as `RadialMenu` places its
/// items around the centre button, or with `--frame` as `RadialLayout` places them in a frame;
/// or its opening.
package struct RadialRenderOptions: ControlRenderOptions, Equatable {
  /// The arc the items follow.
  package static let arc = RenderArgument<RadialArc>(
    RenderOption(
      "--arc", placeholder: "full-circle|trailing-half|leading-half|START,SWEEP",
      help: "The arc the items follow (default full-circle); START,SWEEP in degrees clockwise from the "
        + "top, a negative sweep running counter-clockwise.")
  ) { value, option throws(CommandUsageError) in try RenderValue.arc(value, for: option) }
  /// The items' radius.
  package static let radius = RenderArgument<RadialRadius>(
    RenderOption(
      "--radius", placeholder: "fitted|POINTS", help: "A fixed radius in points, or fitted (default).")
  ) { value, option throws(CommandUsageError) in
    value.lowercased() == "fitted" ? .fitted : .fixed(try RenderValue.length(value, for: option))
  }
  /// Which point of each item sits on the circle.
  package static let anchor = RenderArgument.choice(
    "--anchor", [("center", RadialAnchor.center), ("leading", .leading), ("trailing", .trailing)],
    help: "Which point of each item sits on the circle (default center).")
  /// The layout's frame, which draws a `RadialLayout` instead of a `RadialMenu`.
  package static let frame = RenderArgument<CGSize>(
    RenderOption(
      "--frame", placeholder: "WIDTHxHEIGHT",
      help: "Draw a RadialLayout in this frame, also written WIDTH,HEIGHT (default: a RadialMenu, "
        + "which has none).")
  ) { value, option throws(CommandUsageError) in try RenderValue.size(value, for: option) }
  /// A straight menu instead of an arc.
  package static let line = RenderArgument<RadialLine>(
    RenderOption(
      "--line", placeholder: "up|down|leading|trailing|DEGREES",
      help: "Put the menu's items in a line from the centre button (a speed dial) in this direction, "
        + "DEGREES clockwise from the top, instead of on the arc.")
  ) { value, option throws(CommandUsageError) in
    let named: [(String, RadialLine)] = [
      ("up", .up), ("down", .down), ("leading", .leading), ("trailing", .trailing),
    ]
    if let match = named.first(where: { $0.0 == value.lowercased() }) { return match.1 }
    guard let degrees = Double(value), degrees.isFinite else {
      throw RenderValue.refusal(
        option, takes: "up, down, leading, trailing or a finite number of degrees", not: value)
    }
    return RadialLine(directionDegrees: degrees)
  }
  /// How a line's wide items line up with the centre button.
  package static let lineAlignment = RenderArgument.choice(
    "--line-align", [("leading", RadialLineAlignment.leading), ("center", .center), ("trailing", .trailing)],
    help: "With --line up or down, line items wider than the centre button up by their leading or "
      + "trailing edges with the button's (default center).")
  /// Open or closed.
  package static let state = RenderArgument.openOrClosed(
    "Open with its items, or the centre button alone (default open).")
  /// The item drawn as the finger pointing at it does.
  package static let highlight = RenderOption(
    "--highlight", placeholder: "N",
    help: "Draw item N, from 1, as the finger pointing at it draws it: outlined in the tint (default none).")
  /// Whether the guides are drawn.
  package static let noGuides = RenderOption(
    "--no-guides", placeholder: nil, help: "Leave out the frame, circle, arc and numbers drawn as guides.")
  /// The frames a filmstrip shows by default: as many as the gallery's.
  package static let defaultFrames = 7

  package static let options: [RenderOption] =
    [
      .labels("The items' titles (default Crear,Buscar,Borrar)."), .icons, .disabled, Self.arc.option,
      Self.line.option, Self.lineAlignment.option, Self.radius.option, Self.anchor.option, Self.frame.option,
      Self.state.option, highlight, noGuides,
    ] + RenderOption.environment + [
      .tint,
      .transition("Draw the opening as a looping animated SVG or a filmstrip of still frames."),
      .frames(default: defaultFrames), .reduceMotion, .output,
    ]

  /// The items' titles and symbols, and the disabled ones.
  package var content: RenderContent
  /// The arc the items follow.
  package var arc: RadialArc = .fullCircle
  /// The line the menu's items follow instead of the arc, if any.
  package var line: RadialLine?
  /// The items' radius.
  package var radius: RadialRadius = .fitted
  /// Which point of each item sits on the circle.
  package var anchor: RadialAnchor = .center
  /// The layout's frame, or `nil` for the menu.
  package var frame: CGSize?
  /// Whether the menu is open.
  package var isOpen = true
  /// Whether the guides are drawn.
  package var showsGuides = true
  /// The item drawn highlighted, from 0, or `nil` for none.
  package var highlighted: Int?
  /// The tint `--tint` sets, or `nil` for the tokens' own.
  package var tint: AdaptiveColor?
  /// The environment.
  package var traits: ChoiceTraits
  /// Still or moving.
  package var motion: RenderMotion = .still

  package init(_ options: CommandOptions, traits: ChoiceTraits) throws(CommandUsageError) {
    content = try RenderContent.read(
      options, defaults: RadialPreview.tutorialItems.map { ($0.title, $0.systemImage) })
    self.traits = traits
    arc = try Self.arc.read(options) ?? arc
    radius = try Self.radius.read(options) ?? radius
    anchor = try Self.anchor.read(options) ?? anchor
    frame = try Self.frame.read(options)
    line = try Self.line.read(options)
    if let alignment = try Self.lineAlignment.read(options) {
      guard let aligned = line?.aligned(alignment) else {
        throw RenderValue.conflict("option '--line-align' needs '--line'")
      }
      line = aligned
    }
    if line != nil {
      if frame != nil { throw RenderValue.conflict("option '--line' places a menu's items: drop '--frame'") }
      if options.value(of: Self.arc.option.name) != nil {
        throw RenderValue.conflict("options '--line' and '--arc' each set the items' path: give one")
      }
    }
    isOpen = try Self.state.read(options) ?? isOpen
    if let value = options.value(of: Self.highlight.name) {
      highlighted = try RenderValue.positions(
        value, for: Self.highlight, count: content.labels.count, most: 1, allowsNone: false
      ).first
      if !isOpen {
        throw RenderValue.conflict("option '--highlight' draws an open menu's item: drop '--state closed'")
      }
    }
    tint = try RenderArgument.tint.read(options)
    showsGuides = !options.contains(Self.noGuides.name)
    motion = try RenderMotion.read(
      options, defaultFrames: Self.defaultFrames, needingTransition: [.reduceMotion])
    if motion != .still && !isOpen {
      throw RenderValue.conflict(
        "option '--transition' draws the opening, which ends open: drop '--state closed'")
    }
  }

  /// The menu, or the layout in its frame, in this configuration.
  package var preview: RadialPreview {
    let items = content.labels.indices.map { index in
      RadialPreview.Item(
        content.labels[index], systemImage: content.icons[index], isEnabled: !content.disabled.contains(index)
      )
    }
    var preview = RadialPreview(
      items: items, arc: arc, line: line, radius: radius, anchor: anchor, isExpanded: isOpen,
      highlighted: highlighted, frameSize: frame, traits: traits, showsGuides: showsGuides)
    if let tint { preview.tokens.tint = tint }
    return preview
  }

  /// Items piled on each other or over the centre button, said with what would part them.
  package var warnings: [String] {
    let preview = preview
    var warnings: [String] = []
    if tint != nil && highlighted == nil {
      warnings.append("'--tint' colours the highlighted item only: add '--highlight N' to see it")
    }
    guard preview.isExpanded else { return warnings }
    let layout = preview.layout()
    let arrangement = layout.arrangement
    if preview.line == nil, !arrangement.fitsWithoutOverlap {
      warnings.append(
        "the items share one direction on this arc (a sweep of 0°, or too many items for it): no radius "
          + "keeps them apart; give the arc a sweep")
    }
    let overlaps = preview.overlaps(in: layout.placement)
    if !overlaps.items.isEmpty, arrangement.fitsWithoutOverlap {
      let pairs = overlaps.items.map { "\($0.first + 1) and \($0.second + 1)" }.joined(separator: ", ")
      let ideal = DecimalText.format(Double(arrangement.idealRadius), places: 0)
      warnings.append("items \(pairs) overlap; a radius of \(ideal) pt or '--radius fitted' keeps them apart")
    }
    // A layout in a frame has no button of its own to clear; a menu's items should clear it.
    if preview.isMenu, !overlaps.centerButton.isEmpty {
      let items = overlaps.centerButton.map { "\($0 + 1)" }.joined(separator: ", ")
      warnings.append("items \(items) cover the centre button; a larger radius clears it")
    }
    return warnings
  }

  package func svg() -> String {
    let preview = preview
    return motion.draw(preview.displayList()) { preview.openingTransition() }
  }
}
