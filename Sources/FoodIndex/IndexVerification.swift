/// `foodlog index verify`: every byte against its checksum, then the structure a query relies on.
///
/// Checksums alone cannot catch a file that was written wrong (or mutated and resealed): an
/// unsorted vocabulary makes term lookups miss, a barcode entry past the product count points
/// nowhere. Opening checks only the headers (constant time); this reads the whole index.
extension ProductIndex {
    /// Checks every file's payload checksum, then: term offsets start at 0 and grow; every term
    /// is non-empty Tokenizer text of at most `Tokenizer.maxTermBytes`; the vocabulary is sorted strictly ascending (so no duplicates); every posting list
    /// is intact, non-empty, has ascending product numbers below the product count, term
    /// frequencies of 1-3 and as many entries as its document frequency; every posting of a
    /// product repeats its length and kind, which agree with its record and add up to the
    /// header's total length; then the product store (`verifyRecords`, `verifyBarcodes`).
    public func verify() throws(IndexError) {
        do {
            for file in [vocabulary, termOffsets, termLengths, postings, productIDs, products] {
                try file.verifyPayload()
            }
            let shapes = try verifyTerms()
            let keys = try verifyRecords(shapes)
            try verifyBarcodes(keys)
        } catch {
            if case .located = error { throw error }
            throw .located(directory: directory, error)
        }
    }

    /// Per product, what every posting of it repeats: the lengths byte (high 8 bits) and the
    /// generic and has-energy flags (low 8 bits); `unseen` for a product in no posting list.
    private static let unseen = UInt16.max
    private static let productFlags = Posting.Flags.generic.rawValue | Posting.Flags.hasNutrition.rawValue

    /// Checks the term files and every posting list; returns each product's shape (see `unseen`).
    private func verifyTerms() throws(IndexError) -> [UInt16] {
        let entry = ProductIndex.termOffsetEntry
        guard termOffsets.integer(at: 0, as: UInt32.self) == 0, termOffsets.integer(at: 4, as: UInt64.self) == 0 else {
            throw .inconsistent(.termOffsets, detail: "the first term does not start at offset 0")
        }
        var previous: UnsafeRawBufferPointer?
        var postingTotal: UInt64 = 0
        var shapes = [UInt16](repeating: ProductIndex.unseen, count: productCount)
        for term in 0..<termCount {
            guard let vocabularyStart = termOffsets.integer(at: term * entry, as: UInt32.self),
                  let postingsStart = termOffsets.integer(at: term * entry + 4, as: UInt64.self),
                  let vocabularyEnd = termOffsets.integer(at: (term + 1) * entry, as: UInt32.self),
                  let postingsEnd = termOffsets.integer(at: (term + 1) * entry + 4, as: UInt64.self)
            else { throw .inconsistent(.termOffsets, detail: "entry of term \(term) is missing") }
            guard vocabularyEnd >= vocabularyStart else {
                throw .inconsistent(.termOffsets, detail: "vocabulary offsets go backwards at term \(term)")
            }
            guard vocabularyEnd > vocabularyStart else { throw .inconsistent(.vocabulary, detail: "term \(term) is empty") }
            guard postingsEnd >= postingsStart else {
                throw .inconsistent(.termOffsets, detail: "postings offsets go backwards at term \(term)")
            }
            let bytes = try checkedTermBytes(term)
            guard bytes.count <= Tokenizer.maxTermBytes else {
                throw .inconsistent(.vocabulary, detail: "term \(term) is \(bytes.count) bytes, longer than any term (\(Tokenizer.maxTermBytes))")
            }
            guard ProductIndex.isTermText(bytes) else {
                throw .inconsistent(.vocabulary, detail: "term \(term) is not a term (invalid UTF-8, or ASCII other than a-z and 0-9)")
            }
            if let previous {
                let order = ProductIndex.compare(previous, bytes)
                guard order != 0 else { throw .inconsistent(.vocabulary, detail: "term \(term) repeats term \(term - 1)") }
                guard order < 0 else {
                    throw .inconsistent(.vocabulary, detail: "terms are not sorted: term \(term) sorts before term \(term - 1)")
                }
            }
            previous = bytes
            var count = 0
            var zeroFrequency = false
            var disagreeing: UInt32?
            try forEachPosting(term) { posting in
                count += 1
                if posting.flags.frequency == 0 { zeroFrequency = true }
                let shape = UInt16(posting.length) << 8 | UInt16(posting.flags.rawValue & ProductIndex.productFlags)
                let docID = Int(posting.docID)
                if shapes[docID] == ProductIndex.unseen {
                    shapes[docID] = shape
                } else if shapes[docID] != shape, disagreeing == nil {
                    disagreeing = posting.docID
                }
            }
            if let disagreeing {
                throw .inconsistent(.postings, detail: "posting list of term \(term) gives product \(disagreeing) another length or kind than earlier lists")
            }
            guard count > 0 else { throw .inconsistent(.postings, detail: "term \(term) is in no product") }
            guard !zeroFrequency else {
                throw .inconsistent(.postings, detail: "posting list of term \(term) has a term frequency of 0")
            }
            guard count == documentFrequency(term) else {
                throw .inconsistent(.termLengths, detail: "term \(term) lists \(count) products, expected \(documentFrequency(term))")
            }
            postingTotal += UInt64(count)
        }
        guard postingTotal == postings.header.extra1 else {
            throw .inconsistent(.postings, detail: "\(postingTotal) postings, header says \(postings.header.extra1)")
        }
        // A product in no posting list (a name of stop words only) still counts 1, as
        // `DocumentTerms.documentLength` is at least 1.
        let totalLength = shapes.reduce(UInt64(0)) { $0 + ($1 == ProductIndex.unseen ? 1 : UInt64(($1 >> 8) & 31)) }
        guard totalLength == postings.header.extra2 else {
            throw .inconsistent(.postings, detail: "products are \(totalLength) terms long in all, header says \(postings.header.extra2)")
        }
        return shapes
    }

