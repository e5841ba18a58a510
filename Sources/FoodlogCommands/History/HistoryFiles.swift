import FoodlogSupport

/// The history cache's files: the journal's fingerprint, and the cache file (`StateFile.history`)
/// read capped and written atomically.
enum HistoryFiles {
    /// The largest cache file read (`StateFile.history`): 500 foods of a few hundred bytes each
    /// fit many times over.
    static let maximumBytes = StateFile.history.cap

    /// A fingerprint of the journal's month files: the names of all, and the sizes, modification
    /// times and inodes of those from `firstMonth` (`YYYY-MM`) on, the ones a rebuild reads. Any
    /// add, edit, removal or undo appends to a month file, so it changes the size; a file edited by
    /// hand changes the time; a file replaced changes the inode. One `readdir` and a `stat` per
    /// month read (14 however old the journal is), never a read of the journal.
    static func journalStamp(_ directory: String, firstMonth: String) -> UInt64 {
        var stamp: UInt64 = 0x6A6F_7572_6E61_6C00
        guard let names = try? FileSystem.names(in: directory) else { return stamp }
        var files: UInt64 = 0
        for text in names {
            let name = Array(text.utf8)
            // Month files only (`2026-11.jsonl`): goals and favorites do not change what was eaten.
            guard name.count == 13, name[4] == UInt8(ascii: "-"), name.suffix(6).elementsEqual(".jsonl".utf8) else { continue }
            var hash = FNV1a.hash(name)
            files += 1
            // Summed, so the order the directory lists names in does not matter.
            guard !name.prefix(7).lexicographicallyPrecedes(firstMonth.utf8) else { stamp = stamp &+ hash; continue }
            guard let status = try? FileSystem.status(directory + "/" + text) else { continue }
            hash = mix(hash, UInt64(truncatingIfNeeded: status.size))
            hash = mix(hash, status.inode)
            hash = mix(hash, UInt64(truncatingIfNeeded: status.modification.seconds))
            hash = mix(hash, UInt64(truncatingIfNeeded: status.modification.nanoseconds))
            stamp = stamp &+ hash
        }
        return mix(stamp, files)
    }

    /// The cache file's bytes, or nil when it is missing or unusable (a FIFO, a directory, a
    /// device, a file over the cap, unreadable): the history is then rebuilt, never waited on.
    static func read(_ path: String) -> [UInt8]? {
        StateFile.history.read(path).bytes
    }

    /// Writes the cache file whole (`StateFile.history`: a temporary file beside it, then
    /// `rename`, not synced), so a reader sees the old file or the new one, never half of one.
    /// Returns false when it could not (a read-only cache directory, a directory in its place):
    /// the history then lives for this process only.
    @discardableResult
    static func write(_ bytes: [UInt8], to path: String) -> Bool {
        (try? StateFile.history.write(bytes, to: path)) != nil
    }

    /// `hash` carried on over the eight bytes of `value`.
    static func mix(_ hash: UInt64, _ value: UInt64) -> UInt64 {
        var hasher = FNV1a(value: hash)
        hasher.add(value)
        return hasher.value
    }
}
