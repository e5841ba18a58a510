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
    let calls: Syscalls

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
        let fd: FileDescriptor
        do throws(Errno) {
            fd = try FileDescriptor.open(path, .readOnly, options: [.nonBlocking])
        } catch {
            if error == .noSuchFile { return LoadedEvents() }
            throw .cannotRead(path: path, reason: error.description)
        }
        defer { fd.close() }
        try? fd.lock(.shared)
        let bytes = try readAll(fd)
        return EventFile.parse(bytes, name: name)
    }

    /// Appends the line `makeLine` builds from the current contents (nil: append nothing), all under
    /// one exclusive lock, so the decision and the write see the same file.
    @discardableResult
    func append(_ makeLine: (Contents) throws(JournalError) -> String?) throws(JournalError) -> Bool {
        do throws(FileError) {
            try Directory.create(directory, permissions: StateFile.journal.directoryPermissions)
        } catch {
            throw .cannotCreateDirectory(path: directory, reason: error.reason)
        }
        let existed = PathString.exists(path)
        let fd: FileDescriptor
        do throws(Errno) {
            fd = try FileDescriptor.open(path, .readWrite, options: [.append, .create, .nonBlocking],
                                         permissions: StateFile.journal.permissions, calls: calls)
        } catch {
            throw .cannotOpen(path: path, reason: error.description, permission: error.isPermission)
        }
        defer { fd.close() }
        try? fd.lock(.exclusive)
        let bytes = try readAll(fd)
        guard let line = try makeLine(Contents(bytes: bytes, name: name)) else { return false }
        var output: [UInt8] = []
        if let last = bytes.last, last != 0x0A { output.append(0x0A) }  // end a torn line first
        output.append(contentsOf: line.utf8)
        output.append(0x0A)
        do throws(Errno) {
            try fd.writeAll(output)
            try fd.sync()
        } catch {
            // Cut back to the old size, so a full disk or a failed sync leaves the file as it was.
            try? fd.truncate(to: Int64(bytes.count))
            try? fd.sync()
            throw .writeFailed(path: path, reason: error.description)
        }
        if !existed { Directory.sync(directory) }
        return true
    }

    /// Largest journal file read (`StateFile.journal`): a damaged or sparse file of terabytes is
    /// an error, not an allocation of its size.
    static let maximumBytes = StateFile.journal.cap

    private func readAll(_ fd: FileDescriptor) throws(JournalError) -> [UInt8] {
        let status: FileStatus
        do throws(Errno) {
            status = try fd.status()
        } catch {
            throw .cannotRead(path: path, reason: error.description)
        }
        guard status.type == .regular else {
            throw .cannotRead(path: path, reason: "it is \(status.type), not a regular file; move it aside")
        }
        let tooLarge = JournalError.cannotRead(path: path, reason: "it is \(status.size / (1 << 20)) MiB, more than the \(EventFile.maximumBytes >> 20) MiB a journal file may hold; move it aside")
        guard status.size <= Int64(EventFile.maximumBytes) else { throw tooLarge }
        let bytes: [UInt8]?
        do throws(Errno) {
            bytes = try fd.readAll(upTo: EventFile.maximumBytes, expected: Int(status.size))
        } catch {
            throw .cannotRead(path: path, reason: error.description)
        }
        guard let bytes else { throw tooLarge }
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
