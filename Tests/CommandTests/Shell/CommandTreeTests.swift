import Foundation
import Testing
import TestSupport

/// Parent commands answer with their subcommands, and a wrong word is blamed by name: the built
/// binaries, as a user runs them.
@Suite(.enabled(if: Executables.built, "needs the built foodlog and foodlog-net (swift build)"))
struct CommandTreeTests {
    let home = Home()

    @Test(arguments: [
        (["goal"], ["set", "show"]), (["fav"], ["add", "list", "rm", "move", "edit"]), (["index"], ["verify"]),
        (["allergy"], ["add", "list", "rm"]), (["key"], ["set", "list", "rm"]), (["cache"], ["clear"]),
        (["help", "allergy"], ["add", "list", "rm"]), (["recipes", "--help"], ["show", "rm", "log"]),
    ])
    func parentsListTheirSubcommands(words: [String], subcommands: [String]) throws {
        defer { home.directory.remove() }
        let result = try CommandRunner.run("foodlog", words, environment: home.environment())
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.contains("Subcommands:"))
        for name in subcommands { #expect(result.stdout.contains("\n  \(name) "), "\(words) lists \(name)") }
    }

    @Test func wrongWordsAreBlamedByName() throws {
        defer { home.directory.remove() }
        let cases: [([String], String)] = [
            (["goal", "sett", "--kcal", "2000"], "foodlog: unknown subcommand 'sett' of 'goal'; did you mean 'set'? see 'foodlog goal --help'\n"),
            (["allergy", "ad", "nuts"], "foodlog: unknown subcommand 'ad' of 'allergy'; did you mean 'add'? see 'foodlog allergy --help'\n"),
            (["recipes", "shw", "abc"], "foodlog: unknown subcommand 'shw' of 'recipes'; did you mean 'show'? see 'foodlog recipes --help'\n"),
            (["goal", "--kcal", "2000"], "foodlog: missing subcommand before '--kcal' (set, show); see 'foodlog goal --help'\n"),
            (["allergyy"], "foodlog: unknown command 'allergyy'; did you mean 'allergy'? see 'foodlog help'\n"),
        ]
        for (words, stderr) in cases {
            let result = try CommandRunner.run("foodlog", words, environment: home.environment())
            #expect(result.status == 64, "\(words)")
            #expect(result.stderr == stderr, "\(words)")
            #expect(result.stdout == "", "\(words)")
        }
    }

    @Test func searchHelpShowsEveryOption() throws {
        defer { home.directory.remove() }
        let result = try CommandRunner.run("foodlog", ["search", "--help"], environment: home.environment())
        #expect(result.status == 0)
        let usage = result.stdout.components(separatedBy: "\n\n")[1]
        for option in ["--limit N", "--json", "--explain", "--kind generic|branded", "--index DIR", "--k1 X", "--b X", "--exact"] {
            #expect(usage.contains("[\(option)]"), "\(option)")
        }
    }

    @Test func indexBuilderHintsNameItself() throws {
        defer { home.directory.remove() }
        let result = try CommandRunner.run("index-builder", ["--input", "x"], environment: home.environment())
        #expect(result.status == 64)
        #expect(result.stderr == "index-builder: missing --output DIR; see 'index-builder --help'\n")
        let unknown = try CommandRunner.run("index-builder", ["--inptu", "x"], environment: home.environment())
        #expect(unknown.stderr == "index-builder: unknown option '--inptu'; did you mean '--input'? see 'index-builder --help'\n")
    }
}
