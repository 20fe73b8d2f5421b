import ChoiceKitCore
import Foundation

/// What `choicekit render radial` reads and draws: a ``RadialPreview`` as `RadialMenu` places its
/// items around the centre button, or with `--frame` as `RadialLayout` places them in a frame;
/// or its opening.
package struct RadialRenderOptions: ControlRenderOptions, Equatable {
  /// The arc the items follow.
  package static let arc = RenderOption(
    "--arc", placeholder: "full-circle|trailing-half|leading-half|START,SWEEP",
    help: "The arc the items follow (default full-circle); START,SWEEP in degrees clockwise from the "
      + "top, a negative sweep running counter-clockwise.")
  /// The items' radius.
  package static let radius = RenderOption(
    "--radius", placeholder: "fitted|POINTS", help: "A fixed radius in points, or fitted (default).")
  /// Which point of each item sits on the circle.
  package static let anchor = RenderOption(
    "--anchor", values: ["center", "leading", "trailing"],
    help: "Which point of each item sits on the circle (default center).")
  /// The layout's frame, which draws a `RadialLayout` instead of a `RadialMenu`.
  package static let frame = RenderOption(
    "--frame", placeholder: "WIDTHxHEIGHT",
    help: "Draw a RadialLayout in this frame, also written WIDTH,HEIGHT (default: a RadialMenu, "
      + "which has none).")
  /// Open or closed.
  package static let state = RenderOption(
    "--state", values: ["open", "closed"],
    help: "Open with its items, or the centre button alone (default open).")
  /// Whether the guides are drawn.
  package static let noGuides = RenderOption(
    "--no-guides", placeholder: nil, help: "Leave out the frame, circle, arc and numbers drawn as guides.")
  /// The frames a filmstrip shows by default: as many as the gallery's.
  package static let defaultFrames = 7

  package static let options: [RenderOption] =
    [
      .labels("The items' titles (default Crear,Buscar,Borrar)."), .icons, .disabled, arc, radius, anchor,
      frame, state, noGuides,
    ] + RenderOption.environment + [
      .transition("Draw the opening as a looping animated SVG or a filmstrip of still frames."),
      .frames(default: defaultFrames), .reduceMotion, .output,
    ]

  /// The items' titles and symbols, and the disabled ones.
  package var content: RenderContent
  /// The arc the items follow.
  package var arc: RadialArc = .fullCircle
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
  /// The environment.
  package var traits: ChoiceTraits
  /// Still or moving.
  package var motion: RenderMotion = .still

  package init(_ options: CommandOptions, traits: ChoiceTraits) throws(CommandUsageError) {
    content = try RenderContent.read(
      options, defaults: RadialPreview.tutorialItems.map { ($0.title, $0.systemImage) })
    self.traits = traits
    if let value = options.value(of: Self.arc.name) { arc = try RenderValue.arc(value, for: Self.arc) }
    if let value = options.value(of: Self.radius.name) {
      radius =
        value.lowercased() == "fitted" ? .fitted : .fixed(try RenderValue.length(value, for: Self.radius))
    }
    if let value = options.value(of: Self.anchor.name) {
      anchor = try RenderValue.choice(
        value, for: Self.anchor, from: [("center", .center), ("leading", .leading), ("trailing", .trailing)])
    }
    if let value = options.value(of: Self.frame.name) { frame = try RenderValue.size(value, for: Self.frame) }
    if let value = options.value(of: Self.state.name) {
      isOpen = try RenderValue.choice(value, for: Self.state, from: [("open", true), ("closed", false)])
    }
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
    return RadialPreview(
      items: items, arc: arc, radius: radius, anchor: anchor, isExpanded: isOpen, frameSize: frame,
      traits: traits, showsGuides: showsGuides)
  }

  package func svg() -> String {
    let preview = preview
    return motion.draw(preview.displayList()) { preview.openingTransition() }
  }
}
