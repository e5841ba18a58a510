import Testing
@testable import FoodIndex
import TestSupport

/// `EditDistance.bounded` works on bit vectors (first word up to 64 bytes) or on a band of the
/// table with capped values; either must agree with the whole optimal-string-alignment table on
/// every pair, at every limit.
@Suite struct EditDistanceTests {
    /// The textbook table, every cell computed (the definition the banded one must match).
    static func reference(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                var value = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = min(value, table[i - 2][j - 2] + 1) }
                table[i][j] = value
            }
        }
        return table[a.count][b.count]
    }

    @Test func boundedMatchesTheWholeTable() {
        var random = SplitMix64(seed: 16)
        // One scratch for every pair, as a vocabulary scan reuses it: short rows after long ones.
        var scratch = EditDistance.Scratch()
        for round in 0..<20_000 {
            // A small alphabet, so near words (and transpositions) are common. One pair in forty
            // has a first word past 64 bytes, which takes the banded table instead of bit vectors.
            let length = round % 40 == 0 ? Int.random(in: 60...72, using: &random) : Int.random(in: 0...9, using: &random)
            let a = (0..<length).map { _ in UInt8.random(in: 97...100, using: &random) }
            var b = a
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                switch Int.random(in: 0...3, using: &random) {
                case 0 where !b.isEmpty: b.remove(at: Int.random(in: 0..<b.count, using: &random))
                case 1: b.insert(UInt8.random(in: 97...100, using: &random), at: Int.random(in: 0...b.count, using: &random))
                case 2 where b.count > 1:
                    let at = Int.random(in: 0..<(b.count - 1), using: &random)
                    b.swapAt(at, at + 1)
                default: if !b.isEmpty { b[Int.random(in: 0..<b.count, using: &random)] = UInt8.random(in: 97...100, using: &random) }
                }
            }
            let expected = EditDistanceTests.reference(a, b)
            for limit in 0...4 {
                let found = b.withUnsafeBytes { EditDistance.bounded(a, $0, limit: limit, scratch: &scratch) }
                #expect(found == (expected <= limit ? expected : nil), "\(a) \(b) limit \(limit)")
            }
        }
    }
}
