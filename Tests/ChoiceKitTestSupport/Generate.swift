import ChoiceKitCore
import Foundation

/// Seeded generators of the inputs every control must survive: counts, lengths and sizes with
/// their special values, angles, strings in many scripts, and selections that are not among the
/// options. Special values come often, so a few hundred cases meet each of them.
///
/// ```swift
/// checkProperty("…", generate: { random in
///   (Generate.labelSizes(&random), Generate.proposal(&random))
/// }) { sizes, proposal in … }
/// ```
public enum Generate {
  /// Lengths that break naive arithmetic.
  public static let specialLengths: [CGFloat] = [
    0, -0.0, -1, -1e9, .leastNonzeroMagnitude, CGFloat.leastNormalMagnitude / 2, 1e-9, 1e6, 1e12,
    .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .nan, .infinity, -.infinity,
  ]

  /// A count in 0…`upperBound`: usually small, sometimes at the top of the range.
  public static func count(_ random: inout SeededRandom, upTo upperBound: Int = 10_000) -> Int {
    let top = max(upperBound, 0)
    switch random.int(in: 0...9) {
    case 0: return 0
    case 1: return min(1, top)
    case 2: return top
    case 3...5: return random.int(in: 0...min(8, top))
    default: return random.int(in: 0...min(64, top))
    }
  }

  /// A length: a special value one time in three, otherwise an ordinary one.
  public static func length(_ random: inout SeededRandom) -> CGFloat {
    random.int(in: 0...2) == 0
      ? specialLengths[random.int(in: 0...specialLengths.count - 1)] : random.cgFloat(in: 0...400)
  }

  /// A mostly ordinary length, special one time in ten: for lists where one bad value is enough.
  public static func mostlyOrdinaryLength(_ random: inout SeededRandom) -> CGFloat {
    random.int(in: 0...9) == 0 ? length(&random) : random.cgFloat(in: 0...200)
  }

  /// A size whose width and height are each ``mostlyOrdinaryLength(_:)``.
  public static func size(_ random: inout SeededRandom) -> CGSize {
    CGSize(width: mostlyOrdinaryLength(&random), height: mostlyOrdinaryLength(&random))
  }

  /// A point whose coordinates are each ``mostlyOrdinaryLength(_:)``, either sign.
  public static func point(_ random: inout SeededRandom) -> CGPoint {
    let sign: CGFloat = random.int(in: 0...1) == 0 ? 1 : -1
    return CGPoint(x: sign * mostlyOrdinaryLength(&random), y: mostlyOrdinaryLength(&random) - 20)
  }

  /// Label sizes for a control of ``count(_:upTo:)`` options.
  public static func labelSizes(_ random: inout SeededRandom, upTo upperBound: Int = 10_000) -> [CGSize] {
    (0..<count(&random, upTo: upperBound)).map { _ in size(&random) }
  }

  /// A proposed width: `nil` (ideal size) or a ``length(_:)``.
  public static func proposal(_ random: inout SeededRandom) -> CGFloat? {
    random.int(in: 0...5) == 0 ? nil : length(&random)
  }

  /// An angle in radians: ordinary, a multiple of a quarter turn, huge, or non-finite.
  public static func angle(_ random: inout SeededRandom) -> Double {
    switch random.int(in: 0...5) {
    case 0: return Double(random.int(in: -8...8)) * .pi / 2
    case 1: return [1e19, -1e19, 1e300, .nan, .infinity, -.infinity][random.int(in: 0...5)]
    default: return random.double(in: -4 * .pi...4 * .pi)
    }
  }

  /// Scripts and sequences text measuring must survive.
  public static let samples: [String] = [
    "", "Week", "Semana", "Área", "José", "שבוע", "أسبوع", "日本語", "👩‍👩‍👧‍👦", "🇪🇸", "e\u{301}",
    "\u{301}", "\u{200D}", "\u{FEFF}", "\u{0}", "a\u{300}\u{301}\u{302}\u{303}",
  ]

