/// What a path or descriptor names: a regular file, a directory, a FIFO... Found with `stat`
/// without opening, so that a FIFO or a device can be refused before an `open` that would block
/// or never end.
public enum FileType: Equatable, Sendable, CustomStringConvertible {
    case regular, directory, fifo, characterDevice, blockDevice, socket, symbolicLink, other, missing
    /// `stat` failed for another reason.
    case unknown(Errno)

    /// The type a `stat` mode gives.
    public init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        case S_IFLNK: self = .symbolicLink
        default: self = .other
        }
    }

    /// "a FIFO", "a directory": for messages.
    public var description: String {
        switch self {
        case .regular: return "a regular file"
        case .directory: return "a directory"
        case .fifo: return "a FIFO (named pipe)"
        case .characterDevice: return "a character device"
        case .blockDevice: return "a block device"
        case .socket: return "a socket"
        case .symbolicLink: return "a symbolic link"
        case .other: return "a special file"
        case .missing: return "missing"
        case .unknown(let code): return code.description
        }
    }
}

/// The parts of `stat` foodlog uses.
public struct FileStatus: Equatable, Sendable {
    public var type: FileType
    /// Size in bytes (for a sparse file, its apparent size).
    public var size: Int64
    /// Permission bits (`mode & 0o7777`).
    public var permissions: mode_t
    /// The inode number: a file replaced under the same name has a new one.
    public var inode: UInt64
    /// Last modification, exactly: whole seconds since the epoch and the nanoseconds past them.
    public var modification: (seconds: Int, nanoseconds: Int)

    /// Last modification, in seconds since the epoch.
    public var modified: Double { Double(modification.seconds) + Double(modification.nanoseconds) / 1e9 }

    public static func == (lhs: FileStatus, rhs: FileStatus) -> Bool {
        lhs.type == rhs.type && lhs.size == rhs.size && lhs.permissions == rhs.permissions && lhs.inode == rhs.inode
            && lhs.modification == rhs.modification
    }
}
