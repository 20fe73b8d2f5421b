import Testing

@testable import ChoiceKitCommand
@testable import ChoiceKitPreview

@Suite struct CommandOptionsTests {
  /// Reads words with a fixed option table: one valued option with a short alias, one flag.
  func read(_ words: [String]) throws(CommandUsageError) -> CommandOptions {
    try CommandOptions.read(
      words, valued: ["--output", "--arc"], flags: ["--quiet"], aliases: ["-o": "--output"], context: "demo")
  }

  @Test func readsSpacedAndJoinedValuesFlagsAndAliases() throws {
    let options = try read(["--arc=-90,180", "--quiet", "-o", "b.svg", "--quiet"])
    #expect(
      options.options == [
        .init(name: "--arc", value: "-90,180"), .init(name: "--quiet", value: nil),
        .init(name: "--output", value: "b.svg"), .init(name: "--quiet", value: nil),
      ])
    #expect(options.value(of: "--output") == "b.svg")
    #expect(options.contains("--quiet"))
    #expect(!options.wantsHelp)
  }

  @Test func aValueMayStartWithASingleDashButNotTwo() throws {
    #expect(try read(["--arc", "-90,180"]).value(of: "--arc") == "-90,180")
    #expect(throws: CommandUsageError.self) { try read(["--arc", "--quiet"]) }
    #expect(try read(["--arc=--odd"]).value(of: "--arc") == "--odd")
  }

  @Test(arguments: [["-h"], ["--help"], ["--quiet", "--help"]])
  func helpIsAlwaysKnown(words: [String]) throws {
    #expect(try read(words).wantsHelp)
  }

  @Test(arguments: [
    (["--colour"], "unknown option '--colour' for 'demo'; see 'choicekit --help'"),
    (["--colour=red"], "unknown option '--colour' for 'demo'; see 'choicekit --help'"),
    (["stray"], "unknown option 'stray' for 'demo'; see 'choicekit --help'"),
    (["--output"], "option '--output' needs a value; see 'choicekit --help'"),
    (
      ["--output", "a.svg", "-o", "b.svg"],
      "option '--output' is given twice; give it once; see 'choicekit --help'"
    ),
    (["--arc=1", "--arc=1"], "option '--arc' is given twice; give it once; see 'choicekit --help'"),
    (["-o"], "option '-o' needs a value; see 'choicekit --help'"),
    (["--quiet=yes"], "option '--quiet' takes no value; see 'choicekit --help'"),
  ])
  func refusesWithOneMessage(words: [String], message: String) {
    #expect(throws: CommandUsageError(message: message)) { try read(words) }
  }
}
