import FoodlogSupport

/// Why `search-bench` cannot run: each case names the problem and the fix in one line.
enum BenchError: UserFacingError {
    case usage(String)
    case cannotRead(path: String, reason: String)
    case malformedQueries(path: String, line: Int, detail: String)
    case noQueries(path: String)
    case cannotSpawn(program: String, reason: String)
    case commandFailed(program: String, query: String, status: Int32)

    var message: String {
        switch self {
        case .usage(let detail):
            return "\(detail); run 'search-bench --help' for usage"
        case .cannotRead(let path, let reason):
            return "cannot read \(path): \(reason); generate it with Tools/bench/make_queries.py or pass another --queries file"
        case .malformedQueries(let path, let line, let detail):
            return "\(path) line \(line): \(detail); regenerate it with Tools/bench/make_queries.py"
        case .noQueries(let path):
            return "\(path) holds no queries; regenerate it with Tools/bench/make_queries.py"
        case .cannotSpawn(let program, let reason):
            return "cannot start \(program): \(reason); check the path given on the command line"
        case .commandFailed(let program, let query, let status):
            return "\(program) exited with status \(status) on query '\(query)'; run it by hand to see its error"
        }
    }

    var exitCode: ExitCode {
        switch self {
        case .usage: return .usage
        case .cannotRead: return .noInput
        case .malformedQueries, .noQueries: return .dataError
        case .cannotSpawn: return .unavailable
        case .commandFailed: return .software
        }
    }
}
