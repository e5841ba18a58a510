/// The ranking facts of one product that every posting of it shares, stored once per product in
/// the features array at the end of `postings.fli` (3 bytes per product, in product order):
///
/// ```
/// u8 lengths      content length in terms (bits 0-4, at most 31) and head length (bits 5-7, at most 7)
/// u8 flags        bit 6 generic food, bit 7 has energy data (Posting.Flags' bits); others 0
/// u8 popularity   16·log2(1 + unique scans), capped at 255; 0 = unknown
/// ```
///
/// A posting's term bits (frequency, in head, in name, in brand, first word) and these flags
/// together make the flags byte `Posting` carries, so scoring reads one posting as before. The
/// bytes of a product are covered by the checksum of every posting block that lists it
/// (`PostingList`), so whatever a score reads is checked as it is read.
public struct ProductFeatures: Equatable, Sendable {
    /// Bytes per product.
    public static let size = 3
    /// The flags bits that belong to the product, not to the term.
    public static let productFlags: UInt8 = Posting.Flags.generic.rawValue | Posting.Flags.hasNutrition.rawValue

    /// `Posting.lengths(document:head:)`.
    public var lengths: UInt8
    /// Only `productFlags` bits.
    public var flags: UInt8
    public var popularity: UInt8

    public init(lengths: UInt8, flags: UInt8, popularity: UInt8) {
        self.lengths = lengths
        self.flags = flags & ProductFeatures.productFlags
        self.popularity = popularity
    }

    /// Appends the product's 3 bytes.
    public func encode(into bytes: inout [UInt8]) {
        bytes.append(lengths)
        bytes.append(flags)
        bytes.append(popularity)
    }

    /// The features of product `docID` in a features array, or nil past its end. A flags byte
    /// with bits other than `productFlags` is rejected by `isWellFormed` (verify); scoring
    /// masks them off, so a damaged byte can change a rank, never reach outside a table.
    @inline(__always)
    public static func decode(_ array: UnsafeRawBufferPointer, docID: Int) -> ProductFeatures? {
        let offset = docID &* size
        guard docID >= 0, offset <= array.count &- size else { return nil }
        return ProductFeatures(lengths: array[offset], flags: array[offset &+ 1], popularity: array[offset &+ 2])
    }

    /// Whether the stored flags byte of product `docID` uses only its defined bits.
    public static func isWellFormed(_ array: UnsafeRawBufferPointer, docID: Int) -> Bool {
        let offset = docID &* size &+ 1
        guard docID >= 0, offset < array.count else { return false }
        return array[offset] & ~productFlags == 0
    }
}
