import FoodlogSupport

/// Reads products from `products.fli` and `product-ids.fli` (layout: `ProductStoreLayout`).
///
/// Opening reads the layout, the name symbol table and the record shape table and checks the
/// sizes against each other: constant work. Reading product N reads one block offset, checks that block's checksum and
/// decodes at most `recordsPerBlock` records: constant work too.
struct ProductStore {
    let layout: ProductStoreLayout
    let names: SymbolTable
    let shapes: RecordShapes
    let records: RecordBlocks.Decoder
    let texts: RecordBlocks.Decoder
    let barcodes: BarcodeTable.Decoder
    let productCount: Int

    static let maxPerBlock: UInt32 = 1024

    init(productIDs: MappedFile, products: MappedFile, productCount: Int) throws(IndexError) {
        guard let layout = ProductStoreLayout.decode(productIDs.payload) else {
            throw .checksumMismatch(.productIDs, detail: "product store layout")
        }
        guard (1...ProductStore.maxPerBlock).contains(layout.recordsPerBlock), (1...ProductStore.maxPerBlock).contains(layout.textsPerBlock) else {
            throw .inconsistent(.productIDs, detail: "block sizes out of range")
        }
        guard UInt64(layout.barcodeCount) == productIDs.header.extra1, Int(layout.barcodeCount) <= productCount else {
            throw .inconsistent(.productIDs, detail: "barcode table does not match \(productCount) products and \(productIDs.header.extra1) barcodes")
        }
        let sections = layout.sections(productCount: productCount)
        guard productIDs.payload.count == sections.barcodes.upperBound else {
            throw .inconsistent(.productIDs, detail: "size does not match \(productCount) products and \(layout.barcodeCount) barcodes")
        }
        let data = products.payload
        let symbolEnd = Int(layout.symbolTableLength)
        guard symbolEnd <= data.count, let names = SymbolTable.decode(UnsafeRawBufferPointer(rebasing: data[0..<symbolEnd])) else {
            throw .checksumMismatch(.products, detail: "name symbol table")
        }
        let shapesEnd = UInt64(layout.symbolTableLength) + UInt64(layout.shapeTableLength)
        guard shapesEnd <= UInt64(data.count),
              let shapes = RecordShapes.decode(UnsafeRawBufferPointer(rebasing: data[symbolEnd..<Int(shapesEnd)])) else {
            throw .checksumMismatch(.products, detail: "record shape table")
        }
        let payload = productIDs.payload
        records = RecordBlocks.Decoder(tag: RecordBlocks.recordsTag, perBlock: Int(layout.recordsPerBlock), itemCount: productCount,
                                       data: data, offsets: UnsafeRawBufferPointer(rebasing: payload[sections.records]))
        texts = RecordBlocks.Decoder(tag: RecordBlocks.dictionaryTag, perBlock: Int(layout.textsPerBlock), itemCount: Int(layout.textCount),
                                     data: data, offsets: UnsafeRawBufferPointer(rebasing: payload[sections.texts]))
        barcodes = BarcodeTable.Decoder(table: UnsafeRawBufferPointer(rebasing: payload[sections.barcodes]), count: Int(layout.barcodeCount))
        func offset(_ table: UnsafeRawBufferPointer, _ index: Int) -> UInt32? {
            var reader = StoreReader(table, at: index * 4)
            return reader.fixed(UInt32.self)
        }
        guard offset(records.offsets, 0).map(UInt64.init) == shapesEnd,
              offset(records.offsets, records.blockCount) == layout.recordsEnd,
              offset(texts.offsets, 0) == layout.recordsEnd,
              offset(texts.offsets, texts.blockCount).map(Int.init) == data.count
        else { throw .inconsistent(.productIDs, detail: "block offsets do not match products.fli") }
        guard barcodes.framed else { throw .inconsistent(.productIDs, detail: "barcode table offsets do not match its size") }
        self.layout = layout
        self.names = names
        self.shapes = shapes
        self.productCount = productCount
    }

    /// The checked record bytes of product `docID`, and its block's base key.
    func record(_ docID: Int) -> (raw: UnsafeRawBufferPointer, base: UInt64?)? {
        var unchecked = CheckedBlocks(count: 0)
        return record(docID, checked: &unchecked)
    }

