/// Where the parts of the product store lie in `products.fli` and `product-ids.fli`: the fixed
/// fields at the start of `product-ids.fli`'s payload, read and checked once when an index opens.
///
/// `product-ids.fli` payload:
/// ```
/// u32 recordsPerBlock       products per record block (8)
/// u32 textsPerBlock         strings per text dictionary block (16)
/// u32 textCount             strings in the text dictionary (brands, serving texts, categories)
/// u32 symbolTableLength     bytes of the name symbol table at the start of products.fli
/// u32 shapeTableLength      bytes of the record shape table after it
/// u32 recordsEnd            where the record blocks end (and the dictionary blocks start) in products.fli
/// u32 barcodeCount          entries in the barcode table (also the header's extra1)
/// u32 barcodeLength         bytes of the barcode table
/// u32 crc                   CRC-32C of the 32 bytes above
/// u32 × (record blocks + 1)       RecordBlocks offsets of the products, in products.fli
/// u32 × (dictionary blocks + 1)   RecordBlocks offsets of the text dictionary, in products.fli
/// BarcodeTable
/// ```
/// `products.fli` payload: the `SymbolTable` of names, the `RecordShapes`, the record blocks
/// (`ProductRecord` items), the text dictionary blocks (UTF-8 strings, numbered from 0 in the
/// order first met).
public struct ProductStoreLayout: Equatable, Sendable {
    public static let size = 36
    public var recordsPerBlock: UInt32
    public var textsPerBlock: UInt32
    public var textCount: UInt32
    public var symbolTableLength: UInt32
    public var shapeTableLength: UInt32
    public var recordsEnd: UInt32
    public var barcodeCount: UInt32
    public var barcodeLength: UInt32

    public init(recordsPerBlock: UInt32, textsPerBlock: UInt32, textCount: UInt32, symbolTableLength: UInt32,
                shapeTableLength: UInt32, recordsEnd: UInt32, barcodeCount: UInt32, barcodeLength: UInt32) {
        self.recordsPerBlock = recordsPerBlock
        self.textsPerBlock = textsPerBlock
        self.textCount = textCount
        self.symbolTableLength = symbolTableLength
        self.shapeTableLength = shapeTableLength
        self.recordsEnd = recordsEnd
        self.barcodeCount = barcodeCount
        self.barcodeLength = barcodeLength
    }

    public func encoded() -> [UInt8] {
        var fields = StoreWriter()
        for value in [recordsPerBlock, textsPerBlock, textCount, symbolTableLength, shapeTableLength, recordsEnd, barcodeCount, barcodeLength] {
            fields.fixed(value)
        }
        fields.fixed(CRC32C.checksum(fields.bytes))
        return fields.bytes
    }

    /// Reads the fields; nil when too short or their checksum fails.
    static func decode(_ raw: UnsafeRawBufferPointer) -> ProductStoreLayout? {
        guard raw.count >= size else { return nil }
        var reader = StoreReader(raw)
        var values: [UInt32] = []
        for _ in 0..<9 { values.append(reader.fixed(UInt32.self) ?? 0) }
        guard CRC32C.checksum(UnsafeRawBufferPointer(rebasing: raw[0..<32])) == values[8] else { return nil }
        return ProductStoreLayout(recordsPerBlock: values[0], textsPerBlock: values[1], textCount: values[2], symbolTableLength: values[3],
                                  shapeTableLength: values[4], recordsEnd: values[5], barcodeCount: values[6], barcodeLength: values[7])
    }

    static func blocks(_ items: Int, _ perBlock: UInt32) -> Int { perBlock == 0 ? 0 : (items + Int(perBlock) - 1) / Int(perBlock) }

    /// Byte ranges of the record offsets, dictionary offsets and barcode table in `product-ids.fli`'s
    /// payload, for `productCount` products.
    func sections(productCount: Int) -> (records: Range<Int>, texts: Range<Int>, barcodes: Range<Int>) {
        let records = ProductStoreLayout.size..<(ProductStoreLayout.size + (ProductStoreLayout.blocks(productCount, recordsPerBlock) + 1) * 4)
        let texts = records.upperBound..<(records.upperBound + (ProductStoreLayout.blocks(Int(textCount), textsPerBlock) + 1) * 4)
        let barcodes = texts.upperBound..<(texts.upperBound + Int(barcodeLength))
        return (records, texts, barcodes)
    }

    /// The size `product-ids.fli`'s payload must have.
    func productIDsLength(productCount: Int) -> Int { sections(productCount: productCount).barcodes.upperBound }
}

extension ProductStoreLayout {
    /// Recomputes every checksum of the product store in place (for `IndexSeal`, which makes a
    /// deliberately mutated index checksum-consistent): the layout's, the symbol table's, the shape
    /// table's and every record and dictionary block's whose offsets point inside `products`. Offsets, counts and
    /// sizes are left as they are, and whatever they say, nothing is read outside the arrays.
    public static func reseal(productIDs: inout [UInt8], products: inout [UInt8], productCount: Int) {
        func store(_ value: UInt32, _ bytes: inout [UInt8], at offset: Int) {
            guard offset >= 0, offset + 4 <= bytes.count else { return }
            for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> UInt32(8 * index)) }
        }
        func load(_ bytes: [UInt8], at offset: Int) -> UInt32? {
            guard offset >= 0, offset + 4 <= bytes.count else { return nil }
            return bytes.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) }
        }
        guard productIDs.count >= size else { return }
        store(CRC32C.checksum(Array(productIDs[0..<32])), &productIDs, at: 32)
        guard let layout = productIDs.withUnsafeBytes({ decode($0) }) else { return }
        let tableEnd = Int(layout.symbolTableLength)
        if tableEnd >= 4, tableEnd <= products.count {
            store(CRC32C.checksum(Array(products[4..<tableEnd])), &products, at: 0)
        }
        let shapesEnd = UInt64(layout.symbolTableLength) + UInt64(layout.shapeTableLength)
        if layout.shapeTableLength >= 4, shapesEnd <= UInt64(products.count) {
            store(CRC32C.checksum(Array(products[(tableEnd + 4)..<Int(shapesEnd)])), &products, at: tableEnd)
        }
        let sections = layout.sections(productCount: max(0, productCount))
        for (range, tag, items, perBlock) in [(sections.records, RecordBlocks.recordsTag, productCount, layout.recordsPerBlock),
                                              (sections.texts, RecordBlocks.dictionaryTag, Int(layout.textCount), layout.textsPerBlock)] {
            let available = (min(range.upperBound, productIDs.count) - range.lowerBound) / 4 - 1
            let blocks = min(ProductStoreLayout.blocks(max(0, items), perBlock), available)
            guard blocks > 0 else { continue }
            for block in 0..<blocks {
                guard let start = load(productIDs, at: range.lowerBound + 4 * block),
                      let end = load(productIDs, at: range.lowerBound + 4 * (block + 1)),
                      start <= end, end - start >= 4, Int(end) <= products.count else { continue }
                let crc = products.withUnsafeBytes {
                    RecordBlocks.checksum(tag: tag, block: block, UnsafeRawBufferPointer(rebasing: $0[(Int(start) + 4)..<Int(end)]))
                }
                store(crc, &products, at: Int(start))
            }
        }
    }
}
