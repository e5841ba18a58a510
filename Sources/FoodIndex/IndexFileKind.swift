/// The six files of an index. Their layouts are documented in `IndexData/FORMAT.md`.
public enum IndexFileKind: CaseIterable, Sendable {
    case vocabulary, termOffsets, termLengths, postings, productIDs, products

    /// The file name inside an index directory.
    public var fileName: String {
        switch self {
        case .vocabulary: return "vocabulary.fli"
        case .termOffsets: return "term-offsets.fli"
        case .termLengths: return "term-lengths.fli"
        case .postings: return "postings.fli"
        case .productIDs: return "product-ids.fli"
        case .products: return "products.fli"
        }
    }

    /// The eight magic bytes that open the file.
    public var magic: [UInt8] {
        let tag: String
        switch self {
        case .vocabulary: tag = "FLIXVOCB"
        case .termOffsets: tag = "FLIXTOFF"
        case .termLengths: tag = "FLIXTLEN"
        case .postings: tag = "FLIXPOST"
        case .productIDs: tag = "FLIXPIDS"
        case .products: tag = "FLIXPROD"
        }
        return Array(tag.utf8)
    }
}
