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
    /// The whole file as mapped.
    private let mapped: UnsafeRawBufferPointer

    init(directory: String, kind: IndexFileKind) throws(IndexError) {
        self.kind = kind
        let path = PathString.join(directory, kind.fileName)
        // Anything but a regular file is refused before it is opened: opening a FIFO for reading
        // blocks until a writer comes, and a device can be endless. `O_NONBLOCK` and the `fstat`
        // below cover a file swapped for a FIFO between the two calls.
        switch FileSystem.type(path) {
        case .regular: break
        case .missing: throw .missingFile(kind)
        case .unknown(let code): throw .unreadable(kind, reason: code.description)
        case let other: throw .notRegularFile(kind, type: other.description)
        }
        let fd: FileDescriptor
        let status: FileStatus
        do throws(Errno) {
            fd = try FileDescriptor.open(path, .readOnly, options: [.nonBlocking])
        } catch {
            if error == .noSuchFile { throw .missingFile(kind) }
            throw .unreadable(kind, reason: error.description)
        }
        defer { fd.close() }
        do throws(Errno) {
            status = try fd.status()
        } catch {
            throw .unreadable(kind, reason: error.description)
        }
        guard status.type == .regular else { throw .notRegularFile(kind, type: "a special file") }
        let size = Int(status.size)
        guard size >= FileHeader.size else { throw .truncated(kind) }
        let whole: UnsafeRawBufferPointer
        do throws(Errno) {
            whole = try fd.mapReadOnly(length: size)
        } catch {
            throw .unreadable(kind, reason: error.description)
        }
        mapped = whole
        do {
            header = try FileHeader.decode(whole, kind: kind)
        } catch {
            FileDescriptor.unmap(whole)
            throw error
        }
        // Compared without adding to the header's length, which can be anything up to 2^64 - 1.
        let actualPayload = UInt64(size - FileHeader.size)
        guard header.payloadLength == actualPayload else {
            FileDescriptor.unmap(whole)
            let (expected, overflow) = header.payloadLength.addingReportingOverflow(UInt64(FileHeader.size))
            if overflow {
                throw .inconsistent(kind, detail: "header says the payload is \(header.payloadLength) bytes, the file has \(actualPayload)")
            }
            throw .sizeMismatch(kind, expected: expected, actual: UInt64(size))
        }
        payload = UnsafeRawBufferPointer(rebasing: whole[FileHeader.size...])
    }

    deinit {
        FileDescriptor.unmap(mapped)
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
