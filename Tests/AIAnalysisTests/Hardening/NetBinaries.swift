import Foundation
import FoodlogSupport
import TestSupport

/// The built `foodlog` and `foodlog-net`, for tests that run them as a person would.
enum NetBinaries {
    /// Whether both are built, or CI requires them (`FOODLOG_REQUIRE_BUILT=1`, see `Executables`).
    static var built: Bool { Executables.built }

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
        /// Peak resident set size in bytes, when it could be measured (`PeakMemory`).
        var peakBytes: Int?
    }

    /// Runs `foodlog-net`: its result and peak RSS.
    static func runMeasured(_ arguments: [String], environment: [String: String]) throws -> Measured {
        var env = environment
        env["PATH"] = env["PATH"] ?? "/usr/bin:/bin"
        let (run, peak) = try PeakMemory.run(Executables.path("foodlog-net"), arguments, environment: env, timeout: 60)
        return Measured(status: run.status, stdout: run.stdout, stderr: run.stderr, peakBytes: peak)
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
