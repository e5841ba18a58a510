import Foundation
import FoodlogSupport

/// Runs the package's built executables as a user would, capturing their output.
public enum CommandRunner {
    /// The result of one run.
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// The directory holding the built products (beside the test bundle).
    public static let productsDirectory: String = {
        var path = CommandLine.arguments.first ?? ""
        if let bundle = path.range(of: ".xctest", options: .backwards) {
            path = String(path[..<bundle.upperBound])
        }
        return (path as NSString).deletingLastPathComponent
    }()

    /// Runs `executable` (a product name such as `foodlog`) with `arguments`. The environment is
    /// `environment` only (plus PATH), so a developer's real keys and XDG directories never leak in.
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                           stdin: Data? = nil, timeout: TimeInterval = 60) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: (productsDirectory as NSString).appendingPathComponent(executable))
        process.arguments = arguments
        var env = environment
        env["PATH"] = env["PATH"] ?? "/usr/bin:/bin"
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data()
        nonisolated(unsafe) var errData = Data()
        group.enter()
        DispatchQueue.global().async { outData = out.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        group.enter()
        DispatchQueue.global().async { errData = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        if group.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            group.wait()
        }
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}
