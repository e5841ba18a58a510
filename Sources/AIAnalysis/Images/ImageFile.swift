import FoodlogSupport

extension ImageInput {
    /// Reads and checks the photo at `path` with plain system calls: one `open`, one `fstat`, and
    /// reads straight into the array the photo is kept in.
    ///
    /// The cache-hit path of `foodlog snap` reads every byte of a multi-megabyte photo to hash it;
    /// going through `FileManager`/`Data` and then copying into `[UInt8]` cost a second buffer of
    /// the photo's size and a copy. A regular file's size is known up front, so a file over
    /// `maxBytes` is refused before anything is read; anything else (a pipe, a device) is read
    /// until its end or just past `maxBytes`.
    public init(contentsOfFile path: String) throws(ImageError) {
        let fd: FileDescriptor
        let status: FileStatus
        do throws(Errno) {
            fd = try FileDescriptor.open(path, .readOnly)
        } catch {
            throw ImageError.unreadable(source: path, reason: ImageInput.reason(errno: error.rawValue))
        }
        defer { fd.close() }
        do throws(Errno) {
            status = try fd.status()
        } catch {
            throw ImageError.unreadable(source: path, reason: ImageInput.reason(errno: error.rawValue))
        }
        if status.type == .directory { throw ImageError.unreadable(source: path, reason: "it is a directory") }
        let size = status.type == .regular ? Int(status.size) : 0
        if size > ImageInput.maxBytes { throw ImageError.tooLarge(source: path, bytes: size) }
        let bytes: [UInt8]
        do throws(Errno) {
            bytes = try ImageInput.read(fd, expected: size)
        } catch {
            throw ImageError.unreadable(source: path, reason: ImageInput.reason(errno: error.rawValue))
        }
        try self.init(bytes: bytes, source: path)
    }

    /// Reads straight into an array of `expected + 1` bytes; if that fills (the file grew since
    /// `fstat`, or it is a pipe or device), the rest is read in chunks until the end or just
    /// past `maxBytes`, rather than silently cut off.
    private static func read(_ fd: FileDescriptor, expected: Int) throws(Errno) -> [UInt8] {
        var failure: Errno?
        var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, count in
            do throws(Errno) {
                count = try fd.readFully(into: UnsafeMutableRawBufferPointer(buffer))
            } catch {
                failure = error
                count = 0
            }
        }
        if let failure { throw failure }
        guard bytes.count == expected + 1 else { return bytes }
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while bytes.count <= maxBytes {
            let count = try chunk.withUnsafeMutableBytes { raw in
                Result { () throws(Errno) in try fd.readFully(into: raw) }
            }.get()
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    /// The reason given in `ImageError.unreadable` for a failed `open`, `fstat` or `read`.
    static func reason(errno code: Int32) -> String {
        switch code {
        case ENOENT, ENOTDIR: return "no such file"
        case EACCES, EPERM: return "permission denied"
        case EISDIR: return "it is a directory"
        default: return Platform.describe(errno: code)
        }
    }
}
