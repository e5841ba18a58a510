import FoodlogSupport

/// One append-only JSON Lines file of events.
///
/// Writers take an exclusive `flock`, append one whole line with `O_APPEND`, and `fsync` before
/// returning, so an acknowledged event survives a crash and concurrent writers never interleave.
/// A failed write is cut back off (`ftruncate` to the old size) so the file is left as it was.
/// Readers take a shared lock, so they never see half a line from a writer in progress.
struct EventFile {
    let directory: String
    let name: String
    let calls: FileCalls

    var path: String { PathString.join(directory, name) }

    /// The file's bytes as they are now, under the lock of the caller.
    struct Contents {
        let bytes: [UInt8]
        let name: String

        /// Whether `text` occurs anywhere in the file (a fast byte search, for id uniqueness).
        func contains(_ text: String) -> Bool {
            let needle = Array(text.utf8)
            guard !needle.isEmpty, bytes.count >= needle.count else { return false }
            return bytes.withUnsafeBufferPointer { hay in
                needle.withUnsafeBufferPointer { pin in
                    guard let base = hay.baseAddress, let needle = pin.baseAddress, let first = pin.first else { return false }
                    var offset = 0
                    let last = hay.count - pin.count
                    while offset <= last {
                        guard let found = memchr(base + offset, Int32(first), last - offset + 1) else { return false }
                        let at = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                        if memcmp(base + at, needle, pin.count) == 0 { return true }
                        offset = at + 1
                    }
                    return false
                }
            }
        }

        /// Every line parsed; damaged ones reported with their line numbers.
        func events() -> LoadedEvents { EventFile.parse(bytes, name: name) }
    }

    /// Reads the file; a missing file is an empty journal.
    func load() throws(JournalError) -> LoadedEvents {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            let code = Platform.errno
            if code == ENOENT { return LoadedEvents() }
            throw .cannotRead(path: path, reason: Platform.describe(errno: code))
        }
        defer { close(fd) }
        lock(fd, LOCK_SH)
        let bytes = try readAll(fd)
        return EventFile.parse(bytes, name: name)
    }

    /// Appends the line `makeLine` builds from the current contents (nil: append nothing), all under
    /// one exclusive lock, so the decision and the write see the same file.
    @discardableResult
    func append(_ makeLine: (Contents) throws(JournalError) -> String?) throws(JournalError) -> Bool {
        try JournalDirectory.create(directory)
        let existed = PathString.exists(path)
        let fd = open(path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        if fd < 0 {
            let code = Platform.errno
            throw .cannotOpen(path: path, reason: Platform.describe(errno: code), permission: code == EACCES || code == EPERM || code == EROFS)
        }
        defer { close(fd) }
        lock(fd, LOCK_EX)
        let bytes = try readAll(fd)
        guard let line = try makeLine(Contents(bytes: bytes, name: name)) else { return false }
        var output: [UInt8] = []
        if let last = bytes.last, last != 0x0A { output.append(0x0A) }  // end a torn line first
        output.append(contentsOf: line.utf8)
        output.append(0x0A)
        let originalSize = off_t(bytes.count)
        var offset = 0
        while offset < output.count {
            let written = output.withUnsafeBytes { raw in
                calls.write(fd, UnsafeRawBufferPointer(rebasing: raw[offset...]))
            }
            if written == -Int(EINTR) { continue }
            if written <= 0 {
                _ = ftruncate(fd, originalSize)
                _ = calls.fsync(fd)
                let reason = written == 0 ? "nothing was written" : Platform.describe(errno: Int32(-written))
                throw .writeFailed(path: path, reason: reason)
            }
            offset += written
        }
        let synced = calls.fsync(fd)
        if synced != 0 {
            _ = ftruncate(fd, originalSize)
            throw .writeFailed(path: path, reason: Platform.describe(errno: -synced))
        }
        if !existed { JournalDirectory.sync(directory) }
        return true
    }

    private func lock(_ fd: Int32, _ operation: Int32) {
        while flock(fd, operation) != 0 && Platform.errno == EINTR {}
    }

    /// Largest journal file read (about a million entries; a month of real use is well under 1 MiB),
    /// so a damaged or sparse file of terabytes is an error, not an allocation of its size.
    static let maximumBytes = 256 << 20

    private func readAll(_ fd: Int32) throws(JournalError) -> [UInt8] {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .cannotRead(path: path, reason: Platform.describe(errno: Platform.errno)) }
        guard info.st_size >= 0, info.st_size <= EventFile.maximumBytes else {
            throw .cannotRead(path: path, reason: "it is \(info.st_size / (1 << 20)) MiB, more than the \(EventFile.maximumBytes >> 20) MiB a journal file may hold; move it aside")
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return pread(fd, base + offset, raw.count - offset, off_t(offset))
            }
            if count < 0 {
                if Platform.errno == EINTR { continue }
                throw .cannotRead(path: path, reason: Platform.describe(errno: Platform.errno))
            }
            if count == 0 { bytes.removeLast(bytes.count - offset); break }
            offset += count
        }
        return bytes
    }

    /// Splits bytes into lines and decodes each; blank lines are skipped, damaged ones reported.
    static func parse(_ bytes: [UInt8], name: String) -> LoadedEvents {
        var result = LoadedEvents()
        result.events.reserveCapacity(bytes.count / 200)
        bytes.withUnsafeBufferPointer { all in
            // A byte order mark left by an editor is not part of the first line.
            var start = all.count >= 3 && all[0] == 0xEF && all[1] == 0xBB && all[2] == 0xBF ? 3 : 0
            var lineNumber = 0
            while start < all.count {
                lineNumber += 1
                var end = start
                while end < all.count && all[end] != 0x0A { end += 1 }
                let complete = end < all.count
                let line = UnsafeBufferPointer(rebasing: all[start..<end])
                start = end + 1
                if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
                do throws(EventCoding.DecodeFailure) {
                    result.events.append(try EventCoding.event(from: line))
                } catch {
                    let reason = complete ? error.reason : "incomplete last line, a write was cut short (\(error.reason))"
                    result.damaged.append(DamagedLine(file: name, line: lineNumber, reason: reason))
                }
            }
        }
        return result
    }
}
