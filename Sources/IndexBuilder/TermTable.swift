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

    /// Appends the posting's 6 bytes one by one: appending a 6-byte slice of its packed form went
    /// through the generic sequence path, 4.7% of a 3M-row build's samples.
    private static func pack(_ posting: Posting, into list: inout [UInt8]) {
        let docID = posting.docID
        list.append(UInt8(truncatingIfNeeded: docID))
        list.append(UInt8(truncatingIfNeeded: docID >> 8))
        list.append(UInt8(truncatingIfNeeded: docID >> 16))
        list.append(UInt8(truncatingIfNeeded: docID >> 24))
        list.append(posting.flags.rawValue)
        list.append(posting.length)
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
