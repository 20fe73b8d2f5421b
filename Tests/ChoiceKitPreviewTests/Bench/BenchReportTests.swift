import Foundation
import Testing

@testable import ChoiceKitCommand
@testable import ChoiceKitPreview

@Suite struct BenchReportTests {
  @Test func medianOfNothingIsNil() {
    #expect(BenchReport.median([]) == nil)
    #expect(BenchReport.median([.nan]) == nil)
  }

  @Test(
    arguments: [
      ([4.0], 4.0),
      ([3, 1], 2),
      ([5, 1, 3], 3),
      ([9, 1, 7, 3], 5),
      ([2, 2, 2, 100], 2),
      ([1, .nan, 3, 2], 2),
      ([-1, 0, 1e9], 0),
    ] as [([Double], Double)])
  func medianIsTheMiddleOfTheSortedValues(values: [Double], median: Double) {
    #expect(BenchReport.median(values) == median)
  }

  @Test func medianIgnoresOneOutlierWhateverItsSize() {
    let steady = Array(repeating: 1.0, count: 10) + [1_000_000]
    #expect(BenchReport.median(steady) == 1)
  }

  @Test func growthOverTenfoldIsTheRatio() throws {
    let growth = try #require(BenchReport.growthPer10x(from: (100, 2), to: (1_000, 20)))
    #expect(abs(growth - 10) < 1e-9)
    let flat = try #require(BenchReport.growthPer10x(from: (1_000, 3), to: (10_000, 3)))
    #expect(abs(flat - 1) < 1e-12)
  }

  @Test func growthOverOtherStepsIsScaledToTenfold() throws {
    // Linear work: 8 times the segments, 8 times the time, is 10× per 10× n.
    let linear = try #require(BenchReport.growthPer10x(from: (8, 1), to: (64, 8)))
    #expect(abs(linear - 10) < 1e-9)
    // Quadratic work grows 100× per 10× n, whatever the step.
    let quadratic = try #require(BenchReport.growthPer10x(from: (1_024, 1), to: (10_000, 95.367_431_6)))
    #expect(abs(quadratic - 100) < 1e-4)
    // Logarithmic work (binary search) grows little.
    let search = try #require(BenchReport.growthPer10x(from: (2, 1), to: (8, 3)))
    #expect(search > 1 && search < 10)
  }

  @Test(
    arguments: [
      ((8, 1.0), (8, 2.0)),  // same size
      ((64, 1.0), (8, 2.0)),  // size shrinks
      ((0, 1.0), (8, 2.0)),  // no size
      ((-8, 1.0), (8, 2.0)),
      ((8, 0.0), (64, 2.0)),  // a time of zero
      ((8, 1.0), (64, -2.0)),
      ((8, Double.nan), (64, 2.0)),
      ((8, 1.0), (64, Double.infinity)),
    ] as [((Int, Double), (Int, Double))])
  func growthWithoutAMeaningIsNil(from: (Int, Double), to: (Int, Double)) {
    #expect(BenchReport.growthPer10x(from: from, to: to) == nil)
  }

  @Test func frameShareIsOfA120HzFrame() {
    #expect(abs(BenchReport.frameMicroseconds - 8_333.333) < 0.001)
    let row = BenchReport.Row(
      suite: "s", name: "r", n: nil, medianMicroseconds: 8_333.333_333_333_334 / 4, samples: 1,
      iterationsPerSample: 1)
    #expect(abs(row.frameShare - 0.25) < 1e-12)
  }
}
