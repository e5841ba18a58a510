import Foundation
import FoodlogSupport

/// SHA-256 throughput of foodlog's implementation against the system's tool on the same file (64 MiB
/// of random bytes when no file is given): `sha256sum`, or `shasum -a 256` where there is none
/// (macOS). Exits 1 if the digests differ.
func hashThroughput(file: String?, runs: Int) -> Int32 {
    let path: String
    var temporary: String?
    if let given = file {
        path = given
    } else {
        path = NSTemporaryDirectory() + "hash-bench-\(getpid()).bin"
        guard FileManager.default.createFile(atPath: path, contents: Data(randomBytes(64 << 20))) else { fail("cannot write \(path)") }
        temporary = path
    }
    defer { if let temporary { try? FileManager.default.removeItem(atPath: temporary) } }

    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path), let size = attributes[.size] as? Int, size > 0 else {
        fail("cannot read \(path); pass an existing, non-empty file")
    }

    var ours: [Double] = []
    var ourDigest = ""
    for _ in 0..<runs {
        ours.append(seconds { ourDigest = SHA256.hashFile(atPath: path)?.hex ?? "unreadable" })
    }

    let hasSha256sum = ["/usr/bin", "/bin", "/usr/local/bin", "/opt/homebrew/bin"].contains {
        FileManager.default.isExecutableFile(atPath: $0 + "/sha256sum")
    }
    let tool = hasSha256sum ? ["sha256sum"] : ["shasum", "-a", "256"]
    var theirs: [Double] = []
    var theirDigest = ""
    for _ in 0..<runs {
        theirs.append(seconds {
            let output = (try? runProcess("/usr/bin/env", tool + [path], environment: nil).output) ?? ""
            theirDigest = output.split(separator: " ").first.map(String.init) ?? ""
        })
    }

    let megabytes = Double(size) / 1_048_576
    print("file: \(path) (\(size) bytes)")
    print("foodlog SHA256: best \(milliseconds(ours.min() ?? 0)) of \(runs), \(String(format: "%.0f", megabytes / (ours.min() ?? 1))) MiB/s")
    print("\(tool.joined(separator: " ").padding(toLength: 14, withPad: " ", startingAt: 0)): best \(milliseconds(theirs.min() ?? 0)) of \(runs), \(String(format: "%.0f", megabytes / (theirs.min() ?? 1))) MiB/s")
    print(ourDigest == theirDigest ? "digests agree: \(ourDigest)" : "DIGESTS DIFFER: \(ourDigest) vs \(theirDigest)")
    return ourDigest == theirDigest ? 0 : 1
}
