/// Creating directories durably.
public enum Directory {
    /// `mkdir -p`: creates `path` and any missing parents with `permissions` (less the umask),
    /// leaving existing ones as they are, and syncs the parent of each directory it creates so the
    /// new entries survive a crash. A component that exists but is not a directory fails with
    /// `ENOTDIR`, naming that component.
    public static func create(_ path: String, permissions: mode_t = 0o700) throws(FileError) {
        if FileSystem.isDirectory(path) { return }
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            let parent = current.isEmpty ? "/" : current
            current += "/" + component
            switch FileSystem.type(current) {
            case .directory: continue
            case .missing: break
            case .unknown(let code): throw FileError(path: current, errno: code)
            default: throw FileError(path: current, errno: .notDirectory)
            }
            if Syscalls.mkdir(current, permissions) != 0 {
                let code = Errno.current
                // Another process created it between the check and the call.
                if code == .exists, FileSystem.isDirectory(current) { continue }
                throw FileError(path: current, errno: code == .exists ? .notDirectory : code)
            }
            sync(parent)
        }
    }

    /// Makes a directory's entries (a name created, renamed or removed) durable; best effort, as
    /// some file systems cannot sync a directory.
    public static func sync(_ path: String) {
        guard let fd = try? FileDescriptor.open(path, .readOnly, options: [.directory]) else { return }
        try? fd.sync()
        fd.close()
    }
}
