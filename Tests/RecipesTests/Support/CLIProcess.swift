import Foundation
import FoodlogSupport
import TestSupport

/// Runs the built `foodlog` / `foodlog-net` executables as separate processes, as a person would,
/// with a private environment (XDG directories in a temporary folder, the provider pointed at a
/// loopback server), through the tests' one process runner (timeouts, output caps).
struct CLIProcess {
    /// The executable built beside the test bundle, or nil when it is not built (tests gate on
    /// `Executables.built`; with `FOODLOG_REQUIRE_BUILT=1` the path is given and running it fails).
    static func path(_ name: String) -> String? {
        guard Executables.isBuilt(name) else {
            printError("notice: \(name) is not built beside the tests; run 'swift build' first")
            return nil
        }
        return Executables.path(name)
    }

    let executable: String
    var environment: [String: String]

    /// Starts the command; `wait()` the returned child.
    func start(_ arguments: [String], stdin: [UInt8]? = nil) throws -> CommandRunner.Running {
        try CommandRunner.start(executable, arguments, environment: environment, stdin: stdin.map { Data($0) }, directory: nil)
    }

    func run(_ arguments: [String], stdin: [UInt8]? = nil) throws -> CommandRunner.Result {
        try start(arguments, stdin: stdin).wait(timeout: 120)
    }
}
