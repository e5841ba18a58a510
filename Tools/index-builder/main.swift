// index-builder: streams an Open Food Facts export (or a USDA FoodData Central CSV) into the six
// files of a foodlog search index. The work is in the IndexBuilder library; this file parses the
// command line and reports progress.
import CLIKit
import FoodlogSupport
import IndexBuilder

let spec = CommandSpec(
    path: [], abstract: "build a foodlog search index from an Open Food Facts export or a USDA FoodData Central CSV",
    usage: "",
    options: [
        .option("input", short: "i", value: "FILE", completion: .file, help: "Input file, or - for standard input (decompress .gz first: gzip -dc FILE.gz | index-builder --input - ...)."),
        .option("output", short: "o", value: "DIR", completion: .directory, help: "Index directory to write (created if missing); built beside it and its six index files replaced only when the build succeeds."),
        .option("lang", value: "CODE", help: "Keep only products whose 'lang' column is CODE (e.g. en, fr)."),
        .option("country", value: "NAME", help: "Keep only products whose 'countries_en' list contains NAME (e.g. \"United States\")."),
        .option("k1", value: "X", help: "BM25 k1 stored as the index default (default 1.2)."),
        .option("b", value: "X", help: "BM25 b stored as the index default (default 0.75)."),
        .option("memory-mb", value: "N", help: "Postings kept in memory before spilling to disk (default 256)."),
        .flag("quiet", short: "q", help: "No progress on standard error."),
        .flag("json", help: "Print the summary as JSON."),
    ],
    discussion: """
    Example (the full Open Food Facts export, about 9 GB uncompressed):
      curl -L https://static.openfoodfacts.org/data/en.openfoodfacts.org.products.csv.gz \\
        | gzip -dc | index-builder --input - --output ~/.local/share/foodlog/index
    """,
    acceptsPositionals: false, program: "index-builder")

func run() throws -> Int32 {
    let arguments = try ArgumentParser.parse(Array(CommandLine.arguments.dropFirst()), spec: spec)
    if arguments.flag("help") {
        print(spec.helpText())
        return 0
    }
    guard let input = arguments.value("input") else { throw ArgumentError.missingArgument(what: "--input FILE", command: "index-builder") }
    guard let output = arguments.value("output") else { throw ArgumentError.missingArgument(what: "--output DIR", command: "index-builder") }
    var options = BuildOptions(input: input, output: output, language: arguments.value("lang"), country: arguments.value("country"))
    options.k1 = try arguments.decimal("k1", default: 1.2, in: 0...10)!
    options.b = try arguments.decimal("b", default: 0.75, in: 0...1)!
    options.memoryBudgetBytes = try arguments.integer("memory-mb", default: 256, in: 16...65536)! << 20
    let quiet = arguments.flag("quiet")
    let terminal = Platform.isTerminal(2)
    let summary = try IndexBuild.run(options, progress: quiet ? nil : { state in
        let line = ProgressLine.describe(state)
        if terminal {
            OutputStream.standardError.write("\r\u{1B}[K" + TerminalText.escaped(line))
            OutputStream.standardError.flush()
        } else {
            printError(line)
        }
    }, progressIntervalSeconds: terminal ? 0.25 : 5, note: { line in printError("index-builder: note: " + TerminalText.escaped(line)) })
    if !quiet && terminal { OutputStream.standardError.write("\r\u{1B}[K"); OutputStream.standardError.flush() }
    let out = OutputStream.standardOutput
    if arguments.flag("json") {
        out.write(ProgressLine.json(summary, output: output).rendered(pretty: true) + "\n")
    } else {
        for line in ProgressLine.summary(summary, output: output) { out.write(line + "\n") }
    }
    out.flush()
    return 0
}

do {
    exit(try run())
} catch let error as UserFacingError {
    OutputStream.standardOutput.flush()
    printError("index-builder: " + error.message)
    exit(error.exitCode.rawValue)
} catch {
    printError("index-builder: unexpected error: \(error)")
    exit(ExitCode.software.rawValue)
}
