import FoodIndex

/// One product as the writing stage records it: everything computed from the row alone. A class:
/// the writing thread takes it out of its batch by reference, not by copying a dozen arrays and
/// strings (and releasing them again) per product.
final class AnalyzedProduct: Sendable {
    /// The product, for `ProductStoreBuilder` (which encodes it in order, as its record depends
    /// on the symbol table and dictionary built from the products before it).
    let product: Product
    /// Nutrient values the row gave that were not believed (outside `Nutrient.per100gRange`).
    let droppedNutrients: Int
    /// Bit n set: the product has `Nutrient(rawValue: n)` (for the build summary).
    let nutrientMask: UInt32
    /// The nutrients as the record stores them (`NutrientAmounts`), empty when none.
    let nutrientBytes: [UInt8]
    /// The name's symbol codes, when the table was ready when the product was analysed.
    let nameCodes: [UInt8]?
    /// Distinct terms with their posting flags, and the lengths byte of every posting.
    let terms: [(term: String, flags: Posting.Flags)]
    let lengthsByte: UInt8
    /// The product's entry in the features array at the end of `postings.fli`.
    let features: ProductFeatures
    /// BM25 document length, capped at 31 as the posting stores it.
    let documentLength: Int
    /// The barcode table key of the code as the record stores it.
    let barcodeKey: UInt64?
    let kcalEstimated: Bool
    let hasEnergy: Bool

    init(_ product: Product, docID: UInt32, nutrients: RowNutrients = RowNutrients(), names: SymbolTable? = nil) {
        nameCodes = names.map { ProductRecord.nameCodes(product.name, names: $0) }
        droppedNutrients = nutrients.dropped
        nutrientMask = nutrients.encoder.known
        nutrientBytes = nutrients.encoder.bytes
        let analysis = DocumentTerms(name: product.name, brand: product.brand, kind: product.kind,
                                     hasNutrition: product.kcal != nil)
        terms = analysis.terms
        lengthsByte = analysis.lengthsByte
        features = ProductFeatures(lengths: analysis.lengthsByte,
                                   flags: (product.kind == .generic ? Posting.Flags.generic.rawValue : 0)
                                       | (product.kcal != nil ? Posting.Flags.hasNutrition.rawValue : 0),
                                   popularity: product.popularity)
        documentLength = min(analysis.documentLength, 31)
        // The key of the code as the record stores it (cut to 255 bytes), so verify can match them.
        barcodeKey = Barcode.key(ProductRecord.clipped(product.code, toBytes: 255))
        kcalEstimated = product.kcalEstimated
        hasEnergy = product.kcal != nil
        self.product = product
    }
}

/// What became of one non-empty input row, ready to write.
enum AnalyzedRow: Sendable {
    case product(AnalyzedProduct)
    case skip(SkipReason)
}

/// Consecutive input rows as the reading stage mapped them.
struct MappedBatch: Sendable {
    var rows: [RowOutcome] = []
    /// The product number of the first product in `rows` (products are numbered in input order).
    var firstDocID: UInt32 = 0
    /// Input bytes read when the batch was cut (for progress).
    var bytesRead: UInt64 = 0
    /// The name symbol table, once trained (see `SharedNames`).
    var names: SharedNames?
}

/// Consecutive input rows, analysed: what the writing stage takes, in input order.
struct RowBatch: Sendable {
    var rows: [AnalyzedRow] = []
    var bytesRead: UInt64 = 0

    /// Terms and flags of every product: the costly part of a build, done on as
    /// many threads as there are cores (batches are independent: numbering was fixed when mapping).
    /// Takes the mapped rows out of `mapped` one by one (a swap, not a copy: `mapped` is left with
    /// placeholders), so that no product's strings are retained here and released again with the
    /// mapped batch. Pass the only reference to its rows, or they are copied once.
    init(analysing mapped: inout MappedBatch) {
        rows.reserveCapacity(mapped.rows.count)
        var docID = mapped.firstDocID
        let names = mapped.names?.current
        for index in mapped.rows.indices {
            var row = RowOutcome.skip(.malformed)
            swap(&row, &mapped.rows[index])
            switch consume row {
            case .product(let product, let nutrients):
                rows.append(.product(AnalyzedProduct(product, docID: docID, nutrients: nutrients, names: names)))
                docID += 1
            case .skip(let reason):
                rows.append(.skip(reason))
            }
        }
        bytesRead = mapped.bytesRead
    }

    init() {}
}
