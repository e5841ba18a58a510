import Foundation
import FoodlogSupport
import Testing
import TestSupport

/// Whether the executables the tests run are built beside the test bundle (or CI requires them).
private let fuzzToolBuilt = Executables.isBuilt("fuzz", "foodlog", "foodlog-net")

/// The fuzz tool (Tools/fuzz) through its executable: it sorts runs into ok, clean error,
/// unclear, crash and hang, and a short deterministic run prints its table and saves findings
/// with a reproducer.
@Suite(.enabled(if: fuzzToolBuilt, "needs fuzz, foodlog and foodlog-net built (swift build)"))
struct FuzzToolTests {
    private func classify(_ command: [String], timeout: String = "10") throws -> String {
        let result = try CommandRunner.run("fuzz", ["classify", "--timeout", timeout, "--"] + command)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.trimmingCharacters(in: .newlines)
    }

    @Test func classifiesGoodRunsCleanErrorsUnclearOnesCrashesAndHangs() throws {
        let foodlog = CommandRunner.productsDirectory + "/foodlog"
        let index = SharedData.packageRoot + "/IndexData"
        #expect(try classify([foodlog, "search", "banana", "--index", index]) == "ok")
        #expect(try classify([foodlog, "search", "banana", "--limit", "many", "--index", index]) == "clean")
        #expect(try classify(["/bin/sh", "-c", "kill -ILL $$"]) == "crash: signal 4 (SIGILL)")
        #expect(try classify(["/bin/sh", "-c", "exit 134"]) == "crash: exit 134")
        #expect(try classify(["/bin/sh", "-c", "echo 'foodlog: bad' >&2; exit 70"]) == "unclear: exit 70 outside the sysexits set foodlog documents")
        #expect(try classify(["/bin/sh", "-c", "echo oops >&2; exit 65"]) == "unclear: stderr line without the foodlog prefix: oops")
        #expect(try classify(["/bin/sh", "-c", "printf 'foodlog: a\\nfoodlog: b\\n' >&2; exit 65"]) == "unclear: exit 65 with 2 error lines on stderr")
        #expect(try classify(["/bin/sh", "-c", "printf 'name \\033[31mred\\n'"]) == "unclear: raw ESC on stdout")
        #expect(try classify(["/bin/sh", "-c", "printf 'a,b\\r\\n'; echo 'foodlog: note: fine' >&2"]) == "ok")
        #expect(try classify(["/bin/sh", "-c", "printf 'foodlog: %02000d\\n' 0 >&2; exit 78"]) == "unclear: stderr line of 2009 bytes (a message quotes a short excerpt)")
        #expect(try classify(["/bin/sleep", "5"], timeout: "0.3") == "hang: no exit within the time limit")
    }

    @Test func aShortRunIsDeterministicPrintsItsTableAndSavesReproducibleFindings() throws {
        let directory = TemporaryDirectory("fuzz-tool")
        defer { directory.remove() }
        var tables: [String] = []
        for run in ["a", "b"] {
            let result = try CommandRunner.run("fuzz", ["--class", "journal", "--iterations", "30", "--seed", "7", "--jobs", "2",
                                                        "--out", directory.file(run), "--bin", CommandRunner.productsDirectory], timeout: 300)
            #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
            let lines = result.stdout.split(separator: "\n").map(String.init)
            #expect(lines.first == "| class   | tries | ok | clean errors | unclear | crashes | hangs |")
            let row = try #require(lines.first { $0.hasPrefix("| journal ") })
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(cells[1] == "30")
            #expect(cells[2...6].compactMap { Int($0) }.reduce(0, +) == 30)
            // Anything but ok or clean was saved with its reproducer.
            let findings = cells[4...6].compactMap { Int($0) }.reduce(0, +)
            let saved = (try? FileManager.default.contentsOfDirectory(atPath: directory.file(run + "/cases"))) ?? []
            #expect(findings == 0 || !saved.isEmpty)
            for name in saved {
                #expect(FileManager.default.isExecutableFile(atPath: directory.file(run + "/cases/" + name + "/repro.sh")))
                #expect(FileManager.default.fileExists(atPath: directory.file(run + "/cases/" + name + "/case.json")))
            }
            tables.append(row)
        }
        #expect(tables[0] == tables[1])
    }
}
