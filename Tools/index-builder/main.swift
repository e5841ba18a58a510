// index-builder: streams an Open Food Facts export (or a USDA FoodData Central CSV) into the six
// files of a foodlog search index. The work is in the IndexBuilder library; this file parses the
// command line and reports progress.
import CLIKit
import FoodlogSupport
import IndexBuilder

/// The name this tool is run by, which help and usage errors name.
let program = "index-builder"

enum Options {
    static let input: Option<String> = Option.text("input", short: "i", value: "FILE", completion: .file, help: "Input file, or - for standard input (decompress .gz first: gzip -dc FILE.gz | index-builder --input - ...).")
        .required()
    static let output: Option<String> = Option.text("output", short: "o", value: "DIR", completion: .directory, help: "Index directory to write (created if missing); built beside it and its six index files replaced only when the build succeeds.")
        .required()
    static let lang: Option<String?> = .text("lang", value: "CODE", help: "Keep only products whose 'lang' column is CODE (e.g. en, fr).")
    static let country: Option<String?> = .text("country", value: "NAME", help: "Keep only products whose 'countries_en' list contains NAME (e.g. \"United States\").")
    static let k1: Option<Double> = Option.decimal("k1", value: "X", in: 0...10, help: "BM25 k1 stored as the index default (default 1.2).")
        .defaulting(to: 1.2)
    static let b: Option<Double> = Option.decimal("b", value: "X", in: 0...1, help: "BM25 b stored as the index default (default 0.75).")
        .defaulting(to: 0.75)
    static let memoryMB: Option<Int> = Option.integer("memory-mb", value: "N", in: 16...65536, help: "Postings kept in memory before spilling to disk (default 256).")
        .defaulting(to: 256)
    static let quiet: Option<Bool> = .flag("quiet", short: "q", help: "No progress on standard error.")
    static let json: Option<Bool> = .flag("json", help: "Print the summary as JSON.")
}

let spec = CommandSpec(
    path: [], abstract: "build a foodlog search index from an Open Food Facts export or a USDA FoodData Central CSV",
    usage: "",
    options: [Options.input, Options.output, Options.lang, Options.country, Options.k1, Options.b, Options.memoryMB,
              Options.quiet, Options.json],
    discussion: """
    Example (the full Open Food Facts export, about 9 GB uncompressed):
      curl -L https://static.openfoodfacts.org/data/en.openfoodfacts.org.products.csv.gz \\
        | gzip -dc | index-builder --input - --output ~/.local/share/foodlog/index
    """,
    acceptsPositionals: false)

func run() throws -> Int32 {
    let arguments = try ArgumentParser.parse(Array(CommandLine.arguments.dropFirst()), spec: spec, program: program)
    if arguments.helpRequested {
        print(spec.helpText(program: program))
        return 0
    }
    let output = arguments[Options.output]
    var options = BuildOptions(input: arguments[Options.input], output: output, language: arguments[Options.lang],
                               country: arguments[Options.country])
    options.k1 = arguments[Options.k1]
    options.b = arguments[Options.b]
    options.memoryBudgetBytes = arguments[Options.memoryMB] << 20
    let quiet = arguments[Options.quiet]
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
    if arguments[Options.json] {
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
    printError(program + ": " + error.message)
    exit(error.exitCode.rawValue)
} catch {
    printError(program + ": unexpected error: \(error)")
    exit(ExitCode.software.rawValue)
}
