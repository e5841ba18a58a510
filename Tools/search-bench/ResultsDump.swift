import FoodIndex

/// Every query's results (product numbers and scores, best first), one line per query, so two
/// builds can be compared with `diff`: a change to the search path that must not change rankings
/// is checked by dumping before and after. Scores print in Swift's shortest round-trip form, so
/// equal lines mean bit-identical scores, not only the same order.
enum ResultsDump {
    static func run(index directory: String, queries: [BenchQuery], limit: Int) throws(IndexError) -> String {
        let searcher = Searcher(index: try ProductIndex(directory: directory))
        let options = SearchOptions(limit: limit)
        var lines: [String] = []
        lines.reserveCapacity(queries.count)
        for query in queries {
            let hits = try searcher.search(query.text, options: options)
            lines.append(query.text + "\t" + hits.map { "\($0.product.docID):\($0.score)" }.joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
