import ChoiceKitCore
import ChoiceKitPreview
import Foundation

extension BenchReport {
  /// The report as JSON, keys sorted, every key present in every row (`null` when a row has no
  /// value), so scripts can rely on its shape, and compare runs row by row (a row is named by
  /// its suite, name and `n`). `holds` says whether a row is inside its target (`limitMicroseconds`
  /// up to `limitUpToN`, growth up to `growthLimit`); the top-level `holds`, whether every row is:
  ///
  /// ```json
  /// { "checksum": 1.5e9, "frameMicroseconds": 8333.33, "holds": true, "mode": "full",
  ///   "optimized": true,
  ///   "rows": [ { "frameShare": 0.0001, "growthLimit": 12, "growthPer10x": null, "holds": true,
  ///               "iterationsPerSample": 250000, "limitMicroseconds": 1, "limitUpToN": 10,
  ///               "medianMicroseconds": 0.004, "n": 2, "name": "indicatorFrame(at:)",
  ///               "samples": 40, "suite": "segmented-picker" } ] }
  /// ```
  package func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Every value is finite or null (see `jsonNumber`), which is all the encoder can fail on.
    guard let data = try? encoder.encode(self) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

extension BenchReport: Encodable {
  private enum Key: String, CodingKey {
    case checksum, frameMicroseconds, holds, mode, optimized, rows
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(jsonNumber(checksum), forKey: .checksum)
    try container.encode(Self.frameMicroseconds, forKey: .frameMicroseconds)
    try container.encode(misses.isEmpty, forKey: .holds)
    try container.encode(mode, forKey: .mode)
    try container.encode(isOptimized, forKey: .optimized)
    try container.encode(rows, forKey: .rows)
  }
}

extension BenchReport.Row: Encodable {
  private enum Key: String, CodingKey {
    case frameShare, growthLimit, growthPer10x, holds, iterationsPerSample, limitMicroseconds
    case limitUpToN, medianMicroseconds, n, name, samples, suite
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    // Optionals are encoded as such, so a missing value is `null` rather than a missing key.
    try container.encode(jsonNumber(frameShare), forKey: .frameShare)
    try container.encode(target.growthLimit, forKey: .growthLimit)
    try container.encode(growthPer10x.flatMap(jsonNumber), forKey: .growthPer10x)
    try container.encode(holds, forKey: .holds)
    try container.encode(target.limitMicroseconds, forKey: .limitMicroseconds)
    try container.encode(target.limitUpToN, forKey: .limitUpToN)
    try container.encode(iterationsPerSample, forKey: .iterationsPerSample)
    try container.encode(jsonNumber(medianMicroseconds), forKey: .medianMicroseconds)
    try container.encode(n, forKey: .n)
    try container.encode(name, forKey: .name)
    try container.encode(samples, forKey: .samples)
    try container.encode(suite, forKey: .suite)
  }
}

/// JSON has no infinity or NaN: such a value is written as `null`.
private func jsonNumber(_ value: Double) -> Double? {
  value.isFinite ? value : nil
}
