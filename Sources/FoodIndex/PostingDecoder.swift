/// Walks one encoded posting list, bounds-checking every byte. `next` returns false at the end
/// or at the first malformed entry; `malformed` tells which.
struct PostingDecoder {
    private let bytes: UnsafeRawBufferPointer
    private let productCount: UInt32
    private var cursor = 0
    private var docID: UInt32 = 0
    private var first = true
    private(set) var malformed = false

    init(bytes: UnsafeRawBufferPointer, productCount: Int) {
        self.bytes = bytes
        self.productCount = UInt32(clamping: productCount)
    }

    @inline(__always)
    mutating func next(_ posting: inout Posting) -> Bool {
        let count = bytes.count
        guard cursor < count else { return false }
        var delta: UInt32
        let lead = bytes[cursor]
        if lead < 0x80, cursor &+ 3 <= count {
            // The common case at any size: a gap under 128 products, then flags and lengths.
            delta = UInt32(lead)
            cursor &+= 1
        } else {
            delta = 0
            var shift: UInt32 = 0
            while true {
                guard cursor < count, shift < 35 else { malformed = true; return false }
                let byte = bytes[cursor]
                cursor &+= 1
                delta |= UInt32(byte & 0x7F) << shift
                if byte < 0x80 { break }
                shift &+= 7
            }
            guard cursor &+ 2 <= count else { malformed = true; return false }
        }
        let (next, overflow) = docID.addingReportingOverflow(delta)
        guard !overflow, first || delta > 0, next < productCount else { malformed = true; return false }
        docID = next
        first = false
        posting = Posting(docID: next, flags: Posting.Flags(rawValue: bytes[cursor]), length: bytes[cursor &+ 1])
        cursor &+= 2
        return true
    }
}
