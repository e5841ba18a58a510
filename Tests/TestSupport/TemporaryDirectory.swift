import FoodlogSupport

/// A fresh directory under the system temporary directory (`$TMPDIR`, else /tmp), removed with
/// everything in it by `remove()`. The tests' one way to get a scratch directory: FoodJournalTests'
/// `ScratchDirectory` removes one of these when released.
public struct TemporaryDirectory: Sendable {
    public let path: String

    public init(_ label: String = "foodlog-test") {
        let base = Platform.environment("TMPDIR").flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        let parent = base.hasSuffix("/") ? String(base.dropLast()) : base
        var template = Array("\(parent)/\(label)-XXXXXX".utf8CString)
        let created = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }
        path = created.map { String(cString: $0) } ?? "\(parent)/\(label)-\(getpid())-\(Int.random(in: 0..<1_000_000))"
        if created == nil { mkdir(path, 0o700) }
    }

    /// A path inside the directory.
    public func file(_ name: String) -> String { PathString.join(path, name) }

    /// Writes text to a file inside the directory and returns its path.
    @discardableResult
    public func write(_ name: String, _ text: String) -> String {
        writeBytes(name, Array(text.utf8))
    }

    /// Writes bytes to a file inside the directory and returns its path.
    @discardableResult
    public func writeBytes(_ name: String, _ bytes: [UInt8]) -> String {
        let target = file(name)
        let fd = open(target, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if fd >= 0 {
            _ = bytes.withUnsafeBytes { Glibc_or_Darwin.write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }
        return target
    }

    /// Reads a whole file, or nil.
    public static func read(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc_or_Darwin.read(fd, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            result.append(contentsOf: chunk[0..<count])
        }
        return result
    }

    /// Removes the directory tree.
    public func remove() { TemporaryDirectory.removeTree(path) }

    static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if (info.st_mode & S_IFMT) == S_IFDIR, let directory = opendir(path) {
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                removeTree(PathString.join(path, name))
            }
            closedir(directory)
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}

/// The C library's `read` and `write`, by a name that no method shadows.
enum Glibc_or_Darwin {
    static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        FoodlogSupport.systemRead(fd, buffer, count)
    }

    static func write(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        FoodlogSupport.systemWrite(fd, buffer, count)
    }
}
