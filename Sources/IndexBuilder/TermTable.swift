import FoodIndex

/// The terms of one posting run in memory, numbered in the order first met (`StringNumbering`,
/// on hashes the analysing threads compute), each with its postings in product order.
struct TermTable {
    private var terms = StringNumbering()
    /// Per term, its postings packed as `u32 product | u8 flags << 32 | u8 lengths << 40`.
    private var postings: [[UInt64]] = []

    var count: Int { terms.count }

    func key(_ number: Int) -> String { terms[number] }

    /// Appends one posting to the term's list (`hash` is `StringNumbering.hash(term)`); true when
    /// the term is new.
    mutating func append(term: String, hash: UInt64, posting: Posting) -> Bool {
        let packed = UInt64(posting.docID) | UInt64(posting.flags.rawValue) << 32 | UInt64(posting.length) << 40
        let (number, isNew) = terms.number(of: term, hash: hash)
        if isNew {
            postings.append([packed])
        } else {
            postings[number].append(packed)
        }
        return isNew
    }

    /// The term's postings as a run file stores them: 6 bytes each, `u32 product, u8 flags, u8 lengths`.
    func postingBytes(_ number: Int) -> [UInt8] {
        let packed = postings[number]
        return [UInt8](unsafeUninitializedCapacity: packed.count * 6) { bytes, count in
            for (index, value) in packed.enumerated() {
                for byte in 0..<6 { bytes[index * 6 + byte] = UInt8(truncatingIfNeeded: value >> (8 * UInt64(byte))) }
            }
            count = packed.count * 6
        }
    }

    /// The term's postings.
    func postingList(_ number: Int) -> [Posting] {
        postings[number].map { value in
            Posting(docID: UInt32(truncatingIfNeeded: value), flags: Posting.Flags(rawValue: UInt8(truncatingIfNeeded: value >> 32)),
                    length: UInt8(truncatingIfNeeded: value >> 40))
        }
    }

    /// The term numbers in the byte order of their terms.
    func sortedIndices() -> [Int] { terms.numbersInByteOrder() }
}
