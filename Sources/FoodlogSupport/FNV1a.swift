/// FNV-1a, 64 bits: a small hash of bytes that is the same on every run and platform, for
/// identities and fingerprints that are compared within a process or stored between runs (a
/// name's words within a query, the journal's stamp in the history cache). Unlike `Hasher` it is
/// not seeded per process, and it is not meant to resist collisions someone chooses.
public struct FNV1a: Sendable {
    public static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    @usableFromInline static let prime: UInt64 = 0x100_0000_01b3

    /// The hash of the bytes added so far.
    public var value: UInt64

    /// A hash of nothing yet, or one that carries on from `value` (a hash already taken).
    public init(value: UInt64 = FNV1a.offsetBasis) { self.value = value }

    @inlinable
    public mutating func add(_ byte: UInt8) { value = (value ^ UInt64(byte)) &* FNV1a.prime }

    @inlinable
    public mutating func add<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes { add(byte) }
    }

    /// Adds the eight bytes of `number`, low byte first.
    @inlinable
    public mutating func add(_ number: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { add(UInt8(truncatingIfNeeded: number >> UInt64(shift))) }
    }

    /// The hash of `bytes`.
    @inlinable
    public static func hash<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hasher = FNV1a()
        hasher.add(bytes)
        return hasher.value
    }
}
