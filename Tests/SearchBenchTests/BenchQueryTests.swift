import Testing
@testable import search_bench

@Suite struct BenchQueryTests {
    @Test func parsesKindTextAndMatch() throws {
        let file = "prefix\tgreek yog\t\"greek\" \"yog\"*\n\ntypo\tchiken breast\t\"chiken\" \"breast\"*\n"
        let queries = try BenchQuery.parseFile(file, path: "q.tsv")
        #expect(queries == [
            BenchQuery(kind: "prefix", text: "greek yog", match: "\"greek\" \"yog\"*"),
            BenchQuery(kind: "typo", text: "chiken breast", match: "\"chiken\" \"breast\"*"),
        ])
    }

    @Test func namesTheLineOfAMalformedQuery() {
        #expect(throws: BenchError.self) { try BenchQuery.parseFile("words\tbanana\t\"banana\"*\nwords\tonly two\n", path: "q.tsv") }
        do {
            _ = try BenchQuery.parseFile("words\tbanana\t\"banana\"*\nwords\tonly two\n", path: "q.tsv")
        } catch {
            #expect(error.message == "q.tsv line 2: expected 3 tab-separated fields, found 2; regenerate it with Tools/bench/make_queries.py")
            #expect(error.exitCode == .dataError)
        }
    }

    @Test func rejectsAnEmptyQueryOrMatch() {
        #expect(throws: BenchError.self) { try BenchQuery.parseFile("words\t\t\"x\"\n", path: "q.tsv") }
        #expect(throws: BenchError.self) { try BenchQuery.parseFile("words\tx\t\n", path: "q.tsv") }
    }

    @Test func rejectsAFileWithoutQueries() {
        #expect(throws: BenchError.self) { try BenchQuery.parseFile("\n\n", path: "q.tsv") }
    }
}
