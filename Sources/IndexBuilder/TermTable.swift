import FoodIndex

/// The terms of one posting run in memory, numbered in the order first met (`StringNumbering`),
/// each with its postings in product order.
struct TermTable {
    private var terms = StringNumbering()
    /// Per term, its postings as a run file stores them: 6 bytes each, `u32 product, u8 flags,
    /// u8 lengths` (the memory budget counts 6 bytes a posting).
    private var postings: [[UInt8]] = []

    var count: Int { terms.count }

    func key(_ number: Int) -> String { terms[number] }

    /// Appends one posting to the term's list (`hash` is `StringNumbering.hash(term)`); true when
    /// the term is new.
    mutating func append(term: String, hash: UInt64, posting: Posting) -> Bool {
        let (number, isNew) = terms.number(of: term, hash: hash)
        if isNew { postings.append([]) }
        TermTable.pack(posting, into: &postings[number])
        return isNew
    }

    /// Appends the posting's 6 bytes as one contiguous buffer: appending a 6-byte slice of a raw
    /// buffer went through Array's generic sequence path (4.7% of a 3M-row build's samples), and
    /// six single appends check the list's uniqueness six times.
    private static func pack(_ posting: Posting, into list: inout [UInt8]) {
        let packed = (UInt64(posting.docID) | UInt64(posting.flags.rawValue) << 32 | UInt64(posting.length) << 40).littleEndian
        withUnsafeBytes(of: packed) { raw in
            raw.withMemoryRebound(to: UInt8.self) { list.append(contentsOf: UnsafeBufferPointer(rebasing: $0[0..<6])) }
        }
    }

    /// The term's postings as a run file stores them.
    func postingBytes(_ number: Int) -> [UInt8] { postings[number] }

    /// The term's postings.
    func postingList(_ number: Int) -> [Posting] {
        postings[number].withUnsafeBytes { raw in
            stride(from: 0, to: raw.count, by: 6).map { offset in
                Posting(docID: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)),
                        flags: Posting.Flags(rawValue: raw[offset + 4]), length: raw[offset + 5])
            }
        }
    }

    /// The term numbers in the byte order of their terms.
    func sortedIndices() -> [Int] { terms.numbersInByteOrder() }
}
