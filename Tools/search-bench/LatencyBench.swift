import FoodIndex
import FoodlogSupport

/// In-process query latency: opens the index once, runs every query once untimed (so the pages
/// it touches are mapped, as in a long-running process), then times each query on its own for
/// `rounds` passes over the whole set.
enum LatencyBench {
    struct Result {
        var products: Int
        var openMicroseconds: Double
        var overall: LatencySummary
        var byKind: [(kind: String, summary: LatencySummary)]
        var queriesWithResults: Int
        var queryCount: Int
        var rounds: Int
        /// The slowest queries by their median time over the rounds, slowest first.
        var slowest: [(query: BenchQuery, medianMicroseconds: Double)]
        /// The single slowest runs (query and round), slowest first: a long tail that no median
        /// shows (a page fault storm, a pathological round) is named here.
        var worstRuns: [(query: BenchQuery, round: Int, microseconds: Double)] = []
        /// Every query's median over the rounds, in file order (only when asked for).
        var perQuery: [(query: BenchQuery, medianMicroseconds: Double)]?
    }

    /// How many of the slowest queries the result lists (where to look when the tail is long).
    static let slowestListed = 10

    static func run(index directory: String, queries: [BenchQuery], rounds: Int, limit: Int,
                    perQuery: Bool = false) throws(IndexError) -> Result {
        let opening = Platform.monotonicNanoseconds()
        let index = try ProductIndex(directory: directory)
        let openMicroseconds = Double(Platform.monotonicNanoseconds() - opening) / 1e3
        let searcher = Searcher(index: index)
        let options = SearchOptions(limit: limit)

        var withResults = 0
        for query in queries {
            if try !searcher.search(query.text, options: options).isEmpty { withResults += 1 }
        }
        var samples: [Double] = []
        var samplesByKind: [String: [Double]] = [:]
        var samplesByQuery = [[Double]](repeating: [], count: queries.count)
        samples.reserveCapacity(queries.count * rounds)
        for _ in 0..<rounds {
            for (position, query) in queries.enumerated() {
                let started = Platform.monotonicNanoseconds()
                _ = try searcher.search(query.text, options: options)
                let micros = Double(Platform.monotonicNanoseconds() - started) / 1e3
                samples.append(micros)
                samplesByKind[query.kind, default: []].append(micros)
                samplesByQuery[position].append(micros)
            }
        }
        let byKind = samplesByKind.keys.sorted().map { kind in
            (kind: kind, summary: LatencySummary(samplesByKind[kind] ?? []))
        }
        let medians = samplesByQuery.map { LatencySummary($0).p50 }
        let slowest = zip(queries, medians)
            .sorted { $0.1 > $1.1 }
            .prefix(slowestListed)
            .map { (query: $0.0, medianMicroseconds: $0.1) }
        var runs: [(query: BenchQuery, round: Int, microseconds: Double)] = []
        for (position, times) in samplesByQuery.enumerated() {
            for (round, micros) in times.enumerated() { runs.append((queries[position], round, micros)) }
        }
        let worstRuns = runs.sorted { $0.microseconds > $1.microseconds }.prefix(slowestListed)
        return Result(products: index.productCount, openMicroseconds: openMicroseconds, overall: LatencySummary(samples), byKind: byKind,
                      queriesWithResults: withResults, queryCount: queries.count, rounds: rounds, slowest: slowest,
                      worstRuns: Array(worstRuns),
                      perQuery: perQuery ? zip(queries, medians).map { (query: $0.0, medianMicroseconds: $0.1) } : nil)
    }

    static func json(_ result: Result) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("products", .integer(result.products)),
            ("queries", .integer(result.queryCount)),
            ("rounds", .integer(result.rounds)),
            ("queries_with_results", .integer(result.queriesWithResults)),
            ("open_us", .rounded(result.openMicroseconds, places: 1)),
            ("latency_us", result.overall.json(places: 1)),
            ("by_kind", .object(result.byKind.map { ($0.kind, $0.summary.json(places: 1)) })),
            ("slowest", .array(result.slowest.map { entry in
                .object([("kind", .string(entry.query.kind)), ("query", .string(entry.query.text)),
                         ("median_us", .rounded(entry.medianMicroseconds, places: 1))])
            })),
            ("worst_runs", .array(result.worstRuns.map { entry in
                .object([("kind", .string(entry.query.kind)), ("query", .string(entry.query.text)),
                         ("round", .integer(entry.round + 1)), ("us", .rounded(entry.microseconds, places: 1))])
            })),
        ]
        if let perQuery = result.perQuery {
            fields.append(("per_query", .array(perQuery.map { entry in
                .object([("kind", .string(entry.query.kind)), ("query", .string(entry.query.text)),
                         ("median_us", .rounded(entry.medianMicroseconds, places: 1))])
            })))
        }
        return .object(fields)
    }
}