    /// Whether the bytes could be a `Tokenizer` term: valid UTF-8 whose ASCII is only `a-z` and
    /// `0-9` (letters of other scripts stay as they are).
    private static func isTermText(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                let value = scalar.value
                if value < 0x80, !(0x30...0x39).contains(value), !(0x61...0x7A).contains(value) { return false }
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// Byte-wise order of two terms: negative, 0 or positive.
    private static func compare(_ left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer) -> Int {
        for (a, b) in zip(left, right) where a != b { return a < b ? -1 : 1 }
        return left.count - right.count
    }

    /// Checks every record block and dictionary block (offsets that grow, checksums, exactly
    /// the items they should hold), that every record decodes and encodes back to its own bytes
    /// (so nothing in it is out of place, unused or unreachable), that nutrient amounts are within
    /// their per-100 g ceilings, that dictionary strings are unique and used ids exist, and that
    /// each record agrees with its postings on being generic and having energy; returns each
    /// product's barcode key (0 when its code has none).
    private func verifyRecords(_ shapes: [UInt16]) throws(IndexError) -> [UInt64] {
        for (decoder, what) in [(store.records, "record"), (store.texts, "text dictionary")] {
            var previous: UInt32 = 0
            for block in 0...decoder.blockCount {
                var reader = StoreReader(decoder.offsets, at: block * 4)
                guard let offset = reader.fixed(UInt32.self), offset >= previous else {
                    throw .inconsistent(.productIDs, detail: "\(what) block offsets go backwards at block \(block)")
                }
                previous = offset
            }
        }
        var texts: [String] = []
        var textIDs: [String: UInt32] = [:]
        for block in 0..<store.texts.blockCount {
            guard let items = store.texts.items(ofBlock: block) else {
                throw .checksumMismatch(.products, detail: "text dictionary block \(block)")
            }
            for item in items {
                let text = String(decoding: item, as: UTF8.self)
                guard !text.isEmpty, Array(text.utf8).elementsEqual(item), text.utf8.count <= ProductRecord.textLimit else {
                    throw .inconsistent(.products, detail: "text dictionary entry \(texts.count) is not a stored text")
                }
                guard textIDs.updateValue(UInt32(texts.count), forKey: text) == nil else {
                    throw .inconsistent(.products, detail: "text dictionary entry \(texts.count) repeats an earlier one")
                }
                texts.append(text)
            }
        }
        var used = [Bool](repeating: false, count: texts.count)
        let context = ProductRecord.Context(names: store.names) { textIDs[$0] ?? UInt32.max }
        var keys = [UInt64](repeating: 0, count: productCount)
        for block in 0..<store.records.blockCount {
            guard let items = store.records.items(ofBlock: block) else {
                throw .checksumMismatch(.products, detail: "record block \(block)")
            }
            var base: UInt64?
            var encodingBase: UInt64?
            for (offset, raw) in items.enumerated() {
                let docID = block * store.records.perBlock + offset
                guard var fields = ProductRecord.decodeFields(raw, docID: docID, base: base, names: store.names) else {
                    throw .inconsistent(.products, detail: "record of product \(docID) does not decode")
                }
                if base == nil { base = ProductRecord.numericKey(raw, base: nil) }
                var resolved: [String?] = []
                for id in fields.textIDs {
                    guard id <= UInt64(texts.count) else {
                        throw .inconsistent(.products, detail: "record of product \(docID) names text \(id - 1), past the \(texts.count) texts")
                    }
                    if id > 0 { used[Int(id - 1)] = true }
                    resolved.append(id == 0 ? nil : texts[Int(id - 1)])
                }
                fields.product.brand = resolved[0]
                fields.product.servingSize = resolved[1]
                fields.product.category = resolved[2]
                let product = fields.product
                for (nutrient, value) in product.nutrients.known where !nutrient.per100gRange.contains(value) {
                    throw .inconsistent(.products, detail: "product \(docID) has \(nutrient.per100gRange.name) \(value), past its ceiling")
                }
                guard let light = ProductRecord.popularityAndName(raw, names: store.names),
                      light.popularity == product.popularity, light.name == product.name else {
                    throw .inconsistent(.products, detail: "record of product \(docID) reads differently for the re-rank")
                }
                let again = ProductRecord.encode(product, base: &encodingBase, context: context)
                guard again.elementsEqual(raw) else {
                    throw .inconsistent(.products, detail: "record of product \(docID) is not as the builder writes it")
                }
                keys[docID] = fields.key ?? 0
                guard shapes[docID] != ProductIndex.unseen else { continue }
                let flags = UInt8(truncatingIfNeeded: shapes[docID])
                let generic = flags & Posting.Flags.generic.rawValue != 0
                let hasEnergy = flags & Posting.Flags.hasNutrition.rawValue != 0
                guard generic == (product.kind == .generic), hasEnergy == (product.kcal != nil) else {
                    throw .inconsistent(.postings, detail: "postings of product \(docID) disagree with its record on its kind or energy")
                }
            }
        }
        if let unused = used.firstIndex(of: false) {
            throw .inconsistent(.products, detail: "text dictionary entry \(unused) is used by no product")
        }
        return keys
    }

    /// The barcode table: every block read strictly (so every byte of it is checked), sorted by
    /// key then product, every entry a product whose code has that key, and every product with a
    /// numeric code in it once.
    private func verifyBarcodes(_ keys: [UInt64]) throws(IndexError) {
        let table = store.barcodes
        var previous: (key: UInt64, docID: UInt32)?
        var position = 0
        for block in 0..<BarcodeTable.blocks(table.count) {
            guard let entries = table.entries(ofBlock: block) else {
                throw .inconsistent(.productIDs, detail: "barcode table block \(block) is malformed")
            }
            for docID in entries {
                defer { position += 1 }
                guard Int(docID) < productCount else {
                    throw .inconsistent(.productIDs, detail: "barcode entry \(position) names product \(docID), past the \(productCount) products")
                }
                let key = keys[Int(docID)]
                guard key != 0 else {
                    throw .inconsistent(.productIDs, detail: "barcode entry \(position) does not match the code of product \(docID)")
                }
                if let previous, !(previous.key < key || (previous.key == key && previous.docID < docID)) {
                    throw .inconsistent(.productIDs, detail: "barcode table is not sorted at entry \(position)")
                }
                previous = (key, docID)
            }
        }
        let withBarcode = keys.reduce(0) { $0 + ($1 != 0 ? 1 : 0) }
        guard withBarcode == table.count else {
            throw .inconsistent(.productIDs, detail: "\(withBarcode) products have a numeric code, the barcode table has \(table.count)")
        }
    }
}
