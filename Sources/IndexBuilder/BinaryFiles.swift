import FoodIndex
import FoodlogSupport

/// An output file written front to back through a buffer, with a running CRC-32C of everything
/// after the reserved header, which is filled in last.
final class PayloadWriter {
    let path: String
    private let fd: Int32
    private var buffer: [UInt8] = []
    private(set) var length: UInt64 = 0
    private var crc = CRC32C()
    private let reservesHeader: Bool

    init(path: String, reserveHeader: Bool = true) throws(BuildError) {
        self.path = path
        reservesHeader = reserveHeader
        fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .cannotCreateOutput(path: path, reason: Platform.describe(errno: Platform.errno)) }
        buffer.reserveCapacity(1 << 20)
        if reserveHeader { buffer.append(contentsOf: repeatElement(0, count: FileHeader.size)) }
    }

    deinit { close(fd) }

    func append(_ bytes: [UInt8]) throws(BuildError) {
        bytes.withUnsafeBytes { crc.update($0) }
        length += UInt64(bytes.count)
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 20 { try flush() }
    }

    func append<T: FixedWidthInteger>(_ value: T) throws(BuildError) {
        var little = value.littleEndian
        let bytes = withUnsafeBytes(of: &little) { Array($0) }
        try append(bytes)
    }

    var checksum: UInt32 { crc.value }

    private func flush() throws(BuildError) {
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if Platform.errno == EINTR { continue }
                throw .writeFailed(path: path, reason: Platform.describe(errno: Platform.errno))
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes the remaining bytes and the header, and makes the file durable.
    func finish(header: FileHeader?) throws(BuildError) {
        try flush()
        if let header {
            let bytes = header.encoded()
            let written = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress!, $0.count, 0) }
            guard written == bytes.count else { throw .writeFailed(path: path, reason: Platform.describe(errno: Platform.errno)) }
        }
        guard fsync(fd) == 0 else { throw .writeFailed(path: path, reason: Platform.describe(errno: Platform.errno)) }
    }
}

/// Reads a temporary run file sequentially.
final class RunReader {
    private let fd: Int32
    private var buffer = [UInt8](repeating: 0, count: 1 << 18)
    private var start = 0
    private var end = 0
    let path: String

    init(path: String) throws(BuildError) {
        self.path = path
        fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .readFailed(reason: "\(path): \(Platform.describe(errno: Platform.errno))") }
    }

    deinit { close(fd) }

    /// Exactly `count` bytes, or nil at a clean end of file.
    func read(_ count: Int) throws(BuildError) -> [UInt8]? {
        var result: [UInt8] = []
        result.reserveCapacity(count)
        while result.count < count {
            if start == end {
                let got = buffer.withUnsafeMutableBytes { Glibc_read(fd, $0.baseAddress!, $0.count) }
                if got < 0 { throw .readFailed(reason: "\(path): \(Platform.describe(errno: Platform.errno))") }
                if got == 0 {
                    if result.isEmpty { return nil }
                    throw .readFailed(reason: "\(path): unexpected end of temporary file")
                }
                start = 0
                end = got
            }
            let take = min(count - result.count, end - start)
            result.append(contentsOf: buffer[start..<(start + take)])
            start += take
        }
        return result
    }

    func integer<T: FixedWidthInteger>(_ type: T.Type) throws(BuildError) -> T? {
        guard let bytes = try read(MemoryLayout<T>.size) else { return nil }
        return bytes.withUnsafeBytes { T(littleEndian: $0.loadUnaligned(as: T.self)) }
    }
}

@inline(__always)
private func Glibc_read(_ fd: Int32, _ pointer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, pointer, count)
}
