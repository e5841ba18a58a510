// swift-tools-version:6.0
//
// foodlog: a command-line food logger. No third-party packages: only the toolchain.
//
// Two executables share one command table. `foodlog` links no networking code, so that
// `foodlog search` starts as fast as a process can (FoundationNetworking alone costs ~6 ms of
// dynamic loading on Linux: a program linking only Foundation starts in 3.9 ms, one that also
// links FoundationNetworking in 10 ms; Tools/bench/startup_time.py, minimum of 300 runs); commands
// that may touch the network are handed to its sibling `foodlog-net`, which links everything.
// All networking code is in one target, `HTTPClient`, which AIAnalysis and OpenFoodFacts depend on.
// `foodlog` must not depend on `foodlog-net`: SwiftPM links an executable dependency's code in,
// networking and all. `swift build` builds both. See ARCHITECTURE.md.
import PackageDescription

// Generic types (an array of a struct, a dictionary of strings) get their runtime metadata on
// first use. By default the compiler asks for it by mangled name, and the runtime demangles each
// name once per process: 79 such types cost a one-shot `foodlog search` 0.9 of its 1.6 million
// instructions before it read the index (callgrind). With this flag the compiler calls each
// type's metadata accessor instead, which skips the demangler: 1.64 -> 1.14 million
// instructions for a search that matches nothing, 10.8 -> 10.0 million for a two-word search at
// 3M products, for 55 KB of code.
let directMetadata: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])]

// The text, index and plain-words libraries are optimized in every build, debug too: the README's
// `swift run` and `swift test` build for debugging, and unoptimized, reading the phrase sets took
// 864 s of the tests (1 468 s of CPU); optimized, 162 s (319 s). Nothing they do needs a debugger
// more than it needs that; a release build passes -O anyway.
let optimized: [SwiftSetting] = directMetadata + [.unsafeFlags(["-O"])]

