import Foundation
import Testing
import TestSupport

/// `foodlog man`: one page per command and group plus foodlog(1), rendered by groff and man
/// without a single warning.
@Suite(.enabled(if: Executables.built, "needs the built foodlog and foodlog-net (swift build)"))
final class ManPageTests {
    let home = Home()
    let pages: [String]

    init() throws {
        let result = try CommandRunner.run("foodlog", ["man", "--output", home.directory.file("man1")], environment: home.environment())
        #expect(result.status == 0, "\(result.stderr)")
        pages = ((try? FileManager.default.contentsOfDirectory(atPath: home.directory.file("man1"))) ?? []).sorted()
    }

    deinit { home.directory.remove() }

    @Test func everyCommandAndGroupHasAPage() throws {
        for name in ["foodlog.1", "foodlog-search.1", "foodlog-goal.1", "foodlog-goal-set.1", "foodlog-allergy-add.1",
                     "foodlog-completions.1", "foodlog-index-verify.1"] {
            #expect(pages.contains(name), "\(name)")
        }
        #expect(!pages.contains { $0.contains("__complete") || $0.hasSuffix(".tmp") })
        let search = try String(contentsOfFile: home.directory.file("man1/foodlog-search.1"), encoding: .utf8)
        for option in ["limit", "json", "explain", "kind", "index", "k1", "b", "exact"] {
            #expect(search.contains("\\fB\\-\\-\(option)\\fR"), "--\(option)")
        }
        let page = try CommandRunner.run("foodlog", ["man", "goal", "set"], environment: home.environment())
        #expect(page.status == 0)
        #expect(page.stdout.contains(".TH FOODLOG\\-GOAL\\-SET 1"))
        let unknown = try CommandRunner.run("foodlog", ["man", "gaol"], environment: home.environment())
        #expect(unknown.status == 64)
        #expect(unknown.stderr == "foodlog: unknown command 'gaol'; see 'foodlog help'\n")
    }

    @Test(.enabled(if: CommandRunner.which("groff") != nil, "groff is not installed"))
    func groffFindsNothingToWarnAbout() throws {
        #expect(pages.count > 30)
        for page in pages {
            let result = try CommandRunner.runProgram(CommandRunner.which("groff") ?? "groff", ["-ww", "-man", "-z", home.directory.file("man1/" + page)],
                                                      environment: ["PATH": "/usr/bin:/bin"])
            #expect(result.status == 0, "\(page)")
            #expect(result.stderr == "", "\(page)")
        }
    }

    @Test(.enabled(if: !ManRenderer.available.isEmpty, "needs man-db's man or mandoc"))
    func manRendersEveryPageAtEightyColumns() throws {
        for renderer in ManRenderer.available {
            for page in pages {
                let result = try renderer.render(home.directory.file("man1/" + page))
                #expect(result.status == 0, "\(renderer.name): \(page)")
                #expect(result.stderr == "", "\(renderer.name): \(page): \(result.stderr)")
                #expect(result.lines.contains("NAME"), "\(renderer.name): \(page)")
                for line in result.lines where line.count > 80 {
                    Issue.record("\(renderer.name): \(page): \(line.count) columns: \(line)")
                }
            }
        }
    }

    /// Examples too wide for 80 columns are split, not cut: a command and its explanation on
    /// lines of their own, a long command continued with a backslash that a shell accepts.
    @Test(.enabled(if: !ManRenderer.available.isEmpty, "needs man-db's man or mandoc"))
    func wideExamplesKeepEveryWord() throws {
        for renderer in ManRenderer.available {
            func rendered(_ page: String) throws -> [String] {
                try renderer.render(home.directory.file("man1/" + page)).lines.map { $0.trimmingCharacters(in: .whitespaces) }
            }
            let add = try rendered("foodlog-add.1")
            let command = try #require(add.firstIndex(of: "foodlog add --barcode 3017620422003 [--grams 30 | --servings 2]"), "\(renderer.name): \(add)")
            #expect(add[command + 1] == "a product by barcode (one serving by default)")
            let favorite = try rendered("foodlog-fav-add.1")
            let first = try #require(favorite.firstIndex { $0.hasPrefix("foodlog fav add protein shake") && $0.hasSuffix(" \\") },
                                     "\(renderer.name): \(favorite)")
            #expect(String(favorite[first].dropLast(2)) + " " + favorite[first + 1]
                    == "foodlog fav add protein shake --kcal 180 --protein 30 --carbs 8 --fat 3 --servings 1")
        }
    }
}

/// A program that renders a man page file as text at 80 columns, as a person reads it: man-db's
/// `man -l` (Linux) or mandoc (macOS 13 and later, where `man` is mandoc's and has no `-l`; the
/// BSDs; Linux where installed). The tests use every one installed.
struct ManRenderer {
    let name: String
    let program: String
    let arguments: [String]
    let environment: [String: String]

    /// The renderers installed here.
    static let available: [ManRenderer] = {
        var found: [ManRenderer] = []
        let plain = ["PATH": "/usr/bin:/bin", "MANWIDTH": "80", "MANPAGER": "cat", "PAGER": "cat"]
        if let man = CommandRunner.which("man"),
           let version = try? CommandRunner.runProgram(man, ["--version"], environment: plain, timeout: 30),
           version.status == 0, version.stdout.hasPrefix("man ") {
            // man-db ("man 2.11.2"), whose -l reads a file and --warnings passes groff's -ww.
            found.append(ManRenderer(name: "man -l", program: man, arguments: ["-l", "--warnings"], environment: plain))
        }
        if let mandoc = CommandRunner.which("mandoc") {
            // ASCII keeps \- a hyphen-minus. Warnings are not errors here: mandoc warns of the
            // empty date in .TH, which foodlog leaves empty so that pages are the same bytes every day.
            found.append(ManRenderer(name: "mandoc", program: mandoc, arguments: ["-T", "ascii", "-O", "width=80", "-W", "error"],
                                     environment: ["PATH": "/usr/bin:/bin"]))
        }
        return found
    }()

    /// The page's text, bold and underline overstrikes removed.
    func render(_ path: String) throws -> (status: Int32, lines: [String], stderr: String) {
        let result = try CommandRunner.runProgram(program, arguments + [path], environment: environment)
        var text = ""
        for character in result.stdout {
            if character == "\u{8}" { if !text.isEmpty { text.removeLast() } } else { text.append(character) }
        }
        return (result.status, text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), result.stderr)
    }
}
