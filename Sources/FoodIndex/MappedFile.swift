import FoodlogSupport

/// A read-only memory map of one index file, with its validated header.
///
/// Mapping costs the same for any file size; pages are read by the kernel only when a query
/// touches them. Every accessor is bounds-checked against the payload, so a damaged file can give
/// an error but never a read outside the map.
final class MappedFile: @unchecked Sendable {
    let kind: IndexFileKind
    let header: FileHeader
    /// The payload (everything after the 64-byte header).
    let payload: UnsafeRawBufferPointer
    private let base: UnsafeMutableRawPointer?
    private let mappedLength: Int

    init(directory: String, kind: IndexFileKind) throws(IndexError) {
        self.kind = kind
        let path = PathString.join(directory, kind.fileName)
        // Anything but a regular file is refused before it is opened: opening a FIFO for reading
        // blocks until a writer comes, and a device can be endless. `O_NONBLOCK` and the `fstat`
        // below cover a file swapped for a FIFO between the two calls.
        switch Platform.fileType(path) {
        case .regular: break
        case .missing: throw .missingFile(kind)
        case .unknown(let code): throw .unreadable(kind, reason: Platform.describe(errno: code))
        case let other: throw .notRegularFile(kind, type: other.description)
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            let code = Platform.errno
            if code == ENOENT { throw .missingFile(kind) }
            throw .unreadable(kind, reason: Platform.describe(errno: code))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(kind, reason: Platform.describe(errno: Platform.errno)) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .notRegularFile(kind, type: "a special file") }
        let size = Int(info.st_size)
        guard size >= FileHeader.size else { throw .truncated(kind) }
        guard let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), mapped != MAP_FAILED else {
            throw .unreadable(kind, reason: Platform.describe(errno: Platform.errno))
        }
        base = mapped
        mappedLength = size
        let whole = UnsafeRawBufferPointer(start: mapped, count: size)
        do {
            header = try FileHeader.decode(whole, kind: kind)
        } catch {
            munmap(mapped, size)
            throw error
        }
        // Compared without adding to the header's length, which can be anything up to 2^64 - 1.
        let actualPayload = UInt64(size - FileHeader.size)
        guard header.payloadLength == actualPayload else {
            munmap(mapped, size)
            let (expected, overflow) = header.payloadLength.addingReportingOverflow(UInt64(FileHeader.size))
            if overflow {
                throw .inconsistent(kind, detail: "header says the payload is \(header.payloadLength) bytes, the file has \(actualPayload)")
            }
            throw .sizeMismatch(kind, expected: expected, actual: UInt64(size))
        }
        payload = UnsafeRawBufferPointer(rebasing: whole[FileHeader.size...])
    }

    deinit {
        if let base { munmap(base, mappedLength) }
    }

    /// A little-endian integer at a payload offset, or nil past the end.
    @inline(__always)
    func integer<T: FixedWidthInteger>(at offset: Int, as type: T.Type) -> T? {
        guard offset >= 0, offset <= payload.count &- MemoryLayout<T>.size else { return nil }
        return T(littleEndian: payload.loadUnaligned(fromByteOffset: offset, as: T.self))
    }

    /// A byte range of the payload, or nil when it does not fit.
    @inline(__always)
    func bytes(_ offset: Int, _ count: Int) -> UnsafeRawBufferPointer? {
        guard offset >= 0, count >= 0, offset <= payload.count, count <= payload.count - offset else { return nil }
        return UnsafeRawBufferPointer(rebasing: payload[offset..<(offset + count)])
    }

    /// The payload bytes `start..<end`, for offsets read from a file as `UInt64` (any value,
    /// checked before it becomes an `Int`), or nil when they do not fit.
    @inline(__always)
    func bytes(from start: UInt64, to end: UInt64) -> UnsafeRawBufferPointer? {
        guard start <= end, end <= UInt64(payload.count) else { return nil }
        return UnsafeRawBufferPointer(rebasing: payload[Int(start)..<Int(end)])
    }

    /// Checks the payload checksum: reads the whole file, so only `verify` does it.
    func verifyPayload() throws(IndexError) {
        let actual = CRC32C.checksum(payload)
        guard actual == header.payloadCRC else {
            throw .checksumMismatch(kind, detail: "payload checksum \(hex(actual)), header says \(hex(header.payloadCRC))")
        }
    }
}

func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
}
