import Testing
@testable import FoodIndex
import TestSupport

/// The searcher's integer-keyed tables (`IntegerMap`, `IntegerSet`) answer as `Dictionary` and
/// `Set` do, whatever the keys: 0 (the table's empty marker), the extremes, keys that share their
/// hash's top bits, and enough keys to grow the table several times.
@Suite struct IntegerMapTests {
    @Test func itAgreesWithADictionaryOverRandomOperations() {
        var generator = SplitMix64(seed: 0x5EED)
        var map = IntegerMap<Int>()
        var reference: [UInt64: Int] = [:]
        // Small keys repeat, so setting an existing key (an update) is exercised as well.
        for step in 0..<20_000 {
            let key: UInt64 = step % 3 == 0 ? generator.next() : generator.next() % 512
            if step % 1_000 == 999 {
                map.removeAll()
                reference.removeAll()
            }
            map.set(step, for: key)
            reference[key] = step
            #expect(map.count == reference.count)
        }
        for (key, value) in reference { #expect(map[key] == value) }
        for _ in 0..<2_000 {
            let key = generator.next()
            #expect(map.contains(key) == (reference[key] != nil))
        }
        var seen: [UInt64: Int] = [:]
        map.forEach { seen[$0] = $1 }
        #expect(seen == reference)
    }

    @Test func keyZeroAndTheExtremesAreKeysLikeAnyOther() {
        var map = IntegerMap<String>(minimumCapacity: 1)
        #expect(map.isEmpty && map[0] == nil && !map.contains(0))
        for key: UInt64 in [0, 1, .max, 1 << 63] { map.set("\(key)", for: key) }
        map.set("zero", for: 0)
        #expect(map.count == 4)
        // `add` keeps a value that is there, and adds one that is not.
        let addedAgain = map.add("again", for: 0), addedNew = map.add("two", for: 2), addedMax = map.add("max", for: .max)
        #expect(!addedAgain && addedNew && !addedMax)
        #expect(map[0] == "zero" && map[2] == "two" && map[.max] == "\(UInt64.max)")
        map.set("\(UInt64.max)", for: .max)
        #expect(map.count == 5)
        #expect(map[0] == "zero" && map[.max] == "\(UInt64.max)" && map[1 << 63] == "\(UInt64(1) << 63)")
        map.removeAll()
        #expect(map.isEmpty && map[0] == nil && map[.max] == nil)
    }

    @Test func keysThatShareTheirHashBucketAreAllKept() {
        // Multiples of 2^60 differ only in their top bits; after the multiply many of them land in
        // neighbouring positions, which linear probing must walk past.
        var set = IntegerSet()
        let keys = (0..<16).map { UInt64($0) << 60 } + (1...200).map { UInt64($0) &* 0x9E37_79B9_7F4A_7C15 }
        for key in keys {
            let inserted = set.insert(key)
            #expect(inserted)
        }
        for key in keys {
            let again = set.insert(key)
            #expect(!again && set.contains(key))
        }
        #expect(set.count == Set(keys).count)
        #expect(!set.contains(3) && !set.contains(UInt64(16) << 59 | 1))
    }
}
