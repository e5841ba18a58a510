import Testing
@testable import CLIKit

@Suite struct ArgumentParserTests {
    let spec = CommandSpec(path: ["search"], abstract: "search", usage: "QUERY...", options: [
        .option("limit", short: "n", value: "N", help: "count"),
        .flag("json", help: "json"),
        .option("allergy", value: "NAME", repeatable: true, help: "allergy"),
        .flag("verbose", short: "v", help: "verbose"),
    ])

    @Test func parsesEveryOptionSpelling() throws {
        let parsed = try ArgumentParser.parse(["greek", "--limit", "5", "--json", "yogurt", "--allergy=nuts", "--allergy", "fish", "-v"], spec: spec)
        #expect(parsed.positionals == ["greek", "yogurt"])
        #expect(try parsed.integer("limit") == 5)
        #expect(parsed.flag("json"))
        #expect(parsed.flag("verbose"))
        #expect(parsed.values("allergy") == ["nuts", "fish"])
        #expect(try ArgumentParser.parse(["-n3"], spec: spec).value("limit") == "3")
        #expect(try ArgumentParser.parse(["-vn", "4"], spec: spec).value("limit") == "4")
    }

    @Test func doubleDashEndsOptionsAndDashIsStandardInput() throws {
        let parsed = try ArgumentParser.parse(["--", "--json", "-"], spec: spec)
        #expect(parsed.positionals == ["--json", "-"])
        #expect(!parsed.flag("json"))
        #expect(try ArgumentParser.parse(["-12"], spec: spec).positionals == ["-12"])
    }

    @Test func errorsNameTheProblemAndTheFix() {
        #expect(throws: ArgumentError.unknownOption("--limt", command: "search", suggestion: "--limit")) {
            try ArgumentParser.parse(["--limt", "3"], spec: spec)
        }
        #expect(throws: ArgumentError.missingValue(option: "limit")) { try ArgumentParser.parse(["--limit"], spec: spec) }
        #expect(throws: ArgumentError.unexpectedValue(flag: "json")) { try ArgumentParser.parse(["--json=yes"], spec: spec) }
        #expect(throws: ArgumentError.unknownOption("-x", command: "search", suggestion: nil)) { try ArgumentParser.parse(["-x"], spec: spec) }
        let message = ArgumentError.unknownOption("--limt", command: "search", suggestion: "--limit").message
        #expect(message == "unknown option '--limt'; did you mean '--limit'? see 'foodlog search --help'")
    }

    @Test func typedAccessorsValidateRanges() throws {
        let parsed = try ArgumentParser.parse(["--limit", "0"], spec: spec)
        #expect(throws: ArgumentError.invalidValue(option: "limit", value: "0", expected: "a whole number from 1 to 100")) {
            try parsed.integer("limit", in: 1...100)
        }
        let text = try ArgumentParser.parse(["--limit", "ten"], spec: spec)
        #expect(throws: ArgumentError.self) { try text.integer("limit") }
        #expect(throws: ArgumentError.self) { try text.decimal("limit") }
        #expect(try ArgumentParser.parse([], spec: spec).integer("limit", default: 10) == 10)
        #expect(throws: ArgumentError.self) { try ArgumentParser.parse(["--limit", "nan"], spec: spec).decimal("limit") }
    }

    @Test func positionalsCanBeRefused() {
        let strict = CommandSpec(path: ["undo"], abstract: "", usage: "", options: [], acceptsPositionals: false)
        #expect(throws: ArgumentError.unexpectedArgument("extra", command: "undo")) { try ArgumentParser.parse(["extra"], spec: strict) }
    }

    @Test func helpTextListsOptions() {
        let help = spec.helpText()
        #expect(help.contains("-n, --limit N"))
        #expect(help.contains("--help"))
        #expect(ArgumentParser.closest("serch", among: ["search", "snap"]) == "search")
        #expect(ArgumentParser.closest("xyz", among: ["search"]) == nil)
    }
}
