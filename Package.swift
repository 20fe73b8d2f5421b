// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ChoiceKit",
  platforms: [
    .iOS(.v16), .macOS(.v13), .watchOS(.v9), .tvOS(.v16), .visionOS(.v1),
  ],
  products: [
    .library(name: "ChoiceKit", targets: ["ChoiceKit"]),
    .library(name: "ChoiceKitCore", targets: ["ChoiceKitCore"]),
    .library(name: "ChoiceKitPreview", targets: ["ChoiceKitPreview"]),
    .executable(name: "choicekit", targets: ["choicekit"]),
  ],
  targets: [
    .target(name: "ChoiceKitCore", resources: [.process("Resources")]),
    .target(name: "ChoiceKit", dependencies: ["ChoiceKitCore"]),
    .target(name: "ChoiceKitPreview", dependencies: ["ChoiceKitCore"], resources: [.process("Resources")]),
    .target(name: "ChoiceKitCommand", dependencies: ["ChoiceKitCore", "ChoiceKitPreview"]),
    .executableTarget(name: "choicekit", dependencies: ["ChoiceKitCommand"]),
    .target(
      name: "ChoiceKitTestSupport",
      dependencies: ["ChoiceKitCore"],
      path: "Tests/ChoiceKitTestSupport"
    ),
    .testTarget(
      name: "ChoiceKitCoreTests",
      dependencies: ["ChoiceKitCore", "ChoiceKitPreview", "ChoiceKitTestSupport"]
    ),
    .testTarget(
      name: "ChoiceKitPreviewTests",
      dependencies: ["ChoiceKitPreview", "ChoiceKitCommand", "ChoiceKitTestSupport"],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "ChoiceKitCommandTests",
      dependencies: ["ChoiceKitCommand", "ChoiceKitPreview", "ChoiceKitTestSupport"]
    ),
    .testTarget(name: "ChoiceKitTests", dependencies: ["ChoiceKit"]),
  ],
  swiftLanguageModes: [.v6]
)