  /// A string: a sample, a mix of samples, or a very long run (up to 10,000 scalars).
  public static func string(_ random: inout SeededRandom) -> String {
    switch random.int(in: 0...9) {
    case 0:
      let sample = samples[random.int(in: 0...samples.count - 1)]
      return String(
        repeating: sample.isEmpty ? "x" : sample, count: 10_000 / max(sample.unicodeScalars.count, 1))
    case 1...3:
      return (0..<random.int(in: 1...6)).map { _ in samples[random.int(in: 0...samples.count - 1)] }
        .joined()
    default:
      return samples[random.int(in: 0...samples.count - 1)]
    }
  }

  /// A selection index for `count` options: usually one of them, sometimes none or out of range.
  public static func selection(_ random: inout SeededRandom, count: Int) -> Int? {
    switch random.int(in: 0...5) {
    case 0: return nil
    case 1: return [-1, count, count + 7, Int.min, Int.max][random.int(in: 0...4)]
    default: return count > 0 ? random.int(in: 0...count - 1) : nil
    }
  }

  /// Tags for `count` options: distinct, with repeats, missing ones, and NaN.
  public static func tags(_ random: inout SeededRandom, count: Int) -> [Double?] {
    (0..<count).map { _ in
      switch random.int(in: 0...9) {
      case 0: return nil
      case 1: return .nan
      case 2: return Double(random.int(in: 0...3))
      default: return Double(random.int(in: 0...1_000_000))
      }
    }
  }

  /// A path of up to `maximumElements` drawing calls with ``point(_:)`` coordinates and
  /// ``angle(_:)`` arcs, closed now and then, sometimes drawing on after a close; or, with
  /// `singleSubpath`, one open run of lines and curves from a single move.
  public static func path(
    _ random: inout SeededRandom, maximumElements: Int = 24, singleSubpath: Bool = false
  ) -> BezierPath {
    var path = BezierPath()
    if singleSubpath { path.move(to: point(&random)) }
    for _ in 0..<random.int(in: 0...max(maximumElements, 0)) {
      switch singleSubpath ? random.int(in: 1...4) : random.int(in: 0...6) {
      case 0: path.move(to: point(&random))
      case 1, 2: path.addLine(to: point(&random))
      case 3: path.addQuadCurve(to: point(&random), control: point(&random))
      case 4: path.addCurve(to: point(&random), control1: point(&random), control2: point(&random))
      case 5:
        path.addArc(
          center: point(&random), radius: mostlyOrdinaryLength(&random), startAngle: angle(&random),
          sweep: angle(&random))
      default: path.closeSubpath()
      }
    }
    return path
  }

  /// A spring from any of its three descriptions, with ordinary, tiny, huge or invalid numbers.
  public static func spring(_ random: inout SeededRandom) -> SpringMotion {
    func number() -> Double {
      random.int(in: 0...3) == 0
        ? [0, -1, 1e-12, 1e12, .greatestFiniteMagnitude, .nan, .infinity][random.int(in: 0...6)]
        : random.double(in: 0.01...5)
    }
    switch random.int(in: 0...2) {
    case 0: return SpringMotion(response: number(), dampingFraction: number())
    case 1: return SpringMotion(duration: number(), bounce: random.double(in: -1.5...1.5))
    default: return SpringMotion(mass: number(), stiffness: number(), damping: number())
    }
  }

  /// Smaller lists to try after a failure: empty, halves, and each element removed (for short
  /// lists).
  public static func shrinkList<Element>(_ list: [Element]) -> [[Element]] {
    guard !list.isEmpty else { return [] }
    var candidates: [[Element]] = [[]]
    if list.count > 1 {
      candidates.append(Array(list.prefix(list.count / 2)))
      candidates.append(Array(list.suffix(list.count - list.count / 2)))
    }
    if list.count <= 16 {
      candidates += list.indices.map { index in
        var smaller = list
        smaller.remove(at: index)
        return smaller
      }
    }
    return candidates
  }
}
