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
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw ImageError.unreadable(source: path, reason: ImageInput.reason(errno: Platform.errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw ImageError.unreadable(source: path, reason: ImageInput.reason(errno: Platform.errno)) }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFDIR { throw ImageError.unreadable(source: path, reason: "it is a directory") }
        var failure: Int32 = 0
        var bytes: [UInt8]
        if kind == S_IFREG {
            let size = Int(info.st_size)
            if size > ImageInput.maxBytes { throw ImageError.tooLarge(source: path, bytes: size) }
            // Room for one byte past the size: if it fills, the file grew since `fstat`, and the
            // rest is read in chunks (up to the limit) rather than silently cut off.
            bytes = Array(unsafeUninitializedCapacity: size + 1) { buffer, count in
                count = ImageInput.readFully(fd, into: UnsafeMutableRawBufferPointer(buffer), failure: &failure)
            }
            if failure == 0, bytes.count == size + 1 {
                var chunk = [UInt8](repeating: 0, count: 1 << 16)
                while failure == 0, bytes.count <= ImageInput.maxBytes {
                    let count = chunk.withUnsafeMutableBytes { ImageInput.readFully(fd, into: $0, failure: &failure) }
                    if count == 0 { break }
                    bytes.append(contentsOf: chunk[0..<count])
                }
            }
        } else {
            bytes = []
            var chunk = [UInt8](repeating: 0, count: 1 << 20)
            while failure == 0, bytes.count <= ImageInput.maxBytes {
                let count = chunk.withUnsafeMutableBytes { ImageInput.readFully(fd, into: $0, failure: &failure) }
                if count == 0 { break }
                bytes.append(contentsOf: chunk[0..<count])
            }
        }
        if failure != 0 { throw ImageError.unreadable(source: path, reason: ImageInput.reason(errno: failure)) }
        try self.init(bytes: bytes, source: path)
    }

    /// Reads until `buffer` is full, the end of the file, or an error (left in `failure`);
    /// returns how many bytes were read.
    private static func readFully(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer, failure: inout Int32) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var got = 0
        while got < buffer.count {
            let count = systemRead(fd, base + got, buffer.count - got)
            if count < 0 {
                if Platform.errno == EINTR { continue }
                failure = Platform.errno
                break
            }
            if count == 0 { break }
            got += count
        }
        return got
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
