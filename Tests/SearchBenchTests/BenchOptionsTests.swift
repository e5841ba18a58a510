import Testing
@testable import search_bench

@Suite struct BenchOptionsTests {
    @Test func readsSubcommandAndValues() throws {
        let options = try BenchOptions(["latency", "--index", "idx", "--queries", "q.tsv", "--rounds", "5"])
        #expect(options.subcommand == "latency")
        #expect(try options.required("index") == "idx")
        #expect(try options.integer("rounds", default: 3, in: 1...10) == 5)
        #expect(try options.integer("limit", default: 10, in: 1...100) == 10)
    }

    @Test func rejectsUnknownSubcommandsOptionsAndBadNumbers() throws {
        #expect(throws: BenchError.self) { try BenchOptions(["bogus"]) }
        #expect(throws: BenchError.self) { try BenchOptions(["latency", "--db", "x"]) }
        #expect(throws: BenchError.self) { try BenchOptions(["latency", "--index"]) }
        let options = try BenchOptions(["latency", "--rounds", "0"])
        #expect(throws: BenchError.self) { try options.integer("rounds", default: 3, in: 1...10) }
        #expect(throws: BenchError.self) { try options.required("index") }
    }
}
