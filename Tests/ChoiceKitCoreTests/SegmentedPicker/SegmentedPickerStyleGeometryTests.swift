import ChoiceKitCore
import Foundation
import Testing

@Suite("SegmentedPickerStyleGeometry")
struct SegmentedPickerStyleGeometryTests {
  private let frame = CGRect(x: 10, y: 4, width: 100, height: 36)

  @Test func eachStyleHasItsShapes() {
    let capsule = SegmentedPickerStyleGeometry(.capsule)
    #expect(capsule.track == .fill(.capsule))
    #expect(capsule.indicator == .fill(.capsule))
    #expect(capsule.selectedLabelIsOnFill)
    let underline = SegmentedPickerStyleGeometry(.underline)
    #expect(underline.track == nil)
    #expect(underline.indicator == .underline)
    #expect(underline.outline == .rectangle)
    #expect(!underline.selectedLabelIsOnFill)
    let bordered = SegmentedPickerStyleGeometry(.bordered)
    #expect(bordered.track == .outline(.capsule))
    #expect(bordered.indicator == .outline(.capsule))
    #expect(!bordered.selectedLabelIsOnFill)
  }

  @Test func paintsCoverTheirFrames() {
    #expect(SegmentedPickerPaint.fill(.capsule).paintedFrame(in: frame, strokeWidth: 2) == frame)
    #expect(
      SegmentedPickerPaint.outline(.capsule).paintedFrame(in: frame, strokeWidth: 2)
        == CGRect(x: 11, y: 5, width: 98, height: 34))
    #expect(
      SegmentedPickerPaint.underline.paintedFrame(in: frame, strokeWidth: 2)
        == CGRect(x: 10, y: 38, width: 100, height: 2))
  }

  @Test func anUnderlineNeverOutgrowsItsFrame() {
    let flat = CGRect(x: 0, y: 0, width: 50, height: 1)
    #expect(SegmentedPickerPaint.underline.paintedFrame(in: flat, strokeWidth: 4).height == 1)
  }

  @Test(arguments: [SegmentedPickerShape.capsule, .rectangle])
  func shapesFillTheFrame(shape: SegmentedPickerShape) {
    let bounds = shape.path(in: frame).bounds
    for (a, b) in [
      (bounds.minX, frame.minX), (bounds.minY, frame.minY), (bounds.maxX, frame.maxX),
      (bounds.maxY, frame.maxY),
    ] {
      #expect(abs(a - b) < 1e-9)
    }
  }

  @Test(arguments: [
    CGRect.zero, CGRect(x: 0, y: 0, width: 0, height: 10),
    CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10),
    CGRect(x: 0, y: 0, width: 10, height: CGFloat.infinity),
  ])
  func degenerateFramesGiveEmptyPaths(rect: CGRect) {
    #expect(SegmentedPickerShape.capsule.path(in: rect).elements.isEmpty)
    #expect(SegmentedPickerShape.rectangle.path(in: rect).elements.isEmpty)
  }

  @Test func scrollingContentIsClippedToTheTrackThatIsDrawn() {
    #expect(SegmentedPickerStyleGeometry(.capsule).scrollClip(tokens: .standard) == .capsule)
    #expect(SegmentedPickerStyleGeometry(.capsule).scrollClip(tokens: .watch) == .rectangle)
    #expect(SegmentedPickerStyleGeometry(.underline).scrollClip(tokens: .standard) == .rectangle)
    #expect(SegmentedPickerStyleGeometry(.bordered).scrollClip(tokens: .standard) == .capsule)
  }

  @Test(arguments: SegmentedPickerStyleKind.allCases)
  func contentIsClippedOnlyWhileItScrolls(kind: SegmentedPickerStyleKind) {
    let geometry = SegmentedPickerStyleGeometry(kind)
    for tokens in [SegmentedPickerTokens.standard, .watch] {
      #expect(geometry.contentClip(tokens: tokens, isScrolling: false) == nil)
      #expect(geometry.contentClip(tokens: tokens, isScrolling: true) == geometry.scrollClip(tokens: tokens))
    }
  }

  @Test func noClipCutsNothingAroundTheTrack() {
    let track = CGRect(x: 0, y: 0, width: 300, height: 45)
    #expect(
      SegmentedPickerShape.clipPath(.capsule, in: track) == SegmentedPickerShape.capsule.path(in: track))
    let open = SegmentedPickerShape.clipPath(nil, in: track).bounds
    #expect(open == CGRect(x: -300, y: -45, width: 900, height: 135))
    // A segment lifted by the largest focus scale still lies inside.
    let lifted = CGRect(x: 4, y: 4, width: 292, height: 37)
    let grown = lifted.insetBy(dx: -lifted.width / 2, dy: -lifted.height / 2)
    #expect(open.contains(grown))
    #expect(SegmentedPickerShape.clipPath(nil, in: .zero).elements.isEmpty)
  }

  @Test(arguments: SegmentedPickerStyleKind.allCases)
  func onlyTokensWithASegmentFillPaintPills(kind: SegmentedPickerStyleKind) {
    let geometry = SegmentedPickerStyleGeometry(kind)
    #expect(geometry.segmentFill(tokens: .standard) == nil)
    #expect(geometry.segmentFill(tokens: .watch) == .fill(geometry.segment))
    var darkOnly = SegmentedPickerTokens.standard
    darkOnly.segmentFill = AdaptiveColor(light: .clear, dark: RGBAColor(hex: 0x8E8E93, alpha: 0.3))
    #expect(geometry.segmentFill(tokens: darkOnly) == .fill(geometry.segment))
  }

  @Test func aNegativeSizeIsTheSameRectangleStandardised() {
    let flipped = CGRect(x: 10, y: 0, width: -4, height: 10)
    #expect(
      SegmentedPickerShape.rectangle.path(in: flipped).bounds == CGRect(x: 6, y: 0, width: 4, height: 10))
  }

  @Test func theMacsCornersRoundEveryCapsule() {
    let mac = SegmentedPickerTokens.mac
    let capsule = SegmentedPickerStyleGeometry(.capsule).shaped(by: mac)
    #expect(capsule.track == .fill(.roundedRectangle(cornerRadius: 6)))
    #expect(capsule.outline == .roundedRectangle(cornerRadius: 6))
    // Inside the 2 pt inset the corners stay concentric.
    #expect(capsule.indicator == .fill(.roundedRectangle(cornerRadius: 4)))
    #expect(capsule.segment == .roundedRectangle(cornerRadius: 4))
    let bordered = SegmentedPickerStyleGeometry(.bordered).shaped(by: mac)
    #expect(bordered.track == .outline(.roundedRectangle(cornerRadius: 6)))
    let underline = SegmentedPickerStyleGeometry(.underline).shaped(by: mac)
    #expect(underline.indicator == .underline)
    #expect(underline.outline == .rectangle)
    #expect(underline.track == nil)
  }

  @Test(arguments: SegmentedPickerStyleKind.allCases)
  func capsuleTokensKeepTheStylesShapes(style: SegmentedPickerStyleKind) {
    let geometry = SegmentedPickerStyleGeometry(style)
    #expect(geometry.shaped(by: .standard) == geometry)
    #expect(geometry.shaped(by: .watch) == geometry)
  }

  @Test func aRadiusNeverExceedsHalfTheShorterSide() {
    let rect = CGRect(x: 0, y: 0, width: 40, height: 10)
    #expect(SegmentedPickerShape.roundedRectangle(cornerRadius: 50).path(in: rect) == .capsule(in: rect))
    #expect(SegmentedPickerShape.roundedRectangle(cornerRadius: -1).path(in: rect) == .rect(rect))
    #expect(SegmentedPickerShape.roundedRectangle(cornerRadius: .nan).path(in: rect) == .rect(rect))
    let tokens = SegmentedPickerTokens {
      $0.metrics = SegmentedPickerMetrics {
        $0.containerInset = 10
      }
      $0.cornerRadius = 4
    }
    #expect(
      SegmentedPickerStyleGeometry(.capsule).shaped(by: tokens).indicator
        == .fill(.roundedRectangle(cornerRadius: 0)))
  }

  @Test func onlyAFilledIndicatorTakesTheTokensFillAndShadow() {
    let mac = SegmentedPickerTokens.mac
    #expect(SegmentedPickerStyleGeometry(.capsule).indicatorFill(tokens: mac) == mac.indicatorFill)
    #expect(SegmentedPickerStyleGeometry(.capsule).indicatorShadow(tokens: mac) == mac.indicatorShadow)
    for style in [SegmentedPickerStyleKind.underline, .bordered] {
      #expect(SegmentedPickerStyleGeometry(style).indicatorFill(tokens: mac) == nil)
      #expect(SegmentedPickerStyleGeometry(style).indicatorShadow(tokens: mac) == nil)
    }
    #expect(SegmentedPickerStyleGeometry(.capsule).indicatorFill(tokens: .standard) == nil)
  }

  @Test func onlyTokensWithASeparatorColourDrawSeparators() {
    let geometry = SegmentedPickerStyleGeometry(.capsule)
    #expect(geometry.drawsSeparators(tokens: .mac))
    #expect(!geometry.drawsSeparators(tokens: .standard))
    #expect(!geometry.drawsSeparators(tokens: .watch))
  }
}
