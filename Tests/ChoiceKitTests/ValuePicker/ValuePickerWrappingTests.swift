#if canImport(SwiftUI)
  import ChoiceKitCore
  import SwiftUI
  import Testing

  @testable import ChoiceKit

  // Guards defect 4: value picker texts were one line at every Dynamic Type size, so at the
  // accessibility sizes "Juan Carlos Pérez" and "Juan Carlos Ruiz" both read "Juan Carl…". Where
  // the core lets them wrap (`ValuePickerRowLayout.lineLimit(at:idiom:)`), rows and the stacked
  // closed row grow to as many lines as their text needs; elsewhere they keep one line. One
  // rendered frame answers, so these run with `swift test` on a Mac as well.

  /// The rows' label heights, by label, as one frame lays them out.
  @MainActor
  private final class HeightLog {
    var heights: [String: CGFloat] = [:]
    func record(_ name: String, _ height: CGFloat) -> Bool {
      heights[name] = height
      return true
    }
  }

  /// An option whose drawn height is recorded.
  private struct MeasuredText: View {
    let name: String
    let log: HeightLog

    var body: some View {
      Text(verbatim: name)
        .background(
          GeometryReader { proxy in
            let _ = log.record(name, proxy.size.height)
            Color.clear
          })
    }
  }

  /// The option rows stacked without a list, so one frame lays them out at a known width.
  private struct StackedRows: ValuePickerStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack(spacing: 0) { configuration.options }
        .buttonStyle(.plain)
    }
  }

  @Suite("ValuePicker texts wrap at accessibility sizes")
  @MainActor
  struct ValuePickerWrappingTests {
    let names = ["Juan Carlos Pérez", "Juan Carlos Ruiz", "Ana"]

    private func heights(at size: DynamicTypeSize) throws -> [String: CGFloat] {
      let log = HeightLog()
      let picker = ValuePicker("Name", selection: .constant("Ana")) {
        ForEach(names, id: \.self) { MeasuredText(name: $0, log: log).choiceTag($0) }
      }
      .valuePickerStyle(StackedRows())
      .frame(width: 320)
      .environment(\.dynamicTypeSize, size)
      #expect(ImageRenderer(content: picker).cgImage != nil)
      try #require(log.heights.count == names.count, "\(log.heights)")
      return log.heights
    }

    @Test func longNamesWrapAtAccessibilitySizesAndShortOnesKeepOneLine() throws {
      let large = try heights(at: .large)
      let huge = try heights(at: .accessibility5)
      let line = try #require(huge["Ana"])
      let largeLine = try #require(large["Ana"])
      // Positive control: the text grew with the size.
      #expect(line > largeLine)
      for name in ["Juan Carlos Pérez", "Juan Carlos Ruiz"] {
        // Below the accessibility sizes one line, as "Ana"'s.
        let oneLine = try #require(large[name])
        #expect(abs(oneLine - largeLine) < 1, "\(name) at large")
        // At accessibility5, in 320 pt, at least two lines.
        #expect(try #require(huge[name]) > line * 1.5, "\(name): \(huge[name] ?? 0) for a line of \(line)")
      }
      // The core agrees: the same rule lets them wrap there and not here.
      #expect(ValuePickerRowLayout.lineLimit(at: .accessibility5) == nil)
      #expect(ValuePickerRowLayout.lineLimit(at: .large) == 1)
    }
  }
#endif
