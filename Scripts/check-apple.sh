#!/usr/bin/env bash
# The checks only a Mac with Xcode can run: the package's tests with SwiftUI (the SwiftUI layer's
# own tests in Tests/ChoiceKitTests run only there), the ChoiceKit library built for every Apple
# platform with warnings as errors, and the demo app's targets. CI runs it on macOS runners; run it
# on a Mac to check the same before pushing.
#
# Usage: Scripts/check-apple.sh [package] [ios-tests] [ios-tests-oldest] [platforms] [demo] [ios]
#            (default: package ios-tests platforms demo)
#   package    swift build, then swift test (on macOS: every test, and the SwiftUI tests that one
#              rendered frame answers)
#   ios-tests  Tests/ChoiceKitTests in an iPhone simulator of the newest iOS runtime installed
#              (the shared scheme ChoiceKitTests): the SwiftUI tests that need a window and
#              VoiceOver's accessibility tree run only there
#   ios-tests-oldest
#              the same on the oldest iOS runtime installed, where the iOS 16-17 branches run
#              (what SwiftUI lets a custom picker read differs before iOS 18); when the oldest
#              installed is iOS 18 or later, the iOS 17.5 runtime is downloaded first
#              (xcodebuild -downloadPlatform), and the part fails if none older can be had
#   platforms  xcodebuild build of the ChoiceKit scheme for the iOS, watchOS, tvOS and visionOS
#              simulators and for macOS, warnings as errors
#   demo       the demo app for an iOS simulator and macOS, and its watch app for a watchOS simulator
#   ios        the ChoiceKit scheme for an iOS simulator alone, warnings as errors (what the oldest
#              supported Xcode, 16.0, checks)
# DERIVED_DATA names xcodebuild's build folder (default .build/DerivedData). Where
# GITHUB_STEP_SUMMARY is set, each finished step adds a line to that file.
set -euo pipefail
cd "$(dirname "$0")/.."
derived=${DERIVED_DATA:-.build/DerivedData}
parts=("$@")
[ ${#parts[@]} -gt 0 ] || parts=(package ios-tests platforms demo)
for part in "${parts[@]}"; do
  case "$part" in
    package | ios-tests | ios-tests-oldest | platforms | demo | ios) ;;
    *)
      echo "check-apple.sh: unknown part '$part' (package, ios-tests, ios-tests-oldest, platforms, demo or ios)" >&2
      exit 2
      ;;
  esac
done

step() { printf '\n== %s\n' "$1"; }
done_step() {
  echo "ok: $1"
  if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then echo "- $1" >> "$GITHUB_STEP_SUMMARY"; fi
}

library() {  # library DESTINATION: the ChoiceKit scheme, warnings as errors
  step "ChoiceKit for $1"
  xcodebuild build -scheme ChoiceKit -destination "$1" -derivedDataPath "$derived" \
    SWIFT_TREAT_WARNINGS_AS_ERRORS=YES GCC_TREAT_WARNINGS_AS_ERRORS=YES -quiet
  done_step "ChoiceKit built for $1, warnings as errors ($(xcodebuild -version | head -n 1))"
}

app() {  # app SCHEME DESTINATION: a demo target, unsigned
  step "$1 for $2"
  xcodebuild build -project Examples/ChoiceKitDemo/ChoiceKitDemo.xcodeproj -scheme "$1" \
    -destination "$2" -derivedDataPath "$derived" CODE_SIGNING_ALLOWED=NO -quiet
  done_step "demo $1 built for $2"
}

iphone_simulator() {  # iphone_simulator newest|oldest: "IDENTIFIER VERSION" of an iPhone simulator
  xcrun simctl list devices available -j | python3 -c '
import json, re, sys
found = []
for runtime, devices in json.load(sys.stdin)["devices"].items():
    match = re.search(r"SimRuntime[.]iOS-([0-9]+)-([0-9]+)", runtime)
    phones = [d for d in devices if d.get("isAvailable", True) and d["name"].startswith("iPhone")]
    if match and phones:
        found.append(((int(match.group(1)), int(match.group(2))), phones[0]["udid"]))
if found:
    version, udid = sorted(found)[0 if sys.argv[1] == "oldest" else -1]
    print(udid, "%d.%d" % version)
' "$1"
}

simulator_tests() {  # simulator_tests newest|oldest: Tests/ChoiceKitTests on that runtime's iPhone
  read -r device version <<< "$(iphone_simulator "$1")" || true
  if [ "$1" = oldest ] && { [ -z "${version:-}" ] || [ "${version%%.*}" -ge 18 ]; }; then
    echo "the oldest iOS runtime installed is ${version:-none}: downloading iOS 17.5"
    xcodebuild -downloadPlatform iOS -buildVersion 17.5 || true
    read -r device version <<< "$(iphone_simulator oldest)" || true
    if [ -z "${version:-}" ] || [ "${version%%.*}" -ge 18 ]; then
      echo "check-apple.sh: no iOS runtime before 18 could be had (xcrun simctl list runtimes)" >&2
      exit 1
    fi
  fi
  if [ -z "${device:-}" ]; then
    echo "check-apple.sh: no iPhone simulator is available (xcrun simctl list devices)" >&2
    exit 1
  fi
  step "Tests/ChoiceKitTests on iOS $version ($1 runtime)"
  xcodebuild test -scheme ChoiceKitTests -destination "platform=iOS Simulator,id=$device" \
    -derivedDataPath "$derived" -quiet
  done_step "Tests/ChoiceKitTests in an iOS $version simulator ($(xcodebuild -version | head -n 1))"
}

for part in "${parts[@]}"; do
  case "$part" in
    package)
      step "swift build and swift test"
      swift build
      swift test
      done_step "swift build and swift test ($(swift --version 2>&1 | head -n 1))"
      ;;
    ios-tests)
      simulator_tests newest
      ;;
    ios-tests-oldest)
      simulator_tests oldest
      ;;
    platforms)
      for destination in "generic/platform=iOS Simulator" "generic/platform=watchOS Simulator" \
        "generic/platform=tvOS Simulator" "generic/platform=visionOS Simulator" "generic/platform=macOS"; do
        library "$destination"
      done
      ;;
    demo)
      app ChoiceKitDemo "generic/platform=iOS Simulator"
      app ChoiceKitDemo "generic/platform=macOS"
      app "ChoiceKitDemo Watch" "generic/platform=watchOS Simulator"
      ;;
    ios)
      library "generic/platform=iOS Simulator"
      ;;
  esac
done
echo
echo "Apple checks passed: ${parts[*]}"
