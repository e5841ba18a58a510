/// One entry of a posting list as scoring sees it: a product that contains a term, and how.
///
/// The flags byte holds the term's bits (frequency, fields, head, first word) and the product's
/// (generic, energy); the lengths byte the product's length in terms (low 5 bits, capped at 31;
/// BM25's document length) and the length of its name's head, the part that says what the food is
/// (high 3 bits, capped at 7). Both lengths leave out neutral descriptors such as "raw" or "plain"
/// and category parts such as "Fish" in "Fish, salmon, raw" (see `DocumentTerms`). On disk the
/// term bits are in the posting list (`PostingList`) and the rest once per product
/// (`ProductFeatures`); the reader merges them.
public struct Posting: Equatable, Sendable {
    public var docID: UInt32
    public var flags: Flags
    /// The lengths byte; see `documentLength` and `headLength`.
    public var length: UInt8

    public init(docID: UInt32, flags: Flags, length: UInt8) {
        self.docID = docID
        self.flags = flags
        self.length = length
    }

    /// Packs a document length and a head length into the lengths byte.
    public static func lengths(document: Int, head: Int) -> UInt8 {
        UInt8(min(max(document, 0), 31)) | UInt8(min(max(head, 0), 7)) << 5
    }

    /// Terms in the product (name and brand), for BM25.
    public var documentLength: Int { Int(length & 31) }
    /// Terms in the name's head.
    public var headLength: Int { Int(length >> 5) }

    /// What the flags byte records.
    public struct Flags: OptionSet, Sendable, Equatable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// Term frequency (1...3) in the low two bits.
        public static let frequencyMask: UInt8 = 0b11
        /// The term occurs in the head of the name (its first part, or its second after a category).
        public static let inHead = Flags(rawValue: 1 << 2)
        /// The term occurs in the product name.
        public static let inName = Flags(rawValue: 1 << 3)
        /// The term occurs in the brand.
        public static let inBrand = Flags(rawValue: 1 << 4)
        /// The name's head starts with the term.
        public static let firstWord = Flags(rawValue: 1 << 5)
        /// The product is a generic food.
        public static let generic = Flags(rawValue: 1 << 6)
        /// The product has energy (measured or estimated).
        public static let hasNutrition = Flags(rawValue: 1 << 7)

        public static func frequency(_ count: Int) -> Flags {
            Flags(rawValue: UInt8(min(max(count, 1), 3)))
        }

        public var frequency: Int { Int(rawValue & Flags.frequencyMask) }
    }
}
