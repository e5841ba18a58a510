/// One benchmark query as `Tools/bench/make_queries.py` writes it: a line of three tab-separated
/// fields, `kind`, the text a person would type, and the same query as an SQLite FTS5 MATCH
/// expression (so that both engines are asked the same thing).
struct BenchQuery: Equatable {
    /// How the query was made: `words`, `prefix`, `typo` or `brand`.
    var kind: String
    /// The query text, as passed to `foodlog search`.
    var text: String
    /// The FTS5 MATCH expression for the same query.
    var match: String

    /// Parses a whole query file; blank lines are skipped, anything else must have three fields.
    static func parseFile(_ contents: String, path: String) throws(BenchError) -> [BenchQuery] {
        var queries: [BenchQuery] = []
        for (offset, line) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3 else {
                throw .malformedQueries(path: path, line: offset + 1, detail: "expected 3 tab-separated fields, found \(fields.count)")
            }
            guard !fields[1].isEmpty, !fields[2].isEmpty else {
                throw .malformedQueries(path: path, line: offset + 1, detail: "empty query or MATCH expression")
            }
            queries.append(BenchQuery(kind: String(fields[0]), text: String(fields[1]), match: String(fields[2])))
        }
        guard !queries.isEmpty else { throw .noQueries(path: path) }
        return queries
    }
}
