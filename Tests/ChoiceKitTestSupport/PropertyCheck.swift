import Foundation
import Testing

/// Seeded property checks: a property is run on many generated inputs, a failure is shrunk to a
/// smaller input that still fails, and the message gives the seed that reproduces it.
///
/// ```swift
/// @Test func layoutsAreFinite() {
///   checkProperty("layouts are finite", generate: { Generate.labelSizes(&$0) }) { sizes in
///     let layout = SegmentedPickerLayout(labelSizes: sizes, lineHeight: 17, proposedWidth: 320)
///     return layout.segmentFrames.allSatisfy(\.isFinite) ? nil : "non-finite frame"
///   }
/// }
/// ```
///
/// The number of cases comes from the environment: `CHOICEKIT_PROPERTY_CASES` (200 by default,
/// so `swift test` stays quick; a long run sets 10000 or more). `CHOICEKIT_PROPERTY_SEED` replays
/// a reported seed.
///
/// No case is timed: how long a case takes depends on the machine and its load, so a property
/// that must not hang bounds its own work (as the flattening counter does for paths), and a
/// suite of properties carries Swift Testing's `.timeLimit` trait in minutes against a true hang.
public enum PropertyCheck {
  /// Cases per property when the environment does not say: enough to find the common failures
  /// quickly.
  public static let defaultCases = 200

  /// The seed the cases start from when the environment does not say, so runs repeat.
  public static let defaultSeed: UInt64 = 0xC401_CE5E_ED00_0001

  /// The longest input description a failure message prints; a longer one is cut in the middle.
  public static let descriptionLimit = 600

  /// Cases per property: `CHOICEKIT_PROPERTY_CASES` when it is a positive whole number, else
  /// ``defaultCases``.
  public static var cases: Int {
    environmentNumber("CHOICEKIT_PROPERTY_CASES").flatMap { $0 > 0 ? Int(clamping: $0) : nil }
      ?? defaultCases
  }

  /// The first seed: `CHOICEKIT_PROPERTY_SEED` (decimal or `0x` hexadecimal), else ``defaultSeed``.
  public static var seed: UInt64 {
    environmentNumber("CHOICEKIT_PROPERTY_SEED") ?? defaultSeed
  }

  private static func environmentNumber(_ name: String) -> UInt64? {
    guard let text = ProcessInfo.processInfo.environment[name]?.trimmingCharacters(in: .whitespaces)
    else { return nil }
    if text.lowercased().hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16) }
    return UInt64(text)
  }

  /// The result of running a property, for tests of the runner itself.
  public struct Outcome: Sendable, Equatable {
    /// The seed of the first failing case, if one failed.
    public var failingSeed: UInt64?
    /// The description of the shrunk failing input.
    public var shrunkInput: String?
    /// What the property said about the shrunk input.
    public var reason: String?
    /// How many cases ran.
    public var casesRun: Int

    /// Whether every case held.
    public var passed: Bool { failingSeed == nil }

    /// The failure message a test prints, or `nil` when every case held.
    public func message(property: String) -> String? {
      guard let failingSeed else { return nil }
      let seed = "0x" + String(failingSeed, radix: 16, uppercase: true)
      return "Property \"\(property)\" failed: \(reason ?? "") — shrunk input: \(shrunkInput ?? "") — "
        + "replay with CHOICEKIT_PROPERTY_SEED=\(seed) CHOICEKIT_PROPERTY_CASES=1"
    }
  }

  /// Runs a property without recording anything: the building block of ``checkProperty``.
  ///
  /// Case `i` draws its input from `SeededRandom(seed: seed &+ i)`, so one seed replays one case.
  ///
  /// - Parameters:
  ///   - cases: How many inputs to try.
  ///   - seed: The first case's seed.
  ///   - generate: Makes an input from a generator.
  ///   - shrink: Smaller inputs to try after a failure, simplest first.
  ///   - property: `nil` when the input satisfies the property, otherwise why not.
  /// - Returns: What happened.
  public static func run<Input>(
    cases: Int, seed: UInt64, generate: (inout SeededRandom) -> Input,
    shrink: (Input) -> [Input] = { _ in [] }, property: (Input) -> String?
  ) -> Outcome {
    for index in 0..<max(cases, 0) {
      let caseSeed = seed &+ UInt64(index)
      var random = SeededRandom(seed: caseSeed)
      let input = generate(&random)
      guard let reason = property(input) else { continue }
      let (smallest, smallestReason) = shrunk(input, reason: reason, shrink: shrink, property: property)
      return Outcome(
        failingSeed: caseSeed, shrunkInput: shortDescription(of: smallest), reason: smallestReason,
        casesRun: index + 1)
    }
    return Outcome(casesRun: max(cases, 0))
  }

  /// An input as a failure message prints it: its description, cut in the middle to at most
  /// ``descriptionLimit`` characters, saying how much was left out. The seed in the message
  /// replays the whole input.
  ///
  /// - Parameter input: The input.
  /// - Returns: Its description, whole when short enough.
  public static func shortDescription(of input: some Any) -> String {
    let text = String(describing: input)
    guard text.count > descriptionLimit else { return text }
    let kept = descriptionLimit / 2
    let omitted = text.count - 2 * kept
    return "\(text.prefix(kept)) …[\(omitted) characters left out]… \(text.suffix(kept))"
  }

  /// Greedy shrinking: keeps the first smaller input that still fails, until none does, with a
  /// bounded number of steps.
  private static func shrunk<Input>(
    _ input: Input, reason: String, shrink: (Input) -> [Input], property: (Input) -> String?
  ) -> (Input, String) {
    var current = (input, reason)
    steps: for _ in 0..<200 {
      for candidate in shrink(current.0) {
        if let candidateReason = property(candidate) {
          current = (candidate, candidateReason)
          continue steps
        }
      }
      break
    }
    return current
  }
}

/// Checks a property on ``PropertyCheck/cases`` generated inputs and records one issue, with the
/// seed and the shrunk input, if any fails.
///
/// - Parameters:
///   - name: What the property says, for the failure message.
///   - cases: How many inputs; the environment's count by default.
///   - generate: Makes an input from a seeded generator.
///   - shrink: Smaller inputs to try after a failure, simplest first.
///   - sourceLocation: Where a failure is reported; leave the default.
///   - property: `nil` when the input satisfies the property, otherwise why not.
public func checkProperty<Input>(
  _ name: String, cases: Int = PropertyCheck.cases, generate: (inout SeededRandom) -> Input,
  shrink: (Input) -> [Input] = { _ in [] }, sourceLocation: SourceLocation = #_sourceLocation,
  _ property: (Input) -> String?
) {
  let outcome = PropertyCheck.run(
    cases: cases, seed: PropertyCheck.seed, generate: generate, shrink: shrink, property: property)
  if let message = outcome.message(property: name) {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}
