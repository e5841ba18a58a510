import Foundation
import FoodlogSupport

/// Runs the built `foodlog` / `foodlog-net` executables as separate processes, as a person would,
/// with a private environment (XDG directories in a temporary folder, the provider pointed at a
/// loopback server).
struct CLIProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The executable built beside the test bundle, or nil when it is not built (tests gate on `Executables.built`).
    static func path(_ name: String) -> String? {
        var directory = Bundle.main.bundlePath
        if !directory.hasSuffix(".xctest") { directory = (CommandLine.arguments[0] as NSString).deletingLastPathComponent }
        for candidate in [(directory as NSString).deletingLastPathComponent, directory] {
            let path = (candidate as NSString).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        printError("notice: \(name) is not built beside the tests; run 'swift build' first")
        return nil
    }

    let executable: String
    var environment: [String: String]

    /// Starts the command; `wait()` the returned handle.
    func start(_ arguments: [String], stdin: [UInt8]? = nil) throws -> Running {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let input = Pipe()
        process.standardInput = stdin == nil ? FileHandle.nullDevice : input
        try process.run()
        if let stdin {
            input.fileHandleForWriting.write(Data(stdin))
            try input.fileHandleForWriting.close()
        }
        return Running(process: process, out: out, err: err)
    }

    func run(_ arguments: [String], stdin: [UInt8]? = nil) throws -> Result {
        try start(arguments, stdin: stdin).wait()
    }

    struct Running {
        let process: Process
        let out: Pipe
        let err: Pipe

        func wait() -> Result {
            let stdout = out.fileHandleForReading.readDataToEndOfFile()
            let stderr = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                          stderr: String(decoding: stderr, as: UTF8.self))
        }
    }
}
