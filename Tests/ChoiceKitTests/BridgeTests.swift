#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI
  import Testing

  @testable import ChoiceKit

  // The SwiftUI bridges of Sources/ChoiceKit/Bridges. They run on Apple platforms only; on Linux
  // this file compiles to nothing, like the target it tests.

  @Suite("Path and Shape from BezierPath")
  @MainActor
  struct PathBridgeTests {
    @Test func roundedRectKeepsEveryElementAndTheBounds() {
      let rect = CGRect(x: 10, y: 20, width: 120, height: 44)
      let core = BezierPath.roundedRect(rect, cornerRadius: 12)
      let path = Path(core)

      let elements = Self.elements(of: path)
      #expect(elements.count == core.elements.count)
      #expect(elements == core.elements.map(Self.swiftUIElement))
      let bounds = path.boundingRect
      #expect(abs(bounds.minX - rect.minX) < 1e-9)
      #expect(abs(bounds.minY - rect.minY) < 1e-9)
      #expect(abs(bounds.width - rect.width) < 1e-9)
      #expect(abs(bounds.height - rect.height) < 1e-9)
    }

    @Test func everyKindOfElementAndSeveralSubpathsSurvive() {
      let core = BezierPath { path in
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 20, y: 10), control: CGPoint(x: 20, y: 0))
        path.addCurve(
          to: CGPoint(x: 0, y: 30), control1: CGPoint(x: 20, y: 20), control2: CGPoint(x: 5, y: 30))
        path.closeSubpath()
        path.move(to: CGPoint(x: 40, y: 40))
        path.addLine(to: CGPoint(x: 50, y: 45))
      }
      #expect(Self.elements(of: Path(core)) == core.elements.map(Self.swiftUIElement))
    }

    @Test func emptyPathStaysEmpty() {
      #expect(Path(BezierPath()).isEmpty)
      #expect(Self.elements(of: Path(BezierPath())).isEmpty)
    }

    @Test func shapeDrawsTheCorePathForEachRect() {
      let shape = ChoicePathShape { rect in .capsule(in: rect) }
      for rect in [CGRect(x: 0, y: 0, width: 100, height: 40), CGRect(x: 5, y: 5, width: 30, height: 90)] {
        #expect(shape.path(in: rect) == Path(BezierPath.capsule(in: rect)))
      }
      #expect(shape.path(in: .zero) == Path(BezierPath.capsule(in: .zero)))
    }

    @Test func fixedShapeIgnoresTheFrame() {
      let circle = BezierPath.circle(center: CGPoint(x: 10, y: 10), radius: 10)
      let shape = ChoicePathShape(circle)
      #expect(shape.path(in: CGRect(x: 0, y: 0, width: 300, height: 300)) == Path(circle))
      #expect(shape.path(in: .zero) == Path(circle))
    }

    @Test func transformsConvertBothWaysAndMapPointsAlike() {
      let core = AffineTransform2D(rotation: 0.3)
        .concatenating(AffineTransform2D(scaleX: 2, y: -1))
        .concatenating(AffineTransform2D(translationX: 7, y: 11))
      let cg = CGAffineTransform(core)
      #expect(AffineTransform2D(cg) == core)
      for point in [CGPoint(x: 0, y: 0), CGPoint(x: 3, y: -4), CGPoint(x: -120, y: 45.5)] {
        let expected = core.apply(to: point)
        let actual = point.applying(cg)
        #expect(abs(actual.x - expected.x) < 1e-9)
        #expect(abs(actual.y - expected.y) < 1e-9)
      }
      #expect(CGAffineTransform(AffineTransform2D.identity).isIdentity)
    }

    private static func elements(of path: Path) -> [Path.Element] {
      var elements: [Path.Element] = []
      path.forEach { elements.append($0) }
      return elements
    }

    private static func swiftUIElement(_ element: BezierPath.Element) -> Path.Element {
      switch element {
      case .move(let p): .move(to: p)
      case .line(let p): .line(to: p)
      case .quadCurve(let p, let c): .quadCurve(to: p, control: c)
      case .curve(let p, let c1, let c2): .curve(to: p, control1: c1, control2: c2)
      case .closeSubpath: .closeSubpath
      }
    }
  }

  @Suite("Animation and Spring from SpringMotion")
  struct SpringBridgeTests {
    @Test func sameMotionGivesEqualAnimationsAndDifferentMotionsDont() {
      #expect(Animation.choiceSpring(.snappy) == Animation.choiceSpring(.snappy))
      #expect(SpringMotion.default.animation == Animation.choiceSpring(.default))
      #expect(Animation.choiceSpring(.bouncy) != Animation.choiceSpring(.smooth))
      #expect(Animation.choiceSpring(.default) != Animation.choiceSpring(.interactive))
    }

    @Test func massOnlyScalesTheSpring() {
      // Twice the mass, stiffness and damping: the same motion, so the same animation.
      let light = SpringMotion(mass: 1, stiffness: 100, damping: 10)
      let heavy = SpringMotion(mass: 2, stiffness: 200, damping: 20)
      #expect(Animation.choiceSpring(heavy) == Animation.choiceSpring(light))
    }

    @Test func interpolatingSpringPassesTheVelocity() {
      let still = Animation.choiceInterpolatingSpring(.interactive)
      #expect(still == Animation.choiceInterpolatingSpring(.interactive, initialVelocity: 0))
      #expect(still != Animation.choiceInterpolatingSpring(.interactive, initialVelocity: 2))
      #expect(still != Animation.choiceInterpolatingSpring(.bouncy))
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test func springKeepsStiffnessAndDampingEvenOverDamped() {
      // Unit mass, so the constants compare directly; other masses are checked by their motion.
      let springs = [
        SpringMotion(stiffness: 250, damping: 12),
        SpringMotion(response: 0.4, dampingFraction: 1.6),
        SpringMotion.interactive,
      ]
      for motion in springs {
        let spring = Spring(motion)
        #expect(abs(spring.stiffness - motion.stiffness) < 1e-9 * motion.stiffness)
        #expect(abs(spring.damping - motion.damping) < 1e-9 * motion.damping)
        #expect(abs(spring.dampingRatio - motion.dampingFraction) < 1e-9)
      }
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test func presetsMatchSwiftUIsSprings() {
      let pairs: [(SpringMotion, Spring)] = [(.smooth, .smooth), (.snappy, .snappy), (.bouncy, .bouncy)]
      for (motion, expected) in pairs {
        let spring = Spring(motion)
        #expect(abs(spring.duration - expected.duration) < 1e-9)
        #expect(abs(spring.bounce - expected.bounce) < 1e-9)
      }
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test func springMovesAsTheCoreSolutionDoes() {
      let springs = [
        SpringMotion.bouncy, .smooth, SpringMotion(mass: 3, stiffness: 250, damping: 12),
        SpringMotion(response: 0.4, dampingFraction: 1.6),
      ]
      for motion in springs {
        let spring = Spring(motion)
        for step in 1...40 {
          let time = Double(step) * 0.025
          let swiftUI = spring.value(target: 1.0, time: time)
          #expect(abs(swiftUI - motion.value(at: time)) < 1e-6, "t = \(time)")
        }
      }
    }
  }

  @Suite("Color from RGBAColor, AdaptiveColor and Appearance")
  struct ColorBridgeTests {
    @Test func rgbaColorIsAnSRGBColor() {
      let indigo = RGBAColor(hex: 0x5856D6, alpha: 0.5)
      let expected = Color(.sRGB, red: 0x58 / 255, green: 0x56 / 255, blue: 0xD6 / 255, opacity: 0.5)
      #expect(Color(indigo) == expected)
      #expect(Color(RGBAColor.white) != Color(RGBAColor.black))
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test func rgbaColorResolvesToItsChannels() {
      let color = RGBAColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
      let resolved = Color(color).resolve(in: EnvironmentValues())
      #expect(abs(Double(resolved.red) - 0.2) < 1e-4)
      #expect(abs(Double(resolved.green) - 0.4) < 1e-4)
      #expect(abs(Double(resolved.blue) - 0.6) < 1e-4)
      #expect(abs(Double(resolved.opacity) - 0.8) < 1e-4)
    }

    @Test func appearanceAndColorSchemeMapOneToOne() {
      #expect(ChoiceAppearance(ColorScheme.light) == .light)
      #expect(ChoiceAppearance(ColorScheme.dark) == .dark)
      for scheme in ColorScheme.allCases {
        #expect(ColorScheme(ChoiceAppearance(scheme)) == scheme)
      }
      for appearance in ChoiceAppearance.allCases {
        #expect(ChoiceAppearance(ColorScheme(appearance)) == appearance)
      }
    }

    @Test func adaptiveColorPicksTheSchemesColor() {
      let token = AdaptiveColor(light: RGBAColor(white: 0.92), dark: RGBAColor(white: 0.17))
      #expect(token.resolved(for: ColorScheme.light) == token.light)
      #expect(token.resolved(for: ColorScheme.dark) == token.dark)
      #expect(token.color(for: .light) == Color(token.light))
      #expect(token.color(for: .dark) == Color(token.dark))
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test func adaptiveStyleAndColorFollowTheEnvironment() {
      let token = AdaptiveColor(
        light: RGBAColor(red: 1, green: 0.5, blue: 0), dark: RGBAColor(red: 0, green: 0.25, blue: 1))
      for scheme in ColorScheme.allCases {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        let expected = token.resolved(for: scheme)
        for resolved in [
          ChoiceColorStyle(token).resolve(in: environment), Color(token).resolve(in: environment),
        ] {
          #expect(abs(Double(resolved.red) - expected.red) < 1e-4)
          #expect(abs(Double(resolved.green) - expected.green) < 1e-4)
          #expect(abs(Double(resolved.blue) - expected.blue) < 1e-4)
          #expect(abs(Double(resolved.opacity) - expected.alpha) < 1e-4)
        }
      }
    }
  }

  @Suite("Font from Typography")
  struct FontBridgeTests {
    @Test func typographyIsTheSystemFont() {
      let style = ChoiceTypography(size: 15, weight: .semibold, design: .rounded)
      #expect(Font(style) == Font.system(size: 15, weight: .semibold, design: .rounded))
      #expect(Font(style) != Font(style.withWeight(.regular)))
      #expect(Font(style) != Font(style.withSize(17)))
    }

    @Test func weightsMapByName() {
      let pairs: [(ChoiceTypography.Weight, Font.Weight)] = [
        (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular),
        (.medium, .medium), (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy),
        (.black, .black),
      ]
      #expect(pairs.count == ChoiceTypography.Weight.allCases.count)
      for (core, swiftUI) in pairs {
        #expect(Font.Weight(core) == swiftUI)
      }
    }

    @Test func designsMapByName() {
      let pairs: [(ChoiceTypography.Design, Font.Design)] = [
        (.default, .default), (.rounded, .rounded), (.serif, .serif), (.monospaced, .monospaced),
      ]
      #expect(pairs.count == ChoiceTypography.Design.allCases.count)
      for (core, swiftUI) in pairs {
        #expect(Font.Design(core) == swiftUI)
      }
    }

    @Test func degenerateSizesStillMakeAFont() {
      for size in [0, -4, CGFloat.nan, .infinity] {
        let style = ChoiceTypography(size: size)
        #expect(
          Font(style) == Font.system(size: ChoiceTypography.minimumSize, weight: .regular, design: .default))
      }
    }
  }

  /// Records the traits a view reads from its environment.
  @MainActor
  private final class TraitsLog {
    var traits: ChoiceTraits?
    func record(_ traits: ChoiceTraits) -> Bool {
      self.traits = traits
      return true
    }
  }

  private struct TraitsProbe: View {
    let log: TraitsLog
    @EnvironmentTraits private var traits

    var body: some View {
      let _ = log.record(traits)
      Color.clear.frame(width: 1, height: 1)
    }
  }

  @Suite("Traits bridge")
  @MainActor
  struct TraitsBridgeTests {
    // Guards: Increase Contrast and Reduce Transparency read nowhere. The controls' traits carry
    // them from the environment, so the core's `AdaptiveColor.adapted(to:)` strengthens the
    // segmented picker's track and text; the default environment is the control that they are
    // off unless set.
    @Test func theAccessibilityDisplaySettingsReachTheTraits() throws {
      let plain = TraitsLog()
      #expect(ImageRenderer(content: TraitsProbe(log: plain)).cgImage != nil)
      let off = try #require(plain.traits)
      #expect(!off.increasesContrast && !off.reducesTransparency)
      let strong = TraitsLog()
      let view = TraitsProbe(log: strong)
        .environment(\._colorSchemeContrast, .increased)
        .environment(\._accessibilityReduceTransparency, true)
      #expect(ImageRenderer(content: view).cgImage != nil)
      let on = try #require(strong.traits)
      #expect(on.increasesContrast && on.reducesTransparency)
    }
  }
#endif
