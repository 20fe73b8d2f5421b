import ChoiceKitCore
import ChoiceKitTestSupport
import Foundation
import Testing

@Suite("TransitionSampler")
struct TransitionSamplerTests {
  @Test(arguments: SpringMotion.allPresets)
  func framesCoverTheSettlingDurationInWholeFrames(preset: SpringPreset) {
    let sampler = TransitionSampler(spring: preset.spring, framesPerSecond: 60)
    let settling = preset.spring.settlingDuration
    let frames = sampler.progressFrames()
    #expect(frames.count == sampler.frameCount)
    #expect(frames.count == Int((settling * 60).rounded(.up)) + 1)
    #expect(sampler.duration >= settling && sampler.duration < settling + 1.0 / 60)
    #expect(frames.last?.time == sampler.duration)
  }

  @Test(arguments: SpringMotion.allPresets)
  func framesRunFromZeroToExactlyOne(preset: SpringPreset) {
    let frames = TransitionSampler(spring: preset.spring, framesPerSecond: 30).progressFrames()
    #expect(frames.first == TransitionFrame(time: 0, progress: 0))
    #expect(frames.last?.progress == 1)
    for (index, frame) in frames.enumerated() {
      #expect(frame.time == Double(index) / 30)
      #expect(frame.progress == (index == frames.count - 1 ? 1 : preset.spring.value(at: frame.time)))
    }
    #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.time < $1.time })
  }

  @Test func bouncySpringOvershootsInItsFrames() {
    let frames = TransitionSampler(spring: .bouncy).progressFrames()
    #expect(frames.contains { $0.progress > 1.01 })
    let smooth = TransitionSampler(spring: .smooth).progressFrames()
    #expect(smooth.allSatisfy { $0.progress <= 1 })
    #expect(zip(smooth, smooth.dropFirst()).allSatisfy { $0.progress <= $1.progress })
  }

  @Test func valuesFollowTheProgress() {
    let sampler = TransitionSampler(spring: .snappy, framesPerSecond: 24)
    let points = sampler.frames(from: CGPoint(x: 0, y: 10), to: CGPoint(x: 200, y: 10))
    #expect(points.count == sampler.frameCount)
    #expect(points.first == CGPoint(x: 0, y: 10))
    #expect(points.last == CGPoint(x: 200, y: 10))
    for (point, frame) in zip(points, sampler.progressFrames()) {
      #expect(abs(point.x - 200 * frame.progress) < 1e-9)
    }
    let colours = sampler.frames(from: RGBAColor.white, to: .black)
    #expect(colours.first == .white && colours.last == .black)
  }

  @Test(arguments: [0, -30, Double.nan, .infinity, -Double.infinity])
  func unusableFrameRateFallsBackToSixty(fps: Double) {
    let sampler = TransitionSampler(spring: .default, framesPerSecond: fps)
    #expect(sampler.framesPerSecond == 60)
    #expect(sampler == TransitionSampler(spring: .default, framesPerSecond: 60))
  }

  @Test func frameCountIsCapped() {
    let undamped = TransitionSampler(spring: SpringMotion(response: 0.5, dampingFraction: 0))
    #expect(undamped.frameCount == TransitionSampler.maximumFrameCount)
    let frames = undamped.progressFrames()
    #expect(frames.count == 10_000)
    #expect(frames.last?.progress == 1)
    #expect(abs(undamped.duration - 9_999.0 / 60) < 1e-9)

    let fast = TransitionSampler(spring: .default, framesPerSecond: 1e300)
    #expect(fast.frameCount == TransitionSampler.maximumFrameCount)
    #expect(fast.progressFrames().allSatisfy { $0.time.isFinite && $0.progress.isFinite })

    let slow = TransitionSampler(spring: SpringMotion(response: 1000, dampingFraction: 1))
    #expect(slow.frameCount == TransitionSampler.maximumFrameCount)
  }

  /// Frame rates from the minimum down to the smallest positive `Double`, where one frame would
  /// last longer than any `Double` (or any `Int` number of milliseconds) can hold.
  static let tinyFrameRates = [
    TransitionSampler.minimumFramesPerSecond / 2, 1e-12, 1e-17, 1e-300, Double.leastNonzeroMagnitude,
  ]

