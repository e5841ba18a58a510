/// The 64-byte header at the start of every index file.
///
/// ```
/// offset size field
///      0    8 magic           "FLIX" + a 4-letter file tag (IndexFileKind.magic)
///      8    4 formatVersion   FileHeader.currentVersion
///     12    4 headerSize      64
///     16    8 indexID         the same in all six files of one build
///     24    8 payloadLength   bytes after the header; file size = 64 + payloadLength
///     32    4 payloadCRC      CRC-32C of the payload (checked by `foodlog index verify`)
///     36    4 count           terms (vocabulary, term files) or products (postings, product files)
///     40    8 extra1          per file, see FORMAT.md
///     48    8 extra2          per file, see FORMAT.md
///     56    4 reserved        0
///     60    4 headerCRC       CRC-32C of bytes 0..<60 (checked on every open)
/// ```
/// All integers are little-endian.
public struct FileHeader: Equatable, Sendable {
    public static let size = 64
    public static let currentVersion: UInt32 = 3

    public var kind: IndexFileKind
    public var formatVersion: UInt32 = FileHeader.currentVersion
    public var indexID: UInt64
    public var payloadLength: UInt64
    public var payloadCRC: UInt32
    public var count: UInt32
    public var extra1: UInt64 = 0
    public var extra2: UInt64 = 0

    public init(kind: IndexFileKind, indexID: UInt64, payloadLength: UInt64, payloadCRC: UInt32, count: UInt32,
                extra1: UInt64 = 0, extra2: UInt64 = 0) {
        self.kind = kind
        self.indexID = indexID
        self.payloadLength = payloadLength
        self.payloadCRC = payloadCRC
        self.count = count
        self.extra1 = extra1
        self.extra2 = extra2
    }

    /// The header's 64 bytes.
    public func encoded() -> [UInt8] {
        var bytes = kind.magic
        func put<T: FixedWidthInteger>(_ value: T) {
            withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
        }
        put(formatVersion)
        put(UInt32(FileHeader.size))
        put(indexID)
        put(payloadLength)
        put(payloadCRC)
        put(count)
        put(extra1)
        put(extra2)
        put(UInt32(0))
        put(CRC32C.checksum(bytes))
        return bytes
    }

    /// Reads and validates a header: magic, version, size and header checksum.
    static func decode(_ raw: UnsafeRawBufferPointer, kind: IndexFileKind) throws(IndexError) -> FileHeader {
        guard raw.count >= FileHeader.size else { throw .truncated(kind) }
        guard Array(raw[0..<8]) == kind.magic else { throw .badMagic(kind) }
        func get<T: FixedWidthInteger>(_ offset: Int, _ type: T.Type) -> T {
            T(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: T.self))
        }
        let version = get(8, UInt32.self)
        guard version == FileHeader.currentVersion else { throw .unsupportedVersion(kind, found: version) }
        guard get(12, UInt32.self) == UInt32(FileHeader.size),
              CRC32C.checksum(UnsafeRawBufferPointer(rebasing: raw[0..<60])) == get(60, UInt32.self)
        else { throw .corruptHeader(kind) }
        var header = FileHeader(kind: kind, indexID: get(16, UInt64.self), payloadLength: get(24, UInt64.self),
                                payloadCRC: get(32, UInt32.self), count: get(36, UInt32.self),
                                extra1: get(40, UInt64.self), extra2: get(48, UInt64.self))
        header.formatVersion = version
        return header
    }
}
