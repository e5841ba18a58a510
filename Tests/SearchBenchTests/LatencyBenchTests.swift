import FoodIndex
import FoodlogSupport
import IndexBuilder
import Testing
@testable import search_bench

/// Runs the in-process benchmark against a real index built from three hand-written rows.
@Suite struct LatencyBenchTests {
    static let rows = """
    code\tproduct_name\tbrands\tenergy-kcal_100g
    3017620422003\tPâte à tartiner noisettes\tNutella\t539
    0011150105521\tChicken Breast\t\t102
    0043119060633\tGreek Yoghurt\tFage\t80

    """

    @Test func timesEveryQueryEveryRoundAndCountsQueriesWithResults() throws {
        var template = Array("/tmp/search-bench-test-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }
        let directory = String(cString: try #require(made))
        let input = PathString.join(directory, "rows.tsv")
        let index = PathString.join(directory, "index")
        defer {
            let generation = IndexLayout.fileDirectory(of: index)
            for kind in IndexFileKind.allCases { unlink(PathString.join(generation, kind.fileName)) }
            rmdir(generation)
            unlink(PathString.join(index, IndexLayout.pointerName))
            rmdir(index)
            unlink(input)
            rmdir(directory)
        }
        let file = try #require(fopen(input, "w"))
        fputs(Self.rows, file)
        fclose(file)
        _ = try IndexBuild.run(BuildOptions(input: input, output: index))

        let queries = [
            BenchQuery(kind: "words", text: "chicken breast", match: "\"chicken\" \"breast\"*"),
            BenchQuery(kind: "prefix", text: "greek yog", match: "\"greek\" \"yog\"*"),
            BenchQuery(kind: "typo", text: "chiken", match: "\"chiken\"*"),
            BenchQuery(kind: "words", text: "zzzqqq", match: "\"zzzqqq\"*"),
        ]
        let result = try LatencyBench.run(index: index, queries: queries, rounds: 2, limit: 10)
        #expect(result.products == 3)
        #expect(result.queryCount == 4)
        #expect(result.queriesWithResults == 3)
        #expect(result.overall.count == 8)
        #expect(result.byKind.map(\.kind) == ["prefix", "typo", "words"])
        #expect(result.byKind.map(\.summary.count) == [2, 2, 4])
        #expect(result.overall.max >= result.overall.p50)
        #expect(result.slowest.count == 4)
        #expect(result.slowest.map(\.medianMicroseconds) == result.slowest.map(\.medianMicroseconds).sorted(by: >))
    }
}
