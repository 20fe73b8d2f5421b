import Foundation
import Testing

@testable import ChoiceKitCommand
@testable import ChoiceKitPreview

@Suite struct BenchReportJSONTests {
  static let rowKeys: Set<String> = [
    "frameShare", "growthLimit", "growthPer10x", "holds", "iterationsPerSample", "limitMicroseconds",
    "limitUpToN", "medianMicroseconds", "n", "name", "samples", "suite",
  ]
  static let topKeys = ["checksum", "frameMicroseconds", "holds", "mode", "optimized", "rows"]

  static func object(_ json: String) throws -> [String: Any] {
    let value = try JSONSerialization.jsonObject(with: Data(json.utf8))
    return try #require(value as? [String: Any])
  }

  @Test func everyKeyIsPresentInEveryRowAndMissingValuesAreNull() throws {
    let report = BenchReportTableTests.report
    let object = try Self.object(report.json())
    #expect(Set(object.keys) == Set(Self.topKeys))
    #expect(object["holds"] as? Bool == true)
    #expect(object["mode"] as? String == "quick")
    #expect(object["optimized"] as? Bool == true)
    #expect(object["checksum"] as? Double == 1_234_567.5)
    let rows = try #require(object["rows"] as? [[String: Any]])
    #expect(rows.count == 3)
    for row in rows {
      #expect(Set(row.keys) == Self.rowKeys)
    }
    #expect(rows[0]["growthPer10x"] is NSNull)
    #expect(rows[1]["growthPer10x"] as? Double == 1.126)
    #expect(rows[2]["n"] is NSNull)
    #expect(rows[0]["limitMicroseconds"] as? Double == 1)
    #expect(rows[0]["limitUpToN"] as? Int == 10)
    #expect(rows[1]["growthLimit"] as? Double == 12)
    #expect(rows[2]["limitUpToN"] is NSNull && rows[2]["growthLimit"] as? Double == 12)
    #expect(rows.allSatisfy { $0["holds"] as? Bool == true })
    #expect(rows[1]["n"] as? Int == 10_000)
    #expect(rows[2]["name"] as? String == "catalogue()")
    #expect(rows[2]["medianMicroseconds"] as? Double == 25_955.4)
    let share = try #require(rows[2]["frameShare"] as? Double)
    #expect(abs(share - 25_955.4 / BenchReport.frameMicroseconds) < 1e-12)
  }

  @Test func keysAreSortedSoTheTextIsStable() throws {
    let json = BenchReportTableTests.report.json()
    let keys = json.split(separator: "\n").compactMap { line -> String? in
      let trimmed = line.drop { $0 == " " }
      guard trimmed.first == "\"", let end = trimmed.dropFirst().firstIndex(of: "\"") else { return nil }
      return String(trimmed[trimmed.index(after: trimmed.startIndex)..<end])
    }
    #expect(Array(keys.prefix(6)) == Self.topKeys)
    #expect(Array(keys.dropFirst(6).prefix(Self.rowKeys.count)) == Self.rowKeys.sorted())
    #expect(json.hasSuffix("}\n"))
  }

  @Test func valuesJSONCannotHoldAreNull() throws {
    let report = BenchReport(
      mode: "full", isOptimized: false,
      rows: [
        .init(
          suite: "s", name: "r", n: 1, medianMicroseconds: .infinity, samples: 1, iterationsPerSample: 1,
          growthPer10x: .nan)
      ],
      checksum: .nan)
    let object = try Self.object(report.json())
    #expect(object["checksum"] is NSNull)
    let rows = try #require(object["rows"] as? [[String: Any]])
    #expect(rows[0]["medianMicroseconds"] is NSNull)
    #expect(rows[0]["frameShare"] is NSNull)
    #expect(rows[0]["growthPer10x"] is NSNull)
  }
}
