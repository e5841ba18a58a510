import Foundation
import FoodlogSupport
import TestSupport

/// The built `foodlog` and `foodlog-net`, for tests that run them as a person would.
enum NetBinaries {
    static var built: Bool {
        FileManager.default.isExecutableFile(atPath: CommandRunner.productsDirectory + "/foodlog")
            && FileManager.default.isExecutableFile(atPath: CommandRunner.productsDirectory + "/foodlog-net")
    }

    /// Whether GNU time is there to measure a run's peak memory.
    static var hasGNUTime: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/time") }

    /// A private home: XDG directories inside `directory`, no keys but those given.
    static func environment(_ directory: TemporaryDirectory, _ extra: [String: String]) -> [String: String] {
        ["HOME": directory.path, "XDG_CONFIG_HOME": directory.file("config"), "XDG_CACHE_HOME": directory.file("cache"),
         "XDG_DATA_HOME": directory.file("data")].merging(extra) { $1 }
    }

    /// One measured run.
    struct Measured {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Peak resident set size in KiB, as GNU time reports it.
        var peakKiB: Int?
    }

    /// Runs `foodlog-net` under `/usr/bin/time -f %M`: its result and peak RSS.
    static func runMeasured(_ arguments: [String], environment: [String: String]) throws -> Measured {
        let report = TemporaryDirectory("foodlog-rss")
        defer { report.remove() }
        var env = environment
        env["PATH"] = env["PATH"] ?? "/usr/bin:/bin"
        let run = try CommandRunner.runProgram("/usr/bin/time", ["-f", "%M", "-o", report.file("rss"), CommandRunner.productsDirectory + "/foodlog-net"] + arguments,
                                               environment: env, timeout: 60)
        // GNU time writes "Command exited with non-zero status N" before the figure when the run fails.
        let rss = TemporaryDirectory.read(report.file("rss")).flatMap {
            String(decoding: $0, as: UTF8.self).split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        }
        return Measured(status: run.status, stdout: run.stdout, stderr: run.stderr, peakKiB: rss)
    }
}

/// Whether any run of 12 characters of `key` appears in `text`, ignoring case.
func containsKeyRun(_ text: String, key: String) -> Bool {
    let lowerText = text.lowercased()
    let lowerKey = Array(key.lowercased())
    guard lowerKey.count >= 12 else { return lowerText.contains(key.lowercased()) }
    for start in 0...(lowerKey.count - 12) where lowerText.contains(String(lowerKey[start..<(start + 12)])) { return true }
    return false
}
