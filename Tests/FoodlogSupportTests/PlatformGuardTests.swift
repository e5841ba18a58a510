import Foundation
import Testing
import TestSupport

/// CI here is Linux only, so what breaks macOS must be caught by reading the code: constructs
/// known to differ between Glibc and Darwin, or between GNU and BSD tools, may appear only in the
/// platform layer (`Platform.swift`, `ProcessSpawn.swift`) or in a file that chooses per system
/// at run time, named below with the reason. Each rule here stands for a real failure on macOS.
@Suite struct PlatformGuardTests {
    struct Rule {
        /// A short name for the rule's own tests.
        let id: String
        /// What is forbidden, for the failure message.
        let name: String
        let pattern: String
        /// Which files the rule reads, by extension.
        let extensions: Set<String>
        /// Files (paths from the package root) allowed to hold it, and why.
        let allowed: [String: String]
        /// The top directories it applies to.
        var under: [String] = ["Sources", "Tests", "Tools", ".ci", ".github"]
    }

    static let swift: Set<String> = ["swift"]
    static let scripts: Set<String> = ["sh", "py", "swift", "yml", ""]
    static let platformFiles = ["Sources/FoodlogSupport/Platform.swift": "the platform layer",
                                "Sources/FoodlogSupport/ProcessSpawn.swift": "the platform layer's process half",
                                "Sources/FoodlogSystem/Syscalls.swift": "the platform layer's file half (FoodlogSystem)"]

