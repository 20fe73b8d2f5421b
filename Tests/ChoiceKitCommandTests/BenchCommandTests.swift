import Foundation
import Testing

@testable import ChoiceKitCommand
@testable import ChoiceKitPreview

/// `choicekit bench`: every row run end to end, and the report printed as a table or JSON.
@Suite struct BenchCommandTests {
  /// Settings that take next to no time, for checking what the command prints rather than timing.
  static let instant = Bench.Settings(
    mode: "test", batchMicroseconds: 1, totalMicroseconds: 10, rowMicrosecondsLimit: 10, minimumSamples: 3)

  static func object(_ json: String) throws -> [String: Any] {
    let value = try JSONSerialization.jsonObject(with: Data(json.utf8))
    return try #require(value as? [String: Any])
  }

  static func key(suite: String, name: String, n: Int?) -> String {
    [suite, name, n.map(String.init)].compactMap { $0 }.joined(separator: " ")
  }

  @Test func quickRunsEveryRowEndToEnd() throws {
    var output = ""
    var errors = ""
    let code = ChoiceKitCommand.run(
      ["bench", "--quick", "--json"], standardOutput: { output += $0 }, standardError: { errors += $0 })
    #expect(code == 0)
    // One line of progress, before the report.
    #expect(errors == "choicekit: timing \(Bench.cases().count) rows, under a second…\n")
    let object = try Self.object(output)
    #expect(object["mode"] as? String == "quick")
    let rows = try #require(object["rows"] as? [[String: Any]])
    let keys = rows.map { row in
      Self.key(suite: row["suite"] as? String ?? "", name: row["name"] as? String ?? "", n: row["n"] as? Int)
    }
    let expected = Bench.cases().map { Self.key(suite: $0.suite, name: $0.name, n: $0.n) }
    #expect(keys == expected)
    for row in rows {
      let median = try #require(row["medianMicroseconds"] as? Double)
      #expect(median > 0)
      #expect((row["samples"] as? Int ?? 0) >= Bench.Settings.quick.minimumSamples)
    }
    #expect((object["checksum"] as? Double ?? 0) != 0)
  }

  @Test func theEstimateIsTheSamplingTime() {
    #expect(abs(Bench.Settings.full.estimatedSeconds(rows: 144) - 45) < 1e-9)
    // Few rows are limited by the most one row may take.
    #expect(abs(Bench.Settings.full.estimatedSeconds(rows: 2) - 3) < 1e-9)
    #expect(Bench.Settings.quick.estimatedSeconds(rows: 144) < 1)
    #expect(Bench.Settings.full.estimatedSeconds(rows: 0) == 0)
  }

  @Test func suiteKeepsOnlyTheNamedSuites() throws {
    let command = try #require(try BenchCommand.parse(["--suite", "radial", "--quick", "--suite", "text"]))
    #expect(command.suites == ["radial", "text"] && command.quick)
    #expect(throws: CommandUsageError.self) { try BenchCommand.parse(["--suite", "radials"]) }
    #expect(throws: CommandUsageError.self) { try BenchCommand.parse(["--suite"]) }
    var output = ""
    let code = ChoiceKitCommand.run(
      ["bench", "--quick", "--json", "--suite", "spring"], standardOutput: { output += $0 },
      standardError: { _ in })
    #expect(code == 0)
    let rows = try #require(try Self.object(output)["rows"] as? [[String: Any]])
    #expect(!rows.isEmpty && rows.allSatisfy { $0["suite"] as? String == "spring" })
  }

  @Test func theCommandPrintsWhatItMeasured() throws {
    var row = BenchCase("one") { i in Double(i) }
    row.suite = "test"
    var table: [String] = []
    let tableConsole = CommandConsole(standardOutput: { table.append($0) }, standardError: { _ in })
    _ = BenchCommand(json: false).run(cases: [row], settings: Self.instant, console: tableConsole)
    #expect(table.count == 1)
    let lines = try #require(table.first).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first?.hasPrefix("ChoiceKit bench (test, ") == true)
    #expect(lines.contains { $0.hasPrefix("suite  row       n    median µs") })
    #expect(lines.contains { $0.hasPrefix("test   one  ") })
    #expect(lines.contains { $0.hasPrefix("checksum ") })

    var json = ""
    let jsonConsole = CommandConsole(standardOutput: { json += $0 }, standardError: { _ in })
    _ = BenchCommand(json: true).run(cases: [row, row], settings: Self.instant, console: jsonConsole)
    let rows = try #require(Self.object(json)["rows"] as? [[String: Any]])
    #expect(rows.count == 2)
    #expect(rows.allSatisfy { $0["name"] as? String == "one" && $0["suite"] as? String == "test" })
  }
}
