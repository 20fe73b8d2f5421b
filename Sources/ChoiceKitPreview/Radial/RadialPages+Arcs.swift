import ChoiceKitCore
import Foundation

extension RadialPages {
  /// Halves, a quarter arc, custom starts and directions, mirrored, at fixed and fitted radii.
  static func arcs() -> [Gallery.Entry] {
    let three = Array(items.prefix(3))
    let four = Array(items.prefix(4))
    let square = CGSize(width: roomySide, height: roomySide)
    return [
      entry(
        "leading-half", "Leading half",
        "As the tutorial's RadialLayout(angleConfig: .leadingCircle): from the top round the leading side to "
          + "the bottom, each item hanging outwards from its trailing edge.",
        roomy(RadialPreview(items: three, arc: .leadingHalf, anchor: .trailing))),
      entry(
        "trailing-half", "Trailing half",
        "As RadialLayout(angleConfig: .trailingCircle): round the trailing side, hanging from the leading edge.",
        roomy(RadialPreview(items: three, arc: .trailingHalf, anchor: .leading))),
      entry(
        "quarter-arc", "Quarter arc",
        "A button in the bottom trailing corner fans its items from the leading side up to the top: "
          + "90° over 3 items, 45° apart.",
        roomy(RadialPreview(items: three, arc: RadialArc(startDegrees: 270, sweepDegrees: 90)))),
      entry(
        "start-45", "Full circle from 45°",
        "Four items from a custom start angle: the circle turned by 45°, as the tutorial's angleOffset: 45.",
        roomy(RadialPreview(items: four, arc: RadialArc(startDegrees: 45, sweepDegrees: 360)))),
      entry(
        "start-200-counter-clockwise", "Custom arc, counter-clockwise",
        "Five items over 140° from 200°, running counter-clockwise: 35° apart.",
        roomy(
          RadialPreview(
            items: Array(items.prefix(5)),
            arc: RadialArc(startDegrees: 200, sweepDegrees: 140, direction: .counterClockwise)))),
      entry(
        "full-circle-rtl", "Full circle, right to left",
        "Hebrew titles: the circle runs counter-clockwise from the top, so item 2 sits on the left.",
        roomy(
          RadialPreview(
            items: hebrew, isRightToLeft: true, closedTitle: hebrewTitles.closed, openTitle: hebrewTitles.open
          ))),
      entry(
        "trailing-half-rtl", "Trailing half, right to left",
        "The trailing half is on the left in a right-to-left layout; the anchor mirrors too.",
        roomy(
          RadialPreview(
            items: Array(hebrew.prefix(3)), arc: .trailingHalf, anchor: .leading, isRightToLeft: true,
            closedTitle: hebrewTitles.closed, openTitle: hebrewTitles.open))),
      entry(
        "leading-half-rtl-dark", "Leading half, right to left, dark",
        "The leading half mirrored to the right, in the dark appearance.",
        roomy(
          RadialPreview(
            items: Array(hebrew.prefix(3)), arc: .leadingHalf, anchor: .trailing, appearance: .dark,
            isRightToLeft: true, closedTitle: hebrewTitles.closed, openTitle: hebrewTitles.open))),
      entry(
        "radius-fitted", "Fitted radius",
        "The largest radius that keeps every item inside the 360 × 360 frame.",
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

  /// Open and closed, light and dark, disabled items and large text.
  static func states() -> [Gallery.Entry] {
    let tutorial = RadialPreview(
      items: RadialPreview.tutorialItems, arc: RadialArc(tutorialDegrees: -180, offset: 0), anchor: .trailing,
      closedTitle: "Abrir", openTitle: "Cerrar")
    var closed = tutorial
    closed.isExpanded = false
    var closedDark = closed
    closedDark.appearance = .dark
    var openDark = roomy(tutorial)
    openDark.appearance = .dark
    let four = Array(items.prefix(4))
    var disabled = four
    disabled[2].isEnabled = false
    return [
      entry(
        "tutorial-open", "The tutorial's ContentView, open",
        "Its ContentView: RadialLayout(angleConfig: .leadingCircle, angleOffset: 0) around the 100 pt "
          + "button, whose fill turns white and whose title reads “Cerrar”.", tutorial),
      entry(
        "tutorial-closed", "The tutorial's ContentView, closed",
        "Closed: only the black centre button reading “Abrir”; no item is drawn.", closed),
      entry("tutorial-open-dark", "Open, dark", "The tokens' dark colours: items in white ink.", openDark),
      entry(
        "tutorial-closed-dark", "Closed, dark", "The closed button is white with black text in the dark.",
        closedDark),
      entry(
        "disabled-item", "A disabled item",
        "Item 3 cannot be chosen: drawn at the tokens' disabled opacity (35 %).",
        RadialPreview(items: disabled, frameSize: CGSize(width: roomySide, height: roomySide))),
      entry(
        "text-accessibility3", "Accessibility text size",
        "Titles at accessibility 3 make the items larger; the ideal size grows so they still do not touch.",
        roomy(RadialPreview(items: four, textScale: .accessibility3))),
    ]
  }
}
