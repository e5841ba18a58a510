// hash-bench: SHA-256 throughput of foodlog's own implementation against the system's
// `sha256sum` on the same file, and a check that both agree.
//
//     swift build -c release --product hash-bench
//     .build/release/hash-bench FILE [--runs N]
//
// With no FILE, a 64 MiB file of random bytes is written to the temporary directory and used.
import Foundation
import FoodlogSupport

func fail(_ message: String) -> Never {
    printError("hash-bench: " + message)
    exit(64)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var runs = 5
if let index = arguments.firstIndex(of: "--runs") {
    guard index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0, value <= 100 else {
        fail("--runs needs a whole number from 1 to 100")
    }
    runs = value
    arguments.removeSubrange(index...(index + 1))
}
guard arguments.count <= 1 else { fail("usage: hash-bench [FILE] [--runs N]") }

let path: String
var temporary: String?
if let given = arguments.first {
    path = given
} else {
    path = NSTemporaryDirectory() + "hash-bench-\(getpid()).bin"
    var generator = SystemRandomNumberGenerator()
    var bytes = [UInt8](repeating: 0, count: 64 << 20)
    bytes.withUnsafeMutableBytes { raw in
        let words = raw.bindMemory(to: UInt64.self)
        for index in words.indices { words[index] = generator.next() }
    }
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { fail("cannot write \(path)") }
    temporary = path
}
defer { if let temporary { try? FileManager.default.removeItem(atPath: temporary) } }

guard let attributes = try? FileManager.default.attributesOfItem(atPath: path), let size = attributes[.size] as? Int, size > 0 else {
    fail("cannot read \(path); pass an existing, non-empty file")
}

func seconds(_ body: () -> Void) -> Double {
    let start = Platform.monotonicNanoseconds()
    body()
    return Double(Platform.monotonicNanoseconds() - start) / 1e9
}

var ours: [Double] = []
var ourDigest = ""
for _ in 0..<runs {
    ours.append(seconds { ourDigest = SHA256.hashFile(atPath: path)?.hex ?? "unreadable" })
}

var theirs: [Double] = []
var theirDigest = ""
for _ in 0..<runs {
    theirs.append(seconds {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sha256sum", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { fail("cannot run sha256sum") }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        theirDigest = output.split(separator: " ").first.map(String.init) ?? ""
    })
}

func report(_ name: String, _ times: [Double]) {
    let best = times.min() ?? 0
    let megabytes = Double(size) / 1_048_576
    print("\(name): best \(String(format: "%.1f", best * 1000)) ms of \(times.count), \(String(format: "%.0f", megabytes / best)) MiB/s")
}
print("file: \(path) (\(size) bytes)")
report("foodlog SHA256", ours)
report("sha256sum     ", theirs)
print(ourDigest == theirDigest ? "digests agree: \(ourDigest)" : "DIGESTS DIFFER: \(ourDigest) vs \(theirDigest)")
exit(ourDigest == theirDigest ? 0 : 1)