  @Test(arguments: tinyFrameRates)
  func tinyFrameRatesAreRaisedToTheMinimum(fps: Double) {
    let sampler = TransitionSampler(spring: .bouncy, framesPerSecond: fps)
    let minimum = TransitionSampler.minimumFramesPerSecond
    #expect(sampler.framesPerSecond == minimum)
    #expect(sampler == TransitionSampler(spring: .bouncy, framesPerSecond: minimum))
    // The bouncy spring settles within one frame at that rate: two frames, a frame apart.
    #expect(sampler.frameCount == 2)
    #expect(sampler.duration == 1 / minimum)
    let middle = sampler.duration / 2
    #expect(
      sampler.evenlySpacedFrames(count: 3) == [
        TransitionFrame(time: 0, progress: 0),
        TransitionFrame(time: middle, progress: SpringMotion.bouncy.value(at: middle)),
        TransitionFrame(time: sampler.duration, progress: 1),
      ])
  }

  @Test func everyFrameRateGivesFiniteIncreasingFrames() {
    var random = SeededRandom(seed: 60)
    let rates = [0, 1, 24, 60, 120, 1e9, 1e300, .greatestFiniteMagnitude] + Self.tinyFrameRates
    let randomRates = (0..<40).map { _ in pow(10, random.double(in: -320...308)) }
    for fps in rates + randomRates {
      for preset in SpringMotion.allPresets {
        let sampler = TransitionSampler(spring: preset.spring, framesPerSecond: fps)
        let context = "\(preset.name) at \(fps) fps"
        #expect(sampler.framesPerSecond.isFinite && sampler.framesPerSecond > 0, "\(context)")
        #expect(sampler.duration.isFinite, "\(context)")
        for frames in [sampler.progressFrames(), sampler.evenlySpacedFrames(count: 7)] {
          #expect(frames.allSatisfy { $0.time.isFinite && $0.progress.isFinite }, "\(context)")
          #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.time < $1.time }, "\(context)")
          #expect(frames.first?.time == 0 && frames.last?.progress == 1, "\(context)")
        }
      }
    }
  }

  @Test func tinyFrameRateStillGivesTwoFrames() {
    let sampler = TransitionSampler(spring: .interactive, framesPerSecond: 0.01)
    #expect(sampler.frameCount == 2)
    #expect(
      sampler.progressFrames() == [
        TransitionFrame(time: 0, progress: 0), TransitionFrame(time: 100, progress: 1),
      ])
  }

  @Test func evenlySpacedFramesSpanTheWholeTransition() {
    let sampler = TransitionSampler(spring: .bouncy, framesPerSecond: 60)
    let strip = sampler.evenlySpacedFrames(count: 5)
    #expect(strip.count == 5)
    #expect(strip.first == TransitionFrame(time: 0, progress: 0))
    #expect(strip.last == TransitionFrame(time: sampler.duration, progress: 1))
    for (index, frame) in strip.enumerated().dropLast() {
      #expect(abs(frame.time - sampler.duration * Double(index) / 4) < 1e-12)
      #expect(frame.progress == SpringMotion.bouncy.value(at: frame.time))
    }
  }

  @Test func evenlySpacedFrameCountEdgesAreDefined() {
    let sampler = TransitionSampler(spring: .smooth)
    #expect(sampler.evenlySpacedFrames(count: 0).isEmpty)
    #expect(sampler.evenlySpacedFrames(count: -4).isEmpty)
    #expect(sampler.evenlySpacedFrames(count: 1) == [TransitionFrame(time: sampler.duration, progress: 1)])
    let two = sampler.evenlySpacedFrames(count: 2)
    #expect(two.map(\.progress) == [0, 1])
    #expect(sampler.evenlySpacedFrames(count: .max).count == TransitionSampler.maximumFrameCount)
  }

  @Test func aFrameStoresItsValuesAsGiven() {
    let frame = TransitionFrame(time: .nan, progress: .infinity)
    #expect(frame.time.isNaN && frame.progress == .infinity)
  }

  @Test func framesTowardsAnUnboundedValueJumpHalfway() {
    let sampler = TransitionSampler(spring: .smooth, framesPerSecond: 30)
    let values = sampler.frames(from: 0.0, to: .infinity)
    for (value, frame) in zip(values, sampler.progressFrames()) {
      #expect(value == (frame.progress < 0.5 ? 0 : .infinity), "\(frame)")
    }
    #expect(sampler.frames(from: Double.nan, to: 1).last == 1)
  }
}
