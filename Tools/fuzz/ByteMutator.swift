import TestSupport

/// Format-blind mutations of a file or body: bit flips, interesting bytes, truncation,
/// duplication, deletion, spliced hostile bytes, a BOM, invalid UTF-8, huge runs of text.
/// Each returns a short description of what it did, for the saved case.
enum ByteMutator {
    static func mutate(_ bytes: inout [UInt8], _ random: inout SplitMix64) -> String {
        let count = bytes.count
        switch random.below(10) {
        case 0:
            let flips = 1 + random.below(4)
            var places: [Int] = []
            for _ in 0..<flips where count > 0 {
                let at = random.below(count)
                bytes[at] ^= UInt8(1) << UInt8(random.below(8))
                places.append(at)
            }
            return "bit flips at \(places)"
        case 1:
            guard count > 0 else { return mutate(&bytes, &random) }
            let at = random.below(count)
            let value = random.pick(HostileValues.bytes)
            bytes[at] = value
            return "byte \(at) = 0x\(String(value, radix: 16))"
        case 2:
            let keep = random.below(count + 1)
            bytes.removeSubrange(keep...)
            return "truncated to \(keep) bytes"
        case 3:
            guard count > 0 else { return mutate(&bytes, &random) }
            let start = random.below(count)
            let length = 1 + random.below(min(count - start, 4_096))
            let copy = Array(bytes[start..<(start + length)])
            let at = random.below(count + 1)
            bytes.insert(contentsOf: copy, at: at)
            return "duplicated \(length) bytes from \(start) at \(at)"
        case 4:
            guard count > 0 else { return mutate(&bytes, &random) }
            let start = random.below(count)
            let length = 1 + random.below(min(count - start, 256))
            bytes.removeSubrange(start..<(start + length))
            return "deleted \(length) bytes at \(start)"
        case 5:
            let splice = random.pick(HostileValues.rawBytes)
            let at = random.below(count + 1)
            bytes.insert(contentsOf: splice, at: at)
            return "inserted \(hex(splice)) at \(at)"
        case 6:
            bytes.insert(contentsOf: HostileValues.bom, at: 0)
            return "BOM prepended"
        case 7:
            let huge = HostileValues.hugeText(&random)
            let at = random.below(count + 1)
            bytes.insert(contentsOf: huge, at: at)
            return "inserted \(huge.count) bytes of text at \(at)"
        case 8:
            let copies = random.pick([2, 3, 100])
            let original = bytes
            for _ in 1..<copies { bytes += original }
            return "whole content repeated \(copies) times"
        default:
            let token = Array(random.pick(HostileValues.numbers).utf8)
            let at = random.below(count + 1)
            bytes.insert(contentsOf: token, at: at)
            return "inserted '\(String(decoding: token, as: UTF8.self))' at \(at)"
        }
    }

    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined(separator: " ")
    }
}
