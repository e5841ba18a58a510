/// Hand-made gzip streams for the loopback server's compressed answers (no zlib needed).
public enum GzipBytes {
    /// The 10-byte gzip header: deflate, no name, no time, unknown OS.
    static let header: [UInt8] = [0x1F, 0x8B, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xFF]

    /// `data` as a complete gzip member with one stored (uncompressed) deflate block.
    public static func stored(_ data: [UInt8]) -> [UInt8] {
        precondition(data.count <= 65_535, "one stored block holds at most 65 535 bytes")
        let length = UInt16(data.count)
        var out = header
        out.append(0x01)  // BFINAL = 1, BTYPE = 00 (stored), then aligned to the byte
        out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
        out += data
        out += littleEndian(crc32(data)) + littleEndian(UInt32(truncatingIfNeeded: data.count))
        return out
    }

    /// A gzip stream of zeros that never ends: `prefix` (header, a fixed-Huffman block that is not
    /// final, a literal 0 and one match) then `unit` repeated forever. `unit` is 13 bytes holding
    /// eight matches of length 258 at distance 1, so each one inflates to 2 064 zeros.
    public static func endlessZeros() -> (prefix: [UInt8], unit: [UInt8]) {
        var bits = BitWriter()
        bits.write(0, count: 1)               // BFINAL = 0: the block never claims to be the last
        bits.write(1, count: 2)               // BTYPE = 01: fixed Huffman codes
        bits.writeCode(0x30, length: 8)       // literal 0
        writeMatch(&bits)                     // 3 + 8 + 13 = 24 bits: byte-aligned from here on
        let prefix = header + bits.bytes
        var unitBits = BitWriter()
        for _ in 0..<8 { writeMatch(&unitBits) }
        return (prefix, unitBits.bytes)
    }

    /// Length 258 (symbol 285, code 11000101) at distance 1 (distance code 0, five zero bits).
    private static func writeMatch(_ bits: inout BitWriter) {
        bits.writeCode(0xC5, length: 8)
        bits.writeCode(0, length: 5)
    }

    static func crc32(_ data: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8(value >> 24)]
    }

    /// Deflate's bit order: values least significant bit first, Huffman codes most significant first.
    struct BitWriter {
        private(set) var bytes: [UInt8] = []
        private var used = 0

        mutating func write(_ value: UInt32, count: Int) {
            for index in 0..<count { put(UInt8((value >> UInt32(index)) & 1)) }
        }

        mutating func writeCode(_ code: UInt32, length: Int) {
            for index in (0..<length).reversed() { put(UInt8((code >> UInt32(index)) & 1)) }
        }

        private mutating func put(_ bit: UInt8) {
            if used == 0 { bytes.append(0) }
            bytes[bytes.count - 1] |= bit << UInt8(used)
            used = (used + 1) % 8
        }
    }
}
