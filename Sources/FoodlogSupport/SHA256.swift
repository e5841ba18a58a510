/// SHA-256 (FIPS 180-4), streaming, without Foundation.
///
/// foodlog keys its AI answer cache by the hash of a photo's bytes, and the journal stores photos
/// by hash, so hashing must be correct (tested against the NIST vectors and `sha256sum`) and fast
/// enough that a cache hit on a phone photo costs a few milliseconds.
///
///     var hasher = SHA256()
///     hasher.update(bytes)
///     let hex = hasher.finalize().hex
public struct SHA256: Sendable {
    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) =
        (0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19)
    /// Bytes waiting for a full 64-byte block.
    private var pending: [UInt8] = []
    /// Total message length in bytes so far.
    private var length: UInt64 = 0

    public init() { pending.reserveCapacity(64) }

    /// A finished hash: 32 bytes.
    public struct Digest: Sendable, Equatable, Hashable {
        public let bytes: [UInt8]
        /// Lower-case hexadecimal, as `sha256sum` prints it.
        public var hex: String {
            let digits: [UInt8] = Array("0123456789abcdef".utf8)
            var out: [UInt8] = []
            out.reserveCapacity(64)
            for byte in bytes {
                out.append(digits[Int(byte >> 4)])
                out.append(digits[Int(byte & 0x0f)])
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// The digest of a whole buffer in one call.
    public static func hash(_ bytes: some Collection<UInt8>) -> Digest {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalize()
    }

    /// The digest of a string's UTF-8 bytes.
    public static func hash(_ string: String) -> Digest { hash(Array(string.utf8)) }

    /// Feeds more message bytes; may be called any number of times.
    public mutating func update(_ bytes: some Collection<UInt8>) {
        if let done = bytes.withContiguousStorageIfAvailable({ buffer -> Bool in
            update(UnsafeRawBufferPointer(buffer))
            return true
        }), done { return }
        let copy = Array(bytes)
        copy.withUnsafeBytes { update($0) }
    }

    /// Feeds raw memory (the fast path for large files read in chunks).
    public mutating func update(_ buffer: UnsafeRawBufferPointer) {
        guard buffer.count > 0 else { return }
        length &+= UInt64(buffer.count)
        var offset = 0
        if !pending.isEmpty {
            let take = min(64 - pending.count, buffer.count)
            pending.append(contentsOf: buffer[0..<take])
            offset = take
            if pending.count == 64 {
                pending.withUnsafeBytes { compress(blocks: $0) }
                pending.removeAll(keepingCapacity: true)
            }
        }
        let whole = (buffer.count - offset) / 64 * 64
        if whole > 0 {
            compress(blocks: UnsafeRawBufferPointer(rebasing: buffer[offset..<(offset + whole)]))
            offset += whole
        }
        if offset < buffer.count { pending.append(contentsOf: buffer[offset...]) }
    }

    /// Pads the message and returns the digest. The hasher should not be used afterwards.
    public mutating func finalize() -> Digest {
        let bitLength = length &* 8
        var tail = pending
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        tail.withUnsafeBytes { compress(blocks: $0) }
        pending.removeAll()
        var out: [UInt8] = []
        out.reserveCapacity(32)
        for word in [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7] {
            out.append(UInt8(truncatingIfNeeded: word >> 24))
            out.append(UInt8(truncatingIfNeeded: word >> 16))
            out.append(UInt8(truncatingIfNeeded: word >> 8))
            out.append(UInt8(truncatingIfNeeded: word))
        }
        return Digest(bytes: out)
    }

    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    @inline(__always)
    private static func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 &- n)) }

    /// One round: `d += t1; h = t1 + t2`, where the caller rotates the roles of a...h.
    @inline(__always)
    private static func round(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32,
                              _ e: UInt32, _ f: UInt32, _ g: UInt32, _ h: inout UInt32, _ kw: UInt32) {
        let t1 = h &+ (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) &+ ((e & f) ^ (~e & g)) &+ kw
        let t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
        d = d &+ t1
        h = t1 &+ t2
    }

    /// Runs the compression function over whole 64-byte blocks.
    private mutating func compress(blocks: UnsafeRawBufferPointer) {
        var (h0, h1, h2, h3, h4, h5, h6, h7) = state
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
            SHA256.k.withUnsafeBufferPointer { k in
                var base = 0
                while base + 64 <= blocks.count {
                    let block = blocks.baseAddress! + base
                    for i in 0..<16 {
                        w[i] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self))
                    }
                    for i in 16..<64 {
                        let x = w[i - 15], y = w[i - 2]
                        let s0 = SHA256.rotr(x, 7) ^ SHA256.rotr(x, 18) ^ (x >> 3)
                        let s1 = SHA256.rotr(y, 17) ^ SHA256.rotr(y, 19) ^ (y >> 10)
                        w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
                    }
                    var a = h0, b = h1, c = h2, d = h3, e = h4, f = h5, g = h6, h = h7
                    // Eight rounds per iteration with the variables rotated by name instead of
                    // shuffled: the same computation as the textbook loop, fewer moves.
                    var i = 0
                    while i < 64 {
                        SHA256.round(a, b, c, &d, e, f, g, &h, k[i] &+ w[i])
                        SHA256.round(h, a, b, &c, d, e, f, &g, k[i + 1] &+ w[i + 1])
                        SHA256.round(g, h, a, &b, c, d, e, &f, k[i + 2] &+ w[i + 2])
                        SHA256.round(f, g, h, &a, b, c, d, &e, k[i + 3] &+ w[i + 3])
                        SHA256.round(e, f, g, &h, a, b, c, &d, k[i + 4] &+ w[i + 4])
                        SHA256.round(d, e, f, &g, h, a, b, &c, k[i + 5] &+ w[i + 5])
                        SHA256.round(c, d, e, &f, g, h, a, &b, k[i + 6] &+ w[i + 6])
                        SHA256.round(b, c, d, &e, f, g, h, &a, k[i + 7] &+ w[i + 7])
                        i += 8
                    }
                    h0 = h0 &+ a; h1 = h1 &+ b; h2 = h2 &+ c; h3 = h3 &+ d
                    h4 = h4 &+ e; h5 = h5 &+ f; h6 = h6 &+ g; h7 = h7 &+ h
                    base += 64
                }
            }
        }
        state = (h0, h1, h2, h3, h4, h5, h6, h7)
    }
}

extension SHA256 {
    /// Hashes a file by streaming it in 1 MiB chunks (constant memory for any size).
    /// Returns `nil` with `errno` set when the file cannot be opened or read.
    public static func hashFile(atPath path: String) -> Digest? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var hasher = SHA256()
        let chunk = 1 << 20
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunk, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = read(fd, buffer.baseAddress, chunk)
            if count < 0 {
                if Platform.errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            hasher.update(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
        }
        return hasher.finalize()
    }
}