    static let rules: [Rule] = [
        Rule(id: "spawn-types", name: "a zero-argument posix_spawn_file_actions_t() or posix_spawnattr_t() (Darwin's are void *, with no such initializer)",
             pattern: #"posix_spawn(_file_actions|attr)_t\(\)"#, extensions: swift, allowed: platformFiles),
        Rule(id: "spawn-call", name: "posix_spawn called directly (use ProcessSpawn.start)",
             pattern: #"\bposix_spawn\w*\("#, extensions: swift, allowed: platformFiles),
        Rule(id: "rawvalue", name: "`.rawValue` on a socket or rusage constant (plain Int32 on Darwin, an enum on Glibc)",
             pattern: #"\b(SOCK|RUSAGE|IPPROTO|SHUT|MSG|PF|AF)_[A-Z_]+\.rawValue"#, extensions: swift,
             allowed: platformFiles.merging(["Tests/TestSupport/LoopbackHTTPServer.swift": "the loopback server's socket, under #if canImport(Glibc)"]) { $1 }),
        Rule(id: "environ", name: "`environ` (Darwin declares none; Platform.environmentPointer)",
             pattern: #"(?<![\w.])environ\b(?!\[)"#, extensions: swift, allowed: platformFiles),
        Rule(id: "tiocgwinsz", name: "`TIOCGWINSZ` (a function-like macro Swift does not import on Darwin; Platform.terminalColumns)",
             pattern: #"\bTIOCGWINSZ\b"#, extensions: swift, allowed: platformFiles),
        Rule(id: "import", name: "`import Glibc` / `import Darwin` (FoodlogSupport re-exports the right one)",
             pattern: #"^\s*import (Glibc|Darwin|Musl)\b"#, extensions: swift, allowed: platformFiles),
        Rule(id: "proc", name: "`/proc/` (Linux only)",
             pattern: #"/proc/"#, extensions: scripts,
             allowed: platformFiles.merging([
                 "Tests/AIAnalysisTests/Hardening/KeySourceLimitTests.swift":
                     "one test skips without /proc (visibly); another reads a zombie's state where /proc exists, else kill(0)",
             ]) { $1 }),
        Rule(id: "tar", name: "`/bin/tar` (macOS has /usr/bin/tar; find tar on PATH)",
             pattern: #"/bin/tar\b"#, extensions: scripts, allowed: [:]),
        Rule(id: "man-l", name: "`man -l` (man-db only; macOS's man is mandoc's)",
             pattern: #"\bman -l\b"#, extensions: scripts,
             allowed: ["Sources/FoodlogCommands/Shell/ManCommand.swift": "names it as the Linux way, beside mandoc -a",
                       "Tests/CommandTests/Shell/ManPageTests.swift": "uses it only where `man --version` says man-db"]),
        Rule(id: "stat-c", name: "`stat -c` / `stat --format` (GNU; BSD stat takes -f)",
             pattern: #"\bstat (-c|--format)\b"#, extensions: scripts, allowed: [:]),
        Rule(id: "time-f", name: "`time -f` (GNU time; BSD time takes -l)",
             pattern: #"\btime -f\b"#, extensions: scripts,
             allowed: ["Tools/bench/run-search-bench.sh": "uses GNU time -f only when it works, BSD time -l otherwise",
                       "Tests/TestSupport/PeakMemory.swift": "GNU time on Linux only, wait4 on macOS"]),
        Rule(id: "sed-i", name: "`sed -i` with no attached suffix (GNU and BSD read the next word differently; use -i.bak or a temporary file)",
             pattern: #"\bsed\s+(-[a-zA-Z]+\s+)*-i(\s|$)"#, extensions: scripts, allowed: [:]),
        Rule(id: "readlink-f", name: "`readlink -f` (GNU; use cd and pwd -P)",
             pattern: #"\breadlink -f\b"#, extensions: scripts, allowed: [:]),
        Rule(id: "nproc", name: "`nproc` (GNU; getconf _NPROCESSORS_ONLN)",
             pattern: #"\bnproc\b"#, extensions: ["sh", "yml", ""], allowed: [:]),
        Rule(id: "date-d", name: "`date -d` / `date --date` (GNU)",
             pattern: #"\bdate (-d|--date)\b"#, extensions: scripts, allowed: [:]),
        Rule(id: "gnu-misc", name: "GNU-only `xargs -r`, `grep -P`, `du -b`, `find -printf`",
             pattern: #"\bxargs -r\b|\bgrep -P\b|\bdu -b\b|\s-printf\s"#, extensions: scripts, allowed: [:]),
        Rule(id: "argv0", name: "a test finding the built products from argv[0] (inside the toolchain under swiftpm-testing-helper; use CommandRunner.productsDirectory)",
             pattern: #"CommandLine\.arguments(\[0\]|\.first)|Bundle\.main\.bundlePath"#, extensions: swift, allowed: [:], under: ["Tests"]),
        Rule(id: "process", name: "a test starting a process without CommandRunner (no timeout, no output cap, SIGPIPE)",
             pattern: #"\bProcess\(\)|\bposix_spawn\("#, extensions: swift, allowed: [:], under: ["Tests"]),
        Rule(id: "tmpdir", name: "a test making its own temporary directory (TemporaryDirectory is the one helper)",
             pattern: #"NSTemporaryDirectory\(\)|\bmkdtemp\("#, extensions: swift,
             allowed: ["Tests/TestSupport/TemporaryDirectory.swift": "the helper itself",
                       "Tests/SearchBenchTests/LatencyBenchTests.swift": "SearchBenchTests does not link TestSupport"],
             under: ["Tests"]),
    ]

    /// The files a rule reads: those under its top directories with one of its extensions (of
    /// files without one, only .ci/run), outside hidden directories; not this file, whose patterns
    /// would match themselves.
    static func files(for rule: Rule) -> [String] {
        let root = SharedData.packageRoot
        var found: [String] = []
        for top in rule.under {
            guard let walker = FileManager.default.enumerator(atPath: root + "/" + top) else { continue }
            for case let relative as String in walker {
                let path = top + "/" + relative
                let name = (relative as NSString).lastPathComponent
                // Hidden directories hold what tools make, not the project's code: the benchmark's
                // Python virtual environment (Tools/bench/.venv) is full of third-party scripts.
                if name.hasPrefix(".") {
                    walker.skipDescendants()
                    continue
                }
                let ext = (name as NSString).pathExtension
                guard rule.extensions.contains(ext), path != "Tests/FoodlogSupportTests/PlatformGuardTests.swift" else { continue }
                if ext.isEmpty, path != ".ci/run" { continue }
                found.append(path)
            }
        }
        return found.sorted()
    }

    @Test func platformDifferencesStayInThePlatformLayer() throws {
        let swiftFiles = Self.files(for: Self.rules[0]).count
        #expect(swiftFiles > 200, "the guard found \(swiftFiles) Swift files: is the package root right? \(SharedData.packageRoot)")
        for rule in Self.rules {
            let regex = try NSRegularExpression(pattern: rule.pattern, options: [.anchorsMatchLines])
            for path in Self.files(for: rule) where rule.allowed[path] == nil {
                guard let text = try? String(contentsOfFile: SharedData.packageRoot + "/" + path, encoding: .utf8) else { continue }
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let string = String(line)
                    if regex.firstMatch(in: string, range: NSRange(string.startIndex..., in: string)) != nil {
                        Issue.record("\(path):\(number + 1): \(rule.name): \(string.trimmingCharacters(in: .whitespaces))")
                    }
                }
            }
        }
    }

    /// Each rule catches what it names (so a typo in a pattern cannot make the guard pass).
    @Test(arguments: [
        ("var actions = posix_spawn_file_actions_t()", "spawn-types"), ("var a = posix_spawnattr_t()", "spawn-types"),
        ("posix_spawn(&pid, path, nil, nil, argv, envp)", "spawn-call"), ("socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)", "rawvalue"),
        ("getrusage(RUSAGE_SELF.rawValue, &usage)", "rawvalue"), ("posix_spawn(&pid, p, nil, nil, a, environ)", "environ"),
        ("ioctl(1, UInt(TIOCGWINSZ), &size)", "tiocgwinsz"), ("import Glibc", "import"), ("readlink(\"/proc/self/exe\")", "proc"),
        ("/bin/tar -tzf x", "tar"), ("foodlog man search | man -l -", "man-l"), ("stat -c %s file", "stat-c"),
        ("/usr/bin/time -f %M cmd", "time-f"), ("sed -i 's/a/b/' f", "sed-i"), ("sed -i '' 's/a/b/' f", "sed-i"),
        ("root=$(readlink -f .)", "readlink-f"), ("jobs=$(nproc)", "nproc"), ("date -d yesterday", "date-d"),
        ("ls | xargs -r rm", "gnu-misc"), ("let path = CommandLine.arguments[0]", "argv0"), ("let process = Process()", "process"),
        ("let path = NSTemporaryDirectory() + name", "tmpdir"),
    ])
    func eachRuleCatchesItsConstruct(line: String, rule id: String) throws {
        let rule = try #require(Self.rules.first { $0.id == id })
        let regex = try NSRegularExpression(pattern: rule.pattern, options: [.anchorsMatchLines])
        #expect(regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil, "\(rule.name)")
    }

    /// And the portable spellings pass.
    @Test(arguments: ["sed -i.bak 's/a/b/' f", "getconf _NPROCESSORS_ONLN", "wc -c < file", "tar -tzf x",
                      "ProcessSpawn.start(path, arguments: argv, environment: nil)", "Platform.environmentPointer",
                      "os.environ[\"TERM\"] = \"xterm\"", "/usr/bin/time -l cmd", "stat -f %z file"])
    func portableSpellingsPass(line: String) throws {
        for rule in Self.rules {
            let regex = try NSRegularExpression(pattern: rule.pattern, options: [.anchorsMatchLines])
            #expect(regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) == nil, "\(rule.name): \(line)")
        }
    }
}