let package = Package(
    name: "foodlog",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "foodlog", targets: ["foodlog"]),
        .executable(name: "foodlog-net", targets: ["foodlog-net"]),
        .executable(name: "index-builder", targets: ["index-builder"]),
        .library(name: "FoodIndex", targets: ["FoodIndex"]),
        .library(name: "HTTPClient", targets: ["HTTPClient"]),
        .library(name: "AIAnalysis", targets: ["AIAnalysis"]),
    ],
    targets: [
        // Foundation-free layers: everything `foodlog search` touches.
        // The file-system layer: the only libc file calls (Syscalls), typed Errno, FileDescriptor,
        // Directory, AtomicFile, CappedFile.
        .target(name: "FoodlogSystem", swiftSettings: directMetadata),
        .target(name: "FoodlogSupport", dependencies: ["FoodlogSystem"], swiftSettings: directMetadata),
        // The one text pipeline: folding, compatibility forms, invisible code points, look-alike
        // letters, singulars and stop words, shared by the index, queries, plain words and allergens.
        .target(name: "FoodText", swiftSettings: optimized),
        .target(name: "CLIKit", dependencies: ["FoodlogSupport"], swiftSettings: directMetadata),
        .target(name: "FoodIndex", dependencies: ["FoodText", "FoodlogSupport"], swiftSettings: optimized),
        .target(name: "IndexBuilder", dependencies: ["FoodIndex", "FoodlogSupport"], swiftSettings: directMetadata),

        // The one network module: HTTP request and response values, the transport protocol, the
        // URLSession transport (FoundationNetworking on Linux: libcurl), URL and host safety, body
        // caps, the loopback proxy bypass, redirects refused. Whatever links it links networking,
        // so nothing `foodlog` links may depend on it.
        .target(name: "HTTPClient", dependencies: ["FoodlogSupport"], swiftSettings: directMetadata),

        // Domain libraries.
        // Providers, the fallback chain, retries and the answer cache, over HTTPClient's transport.
        .target(name: "AIAnalysis", dependencies: ["HTTPClient", "FoodlogSupport"], swiftSettings: directMetadata),
        .target(name: "FoodJournal", dependencies: ["FoodText", "FoodlogSupport"], swiftSettings: optimized),
        // Recipe generation and receipts go through AIAnalysis's provider chain (so, indirectly, HTTPClient);
        // Recipes itself names no HTTP type.
        .target(name: "Recipes", dependencies: ["AIAnalysis", "FoodText", "FoodlogSupport"], swiftSettings: directMetadata),
        // Open Food Facts product reads (foodlog product, add --barcode): HTTPClient's transport; JSON from FoodlogSupport.
        .target(name: "OpenFoodFacts", dependencies: ["HTTPClient", "FoodIndex", "FoodlogSupport"], swiftSettings: directMetadata),

        // Command layers and the two thin executables.
        .target(name: "FoodlogCommands", dependencies: ["CLIKit", "FoodIndex", "FoodJournal", "FoodlogSupport"], swiftSettings: directMetadata),
        .target(name: "FoodlogNetCommands", dependencies: ["FoodlogCommands", "HTTPClient", "AIAnalysis", "Recipes", "OpenFoodFacts", "CLIKit", "FoodIndex", "FoodJournal", "FoodlogSupport"], swiftSettings: directMetadata),
        .executableTarget(name: "foodlog-net", dependencies: ["FoodlogNetCommands"], swiftSettings: directMetadata),
        // No dependency on "foodlog-net": depending on an executable target links its modules, which
        // would put HTTPClient and FoundationNetworking back into `foodlog` (~7 ms per process:
        // `foodlog --version` starts in 0.8 ms, `foodlog-net --version` in 8.5 ms).
        // Plain `swift build` builds both; ExecutableLinkageTests checks what `foodlog` links.
        // Linked fully static on Linux: loading libc, libm, libstdc++ and libgcc_s and relocating
        // against them cost ~0.8 ms of every process (a static-stdlib "hello" starts in 1.6 ms,
        // a fully static one in 0.7; Tools/bench/startup_time.py).
        .executableTarget(name: "foodlog", dependencies: ["FoodlogCommands"], swiftSettings: directMetadata,
                          linkerSettings: [.unsafeFlags(["-static-executable", "-use-ld=lld"], .when(platforms: [.linux]))]),

        // Tools.
        .executableTarget(name: "index-builder", dependencies: ["IndexBuilder", "CLIKit"], path: "Tools/index-builder"),
        .executableTarget(name: "search-bench", dependencies: ["FoodIndex", "FoodlogSupport"], path: "Tools/search-bench"),
        // Tokenizer throughput on a file of real names (the index builder's and every query's hot loop).
        .executableTarget(name: "tokenizer-bench", dependencies: ["FoodIndex", "FoodlogSupport"], path: "Tools/tokenizer-bench"),
        .executableTarget(name: "hash-bench", dependencies: ["AIAnalysis", "HTTPClient", "FoodlogSupport"], path: "Tools/hash-bench"),
        // Appends entries from many processes at once for the journal's concurrency and crash tests,
        // and lays down years of history for Tools/journal-bench.sh.
        .executableTarget(name: "journal-stress", dependencies: ["FoodJournal", "FoodlogSupport"], path: "Tools/journal-stress"),
        // Times what "your foods first" adds to a search, in-process, on a journal journal-stress lays down.
        .executableTarget(name: "history-bench", dependencies: ["FoodlogCommands", "FoodIndex", "FoodlogSupport"], path: "Tools/history-bench"),
        // Mutates indexes, journals, config and served answers, runs the real binaries on each mutant and
        // counts crashes, hangs and unclear errors (Tools/fuzz/README.md). Uses the tests' loopback server.
        .executableTarget(name: "fuzz", dependencies: ["FoodlogSupport", "IndexBuilder", "TestSupport"], path: "Tools/fuzz",
                          exclude: ["README.md"]),

        // Tests.
        .target(name: "TestSupport", dependencies: ["FoodlogSupport"], path: "Tests/TestSupport"),
        .testTarget(name: "FoodlogSupportTests", dependencies: ["FoodlogSupport", "TestSupport"]),
        .testTarget(name: "FoodlogSystemTests", dependencies: ["FoodlogSystem", "FoodlogSupport", "TestSupport"]),
        .testTarget(name: "CLIKitTests", dependencies: ["CLIKit"]),
        .testTarget(name: "FoodTextTests", dependencies: ["FoodText", "TestSupport"]),
        .testTarget(name: "FoodIndexTests", dependencies: ["FoodIndex", "IndexBuilder", "TestSupport"], exclude: ["Relevance"]),
        // The transport against the loopback server (body caps, redirects), URL safety, the proxy bypass.
        .testTarget(name: "HTTPClientTests", dependencies: ["HTTPClient", "FoodlogSupport", "TestSupport"]),
        .testTarget(name: "AIAnalysisTests", dependencies: ["AIAnalysis", "HTTPClient", "TestSupport"]),
        .testTarget(name: "FoodJournalTests", dependencies: ["FoodJournal", "FoodlogCommands", "CLIKit", "FoodIndex", "IndexBuilder", "TestSupport"],
                    exclude: ["PlainWords/phrases-tuning.tsv", "PlainWords/phrases-holdout.tsv", "PlainWords/phrases-holdout-2.tsv",
                              "PlainWords/phrases-holdout-3.tsv", "PlainWords/phrases-tuning-2.tsv", "PlainWords/phrases-holdout-4.tsv",
                              "PlainWords/phrases-tuning-3.tsv", "PlainWords/phrases-holdout-5.tsv", "PlainWords/phrases-holdout-6.tsv",
                              "PlainWords/phrases-holdout-7.tsv", "PlainWords/phrases-holdout-8.tsv", "PlainWords/phrases-holdout-9.tsv",
                              "PlainWords/phrases-holdout-10.tsv", "PlainWords/phrases-tuning-4.tsv",
                              "PlainWords/phrases-tuning-5.tsv", "PlainWords/phrases-tuning-6.tsv",
                              "PlainWords/phrases-holdout-11.tsv", "PlainWords/phrases-holdout-12.tsv",
                              "PlainWords/phrases-holdout-13.tsv", "PlainWords/phrases-holdout-14.tsv",
                              "PlainWords/phrases-tuning-7.tsv", "PlainWords/phrases-tuning-8.tsv", "PlainWords/phrases-tuning-9.tsv",
                              "PlainWords/phrases-tuning-10.tsv", "PlainWords/phrases-tuning-11.tsv",
                              "PlainWords/phrases-tuning-12.tsv", "PlainWords/phrases-tuning-13.tsv",
                              "PlainWords/phrases-tuning-14.tsv", "PlainWords/phrases-tuning-15.tsv",
                              "PlainWords/phrases-holdout-15.tsv", "PlainWords/phrases-tuning-16.tsv",
                              "PlainWords/phrases-holdout-16.tsv", "PlainWords/phrases-holdout-17.tsv",
                              "PlainWords/phrases-tuning-17.tsv", "PlainWords/phrases-holdout-18.tsv",
                              "PlainWords/phrases-tuning-18.tsv", "PlainWords/phrases-holdout-19.tsv",
                              "PlainWords/phrases-tuning-19.tsv", "PlainWords/phrases-holdout-20.tsv",
                              "PlainWords/phrases-tuning-20.tsv", "PlainWords/phrases-holdout-21.tsv",
                              "PlainWords/phrases-tuning-21.tsv", "PlainWords/phrases-holdout-22.tsv",
                              "PlainWords/phrases-holdout-23.tsv", "PlainWords/phrases-tuning-22.tsv",
                              "PlainWords/phrases-holdout-24.tsv", "PlainWords/phrases-tuning-23.tsv",
                              "PlainWords/phrases-holdout-25.tsv", "PlainWords/phrases-tuning-24.tsv",
                              "PlainWords/phrases-holdout-26.tsv", "PlainWords/phrases-tuning-25.tsv",
                              "PlainWords/phrases-holdout-27.tsv", "PlainWords/phrases-tuning-26.tsv",
                              "PlainWords/phrases-holdout-28.tsv", "PlainWords/phrases-tuning-27.tsv",
                              "PlainWords/phrases-holdout-29.tsv", "PlainWords/phrases-tuning-28.tsv",
                              "PlainWords/phrases-holdout-30.tsv", "PlainWords/phrases-tuning-29.tsv",
                              "PlainWords/phrases-holdout-31.tsv", "PlainWords/phrases-tuning-30.tsv",
                              "PlainWords/phrases-holdout-32.tsv", "PlainWords/phrases-tuning-31.tsv",
                              "PlainWords/phrases-holdout-33.tsv", "PlainWords/phrases-tuning-32.tsv",
                              "PlainWords/phrases-holdout-34.tsv", "PlainWords/phrases-tuning-33.tsv",
                              "PlainWords/phrases-holdout-35.tsv", "PlainWords/phrases-tuning-34.tsv",
                              "PlainWords/phrases-holdout-36.tsv", "PlainWords/phrases-tuning-35.tsv"]),
        .testTarget(name: "RecipesTests", dependencies: ["Recipes", "AIAnalysis", "HTTPClient", "TestSupport"]),
        .testTarget(name: "OpenFoodFactsTests", dependencies: ["OpenFoodFacts", "HTTPClient", "TestSupport"]),
        // Every command through the built `foodlog` / `foodlog-net` (search, add, barcode, estimate, product,
        // man pages, completions), hostile arguments and answers, and what each executable links.
        .testTarget(name: "CommandTests", dependencies: ["FoodlogNetCommands", "FoodlogCommands", "FoodJournal", "AIAnalysis",
                                                        "CLIKit", "FoodIndex", "FoodlogSupport", "IndexBuilder", "OpenFoodFacts", "TestSupport"]),
        .testTarget(name: "FuzzToolTests", dependencies: ["fuzz", "FoodlogSupport", "TestSupport"]),
        .testTarget(name: "SearchBenchTests", dependencies: ["search-bench", "IndexBuilder", "FoodIndex", "FoodlogSupport"]),
    ]
)
