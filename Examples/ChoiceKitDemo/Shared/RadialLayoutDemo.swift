import ChoiceKit
import SwiftUI

/// The radial layout's variants: any arc, item count, radius, anchor and spacing, animated
/// from arrangement to arrangement; and the tutorial's call site with its four angles.
struct RadialLayoutDemo: View {
  @State private var arc = ArcChoice.full
  @State private var count = 6
  @State private var startDegrees = 200.0
  @State private var sweepDegrees = 140.0
  @State private var isClockwise = false
  @State private var hasFixedRadius = false
  @State private var radius = 70.0
  @State private var anchor = AnchorChoice.center
  @State private var tutorialAngle = TutorialAngle.leading
  @State private var message = "Tap a button"
  private let motion = DemoMotion()

  var body: some View {
    List {
      Section {
        layoutPreview
        SegmentedPicker("Arc", selection: $arc, options: ArcChoice.allCases)
        if arc == .custom {
          labelled("Start \(Int(startDegrees))°") {
            DemoSlider(value: $startDegrees, range: 0...360, step: 5)
          }
          labelled("Sweep \(Int(sweepDegrees))°") {
            DemoSlider(value: $sweepDegrees, range: 0...360, step: 5)
          }
          Toggle("Clockwise", isOn: $isClockwise)
        }
        CountStepper(title: "Items: \(count)", value: $count, range: 1...12)
        Toggle("Fixed radius", isOn: $hasFixedRadius)
        if hasFixedRadius {
          labelled("Radius \(Int(radius)) pt") { DemoSlider(value: $radius, range: 20...120, step: 5) }
        }
        SegmentedPicker("Anchor", selection: $anchor, options: AnchorChoice.allCases)
      } header: {
        Text("Any arc")
      } footer: {
        Text(
          "A full circle spaces n items 360°/n apart; an open arc puts the first at its start and the last at its end. The border is the size the layout reports. Right to left mirrors the halves."
        )
      }

      Section {
        SegmentedPicker("Angle", selection: $tutorialAngle, options: TutorialAngle.allCases)
        RadialLayout(angleConfig: tutorialAngle.angle, angleOffset: 0) {
          TutorialButton(title: "Crear", icon: "plus") { message = "Crear" }
          TutorialButton(title: "Buscar", icon: "magnifyingglass") { message = "Buscar" }
          TutorialButton(title: "Borrar", icon: "trash") { message = "Borrar" }
        }
        .frame(width: Self.tutorialSide, height: Self.tutorialSide)
        .frame(maxWidth: .infinity)
        .animation(motion.isReduced ? nil : .choiceSpring(.snappy), value: tutorialAngle)
        Text(message)
          .font(.footnote)
          .foregroundStyle(.secondary)
      } header: {
        Text("The tutorial's call site")
      } footer: {
        Text("RadialLayout(angleConfig:angleOffset:) in a 300-point frame, as the tutorial writes it.")
      }
    }
    .navigationTitle("RadialLayout")
  }

  private var layoutPreview: some View {
    RadialLayout(
      arc: arcValue, radius: hasFixedRadius ? .fixed(radius) : .fitted, anchor: anchor.unitPoint
    ) {
      ForEach(1...count, id: \.self) { NumberDot(number: $0) }
    }
    .border(.quaternary)
    .frame(maxWidth: .infinity, minHeight: Self.previewHeight)
    .animation(motion.isReduced ? nil : .choiceSpring(.snappy), value: animationKey)
  }

  private var arcValue: RadialArc {
    switch arc {
    case .full: .fullCircle
    case .leading: .leadingHalf
    case .trailing: .trailingHalf
    case .custom:
      RadialArc(
        startDegrees: startDegrees, sweepDegrees: sweepDegrees,
        direction: isClockwise ? .clockwise : .counterClockwise)
    }
  }

  /// Everything the preview's arrangement depends on, so any change animates.
  private var animationKey: [Double] {
    [
      Double(ArcChoice.allCases.firstIndex(of: arc) ?? 0), Double(count), startDegrees, sweepDegrees,
      isClockwise ? 1 : 0, hasFixedRadius ? radius : -1, anchor.unitPoint.x, anchor.unitPoint.y,
    ]
  }

  private func labelled<Control: View>(_ title: String, @ViewBuilder control: () -> Control) -> some View {
    VStack(alignment: .leading) {
      Text(title)
      control()
    }
  }

  #if os(watchOS)
    private static let previewHeight: CGFloat = 150
    private static let tutorialSide: CGFloat = 170
  #else
    private static let previewHeight: CGFloat = 260
    private static let tutorialSide: CGFloat = 300
  #endif
}

/// Which point of each item sits on the circle.
enum AnchorChoice: String, CaseIterable, Identifiable, Sendable {
  case center = "Centre"
  case leading = "Leading"
  case trailing = "Trailing"

  var id: Self { self }

  var unitPoint: UnitPoint {
    switch self {
    case .center: .center
    case .leading: .leading
    case .trailing: .trailing
    }
  }
}

/// The tutorial's `RadialLayoutAngle` cases, by name.
enum TutorialAngle: String, CaseIterable, Identifiable, Sendable {
  case full = "Full"
  case leading = "Leading"
  case trailing = "Trailing"
  case quarter = "90°"

  var id: Self { self }

  var angle: RadialLayoutAngle {
    switch self {
    case .full: .fullCircle
    case .leading: .leadingCircle
    case .trailing: .trailingCircle
    case .quarter: .custom(degrees: 90, anchor: .center)
    }
  }
}

/// A numbered dot, so the order around the arc shows.
struct NumberDot: View {
  let number: Int

  var body: some View {
    Text(verbatim: "\(number)")
      .font(.headline)
      .frame(width: 32, height: 32)
      .background(Circle().fill(.tint.opacity(0.25)))
  }
}

/// The tutorial's `MenuButton`: a bordered label that runs an action.
struct TutorialButton: View {
  let title: String
  let icon: String
  let action: @MainActor () -> Void

  var body: some View {
    Button(action: action) {
      Label(title, systemImage: icon)
        .padding(8)
        .overlay(RoundedRectangle(cornerRadius: 8).stroke(.primary))
    }
    .buttonStyle(.plain)
  }
}