    /// `record(_:)`, its block checked only when `checked` does not hold it (`CheckedBlocks`).
    func record(_ docID: Int, checked: inout CheckedBlocks) -> (raw: UnsafeRawBufferPointer, base: UInt64?)? {
        locate(docID, checked: &checked, base: true)
    }

    /// The record bytes of product `docID` alone (no base key: a name read does not need one),
    /// its block's checksum checked unless `checked` holds the block, which is added once it
    /// passes; nil when out of range or damaged.
    func recordBytes(_ docID: Int, checked: inout CheckedBlocks) -> UnsafeRawBufferPointer? {
        locate(docID, checked: &checked, base: false)?.raw
    }

    /// Touches the memory of product `docID`'s record block (`RecordBlocks.Decoder.touch`).
    func touch(_ docID: Int) -> UInt8 {
        guard docID >= 0, docID < productCount else { return 0 }
        return records.touch(docID / records.perBlock)
    }

    /// Walks product `docID`'s block to its record; the block's base key (the first numeric
    /// code before it) is worked out only with `base`.
    private func locate(_ docID: Int, checked: inout CheckedBlocks, base wantsBase: Bool) -> (raw: UnsafeRawBufferPointer, base: UInt64?)? {
        guard docID >= 0, docID < productCount else { return nil }
        let perBlock = records.perBlock
        guard let body = records.block(docID / perBlock, checked: &checked) else { return nil }
        var reader = StoreReader(body)
        var base: UInt64?
        for _ in 0..<(docID % perBlock) {
            guard let length = reader.varint(), let item = reader.bytes(Int(clamping: length)) else { return nil }
            if wantsBase, base == nil { base = ProductRecord.numericKey(item, base: nil, shapes: shapes) }
        }
        guard let length = reader.varint(), let item = reader.bytes(Int(clamping: length)) else { return nil }
        return (item, base)
    }

    func fields(_ docID: Int) -> ProductRecord.Fields? {
        var unchecked = CheckedBlocks(count: 0)
        return fields(docID, checked: &unchecked)
    }

    /// `fields(_:)`, the record's block checked only when `checked` does not hold it.
    func fields(_ docID: Int, checked: inout CheckedBlocks) -> ProductRecord.Fields? {
        guard let (raw, base) = record(docID, checked: &checked) else { return nil }
        return ProductRecord.decodeFields(raw, docID: docID, base: base, names: names, shapes: shapes)
    }

    /// Dictionary string `id` (stored + 1; 0 is none): nil for none, `.failure` when damaged.
    func text(_ stored: UInt64) -> String?? {
        var unchecked = CheckedBlocks(count: 0)
        return text(stored, checked: &unchecked)
    }

    /// `text(_:)`, its block checked only when `checked` does not hold it.
    func text(_ stored: UInt64, checked: inout CheckedBlocks) -> String?? {
        guard stored != 0 else { return .some(nil) }
        guard stored <= UInt64(texts.itemCount), let bytes = texts.item(Int(stored - 1), checked: &checked) else { return nil }
        return .some(String(decoding: bytes, as: UTF8.self))
    }

    /// Product `docID`, fully decoded; nil when its record or texts are damaged.
    func product(_ docID: Int) -> Product? {
        var records = CheckedBlocks(count: 0), texts = CheckedBlocks(count: 0)
        return product(docID, checkedRecords: &records, checkedTexts: &texts)
    }

    /// `product(_:)`, each block checked only when `checkedRecords` / `checkedTexts` does not hold it.
    func product(_ docID: Int, checkedRecords: inout CheckedBlocks, checkedTexts: inout CheckedBlocks) -> Product? {
        guard var fields = fields(docID, checked: &checkedRecords) else { return nil }
        guard let brand = text(fields.textIDs[0], checked: &checkedTexts), let serving = text(fields.textIDs[1], checked: &checkedTexts),
              let category = text(fields.textIDs[2], checked: &checkedTexts) else {
            return nil
        }
        fields.product.brand = brand
        fields.product.servingSize = serving
        fields.product.category = category
        return fields.product
    }
}
