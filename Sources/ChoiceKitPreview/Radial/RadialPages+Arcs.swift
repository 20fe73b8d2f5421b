import ChoiceKitCore
import Foundation

extension RadialPages {
  /// A square layout frame with room for four items around the centre button.
  static let square = CGSize(width: 360, height: 360)

  /// Halves, a quarter arc, custom starts and directions, mirrored, and a layout's fixed and
  /// fitted radius.
  static func arcs() -> [Gallery.Entry] {
    let three = Array(items.prefix(3))
    let four = Array(items.prefix(4))
    let hebrewThree = Array(hebrew.prefix(3))
    let (closed, open) = hebrewTitles
    let leading = RadialPreview(items: three, arc: .leadingHalf)
    let quarter = RadialPreview(items: three, arc: RadialArc(startDegrees: 270, sweepDegrees: 90))
    let custom = RadialPreview(
      items: Array(items.prefix(5)),
      arc: RadialArc(startDegrees: 200, sweepDegrees: 140, direction: .counterClockwise))
    return [
      entry(
        "leading-half", "Leading half",
        "From the top round the leading side to the bottom: \(spread(leading)).", leading),
      entry(
        "trailing-half", "Trailing half", "Round the trailing side, 90° apart.",
        RadialPreview(items: three, arc: .trailingHalf)),
      entry(
        "quarter-arc", "Quarter arc",
        "The items fan from the leading side up to the top, a quarter of the circle round the centre "
          + "button: \(spread(quarter)). It is the arc for a button in a bottom trailing corner; the picture "
          + "draws the button in the middle of the page.", quarter),
      entry(
        "start-45", "Full circle from 45°",
        "Four items from a custom start angle: the circle turned by 45°, as the tutorial's angleOffset: 45.",
        RadialPreview(items: four, arc: RadialArc(startDegrees: 45, sweepDegrees: 360))),
      entry(
        "start-200-counter-clockwise", "Custom arc, counter-clockwise",
        "From \(degrees(custom.arc.startDegrees)), running counter-clockwise: \(spread(custom)).", custom),
      entry(
        "full-circle-rtl", "Full circle, right to left",
        "Hebrew titles: the circle runs counter-clockwise from the top, so item 2 sits on the left.",
        RadialPreview(
          items: hebrew, traits: ChoiceTraits(isRightToLeft: true), closedTitle: closed, openTitle: open)),
      entry(
        "trailing-half-rtl", "Trailing half, right to left",
        "The trailing half is on the left in a right-to-left layout.",
        RadialPreview(
          items: hebrewThree, arc: .trailingHalf, traits: ChoiceTraits(isRightToLeft: true),
          closedTitle: closed, openTitle: open)),
      entry(
        "leading-half-layout-rtl-dark", "Leading half as a layout, right to left, dark",
        "The tutorial's .leadingCircle (items hanging outwards from their trailing edge) in a 440 × 360 "
          + "frame, mirrored to the right, in the dark appearance.",
        RadialPreview(
          items: hebrewThree, arc: .leadingHalf, anchor: .trailing,
          frameSize: CGSize(width: 440, height: 360),
          traits: ChoiceTraits(appearance: .dark, isRightToLeft: true), closedTitle: closed, openTitle: open)),
      entry(
        "radius-fitted", "Fitted radius in a frame",
        "RadialLayout: the largest radius that keeps every item inside the 360 × 360 frame.",
        RadialPreview(items: four, frameSize: square)),
      entry(
        "radius-fixed-120", "Fixed radius, 120 pt",
        "A fixed radius ignores the frame: 120 pt from the centre to each item's centre.",
        RadialPreview(items: four, radius: .fixed(120), frameSize: square)),
      entry(
        "radius-fixed-200", "Fixed radius, 200 pt",
        "A fixed radius larger than the frame allows: the items reach outside the dashed bounds.",
        RadialPreview(items: four, radius: .fixed(200), frameSize: square)),
    ]
  }

  /// The tutorial's own menu open and closed, light and dark, disabled items and large text.
  static func states() -> [Gallery.Entry] {
    let tutorial = RadialPreview(
      items: RadialPreview.tutorialItems, arc: RadialArc(tutorialDegrees: -180, offset: 0), anchor: .trailing,
      frameSize: CGSize(width: 300, height: 300), closedTitle: "Abrir", openTitle: "Cerrar")
    var closed = tutorial
    closed.isExpanded = false
    var closedDark = closed
    closedDark.traits.appearance = .dark
    var menuDark = RadialPreview(
      items: RadialPreview.tutorialItems, arc: .leadingHalf, closedTitle: "Abrir", openTitle: "Cerrar")
    menuDark.traits.appearance = .dark
    let four = Array(items.prefix(4))
    var disabled = four
    disabled[2].isEnabled = false
    return [
      entry(
        "tutorial-open", "The tutorial's ContentView, open",
        "RadialLayout(angleConfig: .leadingCircle, angleOffset: 0) in its 300 × 300 frame around the "
          + "\(points(tutorial.centerDiameter)) button, whose fill turns white and whose title reads "
          + "\(GalleryCaption.quoted(tutorial.openTitle)).", tutorial,
        call: tutorialCall(tutorial)),
      entry(
        "tutorial-closed", "The tutorial's ContentView, closed",
        "Closed: only the black centre button reading \(GalleryCaption.quoted(closed.closedTitle)); no item "
          + "is drawn.", closed,
        call: tutorialCall(closed)),
      entry(
        "menu-open-dark", "Open, dark",
        "The tutorial's items as a RadialMenu on the leading half, in the tokens' dark colours: white ink, "
          + "a black open button.", menuDark),
      entry(
        "tutorial-closed-dark", "Closed, dark", "The closed button is white with black text in the dark.",
        closedDark, call: tutorialCall(closedDark)),
      entry(
        "disabled-item", "A disabled item",
        "Item 3 cannot be chosen: drawn at the tokens' disabled opacity (35 %).",
        RadialPreview(items: disabled)),
      entry(
        "text-accessibility3", "Accessibility text size",
        "Titles at accessibility 3 make the items larger; the centre button grows with its title (up to "
          + "1.6 times), and the menu radius grows so the items still clear the button and each other.",
        RadialPreview(items: four, traits: ChoiceTraits(textScale: .accessibility3))),
    ]
  }

  /// The tutorial's own call: its layout angle kept by a `RadialLayoutAngle` case, in its
  /// 300 × 300 frame, the items shown while the menu is open.
  static func tutorialCall(_ preview: RadialPreview) -> Gallery.Code {
    let head =
      "RadialLayout(angleConfig: .leadingCircle, angleOffset: 0) {\n  if isExpanded {\n"
      + preview.layoutContent.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") + "\n  }\n}"
    return Gallery.Code(
      GalleryCall.swiftUI(
        head, modifiers: [GalleryCall.frame(width: 300, height: 300)], tags: preview.galleryTags),
      state: ["@State private var isExpanded = \(preview.isExpanded)"], drawn: preview.galleryDrawn)
  }
}
