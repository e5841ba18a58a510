/// Optimal-string-alignment distance (Levenshtein plus adjacent transpositions) with an early exit.
enum EditDistance {
    /// Reusable rows, so a vocabulary scan allocates nothing per term.
    struct Scratch {
        var previous2: [Int] = []
        var previous: [Int] = []
        var current: [Int] = []
    }

    /// The distance between `a` and `b` if it is at most `limit`, else nil.
    static func bounded(_ a: [UInt8], _ b: UnsafeRawBufferPointer, limit: Int, scratch: inout Scratch) -> Int? {
        let n = a.count
        let m = b.count
        if abs(n - m) > limit { return nil }
        if n == 0 { return m <= limit ? m : nil }
        if m == 0 { return n <= limit ? n : nil }
        if scratch.current.count < m + 1 {
            scratch.previous2 = [Int](repeating: 0, count: m + 1)
            scratch.previous = scratch.previous2
            scratch.current = scratch.previous2
        }
        for j in 0...m { scratch.previous[j] = j }
        for i in 1...n {
            scratch.current[0] = i
            var rowMinimum = i
            let ai = a[i - 1]
            for j in 1...m {
                let bj = b[j - 1]
                var value = min(scratch.previous[j] + 1, scratch.current[j - 1] + 1,
                                scratch.previous[j - 1] + (ai == bj ? 0 : 1))
                if i > 1, j > 1, ai == b[j - 2], a[i - 2] == bj {
                    value = min(value, scratch.previous2[j - 2] + 1)
                }
                scratch.current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return nil }
            swap(&scratch.previous2, &scratch.previous)
            swap(&scratch.previous, &scratch.current)
        }
        let distance = scratch.previous[m]
        return distance <= limit ? distance : nil
    }

    /// Convenience for tests and small inputs.
    static func distance(_ a: String, _ b: String) -> Int {
        var scratch = Scratch()
        let bytes = Array(b.utf8)
        return bytes.withUnsafeBytes { bounded(Array(a.utf8), $0, limit: Int.max / 2, scratch: &scratch) } ?? Int.max
    }
}
