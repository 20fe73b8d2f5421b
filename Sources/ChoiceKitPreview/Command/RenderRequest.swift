import ChoiceKitCore
import Foundation

extension ChoiceKitCommand {
  /// One picture `choicekit render` is asked for: a control in one configuration, still or in
  /// motion, and the file it goes to.
  ///
  /// Every value has been checked against the control when a request exists, so drawing it
  /// cannot fail; only writing the file can. Positions are stored from 0, as the previews count.
  public struct RenderRequest: Sendable, Equatable {
    /// How the picture shows time.
    enum Motion: Sendable, Equatable {
      /// The configuration at rest.
      case still
      /// A looping animated SVG of the control's transition.
      case animated
      /// Still frames of the transition side by side.
      case filmstrip(frames: Int)
    }

    /// How many options a value picker lets the person choose.
    enum SelectionMode: String, Sendable, Equatable, CaseIterable {
      /// Exactly one option.
      case single
      /// One option or none, with a “None” row.
      case optional
      /// Any number, within the limits.
      case multiple
    }

    /// The control drawn.
    var control: RenderControl
    /// The SVG file written.
    var output: String
    /// The options', tabs' or items' titles.
    var labels: [String]
    /// The tabs' or items' symbols, one per label; other controls have none.
    var icons: [String]
    /// The selected positions: at most one, except for a multiple value picker.
    var selection: [Int]
    /// Positions that cannot be chosen.
    var disabled: Set<Int> = []
    /// Light or dark.
    var appearance: Appearance = .light
    /// Whether the layout runs right to left.
    var isRightToLeft = false
    /// The Dynamic Type size.
    var textScale: TextScale = .large
    /// The device family whose form is drawn.
    var idiom: InterfaceIdiom = .phone
    /// The width offered, or `nil` for the preview's own default.
    var width: CGFloat?
    /// Still or moving.
    var motion: Motion = .still
    /// Where a segmented picker's or tab bar's transition starts.
    var from = 0
    /// The segmented picker's look.
    var segmentedStyle: SegmentedPickerStyleKind = .capsule
    /// The segmented picker's sizing, or `nil` for the idiom's.
    var sizing: SegmentedPickerSizing?
    /// The tab bar's centre action title, or `nil` for none.
    var action: String? = "New"
    /// Where the tab bar's notch rests.
    var notch: TabBarNotchMode = .fixed
    /// The arc radial items follow.
    var arc: RadialArc = .fullCircle
    /// The radial items' radius.
    var radius: RadialRadius = .fitted
    /// Which point of each radial item sits on the circle.
    var anchor: RadialAnchor = .center
    /// The radial layout's frame.
    var frame = CGSize(width: 300, height: 300)
    /// Whether the radial menu or the value picker's list is open.
    var isOpen: Bool
    /// Whether the radial guides are drawn.
    var showsGuides = true
    /// Whether the radial opening fades instead of travelling.
    var reduceMotion = false
    /// The value picker's title.
    var title = "Name"
    /// How many options the value picker lets the person choose.
    var mode: SelectionMode = .single
    /// The value picker's limits in multiple mode.
    var limits: ValuePickerLimits = .none
    /// How the value picker shows its options.
    var valuePickerStyle: ValuePickerPreview.Style = .navigationLink
    /// The side of the value picker's checkmark.
    var checkmark: ValuePickerCheckmark = .trailing
    /// The value picker's search text.
    var query = ""

    /// A request for a control with every option at its default: the control's default content,
    /// the first option selected (none for a value picker), a radial menu open and a value
    /// picker closed.
    init(control: RenderControl, output: String) {
      self.control = control
      self.output = output
      let content = Self.defaultContent(for: control)
      labels = content.map(\.label)
      icons = content.map(\.icon).filter { !$0.isEmpty }
      selection = [0]
      isOpen = control == .radialMenu || control == .radialLayout
    }

    /// The labels and symbols drawn when a command line gives none: the tutorials' own.
    static func defaultContent(for control: RenderControl) -> [(label: String, icon: String)] {
      switch control {
      case .segmentedPicker: ["Day", "Week", "Month", "Year"].map { ($0, "") }
      case .tabBar: TabBarPreview.tutorialTabs.map { ($0.title, $0.systemImage) }
      case .radialMenu, .radialLayout: RadialPreview.tutorialItems.map { ($0.title, $0.systemImage) }
      case .valuePicker: ["John", "Jean", "Juan"].map { ($0, "") }
      }
    }
  }
}
