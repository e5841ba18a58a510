// tokenizer-bench: how fast `Tokenizer.terms` (the index builder's and every query's hot loop)
// turns real names into terms. Reads a file of names, one per line, and tokenises them all
// `rounds` times; prints the best round's throughput as one JSON line.
//
//   swift build -c release --product tokenizer-bench
//   .build/release/tokenizer-bench NAMES-FILE [ROUNDS]
import FoodIndex
import FoodlogSupport

func seconds() -> Double { Double(Platform.monotonicNanoseconds()) / 1e9 }

/// The lines of the file at `path` (at most 1 GiB), or nil with the reason on stderr.
func readLines(_ path: String) -> [String]? {
    let outcome = CappedFile.read(path, limit: 1 << 30)
    guard let bytes = outcome.bytes else {
        printError("tokenizer-bench: \(path) \(outcome.problem ?? "does not exist")")
        return nil
    }
    return bytes.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let path = arguments.first else {
    printError("tokenizer-bench: give a file of names, one per line: tokenizer-bench NAMES [ROUNDS]")
    exit(ExitCode.usage.rawValue)
}
guard let names = readLines(path) else { exit(ExitCode.noInput.rawValue) }
guard let rounds = arguments.count > 1 ? Int(arguments[1]) : 5, rounds >= 1, rounds <= 1000 else {
    printError("tokenizer-bench: ROUNDS must be a whole number from 1 to 1000")
    exit(ExitCode.usage.rawValue)
}
/// The best round's time and the terms one round gives (in a function: top-level variables are
/// main-actor globals, and checking the executor on every access would be most of what is timed).
func measure(_ names: [String], rounds: Int) -> (seconds: Double, terms: Int) {
    var best = Double.infinity
    var terms = 0
    for _ in 0..<rounds {
        terms = 0
        let start = seconds()
        for name in names { terms &+= Tokenizer.terms(name).count }
        best = min(best, seconds() - start)
    }
    return (best, terms)
}

let bytes = names.reduce(0) { $0 + $1.utf8.count }
let (best, terms) = measure(names, rounds: rounds)
let nonASCII = names.filter { $0.utf8.contains { $0 >= 0x80 } }.count
print("{\"names\":\(names.count),\"non_ascii_names\":\(nonASCII),\"bytes\":\(bytes),\"terms\":\(terms),\"best_seconds\":\(best),"
    + "\"mb_per_s\":\(Double(bytes) / best / 1e6),\"ns_per_name\":\(best / Double(names.count) * 1e9)}")
