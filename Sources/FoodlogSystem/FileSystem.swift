/// Path-level operations (no descriptor): what a name is, and renaming, linking and removing
/// names. Errors are typed `Errno`; nothing here needs an `EINTR` retry (none of these calls
/// block on a regular file system).
public enum FileSystem {
    /// `stat` (or `lstat` when `followLinks` is false).
    public static func status(_ path: String, followLinks: Bool = true) throws(Errno) -> FileStatus {
        var info = stat()
        guard Syscalls.stat(path, &info, followLinks: followLinks) == 0 else { throw .current }
        return FileStatus(info)
    }

    /// What `path` names (following symbolic links); `.missing` when nothing does.
    public static func type(_ path: String, followLinks: Bool = true) -> FileType {
        do throws(Errno) {
            return try status(path, followLinks: followLinks).type
        } catch {
            return error.isMissing ? .missing : .unknown(error)
        }
    }

    /// Whether something exists at the path.
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return Syscalls.stat(path, &info, followLinks: true) == 0
    }

    /// Whether the path is a directory (or a link to one).
    public static func isDirectory(_ path: String) -> Bool { type(path) == .directory }

    /// Gives `from` the name `to`, replacing what had it (atomic within one file system).
    public static func rename(_ from: String, to: String) throws(Errno) {
        guard Syscalls.rename(from, to) == 0 else { throw .current }
    }

    /// Gives the file at `existing` the further name `new`; `EEXIST` if `new` is taken, so two
    /// processes can never both claim one name.
    public static func link(_ existing: String, as new: String) throws(Errno) {
        guard Syscalls.link(existing, new) == 0 else { throw .current }
    }

    /// Removes a name (not a directory).
    public static func remove(_ path: String) throws(Errno) {
        guard Syscalls.unlink(path) == 0 else { throw .current }
    }

    /// Removes a name, ignoring failure (a temporary file being cleaned up).
    public static func removeIfPresent(_ path: String) { _ = Syscalls.unlink(path) }

    /// Removes an empty directory.
    public static func removeDirectory(_ path: String) throws(Errno) {
        guard Syscalls.rmdir(path) == 0 else { throw .current }
    }

    /// Sets the permission bits.
    public static func setPermissions(_ path: String, _ permissions: mode_t) throws(Errno) {
        guard Syscalls.chmod(path, permissions) == 0 else { throw .current }
    }

    /// The names in a directory (without `.` and `..`), unsorted.
    public static func names(in directory: String) throws(Errno) -> [String] {
        guard let names = Syscalls.directoryNames(directory) else { throw .current }
        return names
    }
}
