import Testing
@testable import search_bench

@Suite struct ProcessBenchTests {
    @Test func sqlQuotesTheMatchExpression() {
        let sql = ProcessBench.sql("SELECT 1 FROM t WHERE t MATCH '%MATCH%';", match: "\"l'eau\" \"min\"*")
        #expect(sql == "SELECT 1 FROM t WHERE t MATCH '\"l''eau\" \"min\"*';")
    }

    @Test func spawnerReportsExitStatusAndTime() throws {
        let success = try ProcessSpawner.run(["/bin/sh", "-c", "exit 0"])
        #expect(success.status == 0)
        #expect(success.nanoseconds > 0)
        #expect(try ProcessSpawner.run(["/bin/sh", "-c", "exit 3"]).status == 3)
        #expect(try ProcessSpawner.run(["/bin/sh", "-c", "kill -9 $$"]).status == 128 + 9)
    }

    @Test func spawnerNamesAProgramItCannotStart() {
        do {
            _ = try ProcessSpawner.run(["/nonexistent/foodlog"])
            Issue.record("spawning a missing program succeeded")
        } catch {
            #expect(error.message.hasPrefix("cannot start /nonexistent/foodlog: "))
            #expect(error.exitCode == .unavailable)
        }
    }

    @Test func harnessRejectsAnUnexpectedExitStatus() {
        let query = BenchQuery(kind: "words", text: "banana", match: "\"banana\"*")
        let commands = ProcessBench.Commands(
            foodlog: { _ in ["/bin/sh", "-c", "exit 0"] }, sqlite: { _ in ["/bin/sh", "-c", "exit 2"] },
            baseline: ["/bin/sh", "-c", "exit 0"])
        #expect(throws: BenchError.self) { try ProcessBench.run(queries: [query], runs: 1, commands: commands) }
    }

    @Test func harnessTimesEveryRunAndCountsQueriesWithoutResults() throws {
        let queries = [BenchQuery(kind: "words", text: "a", match: "\"a\""), BenchQuery(kind: "words", text: "b", match: "\"b\"")]
        let commands = ProcessBench.Commands(
            foodlog: { ["/bin/sh", "-c", $0.text == "a" ? "exit 0" : "exit 1"] }, sqlite: { _ in ["/bin/sh", "-c", "exit 0"] },
            baseline: ["/bin/sh", "-c", "exit 0"])
        let result = try ProcessBench.run(queries: queries, runs: 3, commands: commands)
        #expect(result.foodlog.count == 6)
        #expect(result.sqlite.count == 6)
        #expect(result.baseline.count == 6)
        #expect(result.foodlogWithoutResults == 1)
    }
}
