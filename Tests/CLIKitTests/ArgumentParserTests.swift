import Testing
@testable import CLIKit

/// A choice type as commands declare them: the raw values are the words typed.
enum Course: String, CaseIterable, Sendable { case starter, main, dessert }

enum Options {
    static let limit: Option<Int?> = .integer("limit", short: "n", value: "N", in: 1...100, help: "count")
    static let json: Option<Bool> = .flag("json", help: "json")
    static let allergy: Option<[String]> = Option.text("allergy", value: "NAME", help: "allergy").repeatable()
    static let verbose: Option<Bool> = .flag("verbose", short: "v", help: "verbose")
    static let course: Option<Course?> = .choice("course", value: "COURSE", help: "course")
    static let ratio: Option<Double> = Option.decimal("ratio", in: 0...1, help: "ratio").defaulting(to: 0.5)
    static let input: Option<String> = Option.text("input", value: "FILE", completion: .file, help: "input").required()
}

@Suite struct ArgumentParserTests {
    let spec = CommandSpec(path: ["search"], abstract: "search", usage: "QUERY...", options: [
        Options.limit, Options.json, Options.allergy, Options.verbose, Options.course, Options.ratio,
    ])

    func parse(_ words: [String], spec: CommandSpec? = nil) throws(ArgumentError) -> ParsedArguments {
        try ArgumentParser.parse(words, spec: spec ?? self.spec, program: "prog")
    }

    @Test func parsesEveryOptionSpellingIntoTypedValues() throws {
        let parsed = try parse(["greek", "--limit", "5", "--json", "yogurt", "--allergy=nuts", "--allergy", "fish", "-v", "--course", "Main"])
        #expect(parsed.positionals == ["greek", "yogurt"])
        #expect(parsed[Options.limit] == 5)
        #expect(parsed[Options.json])
        #expect(parsed[Options.verbose])
        #expect(parsed[Options.allergy] == ["nuts", "fish"])
        #expect(parsed[Options.course] == .main)
        #expect(parsed[Options.ratio] == 0.5)
        #expect(try parse(["-n3"])[Options.limit] == 3)
        #expect(try parse(["-vn", "4"])[Options.limit] == 4)
        #expect(try parse(["--ratio", "0.25"])[Options.ratio] == 0.25)
    }

    @Test func absentOptionsReadAsAbsent() throws {
        let parsed = try parse([])
        #expect(parsed[Options.limit] == nil)
        #expect(!parsed[Options.json])
        #expect(parsed[Options.allergy].isEmpty)
        #expect(parsed[Options.course] == nil)
        #expect(!parsed.isGiven(Options.ratio))
        #expect(try parse(["--ratio", "0.5"]).isGiven(Options.ratio))
        #expect(try parse(["--limit", "7"]).typed(Options.limit) == "7")
    }

    @Test func doubleDashEndsOptionsAndDashIsStandardInput() throws {
        let parsed = try parse(["--", "--json", "-"])
        #expect(parsed.positionals == ["--json", "-"])
        #expect(!parsed[Options.json])
        #expect(try parse(["-12"]).positionals == ["-12"])
    }

    @Test func errorsNameTheProblemAndTheFix() {
        #expect(throws: ArgumentError.unknownOption("--limt", command: "prog search", suggestion: "--limit")) {
            try parse(["--limt", "3"])
        }
        #expect(throws: ArgumentError.missingValue(option: "limit")) { try parse(["--limit"]) }
        #expect(throws: ArgumentError.unexpectedValue(flag: "json")) { try parse(["--json=yes"]) }
        #expect(throws: ArgumentError.unknownOption("-x", command: "prog search", suggestion: nil)) { try parse(["-x"]) }
        let message = ArgumentError.unknownOption("--limt", command: "foodlog search", suggestion: "--limit").message
        #expect(message == "unknown option '--limt'; did you mean '--limit'? see 'foodlog search --help'")
        #expect(ArgumentError.unknownCommand("serch", program: "prog", suggestion: "search").message
                == "unknown command 'serch'; did you mean 'search'? see 'prog help'")
    }

    @Test func valuesAreCheckedWhenParsed() {
        #expect(throws: ArgumentError.invalidValue(option: "limit", value: "0", expected: "a whole number from 1 to 100")) {
            try parse(["--limit", "0"])
        }
        #expect(throws: ArgumentError.invalidValue(option: "limit", value: "ten", expected: "a whole number from 1 to 100")) {
            try parse(["--limit", "ten"])
        }
        #expect(throws: ArgumentError.invalidValue(option: "course", value: "soup", expected: "one of starter, main, dessert")) {
            try parse(["--course", "soup"])
        }
        #expect(throws: ArgumentError.self) { try parse(["--ratio", "nan"]) }
        #expect(throws: ArgumentError.self) { try parse(["--ratio", "2"]) }
        #expect(throws: ArgumentError.self) { try parse(["--ratio", "0x1p-1"]) }
        // --help is answered even when a value is wrong.
        #expect((try? parse(["--limit", "0", "--help"]))?.helpRequested == true)
    }

    @Test func requiredOptionsMustBeGivenAndShowAsRequired() throws {
        let tool = CommandSpec(path: [], abstract: "tool", usage: "", options: [Options.input, Options.json], acceptsPositionals: false)
        #expect(throws: ArgumentError.missingArgument(what: "--input FILE", command: "tool")) {
            try ArgumentParser.parse([], spec: tool, program: "tool")
        }
        #expect(try ArgumentParser.parse(["--input", "a.csv"], spec: tool, program: "tool")[Options.input] == "a.csv")
        #expect(try ArgumentParser.parse(["-h"], spec: tool, program: "tool").helpRequested)
        #expect(tool.usageLines(program: "tool") == ["Usage: tool --input FILE [--json]"])
    }

    @Test func choicesComeFromTheType() {
        #expect(Options.course.declaration.spec.completion == .choices(["starter", "main", "dessert"]))
        #expect(Options.course.declaration.spec.synopsis == "[--course starter|main|dessert]")
        #expect(Options.allergy.declaration.spec.synopsis == "[--allergy NAME]...")
    }

    @Test func positionalsCanBeRefused() {
        let strict = CommandSpec(path: ["undo"], abstract: "", usage: "", options: [], acceptsPositionals: false)
        #expect(throws: ArgumentError.unexpectedArgument("extra", command: "prog undo")) { try parse(["extra"], spec: strict) }
    }

    @Test func helpTextListsOptions() {
        let help = spec.helpText(program: "prog")
        #expect(help.hasPrefix("prog search - search"))
        #expect(help.contains("-n, --limit N"))
        #expect(help.contains("--help"))
        #expect(ArgumentParser.closest("serch", among: ["search", "snap"]) == "search")
        #expect(ArgumentParser.closest("xyz", among: ["search"]) == nil)
    }
}
