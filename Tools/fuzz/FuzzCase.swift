/// One mutant and what to run on it: files laid into a fresh scratch home, at most one answer
/// the worker's loopback server gives to every request, and the command lines to run in order.
/// Text may hold `@HOME@` (the scratch home) and `@BASE@` (the server's `http://127.0.0.1:PORT`),
/// filled in just before the run so that the mutant itself does not depend on either.
struct FuzzCase: Sendable {
    /// One command line.
    struct Step: Sendable {
        /// A short name for tables and signatures, e.g. `log --date`.
        var label: String
        /// Arguments after `foodlog`.
        var arguments: [String]
    }

    /// What the loopback server answers, to every request of the case.
    struct Answer: Sendable {
        var status: Int
        var headers: [(String, String)]
        var body: [UInt8]
    }

    var fuzzClass: String
    /// Files by path relative to the scratch home.
    var files: [(path: String, bytes: [UInt8])]
    var answer: Answer?
    /// Variables added to (or replacing) the base environment.
    var environment: [String: String]
    var steps: [Step]
    /// What was mutated, for the saved case.
    var mutation: String
}

/// The scratch home's layout, shared by the targets and the worker.
enum HomeLayout {
    static let configFile = "config/foodlog/config"
    static let journalDirectory = "data/foodlog/journal"
    static let indexDirectory = "index"

    /// The environment every run starts from: XDG directories in the scratch home, UTC, no
    /// colour, the backtracer without symbols (a crash names its instruction in 0.1 s; a new one
    /// is re-run with symbols), Open Food Facts and OpenAI on the loopback server.
    static func baseEnvironment(seedIndex: String) -> [String: String] {
        [
            "HOME": "@HOME@", "XDG_CONFIG_HOME": "@HOME@/config", "XDG_DATA_HOME": "@HOME@/data", "XDG_CACHE_HOME": "@HOME@/cache",
            "TZ": "UTC", "NO_COLOR": "1", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "SWIFT_BACKTRACE": CrashSite.cheapBacktrace,
            "FOODLOG_INDEX": seedIndex, "FOODLOG_OFF_BASE_URL": "@BASE@", "FOODLOG_OFF_CONTACT": "fuzz@example.org",
            "FOODLOG_OFF_READS_PER_MINUTE": "100", "FOODLOG_PROVIDERS": "openai", "FOODLOG_OPENAI_BASE_URL": "@BASE@/v1",
            "OPENAI_API_KEY": SeedData.apiKey,
        ]
    }
}
