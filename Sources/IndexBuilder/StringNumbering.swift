/// Numbers distinct strings in the order first met: an open-addressing table on a cheap 64-bit
/// hash of their UTF-8 bytes (`hash(_:)`, eight bytes a step). The builder's writing thread looks
/// up every term of every product and three texts of most, where `Dictionary<String, _>` hashed
/// each string with SipHash.
struct StringNumbering {
    private var keys: [String] = []
    /// Each string's hash, for placing it again when the slots grow.
    private var hashes: [UInt64] = []
    /// Per slot, the string number + 1 in the low 32 bits (0: an empty slot) and the top 32 bits of
    /// its hash above them, so that a probe compares hashes without reading `hashes` (one cache
    /// miss fewer per look-up in a vocabulary of millions); a power of two, at most half full.
    private var slots = [UInt64](repeating: 0, count: 1024)

    var count: Int { keys.count }

    /// The string numbered `number`.
    subscript(number: Int) -> String { keys[number] }

    /// The number of `text` (whose `hash(_:)` is `hash`), and whether it was numbered just now.
    mutating func number(of text: String, hash: UInt64) -> (number: Int, isNew: Bool) {
        let mask = slots.count - 1
        let tag = hash & 0xFFFF_FFFF_0000_0000
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let entry = slots[slot]
            if entry & 0xFFFF_FFFF_0000_0000 == tag {
                let number = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                if keys[number] == text { return (number, false) }
            }
            slot = (slot + 1) & mask
        }
        keys.append(text)
        hashes.append(hash)
        if 2 * keys.count > slots.count {
            rehash()
        } else {
            slots[slot] = tag | UInt64(keys.count)
        }
        return (keys.count - 1, true)
    }

    /// Doubles the slots and places every string again.
    private mutating func rehash() {
        slots = [UInt64](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (number, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = hash & 0xFFFF_FFFF_0000_0000 | UInt64(number + 1)
        }
    }

    /// The string numbers in the byte order of their strings.
    func numbersInByteOrder() -> [Int] {
        keys.indices.sorted { keys[$0].utf8.lexicographicallyPrecedes(keys[$1].utf8) }
    }

    /// A 64-bit hash of the UTF-8 bytes, eight at a time (not SipHash: these tables are filled from
    /// an export, but a collision costs a comparison, never a wrong answer).
    static func hash(_ text: String) -> UInt64 {
        func mix(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
            let prime: UInt64 = 0x9E37_79B9_7F4A_7C15
            var value = UInt64(bytes.count) &* prime
            guard let base = bytes.baseAddress else { return value }
            let raw = UnsafeRawPointer(base)
            var index = 0
            while index + 8 <= bytes.count {
                value = (value ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))) &* prime
                value ^= value >> 29
                index += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while index < bytes.count {
                tail |= UInt64(bytes[index]) << shift
                shift += 8
                index += 1
            }
            value = (value ^ tail) &* prime
            value ^= value >> 32
            value = value &* prime
            return value ^ (value >> 29)
        }
        if let value = text.utf8.withContiguousStorageIfAvailable(mix) { return value }
        var copy = text
        return copy.withUTF8(mix)
    }
}
