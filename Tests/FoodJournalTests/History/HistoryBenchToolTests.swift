import Foundation
import Testing
import TestSupport

/// The history benchmark's tools work end to end on a small journal (the benchmark itself is
/// Tools/bench/run-history-bench.sh; nothing here is timed).
@Suite("Your foods first: the benchmark tools",
       .enabled(if: Executables.isBuilt("history-bench", "journal-stress"), "needs the built history-bench and journal-stress (swift build)"))
struct HistoryBenchToolTests {
    let home = ScratchDirectory()

    @Test func foodsJournalStressAndTimingRunTogether() throws {
        let foods = try CommandRunner.run("history-bench", ["foods"])
        #expect(foods.status == 0, "\(foods.stderr)")
        #expect(foods.lines.count > 100)
        #expect(foods.lines.allSatisfy { $0.split(separator: "\t").count == 2 && $0.hasPrefix("usda-") })
        try foods.stdout.write(toFile: home.file("foods.tsv"), atomically: true, encoding: .utf8)

        let laid = try CommandRunner.run("journal-stress", [home.file("data"), "300", "bench", "--days", "200", "--foods", home.file("foods.tsv")])
        #expect(laid.status == 0, "\(laid.stderr)")
        #expect(laid.lines.count == 300)
        let names = Set(laid.lines.map { $0.split(separator: " ", maxSplits: 1).last.map(String.init) ?? "" })
        #expect(names.count > 10 && names.count < 200, "a few foods often, many now and then")

        let timed = try CommandRunner.run("history-bench", ["time", home.file("data"), home.file("cache"), "--runs", "1"])
        #expect(timed.status == 0, "\(timed.stderr)")
        let foodsLine = try #require(timed.lines.first { $0.hasPrefix("foods in history: ") })
        #expect((Int(foodsLine.dropFirst("foods in history: ".count)) ?? 0) > 10)
        #expect(timed.lines.contains { $0.hasPrefix("per search, 38 searches (us): p50 ") })
        let ranked = try #require(timed.lines.first { $0.hasPrefix("searches with your foods first: ") })
        #expect(!ranked.hasPrefix("searches with your foods first: 0 "))

        let usage = try CommandRunner.run("journal-stress", [home.file("data"), "1", "x", "--foods", home.file("missing.tsv")])
        #expect(usage.status == 66)
    }
}
