import ChoiceKitCore

/// An option of `choicekit render`: its name, the value it takes and what it means for each
/// control, kept together so that the parser, the help and the messages cannot disagree.
///
/// Each case's raw value is the long name a command line writes; ``help(for:)`` says what it
/// does for a control, and ``RenderControl/options`` which controls read it.
enum RenderOption: String, CaseIterable, Sendable, Hashable {
  case output = "--output"
  case labels = "--labels"
  case icons = "--icons"
  case title = "--title"
  case selection = "--selection"
  case disabled = "--disabled"
  case style = "--style"
  case sizing = "--sizing"
  case action = "--action"
  case notch = "--notch"
  case arc = "--arc"
  case radius = "--radius"
  case anchor = "--anchor"
  case frame = "--frame"
  case state = "--state"
  case noGuides = "--no-guides"
  case mode = "--mode"
  case minimum = "--min"
  case maximum = "--max"
  case checkmark = "--checkmark"
  case query = "--query"
  case width = "--width"
  case appearance = "--appearance"
  case direction = "--direction"
  case textSize = "--text-size"
  case idiom = "--idiom"
  case transition = "--transition"
  case from = "--from"
  case frames = "--frames"
  case reduceMotion = "--reduce-motion"

  /// Short names and the options they stand for.
  static let aliases = ["-o": RenderOption.output.rawValue]

  /// Whether the option is a flag, which takes no value.
  var isFlag: Bool { self == .noGuides || self == .reduceMotion }

  /// The Dynamic Type sizes by the names `--text-size` takes: `TextScale`'s own.
  static let textSizes = TextScale.allCases.map(\.rawValue)

  /// The value's placeholder in the help, or `nil` for a flag.
  func placeholder(for control: RenderControl) -> String? {
    switch self {
    case .output: "FILE.svg"
    case .labels: "A,B,..."
    case .icons: "NAME,..."
    case .title, .action, .query: "TEXT"
    case .selection: control == .valuePicker ? "N[,N...]|none" : "N|none"
    case .disabled: "N,..."
    case .style:
      control == .valuePicker
        ? ValuePickerPreview.Style.allCases.map(Self.kebab).joined(separator: "|")
        : SegmentedPickerStyleKind.allCases.map(\.rawValue).joined(separator: "|")
    case .sizing: SegmentedPickerSizing.allCases.map(Self.kebab).joined(separator: "|")
    case .notch: TabBarNotchMode.allCases.map(\.rawValue).joined(separator: "|")
    case .arc: "full-circle|trailing-half|leading-half|START,SWEEP"
    case .radius: "fitted|POINTS"
    case .anchor: "center|leading|trailing"
    case .frame: "WIDTHxHEIGHT"
    case .state: "open|closed"
    case .noGuides, .reduceMotion: nil
    case .mode: "single|optional|multiple"
    case .minimum, .maximum, .from, .frames: "N"
    case .checkmark: ValuePickerCheckmark.allCases.map(\.rawValue).joined(separator: "|")
    case .width: "POINTS"
    case .appearance: Appearance.allCases.map(\.rawValue).joined(separator: "|")
    case .direction: "ltr|rtl"
    case .textSize: "SIZE"
    case .idiom: control.idioms.joined(separator: "|")
    case .transition: "animated|filmstrip"
    }
  }

  /// What the option does for a control, one sentence for the help.
  func help(for control: RenderControl) -> String {
    switch self {
    case .output:
      return "The SVG file to write (required); replaced whole, or left as it was on failure."
    case .labels:
      switch control {
      case .segmentedPicker: return "The segments' titles, comma separated (default Day,Week,Month,Year)."
      case .tabBar: return "The tabs' titles (default Home,Search,Favourites,Profile)."
      case .radialMenu, .radialLayout: return "The items' titles (default Crear,Buscar,Borrar)."
      case .valuePicker: return "The options' labels (default John,Jean,Juan)."
      }
    case .icons:
      return "SF Symbol names, one per label (default: the default items' icons in turn); known: "
        + IconSet.names.joined(separator: ", ") + "."
    case .title: return "The picker's title (default Name)."
    case .selection:
      switch control {
      case .valuePicker:
        return "Selected options by position from 1: one for single, one or none for optional, "
          + "any for multiple (default: the first; none; none)."
      case .tabBar: return "The selected tab, from 1, or none (default 1)."
      default: return "The selected segment, from 1, or none (default 1)."
      }
    case .disabled: return "Positions, from 1, that cannot be chosen."
    case .style:
      return control == .valuePicker
        ? "How the options show (default navigation-link)." : "The look (default capsule)."
    case .sizing: return "Segment widths (default: the idiom's, fit-content on the watch)."
    case .action: return "The centre action's title, or none for a bar of tabs alone (default New)."
    case .notch: return "Whether the notch stays centred or travels with the selection (default fixed)."
    case .arc:
      return "The arc the items follow (default full-circle); START,SWEEP in degrees clockwise from the "
        + "top, a negative sweep running counter-clockwise."
    case .radius: return "A fixed radius in points, or fitted (default)."
    case .anchor: return "Which point of each item sits on the circle (default center)."
    case .frame: return "The layout's frame (default 300x300)."
    case .state:
      return control == .valuePicker
        ? "The closed row or the open list (default closed; an inline picker is always open)."
        : "Open with its items, or the centre button alone (default open)."
    case .noGuides: return "Leave out the frame, circle, arc and numbers drawn as guides."
    case .mode: return "Single, optional (a None row) or multiple selection (default single)."
    case .minimum: return "Multiple mode: the fewest options that must stay chosen (default 0)."
    case .maximum: return "Multiple mode: the most options that may be chosen (default no limit)."
    case .checkmark: return "The side of a selected row's checkmark (default trailing)."
    case .query: return "Search text typed above an open pushed or sheet list that shows a search field."
    case .width:
      switch control {
      case .segmentedPicker: return "The width offered to the control (default: its ideal width)."
      case .tabBar: return "The bar's width (default 390)."
      default: return "The screen's width (default 390)."
      }
    case .appearance: return "Light or dark (default light)."
    case .direction: return "Left to right or right to left (default ltr)."
    case .textSize:
      return "Dynamic Type size (default large): " + Self.textSizes.joined(separator: ", ") + "."
    case .idiom: return "The platform whose form is drawn (default ios)."
    case .transition:
      return control == .radialMenu || control == .radialLayout
        ? "Draw the opening as a looping animated SVG or a filmstrip of still frames."
        : "Draw the move from --from to --selection as a looping animated SVG or a filmstrip."
    case .from: return "Where the transition starts, by position from 1 (default 1)."
    case .frames: return "How many frames a filmstrip shows, 1 to 60 (default \(control.defaultFrames))."
    case .reduceMotion: return "Fade the items in at their places instead of moving them."
    }
  }

  /// A case name as a command line writes it: `navigationLink` as `navigation-link`.
  static func kebab<Value: RawRepresentable<String>>(_ value: Value) -> String {
    var result = ""
    for character in value.rawValue {
      if character.isUppercase {
        result += "-" + character.lowercased()
      } else {
        result.append(character)
      }
    }
    return result
  }
}
