import ChoiceKitCore
import Foundation

extension FontMetricsTextMeasurer {
  /// A face's ligatures made wholly of ASCII in their isolated forms (no other form occurs in
  /// text without joining), applied to UTF-8 bytes as the shaper applies them to glyphs.
  ///
  /// Flat arrays rather than nested ones, so that applying them retains nothing per byte.
  final class ASCIILigatures: Sendable {
    /// How many lookups have a ligature made wholly of ASCII, in the font's order.
    let lookupCount: Int
    /// Where the ligatures of each lookup and first byte lie in `rests` and `changes`: those of
    /// lookup `l` and byte `b` from `starts[l * 129 + b]` up to `starts[l * 129 + b + 1]`.
    let starts: [Int]
    /// Where each ligature's components after the first lie in `bytes`.
    let rests: [Range<Int>]
    /// The components after the first of every ligature, one after another.
    let bytes: [UInt8]
    /// Each ligature's advance less its components' own.
    let changes: [Int]
    /// Whether one of the lookups skips marks: a mark could then sit inside a ligature, so the
    /// byte pass (which takes any byte beyond ASCII for a barrier) serves ASCII text only.
    let skipsMarks: Bool
    /// The first bytes of the ligatures.
    let firstBytes: Set<UInt8>

    /// Collects the ligatures made wholly of ASCII of the lookups that do not belong to the
    /// Arabic script (those apply only in Arabic runs, which only the shaper can tell).
    ///
    /// - Parameters:
    ///   - lookups: The face's ligature lookups, in the font's order.
    ///   - asciiAdvances: The advance of each ASCII scalar, by value (128 of them).
    init(lookups: [LigatureLookup], asciiAdvances: [Int]) {
      var starts: [Int] = []
      var rests: [Range<Int>] = []
      var bytes: [UInt8] = []
      var changes: [Int] = []
      var skipsMarks = false
      var firstBytes: Set<UInt8> = []
      var lookupCount = 0
      for lookup in lookups where !lookup.appliesInArabicRunsOnly {
        var byFirst = [[Ligature]](repeating: [], count: 0x80)
        for ligature in lookup.ligatures where Self.isWhollyASCII(ligature) {
          guard let first = ligature.components.first?.scalar else { continue }
          byFirst[Int(first)].append(ligature)
        }
        guard byFirst.contains(where: { !$0.isEmpty }) else { continue }
        lookupCount += 1
        skipsMarks = skipsMarks || lookup.skipsMarks
        for (first, ligatures) in byFirst.enumerated() {
          starts.append(changes.count)
          if !ligatures.isEmpty { firstBytes.insert(UInt8(first)) }
          for ligature in ligatures {
            let rest = ligature.components.dropFirst().map { UInt8($0.scalar) }
            rests.append(bytes.count..<bytes.count + rest.count)
            bytes += rest
            let own = ligature.components.reduce(0) { $0 + asciiAdvances[Int($1.scalar)] }
            changes.append(Int(ligature.advance) - own)
          }
        }
        starts.append(changes.count)
      }
      self.lookupCount = lookupCount
      self.starts = starts
      self.rests = rests
      self.bytes = bytes
      self.changes = changes
      self.skipsMarks = skipsMarks
      self.firstBytes = firstBytes
    }

    /// Whether all the ligature's components are ASCII in their isolated forms.
    static func isWhollyASCII(_ ligature: Ligature) -> Bool {
      ligature.components.allSatisfy { $0.scalar < 0x80 && $0.form == .isolated }
    }

    /// How much the ligatures change the width of text whose scalars keep their own advances:
    /// the lookups in order, each forming at each byte not yet consumed the first of its
    /// ligatures that matches the bytes after it.
    ///
    /// Bytes beyond ASCII, and bytes a ligature consumed, match no component, as glyphs beyond
    /// ASCII and consumed glyphs match none in shaping.
    ///
    /// - Parameter text: Text without contextual forms or other ligatures.
    /// - Returns: The change in font units, negative where ligatures are narrower.
    func change(in text: String) -> Int {
      text.utf8.withContiguousStorageIfAvailable(change(inUTF8:))
        ?? Array(text.utf8).withUnsafeBufferPointer(change(inUTF8:))
    }

    /// ``change(in:)`` over the text's UTF-8 bytes.
    private func change(inUTF8 utf8: UnsafeBufferPointer<UInt8>) -> Int {
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: utf8.count) { buffer in
        // Never a byte of UTF-8, so never a component.
        let consumed: UInt8 = 0xFF
        let count = buffer.initialize(fromContentsOf: utf8)
        var change = 0
        for lookup in 0..<lookupCount {
          var position = 0
          while position < count {
            let byte = buffer[position]
            position += 1
            guard byte < 0x80 else { continue }
            let first = lookup * 129 + Int(byte)
            for ligature in starts[first]..<starts[first + 1] {
              let rest = rests[ligature]
              guard matches(rest, at: position, in: buffer, count: count) else { continue }
              change += changes[ligature]
              for index in position - 1..<position + rest.count { buffer[index] = consumed }
              position += rest.count
              break
            }
          }
        }
        return change
      }
    }

    /// Whether the bytes from `position` are the components at `rest` in `bytes`.
    private func matches(
      _ rest: Range<Int>, at position: Int, in buffer: UnsafeMutableBufferPointer<UInt8>, count: Int
    ) -> Bool {
      guard position + rest.count <= count else { return false }
      var offset = position
      for index in rest {
        guard buffer[offset] == bytes[index] else { return false }
        offset += 1
      }
      return true
    }
  }
}
