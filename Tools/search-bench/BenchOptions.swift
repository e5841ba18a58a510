import FoodlogSupport

/// The command line of `search-bench`: a subcommand, then `--name value` pairs.
struct BenchOptions {
    var subcommand: String
    private var values: [String: String]

    static let usage = """
    usage: search-bench latency   --index DIR --queries FILE [--rounds N] [--limit N] [--per-query yes]
           search-bench processes --queries FILE --foodlog PATH --index DIR --sqlite3 PATH --db FILE
                                  [--count N] [--runs N] [--sql TEMPLATE] [--baseline PATH]
           search-bench decode    --index DIR [--reads N] [--rounds N]
           search-bench results   --index DIR --queries FILE [--limit N]

    latency    opens the index once and times each query in-process (microseconds, JSON on stdout);
               --per-query yes adds every query's median, to find the queries near the median.
    processes  times whole processes: 'foodlog search QUERY --index DIR --limit 10 --json' against
               'sqlite3 DB SQL' with %MATCH% in SQL replaced by the query's FTS5 expression
               (milliseconds, JSON on stdout). Runs the first --count queries --runs times each.
    decode     reads --reads products (a fixed pseudo-random choice) --rounds times, as the searcher
               reads each result's record (nanoseconds per product, JSON on stdout).
    results    prints each query's results (product number:score, best first), one line a query, so
               the rankings of two builds can be compared with diff.
    The query file is written by Tools/bench/make_queries.py: kind<TAB>query<TAB>fts5-match per line.
    """

    static let defaultSQL = "SELECT code, name, brand, kcal FROM products WHERE products MATCH '%MATCH%' ORDER BY bm25(products) LIMIT 10;"

    static let known: [String: Set<String>] = [
        "latency": ["index", "queries", "rounds", "limit", "per-query"],
        "processes": ["queries", "foodlog", "index", "sqlite3", "db", "count", "runs", "sql", "baseline"],
        "decode": ["index", "reads", "rounds"],
        "results": ["index", "queries", "limit"],
    ]

    init(_ arguments: [String]) throws(BenchError) {
        guard let first = arguments.first else { throw .usage("missing subcommand (latency, processes, decode or results)") }
        guard let allowed = BenchOptions.known[first] else { throw .usage("unknown subcommand '\(first)'") }
        subcommand = first
        values = [:]
        var rest = arguments.dropFirst()
        while let name = rest.popFirst() {
            guard name.hasPrefix("--"), allowed.contains(String(name.dropFirst(2))) else {
                throw .usage("unknown option '\(name)' for \(first)")
            }
            guard let value = rest.popFirst() else { throw .usage("\(name) needs a value") }
            values[String(name.dropFirst(2))] = value
        }
    }

    func required(_ name: String) throws(BenchError) -> String {
        guard let value = values[name] else { throw .usage("\(subcommand) needs --\(name)") }
        return value
    }

    func optional(_ name: String) -> String? { values[name] }

    /// A yes-or-no option: false when absent.
    func flag(_ name: String) throws(BenchError) -> Bool {
        switch values[name] {
        case nil, "no"?: return false
        case "yes"?: return true
        case let other?: throw .usage("--\(name) must be yes or no, not '\(other)'")
        }
    }

    func integer(_ name: String, default fallback: Int, in range: ClosedRange<Int>) throws(BenchError) -> Int {
        guard let text = values[name] else { return fallback }
        guard let value = Int(text), range.contains(value) else {
            throw .usage("--\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return value
    }
}

/// Reads a whole (small) file as UTF-8 text.
func readTextFile(_ path: String) throws(BenchError) -> String {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw .cannotRead(path: path, reason: Platform.describe(errno: Platform.errno)) }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count < 0 {
            if Platform.errno == EINTR { continue }
            throw .cannotRead(path: path, reason: Platform.describe(errno: Platform.errno))
        }
        if count == 0 { break }
        bytes.append(contentsOf: chunk[0..<count])
    }
    return String(decoding: bytes, as: UTF8.self)
}
