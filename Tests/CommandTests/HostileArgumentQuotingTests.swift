import FoodlogSupport
import Testing
import TestSupport

/// A value the user typed is quoted in an error as an escaped excerpt (`TextExcerpt.escaped`):
/// a pasted 100 KiB argument holding a terminal escape gives one short `foodlog: ` line, through
/// the real binary. Before, each of these lines quoted the whole argument.
@Suite(.enabled(if: Executables.isBuilt("foodlog", "foodlog-net"), "needs the built foodlog and foodlog-net (swift build)")) struct HostileArgumentQuotingTests {
    /// An OSC that retitles the window, then 100 000 characters.
    static let payload = "\u{1B}]0;pwned\u{07}" + String(repeating: "x", count: 100_000)
    /// The payload as quoted: escaped, then cut at 80 characters shown.
    static let quoted = #"\e]0;pwned\x07"# + String(repeating: "x", count: 80 - 14) + "…"

    @Test(arguments: [
        (["search", "--" + payload], 64,
         "unknown option '--" + #"\e]0;pwned\x07"# + String(repeating: "x", count: 80 - 16) + "…'; see 'foodlog search --help'"),
        (["add", "--barcode", "9" + String(repeating: "x", count: 100_000)], 64,
         "'9" + String(repeating: "x", count: 79) + "…' is not a barcode; give the 8 to 14 digits printed under the bars, e.g. --barcode 3017620422003"),
        (["rm", payload], 65,
         "no journal entry with id '\(quoted)'; 'foodlog log --from DATE --to DATE' lists entries with their ids"),
        (["add", "--fav", payload], 65, "no favorite named '\(quoted)'; 'foodlog fav list' shows them"),
        (["search", "zzq\u{1B}\u{07}" + String(repeating: "x", count: 100_000)], 1,
         "no products match 'zzq" + #"\e\x07"# + String(repeating: "x", count: 80 - 9) + "…'; try fewer or different words"),
        (["completions", payload], 64, "no completions for the shell '\(quoted)'; choose bash, zsh or fish"),
        (["product", payload], 64, "'\(quoted)' is not a barcode; give the 8 to 14 digits printed under the bars, e.g. 3017620422003"),
    ])
    func aHugeArgumentIsQuotedAsAShortEscapedExcerpt(_ arguments: [String], _ status: Int, _ line: String) throws {
        let home = Home()
        defer { home.directory.remove() }
        let result = try CommandRunner.run("foodlog", arguments, environment: home.environment())
        #expect(result.status == Int32(status))
        #expect(result.stderr == "foodlog: " + line + "\n")
        #expect(result.stdout == "")
    }

    @Test func unmatchedWordsAndTheirReasonStayShort() throws {
        let home = Home()
        defer { home.directory.remove() }
        let result = try CommandRunner.run("foodlog", ["add", "red" + Self.payload], environment: home.environment())
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("foodlog: nothing was logged: 'red" + #"\e]0': "#), "the ';' splits the phrase into items")
        #expect(result.stderr.contains("'pwned" + #"\x07"# + String(repeating: "x", count: 80 - 9) + "…': "))
        #expect(result.stderr.utf8.count < 1_000, "\(result.stderr.utf8.count) bytes")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1 && result.stderr.hasSuffix("\n"))
        #expect(!result.stderr.unicodeScalars.contains { $0 != "\n" && TerminalText.isEscaped($0) })
        #expect(result.stdout == "")
    }
}
