/// `foodlog index verify`: every byte against its checksum, then the structure a query relies on.
///
/// Checksums alone cannot catch a file that was written wrong (or mutated and resealed): an
/// unsorted vocabulary makes term lookups miss, a barcode entry past the product count points
/// nowhere. Opening checks only the headers (constant time); this reads the whole index.
extension ProductIndex {
    /// Checks every file's payload checksum, then: term offsets start at 0, every term block's
    /// checksum, and each block's entries add up to where the next block starts; every term
    /// is non-empty Tokenizer text of at most `Tokenizer.maxTermBytes`; the vocabulary is sorted strictly ascending (so no duplicates); every posting list
    /// is intact (every block's checksum), non-empty, has ascending product numbers below the
    /// product count, term frequencies of 1-3 and as many entries as its document frequency, and
    /// every block header's bounds are exactly its postings'; the features array's flags use only
    /// their bits, its kind and energy agree with each record, and its lengths add up to the
    /// header's total length; then the product store (`verifyRecords`, `verifyBarcodes`).
    public func verify() throws(IndexError) {
        do {
            for file in [vocabulary, termOffsets, termLengths, postings, productIDs, products] {
                try file.verifyPayload()
            }
            try verifyTerms()
            let keys = try verifyRecords()
            try verifyBarcodes(keys)
        } catch {
            if case .located = error { throw error }
            throw .located(directory: directory, error)
        }
    }

    /// Checks the term files, every posting list and the features array.
    private func verifyTerms() throws(IndexError) {
        guard terms.start(0) == TermBlocks.Start(vocabulary: 0, block: 0, postings: 0) else {
            throw .inconsistent(.termOffsets, detail: "the first term does not start at offset 0")
        }
        var previous: UnsafeRawBufferPointer?
        var postingTotal: UInt64 = 0
        let cursor = PostingCursor()
        var block = terms.blockCount > 0 ? try checkedCursor(0) : nil
        for term in 0..<termCount {
            guard let entry = block?.next() else { throw malformedEntry(term) }
            if entry.termLength == 0 { throw .inconsistent(.vocabulary, detail: "term \(term) is empty") }
            if let finished = block, finished.isFinished {
                // The block's entries add up to exactly where the directory puts the next one.
                let number = term / TermBlocks.perBlock
                guard let next = terms.start(number + 1) else { throw malformedEntry(term) }
                let ends = finished.ends
                guard ends.unread == 0, ends.vocabulary == UInt64(next.vocabulary) else {
                    throw .inconsistent(.termOffsets, detail: "the terms of block \(number) do not end where block \(number + 1) starts")
                }
                guard ends.postings == next.postings else {
                    throw .inconsistent(.termOffsets, detail: "the posting lists of block \(number) do not end where block \(number + 1)'s start")
                }
                block = term + 1 < termCount ? try checkedCursor(number + 1) : nil
            }
            guard let bytes = terms.bytes(entry) else { throw outsideVocabulary(term) }
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
            guard documentFrequency(term) > 0 else { throw .inconsistent(.postings, detail: "term \(term) is in no product") }
            try openPostings(term, in: cursor)
            var count = 0
            for block in 0..<cursor.blockCount {
                let loaded = cursor.load(block)
                guard loaded > 0 else { break }
                cursor.merge(loaded)
                count += loaded
                guard let header = cursor.header(block) else { continue }
                var flags: UInt8 = 0
                var frequency: UInt8 = 0
                var shortest: UInt8 = 31
                var shortestHead: UInt8 = 7
                for position in 0..<loaded {
                    let posting = cursor.flags[position]
                    flags |= posting
                    frequency = max(frequency, posting & Posting.Flags.frequencyMask)
                    shortest = min(shortest, cursor.lengths[position] & 31)
                    if posting & Posting.Flags.inHead.rawValue != 0 { shortestHead = min(shortestHead, cursor.lengths[position] >> 5) }
                }
                guard header.boundFlags == flags & ~Posting.Flags.frequencyMask | frequency,
                      header.boundLengths == shortest | shortestHead << 5
                else { throw .inconsistent(.postings, detail: "block \(block) of the posting list of term \(term) has bounds other than its postings'") }
            }
            try postingFailure(term, cursor)
            guard count == documentFrequency(term) else {
                throw .inconsistent(.termLengths, detail: "term \(term) lists \(count) products, expected \(documentFrequency(term))")
            }
            postingTotal += UInt64(count)
        }
        guard postingTotal == postings.header.extra1 else {
            throw .inconsistent(.postings, detail: "\(postingTotal) postings, header says \(postings.header.extra1)")
        }
        var totalLength: UInt64 = 0
        for docID in 0..<productCount {
            guard ProductFeatures.isWellFormed(features, docID: docID), let found = ProductFeatures.decode(features, docID: docID) else {
                throw .inconsistent(.postings, detail: "features of product \(docID) use undefined flag bits")
            }
            totalLength += UInt64(found.lengths & 31)
        }
        guard totalLength == postings.header.extra2 else {
            throw .inconsistent(.postings, detail: "products are \(totalLength) terms long in all, header says \(postings.header.extra2)")
        }
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
    /// each record agrees with its features on being generic and having energy; returns each
    /// product's barcode key (0 when its code has none).
    private func verifyRecords() throws(IndexError) -> [UInt64] {
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
        let context = ProductRecord.Context(names: store.names, shapes: store.shapes) { textIDs[$0] ?? UInt32.max }
        var keys = [UInt64](repeating: 0, count: productCount)
        for block in 0..<store.records.blockCount {
            guard let items = store.records.items(ofBlock: block) else {
                throw .checksumMismatch(.products, detail: "record block \(block)")
            }
            var base: UInt64?
            var encodingBase: UInt64?
            for (offset, raw) in items.enumerated() {
                let docID = block * store.records.perBlock + offset
                guard var fields = ProductRecord.decodeFields(raw, docID: docID, base: base, names: store.names, shapes: store.shapes) else {
                    throw .inconsistent(.products, detail: "record of product \(docID) does not decode")
                }
                if base == nil { base = ProductRecord.numericKey(raw, base: nil, shapes: store.shapes) }
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
                guard let light = ProductRecord.popularityAndName(raw, names: store.names, shapes: store.shapes),
                      light.popularity == product.popularity, light.name == product.name, light.brandText == fields.textIDs[0] else {
                    throw .inconsistent(.products, detail: "record of product \(docID) reads differently for the re-rank")
                }
                let again = ProductRecord.encode(product, base: &encodingBase, context: context)
                guard again.elementsEqual(raw) else {
                    throw .inconsistent(.products, detail: "record of product \(docID) is not as the builder writes it")
                }
                keys[docID] = fields.key ?? 0
                let flags = try features(docID).flags
                let generic = flags & Posting.Flags.generic.rawValue != 0
                let hasEnergy = flags & Posting.Flags.hasNutrition.rawValue != 0
                guard generic == (product.kind == .generic), hasEnergy == (product.kcal != nil) else {
                    throw .inconsistent(.postings, detail: "features of product \(docID) disagree with its record on its kind or energy")
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
