import ChoiceKitCore
import ChoiceKitPreview
import Foundation

extension BenchReport {
  /// The widths of a table's text columns, from every row's suite, name and target.
  struct TableColumns: Equatable, Sendable {
    var suite: Int
    var name: Int
    var target: Int

    /// Columns wide enough for these rows.
    init(_ rows: [(suite: String, name: String)], targets: [String] = []) {
      suite = rows.map(\.suite.count).reduce("suite".count, max)
      name = rows.map(\.name.count).reduce("row".count, max)
      target = targets.map(\.count).reduce("target".count, max)
    }
  }

  /// The report as a table: what the columns mean, a line per row, and the checksum.
  package func table() -> String {
    let columns = TableColumns(rows.map { ($0.suite, $0.name) }, targets: rows.map(\.targetSummary))
    return Self.tableHeader(mode: mode, isOptimized: isOptimized, columns: columns)
      + rows.map { Self.tableLine($0, columns: columns) }.joined()
      + "\n" + verdict() + Self.tableFooter(checksum: checksum)
  }

  /// What the columns mean, and the column titles.
  private static func tableHeader(mode: String, isOptimized: Bool, columns: TableColumns) -> String {
    let build = isOptimized ? "release build" : "DEBUG BUILD, not representative: use -c release"
    let frame = number(frameMicroseconds)
    return """
      ChoiceKit bench (\(mode), \(build))
      median µs: time of one call, the median over repeated batches of calls
      frame: share of a 120 Hz frame (\(frame) µs); growth: factor per 10× n from the row above
      target: the longest a call may take and the most it may grow; ok: whether the row holds it


      """
        + line(
          suite: "suite", name: "row", n: "n", median: "median µs", frame: "frame", growth: "growth",
          target: "target", holds: "ok", columns: columns)
  }

  /// One row of the table.
  private static func tableLine(_ row: Row, columns: TableColumns) -> String {
    line(
      suite: row.suite, name: row.name, n: row.n.map(grouped) ?? "",
      median: number(row.medianMicroseconds), frame: number(row.frameShare * 100) + "%",
      growth: row.growthPer10x.map { String(format: "%.1f×", $0) } ?? "-", target: row.targetSummary,
      holds: row.holds ? "yes" : "NO", columns: columns)
  }

  /// One line that says whether every row held its target, or names those that did not.
  func verdict() -> String {
    let misses = self.misses
    guard !misses.isEmpty else { return "every row within its target (\(rows.count) rows)\n" }
    let names = misses.map { row in
      "\(row.suite) \(row.name)" + (row.n.map { " (n = \(Self.grouped($0)))" } ?? "")
    }
    return "\(misses.count) of \(rows.count) rows outside their target: " + names.joined(separator: "; ")
      + "\n"
  }

  /// The checksum line that keeps the measured work alive.
  private static func tableFooter(checksum: Double) -> String {
    "\nchecksum \(String(format: "%.6g", checksum)) (every result is added in, so none is optimised away)\n"
  }

  /// A number with about three significant digits and no exponent: `12,345`, `98.7`, `1.23`,
  /// `0.004`; a positive value below 0.001 is `<0.001`.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "-" }
    let magnitude = abs(value)
    switch magnitude {
    // Beyond Int's range a time means nothing anyway.
    case 100..<1e18: return (value < 0 ? "-" : "") + grouped(Int(magnitude.rounded()))
    case 1e18...: return value > 0 ? ">1e18" : "-"
    case 10..<100: return String(format: "%.1f", value)
    case 1..<10: return String(format: "%.2f", value)
    case 0.001..<1: return String(format: "%.3f", value)
    case 0: return "0"
    default: return value > 0 ? "<0.001" : "-<0.001"
    }
  }

  /// A whole number with commas between thousands: `10,000`.
  static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var text = value < 0 ? "-" : ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index).isMultiple(of: 3) { text += "," }
      text.append(digit)
    }
    return text
  }

  private static func line(
    suite: String, name: String, n: String, median: String, frame: String, growth: String,
    target: String, holds: String, columns: TableColumns
  ) -> String {
    func left(_ text: String, _ width: Int) -> String {
      text + String(repeating: " ", count: max(width - text.count, 0))
    }
    func right(_ text: String, _ width: Int) -> String {
      String(repeating: " ", count: max(width - text.count, 0)) + text
    }
    let cells = [
      left(suite, columns.suite), left(name, columns.name), right(n, 6), right(median, 11),
      right(frame, 9), right(growth, 7), left(target, columns.target), holds,
    ]
    return cells.joined(separator: "  ") + "\n"
  }
}
