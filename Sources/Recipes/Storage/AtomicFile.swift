import FoodlogSupport

/// Whole-file writes that readers never see half done, and that survive a crash: the bytes go
/// to a temporary file in the same directory, are flushed with `fsync`, and only then take the
/// final name, after which the directory is flushed too.
enum AtomicFile {
    /// How the final name is taken.
    enum Publish {
        /// `rename(2)`: replaces whatever had the name.
        case replace
        /// `link(2)`: fails if the name is taken, so two processes can never claim one name.
        case createNew
    }

    /// Writes `bytes` to `path`. Returns false only for `.createNew` when the name was taken.
    @discardableResult
    static func write(_ bytes: [UInt8], to path: String, publish: Publish) throws(StorageError) -> Bool {
        let directory = PathString.directory(of: path)
        try makeDirectories(directory)
        let temporary = PathString.join(directory, ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard fd >= 0 else { throw .writeFailed(path: path, reason: Platform.describe(errno: Platform.errno)) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                systemWrite(fd, raw.baseAddress! + offset, raw.count - offset)
            }
            if written < 0 {
                let code = Platform.errno
                if code == EINTR { continue }
                close(fd)
                unlink(temporary)
                throw .writeFailed(path: path, reason: Platform.describe(errno: code))
            }
            offset += written
        }
        if fsync(fd) != 0 {
            let code = Platform.errno
            close(fd)
            unlink(temporary)
            throw .writeFailed(path: path, reason: Platform.describe(errno: code))
        }
        close(fd)
        switch publish {
        case .replace:
            guard rename(temporary, path) == 0 else {
                let code = Platform.errno
                unlink(temporary)
                throw .writeFailed(path: path, reason: Platform.describe(errno: code))
            }
        case .createNew:
            let linked = link(temporary, path)
            let code = Platform.errno
            unlink(temporary)
            if linked != 0 {
                if code == EEXIST { return false }
                throw .writeFailed(path: path, reason: Platform.describe(errno: code))
            }
        }
        syncDirectory(directory)
        return true
    }

    /// Flushes a directory's entries (a new or removed name) to disk; best effort.
    static func syncDirectory(_ directory: String) {
        let fd = open(directory, O_RDONLY)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }

    /// `mkdir -p` with owner-only permissions for directories it creates.
    static func makeDirectories(_ path: String) throws(StorageError) {
        if PathString.isDirectory(path) { return }
        let parent = PathString.directory(of: path)
        if parent != path, parent != "." { try makeDirectories(parent) }
        if mkdir(path, 0o700) != 0 {
            let code = Platform.errno
            if code == EEXIST, PathString.isDirectory(path) { return }
            throw .cannotCreate(path: path, reason: Platform.describe(errno: code))
        }
    }

    /// The whole file, or nil when it does not exist. Read with a cap and without waiting: a file
    /// over `limit` bytes, or a FIFO, directory or device in its place, is `StorageError.unusable`.
    static func read(_ path: String, limit: Int) throws(StorageError) -> [UInt8]? {
        let outcome = CappedFile.read(path, limit: limit)
        switch outcome {
        case .bytes(let bytes): return bytes
        case .missing: return nil
        case .failed(let code): throw .readFailed(path: path, reason: Platform.describe(errno: code))
        case .notRegular, .tooLarge: throw .unusable(path: path, problem: outcome.problem ?? "cannot be used")
        }
    }
}

// Outside `AtomicFile`, whose own `write` would shadow the system call.
private func systemWrite(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int { write(fd, pointer, count) }
