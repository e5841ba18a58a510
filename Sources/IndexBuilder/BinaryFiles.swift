import FoodIndex
import FoodlogSupport

/// An output file written front to back through a buffer, with a running CRC-32C of everything
/// after the reserved header, which is filled in last.
final class PayloadWriter {
    let path: String
    private let fd: FileDescriptor
    private var buffer: [UInt8] = []
    private(set) var length: UInt64 = 0
    private var crc = CRC32C()
    private let reservesHeader: Bool

    init(path: String, reserveHeader: Bool = true, calls: Syscalls = .system) throws(BuildError) {
        self.path = path
        reservesHeader = reserveHeader
        do throws(Errno) {
            fd = try FileDescriptor.open(path, .writeOnly, options: [.create, .truncate], permissions: 0o644, calls: calls)
        } catch {
            throw .cannotCreateOutput(path: path, reason: error.description)
        }
        buffer.reserveCapacity(1 << 20)
        if reserveHeader { buffer.append(contentsOf: repeatElement(0, count: FileHeader.size)) }
    }

    deinit { fd.close() }

    func append(_ bytes: [UInt8]) throws(BuildError) {
        bytes.withUnsafeBytes { take($0) }
        if buffer.count >= 1 << 20 { try flush() }
    }

    /// The UTF-8 bytes of `text`.
    func append(_ text: String.UTF8View) throws(BuildError) {
        var text = String(text)
        text.withUTF8 { take(UnsafeRawBufferPointer($0)) }
        if buffer.count >= 1 << 20 { try flush() }
    }

    /// `value`'s bytes, little-endian (no array made: the merge writes several per term).
    func append<T: FixedWidthInteger>(_ value: T) throws(BuildError) {
        withUnsafeBytes(of: value.littleEndian) { take($0) }
        if buffer.count >= 1 << 20 { try flush() }
    }

    private func take(_ bytes: UnsafeRawBufferPointer) {
        if reservesHeader { crc.update(bytes) }
        length += UInt64(bytes.count)
        buffer.append(contentsOf: bytes)
    }

    /// CRC-32C of the payload (kept only for files with a header: scratch runs need none).
    var checksum: UInt32 { crc.value }

    private func flush() throws(BuildError) {
        do throws(Errno) {
            try fd.writeAll(buffer)
        } catch {
            throw .writeFailed(path: path, reason: error.description)
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes the remaining bytes and the header (all of it, however short each `pwrite`), and
    /// makes the file durable.
    func finish(header: FileHeader?) throws(BuildError) {
        try flush()
        do throws(Errno) {
            if let header { try fd.writeAll(header.encoded(), at: 0) }
            try fd.sync()
        } catch {
            throw .writeFailed(path: path, reason: error.description)
        }
    }

    /// Writes the remaining bytes of a scratch file (a spilled run), not synced: it is read back
    /// by this build and removed, and a crash leaves only a temporary directory the next build
    /// removes.
    func finishScratch() throws(BuildError) {
        try flush()
    }
}

/// Reads a temporary run file sequentially.
final class RunReader {
    private let fd: FileDescriptor
    private var buffer = [UInt8](repeating: 0, count: 1 << 18)
    private var start = 0
    private var end = 0
    let path: String

    init(path: String) throws(BuildError) {
        self.path = path
        do throws(Errno) {
            fd = try FileDescriptor.open(path, .readOnly)
        } catch {
            throw .readFailed(reason: "\(path): \(error)")
        }
    }

    deinit { fd.close() }

    /// Exactly `count` bytes, or nil at a clean end of file. A read interrupted by a signal is
    /// retried (by `FileDescriptor`), not reported as a failed build.
    func read(_ count: Int) throws(BuildError) -> [UInt8]? {
        var result: [UInt8] = []
        result.reserveCapacity(count)
        while result.count < count {
            if start == end {
                let got: Int
                do throws(Errno) {
                    got = try buffer.withUnsafeMutableBytes { raw in Result { () throws(Errno) in try fd.read(into: raw) } }.get()
                } catch {
                    throw .readFailed(reason: "\(path): \(error)")
                }
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
