/// A hash map from 64-bit integers to values, for the searcher's per-query and per-session tables
/// (blocks checked, names read, identities seen).
///
/// The standard `Dictionary` and `Set` hash every key with seeded SipHash, which is a defence
/// against keys chosen to collide; here every key is one the searcher made itself (term and block
/// numbers, FNV-1a hashes of index text), and a query probes such tables hundreds of times, so
/// SipHash alone was 2% of a typical query's instructions. This table uses open addressing with
/// linear probing and Fibonacci hashing (the key times 2⁶⁴/φ, top bits), kept at most half full.
/// Even keys made to collide would only slow it to a linear scan, never change an answer.
struct IntegerMap<Value> {
    private var keys: [UInt64]
    private var values: [Value?]
    /// The value of key 0, which marks an empty position in `keys`.
    private var zeroValue: Value?
    private var shift: UInt64
    /// Keys held, key 0 included.
    private(set) var count = 0

    /// An empty map with room for `minimumCapacity` keys before it grows.
    init(minimumCapacity: Int = 8) {
        var bits: UInt64 = 4
        while 1 << bits < minimumCapacity * 2 { bits += 1 }
        keys = [UInt64](repeating: 0, count: 1 << bits)
        values = [Value?](repeating: nil, count: 1 << bits)
        shift = 64 - bits
    }

    var isEmpty: Bool { count == 0 }

    /// The position of `key` (not 0), or of the empty position where it would go.
    @inline(__always)
    private func position(of key: UInt64) -> Int {
        let mask = keys.count &- 1
        var position = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
        while keys[position] != 0, keys[position] != key { position = (position &+ 1) & mask }
        return position
    }

    /// The value of `key`, or nil.
    subscript(key: UInt64) -> Value? {
        guard key != 0 else { return zeroValue }
        return values[position(of: key)]
    }

    /// Sets the value of `key`, adding the key when it is new.
    mutating func set(_ value: Value, for key: UInt64) {
        _ = place(value, for: key, replacing: true)
    }

    /// Adds `key` with `value` when it has no value yet (one probe); whether it was added.
    @discardableResult
    mutating func add(_ value: Value, for key: UInt64) -> Bool {
        place(value, for: key, replacing: false)
    }

    /// `set` (with `replacing`) or `add` (without): whether the key is new.
    private mutating func place(_ value: Value, for key: UInt64, replacing: Bool) -> Bool {
        guard key != 0 else {
            let isNew = zeroValue == nil
            if isNew { count += 1 }
            if isNew || replacing { zeroValue = value }
            return isNew
        }
        let at = position(of: key)
        if keys[at] == key {
            if replacing { values[at] = value }
            return false
        }
        keys[at] = key
        values[at] = value
        count += 1
        if count * 2 > keys.count { grow() }
        return true
    }

    /// Whether `key` has a value.
    func contains(_ key: UInt64) -> Bool {
        guard key != 0 else { return zeroValue != nil }
        return keys[position(of: key)] == key
    }

    /// Every key and value, in no particular order.
    func forEach(_ body: (UInt64, Value) throws -> Void) rethrows {
        if let zeroValue { try body(0, zeroValue) }
        for (position, key) in keys.enumerated() where key != 0 {
            if let value = values[position] { try body(key, value) }
        }
    }

    /// Empties the map, keeping its room.
    mutating func removeAll() {
        guard count > 0 else { return }
        for position in keys.indices where keys[position] != 0 {
            keys[position] = 0
            values[position] = nil
        }
        zeroValue = nil
        count = 0
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        keys = [UInt64](repeating: 0, count: oldKeys.count * 2)
        values = [Value?](repeating: nil, count: oldKeys.count * 2)
        shift -= 1
        for (position, key) in oldKeys.enumerated() where key != 0 {
            let at = self.position(of: key)
            keys[at] = key
            values[at] = oldValues[position]
        }
    }
}

/// A set of 64-bit integers on `IntegerMap`.
struct IntegerSet {
    private var map: IntegerMap<Void>

    /// An empty set with room for `minimumCapacity` keys before it grows.
    init(minimumCapacity: Int = 8) {
        map = IntegerMap(minimumCapacity: minimumCapacity)
    }

    var count: Int { map.count }

    func contains(_ key: UInt64) -> Bool { map.contains(key) }

    /// Adds `key`; whether it was not there before.
    @discardableResult
    mutating func insert(_ key: UInt64) -> Bool { map.add((), for: key) }

    /// Empties the set, keeping its room.
    mutating func removeAll() { map.removeAll() }
}
