// search-bench: the in-process and whole-process halves of the search benchmark
// (Tools/bench/run-search-bench.sh drives it; Tools/bench/README.md explains the figures).
import FoodlogSupport

func run() throws -> Int32 {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.isEmpty || arguments.contains("--help") || arguments.contains("-h") {
        print(BenchOptions.usage)
        return arguments.isEmpty ? ExitCode.usage.rawValue : 0
    }
    let options = try BenchOptions(arguments)
    if options.subcommand == "decode" {
        let result = try DecodeBench.run(index: try options.required("index"),
                                         reads: try options.integer("reads", default: 100_000, in: 1...10_000_000),
                                         rounds: try options.integer("rounds", default: 5, in: 1...1000))
        OutputStream.standardOutput.write(DecodeBench.json(result).rendered(pretty: true) + "\n")
        OutputStream.standardOutput.flush()
        return 0
    }
    let queryPath = try options.required("queries")
    let queries = try BenchQuery.parseFile(try readTextFile(queryPath), path: queryPath)
    if options.subcommand == "results" {
        let dump = try ResultsDump.run(index: try options.required("index"), queries: queries,
                                       limit: try options.integer("limit", default: 10, in: 1...1000))
        OutputStream.standardOutput.write(dump)
        OutputStream.standardOutput.flush()
        return 0
    }
    let output: JSONValue
    switch options.subcommand {
    case "latency":
        let result = try LatencyBench.run(
            index: try options.required("index"), queries: queries,
            rounds: try options.integer("rounds", default: 3, in: 1...1000),
            limit: try options.integer("limit", default: 10, in: 1...1000),
            perQuery: try options.flag("per-query"))
        output = LatencyBench.json(result)
    default:
        let foodlog = try options.required("foodlog")
        let index = try options.required("index")
        let sqlite3 = try options.required("sqlite3")
        let database = try options.required("db")
        let template = options.optional("sql") ?? BenchOptions.defaultSQL
        guard template.contains("%MATCH%") else { throw BenchError.usage("--sql must contain %MATCH%") }
        let count = try options.integer("count", default: 200, in: 1...queries.count)
        let commands = ProcessBench.Commands(
            foodlog: { [foodlog, "search", $0.text, "--index", index, "--limit", "10", "--json"] },
            sqlite: { [sqlite3, database, ProcessBench.sql(template, match: $0.match)] },
            baseline: [options.optional("baseline") ?? "/bin/true"])
        let result = try ProcessBench.run(queries: Array(queries.prefix(count)),
                                          runs: try options.integer("runs", default: 3, in: 1...100), commands: commands)
        output = ProcessBench.json(result)
    }
    OutputStream.standardOutput.write(output.rendered(pretty: true) + "\n")
    OutputStream.standardOutput.flush()
    return 0
}

do {
    exit(try run())
} catch let error as UserFacingError {
    printError("search-bench: " + error.message)
    exit(error.exitCode.rawValue)
} catch {
    printError("search-bench: unexpected error: \(error)")
    exit(ExitCode.software.rawValue)
}
