/// Optimal-string-alignment distance (Levenshtein plus adjacent transpositions) with an early exit.
enum EditDistance {
    /// Reusable rows, so a vocabulary scan allocates nothing per term.
    struct Scratch {
        /// Three rows of the table back to back (two rows up, one row up, this row).
        var rows: [Int] = []
        /// The word `matches` was made for, and per byte value the positions of that word
        /// holding it (bit i for position i): the bit-parallel path's table, made once per word.
        var word: [UInt8] = []
        var matches: [UInt64] = []
    }

    /// The distance between `a` and `b` if it is at most `limit`, else nil.
    ///
    /// Only the band of cells within `limit` of the diagonal is computed: a cell further off is
    /// at least its distance from the diagonal, so above `limit`, and every value is capped at
    /// `limit + 1` (the minimum of capped values is the capped minimum, so values up to `limit`
    /// are exact). A row whose band is all above `limit` ends the search.
    static func bounded(_ a: [UInt8], _ b: UnsafeRawBufferPointer, limit: Int, scratch: inout Scratch) -> Int? {
        let n = a.count
        let m = b.count
        if abs(n - m) > limit { return nil }
        if n == 0 { return m <= limit ? m : nil }
        if m == 0 { return n <= limit ? n : nil }
        if n <= 64 { return bitParallel(a, b, limit: limit, scratch: &scratch) }
        let width = m + 2
        if scratch.rows.count < 3 * width { scratch.rows = [Int](repeating: 0, count: 3 * width) }
        let capped = limit + 1
        return a.withUnsafeBufferPointer { a in
            scratch.rows.withUnsafeMutableBufferPointer { rows in
                guard let base = rows.baseAddress, let b = b.baseAddress?.assumingMemoryBound(to: UInt8.self),
                      let a = a.baseAddress else { return nil }
                var twoUp = base, oneUp = base + width, current = base + 2 * width
                for j in 0...m { oneUp[j] = min(j, capped) }
                oneUp[m + 1] = capped
                for i in 1...n {
                    let low = max(1, i - limit)
                    let high = min(m, i + limit)
                    current[low - 1] = low == 1 ? min(i, capped) : capped
                    var rowMinimum = current[low - 1]
                    let ai = a[i - 1]
                    for j in low...high {
                        let bj = b[j - 1]
                        var value = min(oneUp[j] + 1, current[j - 1] + 1, oneUp[j - 1] + (ai == bj ? 0 : 1))
                        if i > 1, j > 1, ai == b[j - 2], a[i - 2] == bj {
                            value = min(value, twoUp[j - 2] + 1)
                        }
                        value = min(value, capped)
                        current[j] = value
                        rowMinimum = min(rowMinimum, value)
                    }
                    // The next row reads one cell past this row's band: off the band, so capped.
                    current[high + 1] = capped
                    if rowMinimum > limit { return nil }
                    (twoUp, oneUp, current) = (oneUp, current, twoUp)
                }
                let distance = oneUp[m]
                return distance <= limit ? distance : nil
            }
        }
    }

    /// `bounded` for a first word of at most 64 bytes: the table's columns as bit vectors of
    /// vertical differences, one word operation per byte of `b` (Hyyrö's bit-vector form of the
    /// optimal-string-alignment distance, after Myers), instead of a band of cells per byte.
    private static func bitParallel(_ a: [UInt8], _ b: UnsafeRawBufferPointer, limit: Int, scratch: inout Scratch) -> Int? {
        let n = a.count
        let m = b.count
        if scratch.matches.count != 256 { scratch.matches = [UInt64](repeating: 0, count: 256) }
        if scratch.word != a {
            for byte in scratch.word { scratch.matches[Int(byte)] = 0 }
            for (position, byte) in a.enumerated() { scratch.matches[Int(byte)] |= 1 << UInt64(position) }
            scratch.word = a
        }
        return scratch.matches.withUnsafeBufferPointer { matches -> Int? in
            // Bit i of `plus` / `minus`: the cell in row i + 1 is one more / one less than the cell
            // above it, in the current column. Bits above row n may hold garbage: additions carry
            // and shifts move only upwards, so they never reach the rows that count.
            var plus: UInt64 = ~0
            var minus: UInt64 = 0
            var previousDiagonal: UInt64 = 0
            var previousMatches: UInt64 = 0
            let last: UInt64 = 1 << UInt64(n - 1)
            var score = n
            for column in 0..<m {
                let equal = matches[Int(b[column])]
                let transposed = ((~previousDiagonal & equal) << 1) & previousMatches
                let diagonal = (((equal & plus) &+ plus) ^ plus) | equal | minus | transposed
                var horizontalPlus = minus | ~(diagonal | plus)
                var horizontalMinus = plus & diagonal
                if horizontalPlus & last != 0 {
                    score += 1
                } else if horizontalMinus & last != 0 {
                    score -= 1
                }
                // The last row changes by at most one per remaining column.
                if score - (m - 1 - column) > limit { return nil }
                horizontalPlus = horizontalPlus << 1 | 1
                horizontalMinus = horizontalMinus << 1
                plus = horizontalMinus | ~(diagonal | horizontalPlus)
                minus = horizontalPlus & diagonal
                previousDiagonal = diagonal
                previousMatches = equal
            }
            return score <= limit ? score : nil
        }
    }

    /// Convenience for tests and small inputs.
    static func distance(_ a: String, _ b: String) -> Int {
        var scratch = Scratch()
        let bytes = Array(b.utf8)
        return bytes.withUnsafeBytes { bounded(Array(a.utf8), $0, limit: Int.max / 2, scratch: &scratch) } ?? Int.max
    }
}
