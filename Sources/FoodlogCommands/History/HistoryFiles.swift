import FoodlogSupport

/// Every file-system call of the history cache, in one place (easy to move onto a shared file
/// layer): the journal's fingerprint, and the cache file's capped read and atomic write.
enum HistoryFiles {
    /// The largest cache file read: 500 foods of a few hundred bytes each fit many times over.
    static let maximumBytes = 1 << 20

    /// A fingerprint of the journal's month files: the names of all, and the sizes, modification
    /// times and inodes of those from `firstMonth` (`YYYY-MM`) on, the ones a rebuild reads. Any
    /// add, edit, removal or undo appends to a month file, so it changes the size; a file edited by
    /// hand changes the time; a file replaced changes the inode. One `readdir` and a `stat` per
    /// month read (14 however old the journal is), never a read of the journal.
    static func journalStamp(_ directory: String, firstMonth: String) -> UInt64 {
        var stamp: UInt64 = 0x6A6F_7572_6E61_6C00
        guard let stream = opendir(directory) else { return stamp }
        defer { closedir(stream) }
        var files: UInt64 = 0
        while let item = readdir(stream) {
            let name = withUnsafeBytes(of: item.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            // Month files only (`2026-11.jsonl`): goals and favorites do not change what was eaten.
            guard name.count == 13, name[4] == UInt8(ascii: "-"), name.suffix(6).elementsEqual(".jsonl".utf8) else { continue }
            var hash = fnv(name)
            files += 1
            // Summed, so the order readdir returns names in does not matter.
            guard !name.prefix(7).lexicographicallyPrecedes(firstMonth.utf8) else { stamp = stamp &+ hash; continue }
            var info = stat()
            let path = directory + "/" + String(decoding: name, as: UTF8.self)
            guard stat(path, &info) == 0 else { continue }
            hash = mix(hash, UInt64(truncatingIfNeeded: info.st_size))
            hash = mix(hash, UInt64(truncatingIfNeeded: info.st_ino))
            let (seconds, nanoseconds) = Platform.modificationTime(info)
            hash = mix(hash, UInt64(truncatingIfNeeded: seconds))
            hash = mix(hash, UInt64(truncatingIfNeeded: nanoseconds))
            stamp = stamp &+ hash
        }
        return mix(stamp, files)
    }

    /// The cache file's bytes, or nil when it is missing or unusable (a FIFO, a directory, a
    /// device, a file over the cap, unreadable): the history is then rebuilt, never waited on.
    static func read(_ path: String) -> [UInt8]? {
        CappedFile.read(path, limit: maximumBytes).bytes
    }

    /// Writes the cache file whole: a temporary file beside it, then `rename`, so a reader sees the
    /// old file or the new one, never half of one. Returns false when it could not (a read-only
    /// cache directory, a directory in its place): the history then lives for this process only.
    @discardableResult
    static func write(_ bytes: [UInt8], to path: String) -> Bool {
        let directory = PathString.directory(of: path)
        guard makeDirectories(directory) else { return false }
        let temporary = directory + "/.history-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return false }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in systemWrite(fd, raw.baseAddress.map { $0 + offset }, raw.count - offset) }
            if written < 0, Platform.errno == EINTR { continue }
            guard written > 0 else { close(fd); unlink(temporary); return false }
            offset += written
        }
        guard close(fd) == 0, rename(temporary, path) == 0 else { unlink(temporary); return false }
        return true
    }

    /// `mkdir -p`, owner-only for the directories it makes.
    static func makeDirectories(_ path: String) -> Bool {
        if PathString.isDirectory(path) { return true }
        let parent = PathString.directory(of: path)
        if parent != path, parent != ".", parent != "/", !makeDirectories(parent) { return false }
        return mkdir(path, 0o700) == 0 || PathString.isDirectory(path)
    }

    static func fnv<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    static func mix(_ hash: UInt64, _ value: UInt64) -> UInt64 {
        var result = hash
        for shift in stride(from: 0, to: 64, by: 8) { result = (result ^ ((value >> UInt64(shift)) & 0xFF)) &* 0x100_0000_01b3 }
        return result
    }
}
