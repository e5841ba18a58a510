import Foundation
import FoodlogSupport

/// Finds executables built beside the test bundle (`journal-stress`, `foodlog`).
enum BuiltExecutable {
    static func path(_ name: String) -> String? {
        var directory = Bundle.main.bundlePath
        if !directory.hasSuffix(".xctest") { directory = (CommandLine.arguments[0] as NSString).deletingLastPathComponent }
        for candidate in [(directory as NSString).deletingLastPathComponent, directory] {
            let path = (candidate as NSString).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// Starts `journal-stress DATA COUNT TAG` with standard output piped back.
    static func startStress(data: String, count: Int, tag: String) throws -> (Process, Pipe) {
        guard let path = path("journal-stress") else { throw Missing(name: "journal-stress") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = [data, String(count), tag]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.standardError
        try process.run()
        return (process, pipe)
    }

    struct Missing: Error, CustomStringConvertible {
        let name: String
        var description: String { "\(name) is not built beside the tests; run 'swift build' first" }
    }
}
