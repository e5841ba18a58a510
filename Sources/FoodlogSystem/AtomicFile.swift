/// Whole-file writes that readers never see half done and that survive a crash: the bytes go to
/// a temporary file in the same directory, which is synced, and only then takes the final name;
/// the directory is synced last, so the new name is durable too. The one whole-file writer:
/// state files, photos, recipes, keys, man pages.
public enum AtomicFile {
    /// How the final name is taken.
    public enum Publish: Sendable {
        /// `rename(2)`: replaces whatever had the name.
        case replace
        /// `link(2)`: fails if the name is taken, so two processes can never claim one name.
        case createNew
    }

    /// Writes `bytes` to `path`, creating its directory (`directoryPermissions`) if needed.
    /// Returns false only for `.createNew` when the name was taken. On any failure the temporary
    /// file is removed and what had the name is untouched. `sync: false` skips both syncs, for a
    /// file rebuilt from others whenever it is missing or damaged (readers still never see half
    /// of one; a crash can cost the new contents).
    @discardableResult
    public static func write(_ bytes: [UInt8], to path: String, permissions: mode_t = 0o600, directoryPermissions: mode_t = 0o700,
                             publish: Publish = .replace, sync: Bool = true, calls: Syscalls = .system) throws(FileError) -> Bool {
        let directory = PathString.directory(of: path)
        try Directory.create(directory, permissions: directoryPermissions)
        let name = path.split(separator: "/").last.map(String.init) ?? "file"
        let temporary = directory + "/." + name + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd: FileDescriptor
        do throws(Errno) {
            fd = try FileDescriptor.open(temporary, .writeOnly, options: [.create, .exclusive], permissions: permissions, calls: calls)
        } catch {
            throw FileError(path: path, errno: error)
        }
        do throws(Errno) {
            try fd.writeAll(bytes)
            if sync { try fd.sync() }
            fd.close()
        } catch {
            fd.close()
            FileSystem.removeIfPresent(temporary)
            throw FileError(path: path, errno: error)
        }
        switch publish {
        case .replace:
            do throws(Errno) {
                try FileSystem.rename(temporary, to: path)
            } catch {
                FileSystem.removeIfPresent(temporary)
                throw FileError(path: path, errno: error)
            }
        case .createNew:
            do throws(Errno) {
                try FileSystem.link(temporary, as: path)
                FileSystem.removeIfPresent(temporary)
            } catch {
                FileSystem.removeIfPresent(temporary)
                if error == .exists { return false }
                throw FileError(path: path, errno: error)
            }
        }
        if sync { Directory.sync(directory) }
        return true
    }
}
