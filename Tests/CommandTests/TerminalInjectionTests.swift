import AIAnalysis
import Foundation
import FoodlogSupport
import IndexBuilder
import Testing
import TestSupport

/// Control characters in untrusted text (product names, journal entries, AI answers, provider
/// errors, echoed paths) reach the terminal only as visible escapes, through the real binaries:
/// an OSC that retitles the window, a CSI that clears the screen, BEL, a one-byte C1 CSI, a bidi
/// override, and a newline that would forge a second error line.
@Suite struct TerminalInjectionTests {
    static let retitle = "\u{1B}]0;pwned\u{07}"
    static let clear = "\u{1B}[2J"
    static let retitleShown = #"\e]0;pwned\x07"#
    static let clearShown = #"\e[2J"#

    /// Whether `text` holds a character the terminal policy escapes (a line feed ends a line and is fine).
    static func hasRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0 != "\n" && TerminalText.isEscaped($0) }
    }

    /// Every line of standard error is a `foodlog: ` line, and there are `count` of them.
    static func expectErrorLines(_ stderr: String, count: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(stderr.hasSuffix("\n") && lines.count == count, "stderr: \(stderr.debugDescription)", sourceLocation: sourceLocation)
        #expect(lines.allSatisfy { $0.hasPrefix("foodlog: ") }, "stderr: \(stderr.debugDescription)", sourceLocation: sourceLocation)
        #expect(!hasRawControl(stderr), "raw control on stderr: \(stderr.debugDescription)", sourceLocation: sourceLocation)
    }

    /// A home whose index holds a product named and branded by an attacker.
    static func hostileIndexHome() throws -> Home {
        let home = Home()
        let header = ["code", "product_name", "brands", "energy-kcal_100g", "proteins_100g", "carbohydrates_100g", "fat_100g"]
        let rows = [["4000000000002", "Evil" + retitle + "bar" + clear, "B\u{9B}1m\u{202E}", "400", "5", "60", "15"],
                    ["4000000000001", "Plain oats", "Mill", "372", "13", "60", "7"]]
        let text = ([header] + rows).map { $0.joined(separator: "\t") }.joined(separator: "\n") + "\n"
        _ = try IndexBuild.run(BuildOptions(input: home.directory.write("products.tsv", text), output: home.directory.file("index")))
        return home
    }

    @Test(.enabled(if: Executables.built, "needs the built executables (swift build)"))
    func searchShowsAHostileProductNameEscaped() throws {
        let home = try Self.hostileIndexHome()
        defer { home.directory.remove() }
        let result = try CommandRunner.run("foodlog", ["search", "evil"], environment: home.environment())
        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(result.stdout.contains("Evil" + Self.retitleShown + "bar" + Self.clearShown), "\(result.stdout.debugDescription)")
        #expect(result.stdout.contains(#"B\u{9b}1m\u{202e}"#), "\(result.stdout.debugDescription)")
        #expect(!Self.hasRawControl(result.stdout))
        #expect(result.stdout.split(separator: "\n").count == 2, "a header and one row")

        // JSON keeps the exact name, as JSON escapes.
        let json = try CommandRunner.run("foodlog", ["search", "evil", "--json"], environment: home.environment())
        #expect(json.status == 0 && !Self.hasRawControl(json.stdout))
        #expect(json.stdout.contains(#"Evil\u001b]0;pwned\u0007bar\u001b[2J"#))
        let parsed = try JSONParser.parse(json.stdout.trimmingCharacters(in: .newlines))
        #expect(parsed[0]?["name"]?.stringValue == "Evil" + Self.retitle + "bar" + Self.clear)
        #expect(parsed[0]?["brand"]?.stringValue == "B\u{9B}1m\u{202E}")
    }

    @Test(.enabled(if: Executables.built, "needs the built executables (swift build)"))
    func errorLinesEscapeEchoedQueriesAndPaths() throws {
        let home = Home()
        defer { home.directory.remove() }
        let path = home.directory.file("missing" + Self.retitle + "\nfoodlog: forged line")
        let missing = try CommandRunner.run("foodlog", ["search", "oats", "--index", path], environment: home.environment())
        #expect(missing.status == 66 && missing.stdout.isEmpty)
        Self.expectErrorLines(missing.stderr, count: 1)
        #expect(missing.stderr.contains("missing" + Self.retitleShown + #"\nfoodlog: forged line"#), "\(missing.stderr.debugDescription)")

        let indexed = Home()
        defer { indexed.directory.remove() }
        try indexed.buildIndex()
        let none = try CommandRunner.run("foodlog", ["search", "zzqx" + Self.clear + "\u{08}\u{9B}"], environment: indexed.environment())
        #expect(none.status != 0 && none.stdout.isEmpty)
        Self.expectErrorLines(none.stderr, count: 1)
        #expect(none.stderr.contains("zzqx" + Self.clearShown + #"\x08\u{9b}"#), "\(none.stderr.debugDescription)")
    }

    @Test(.enabled(if: Executables.built, "needs the built executables (swift build)"))
    func journalTextIsEscapedInEveryView() throws {
        let home = Home()
        defer { home.directory.remove() }
        let env = home.environment()
        let name = "tea" + Self.retitle + Self.clear + "\rfake"
        let added = try CommandRunner.run("foodlog", ["add", name, "--kcal", "5", "--date", "2026-11-19", "--at", "08:00"], environment: env)
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.contains("tea" + Self.retitleShown + Self.clearShown + #"\rfake"#), "\(added.stdout.debugDescription)")
        #expect(!Self.hasRawControl(added.stdout))

        for arguments in [["log", "--date", "2026-11-19"], ["log", "--from", "2026-11-19", "--to", "2026-11-19"], ["export", "--from", "2026-11-19", "--to", "2026-11-19", "--format", "md"]] {
            let view = try CommandRunner.run("foodlog", arguments, environment: env)
            #expect(view.status == 0, "\(arguments): \(view.stderr)")
            if arguments[0] == "export" {
                // A pipe gets the user's data byte for byte; only a terminal gets escapes.
                #expect(view.stdout.contains(name), "\(view.stdout.debugDescription)")
            } else {
                // The day view shortens long names to fit 80 columns, so only the start is certain.
                #expect(view.stdout.contains("tea" + Self.retitleShown + Self.clearShown + #"\r"#), "\(arguments): \(view.stdout.debugDescription)")
                #expect(!Self.hasRawControl(view.stdout), "\(arguments): \(view.stdout.debugDescription)")
            }
        }
        let entries = try home.entries(on: "2026-11-19", env)
        #expect(entries.first?["name"]?.stringValue == name, "the journal keeps exactly what was logged")

        let undone = try CommandRunner.run("foodlog", ["undo"], environment: env)
        #expect(undone.status == 0, "\(undone.stderr)")
        #expect(undone.stdout.contains("tea" + Self.retitleShown + Self.clearShown + #"\rfake"#), "\(undone.stdout.debugDescription)")
        #expect(!Self.hasRawControl(undone.stdout))
    }

    /// An answer whose title, item name and (through a false database claim) note carry escapes.
    static let hostileAnswer = #"""
    {"title":"Lunch\u001b]0;pwned\u0007","items":[{"name":"rice\u001b[2J\u009b31m","grams":158,"calories":205,"protein":4.3,"carbs":44.5,"fat":0.4,"confidence":0.85,"source":"database","matched_id":"usda-0000000000000000"}],"total":{"calories":205,"protein":4.3,"carbs":44.5,"fat":0.4},"confidence":0.85}
    """#

    @Test(.enabled(if: SharedData.available, "needs ../shared"), .enabled(if: Executables.built, "needs the built executables (swift build)"))
    func estimateShowsAHostileAnswerEscaped() throws {
        let success = try #require(openAISuccess(Self.hostileAnswer))
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.enqueue(success)
        let home = Home()
        defer { home.directory.remove() }
        let result = try CommandRunner.run("foodlog", ["estimate", "158 g white rice"],
                                           environment: home.environment(server, ["OPENAI_API_KEY": testKey]))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Lunch" + Self.retitleShown), "\(result.stdout.debugDescription)")
        #expect(result.stdout.contains("rice" + Self.clearShown + #"\u{9b}31m"#), "\(result.stdout.debugDescription)")
        #expect(!Self.hasRawControl(result.stdout), "\(result.stdout.debugDescription)")
        Self.expectErrorLines(result.stderr, count: result.stderr.split(separator: "\n").count)
        #expect(result.stderr.contains("rice" + Self.clearShown), "the note names the item: \(result.stderr.debugDescription)")
    }

    @Test(.enabled(if: Executables.built, "needs the built executables (swift build)"))
    func providerErrorMessagesAreOneEscapedLine() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let body = #"{"error":{"message":"bad\u001b]0;pwned\u0007 request\u001b[2J\u0008\u009b\u202e","type":"invalid_request_error","code":null}}"#
        server.enqueue(.json(400, body))
        let home = Home()
        defer { home.directory.remove() }
        let result = try CommandRunner.run("foodlog", ["estimate", "158 g white rice", "--no-cache"],
                                           environment: home.environment(server, ["OPENAI_API_KEY": testKey]))
        #expect(result.status != 0 && result.stdout.isEmpty)
        Self.expectErrorLines(result.stderr, count: 1)
        #expect(result.stderr.contains("bad" + Self.retitleShown + " request" + Self.clearShown + #"\x08\u{9b}\u{202e}"#),
                "\(result.stderr.debugDescription)")
    }

    @Test(.enabled(if: SharedData.available, "needs ../shared"), .enabled(if: Executables.built, "needs the built executables (swift build)"))
    func productSheetShowsAHostileNameEscaped() throws {
        let path = try #require(SharedData.file("data/off-api/3029330003533.json"))
        let original = try String(contentsOfFile: path, encoding: .utf8)
        let hostile = original.replacingOccurrences(of: "Crousti Moelleux Complet Sans Sucre Ajouté 730gr",
                                                    with: #"Crousti\u001b]0;pwned\u0007\u001b[2J"#)
        #expect(hostile != original)
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.enqueue(.json(200, hostile))
        let home = Home()
        defer { home.directory.remove() }
        let result = try CommandRunner.run("foodlog", ["product", "3029330003533"], environment: home.environment(server))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").first == Substring("Jacquet Crousti" + Self.retitleShown + Self.clearShown),
                "\(result.stdout.debugDescription)")
        #expect(!Self.hasRawControl(result.stdout))
    }

    /// Whether a pseudo-terminal can be had from util-linux `script -qc COMMAND /dev/null`.
    static var pseudoTerminal: Bool {
        #if os(Linux)
        return Executables.built && FileManager.default.isExecutableFile(atPath: "/usr/bin/script")
        #else
        return false
        #endif
    }

    /// Runs `foodlog ARGUMENTS` with standard output on a pseudo-terminal; returns what it showed.
    static func onTerminal(_ arguments: [String], _ env: [String: String]) throws -> String {
        let words = ([Executables.path("foodlog")] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }
        let result = try CommandRunner.runProgram("/usr/bin/script", ["-qec", words.joined(separator: " "), "/dev/null"],
                                                  environment: env.merging(["PATH": "/usr/bin:/bin", "SHELL": "/bin/sh", "TERM": "xterm"]) { $1 },
                                                  timeout: 60)
        return result.stdout
    }

    @Test(.enabled(if: pseudoTerminal, "needs util-linux script(1) for a pseudo-terminal and the built executables"))
    func onATerminalOwnColourStaysAndHostileTextIsEscaped() throws {
        let home = try Self.hostileIndexHome()
        defer { home.directory.remove() }
        var env = home.environment()
        env["NO_COLOR"] = nil
        let coloured = try Self.onTerminal(["search", "evil"], env)
        #expect(coloured.hasPrefix("\u{1B}[1m#"), "the header is bold: \(coloured.debugDescription)")
        #expect(coloured.contains("Evil" + Self.retitleShown + "bar" + Self.clearShown), "\(coloured.debugDescription)")
        #expect(!coloured.contains(Self.retitle) && !coloured.contains(Self.clear) && !coloured.contains("\u{9B}"))

        env["NO_COLOR"] = "1"
        let plain = try Self.onTerminal(["search", "evil"], env)
        #expect(plain.contains("Evil" + Self.retitleShown + "bar" + Self.clearShown), "\(plain.debugDescription)")
        #expect(!plain.contains("\u{1B}") && !plain.contains("\u{9B}"), "\(plain.debugDescription)")

        // The export is byte-exact in a pipe (see journalTextIsEscapedInEveryView) and escaped on a terminal.
        let logged = try CommandRunner.run("foodlog", ["add", "tea" + Self.retitle, "--kcal", "5", "--date", "2026-11-19"], environment: env)
        #expect(logged.status == 0, "\(logged.stderr)")
        let export = try Self.onTerminal(["export", "--from", "2026-11-19", "--to", "2026-11-19", "--format", "csv"], env)
        #expect(export.contains("tea" + Self.retitleShown), "\(export.debugDescription)")
        #expect(!export.contains("\u{1B}") && !export.contains("\u{07}"), "\(export.debugDescription)")
    }
}
