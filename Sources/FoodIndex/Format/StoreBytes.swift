/// Appends the integers the product store is made of: LEB128 varints, zig-zag varints and
/// little-endian fixed-width integers. The store's format types (`SymbolTable`, `RecordBlocks`,
/// `ProductRecord`, `BarcodeTable`, `ProductStoreLayout`) write through this and read through
/// `StoreReader`, so no other code appends or parses their bytes.
public struct StoreWriter: Sendable {
    public var bytes: [UInt8] = []

    public init() {}

    public mutating func varint(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// A signed difference, zig-zag coded so that small negative numbers stay short.
    public mutating func signedVarint(_ value: Int64) {
        varint(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    public mutating func fixed<T: FixedWidthInteger>(_ value: T) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    public mutating func append(_ other: some Sequence<UInt8>) { bytes.append(contentsOf: other) }
}

/// A bounds-checked cursor over stored bytes: every read past the end yields nil (and leaves the
/// cursor where it was), never a trap, whatever the bytes say.
struct StoreReader {
    let raw: UnsafeRawBufferPointer
    var position: Int

    init(_ raw: UnsafeRawBufferPointer, at position: Int = 0) {
        self.raw = raw
        self.position = position
    }

    var remaining: Int { raw.count - position }
    var atEnd: Bool { position >= raw.count }

    @inline(__always)
    mutating func byte() -> UInt8? {
        guard position < raw.count else { return nil }
        defer { position += 1 }
        return raw[position]
    }

    /// A LEB128 varint of at most 10 bytes that fits 64 bits.
    @inline(__always)
    mutating func varint() -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        var at = position
        while at < raw.count {
            let byte = raw[at]
            at += 1
            guard shift < 64, shift < 63 || byte <= 1 else { return nil }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 {
                position = at
                return value
            }
            shift += 7
        }
        return nil
    }

    mutating func signedVarint() -> Int64? {
        guard let zigzag = varint() else { return nil }
        return Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1)
    }

    @inline(__always)
    mutating func fixed<T: FixedWidthInteger>(_ type: T.Type) -> T? {
        let size = MemoryLayout<T>.size
        guard size <= remaining else { return nil }
        defer { position += size }
        return T(littleEndian: raw.loadUnaligned(fromByteOffset: position, as: T.self))
    }

    @inline(__always)
    mutating func bytes(_ count: Int) -> UnsafeRawBufferPointer? {
        guard count >= 0, count <= remaining else { return nil }
        defer { position += count }
        return UnsafeRawBufferPointer(rebasing: raw[position..<(position + count)])
    }
}
