import FoodlogSupport

/// Whole-process wall time: `foodlog search` and the `sqlite3` command-line tool run as separate
/// processes, one query each, alternating which goes first so that neither always meets a warmer
/// or colder machine. A trivial program (`/bin/true`) is timed the same way, as the floor the
/// harness itself costs.
enum ProcessBench {
    struct Commands {
        /// The `foodlog search` command line for a query.
        var foodlog: (BenchQuery) -> [String]
        /// The `sqlite3` command line for a query.
        var sqlite: (BenchQuery) -> [String]
        /// A program that does nothing, timed as the spawn floor.
        var baseline: [String]
    }

    struct Result {
        var queryCount: Int
        var runs: Int
        var foodlog: LatencySummary
        var sqlite: LatencySummary
        var baseline: LatencySummary
        var foodlogWithoutResults: Int
    }

    /// Exit status of `foodlog search` when nothing matched (it says so on stderr).
    static let noMatchStatus: Int32 = 1

    static func run(queries: [BenchQuery], runs: Int, commands: Commands) throws(BenchError) -> Result {
        for query in queries.prefix(5) {
            _ = try ProcessSpawner.run(commands.foodlog(query))
            _ = try ProcessSpawner.run(commands.sqlite(query))
            _ = try ProcessSpawner.run(commands.baseline)
        }
        var foodlog: [Double] = []
        var sqlite: [Double] = []
        var baseline: [Double] = []
        var withoutResults = 0
        for run in 0..<runs {
            for (position, query) in queries.enumerated() {
                let foodlogLine = commands.foodlog(query)
                let sqliteLine = commands.sqlite(query)
                let foodlogFirst = (run + position) % 2 == 0
                for step in 0..<2 {
                    if (step == 0) == foodlogFirst {
                        let (status, nanoseconds) = try ProcessSpawner.run(foodlogLine)
                        guard status == 0 || status == noMatchStatus else {
                            throw .commandFailed(program: foodlogLine[0], query: query.text, status: status)
                        }
                        if run == 0, status == noMatchStatus { withoutResults += 1 }
                        foodlog.append(Double(nanoseconds) / 1e6)
                    } else {
                        let (status, nanoseconds) = try ProcessSpawner.run(sqliteLine)
                        guard status == 0 else { throw .commandFailed(program: sqliteLine[0], query: query.match, status: status) }
                        sqlite.append(Double(nanoseconds) / 1e6)
                    }
                }
                baseline.append(Double(try ProcessSpawner.run(commands.baseline).nanoseconds) / 1e6)
            }
        }
        return Result(queryCount: queries.count, runs: runs, foodlog: LatencySummary(foodlog), sqlite: LatencySummary(sqlite),
                      baseline: LatencySummary(baseline), foodlogWithoutResults: withoutResults)
    }

    static func json(_ result: Result) -> JSONValue {
        .object([
            ("queries", .integer(result.queryCount)),
            ("runs", .integer(result.runs)),
            ("foodlog_ms", result.foodlog.json(places: 3)),
            ("sqlite_ms", result.sqlite.json(places: 3)),
            ("baseline_ms", result.baseline.json(places: 3)),
            ("foodlog_queries_without_results", .integer(result.foodlogWithoutResults)),
        ])
    }

    /// `template` with `%MATCH%` replaced by `match` quoted for an SQL string literal.
    static func sql(_ template: String, match: String) -> String {
        var quoted = ""
        for character in match {
            if character == "'" { quoted += "''" } else { quoted.append(character) }
        }
        return template.replacing("%MATCH%", with: quoted)
    }
}
