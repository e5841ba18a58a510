import FoodIndex
import FoodlogSupport

/// Writes the product store (`ProductStoreLayout`) as products arrive in order: holds the first
/// `trainingProducts` back to train the name symbol table on their names and the record shape
/// table on their records' shapes, writes those tables, then every record into its block as it comes; the text dictionary (brands, serving texts,
/// categories, each string once, numbered in the order first met) follows the records. Memory:
/// the held-back products, one block, the dictionary and one offset per block.
final class ProductStoreBuilder {
    /// 8 products a block: a read checks about 240 bytes (at 821 000 Open Food Facts products),
    /// where 16 cost the searcher twice as much checksumming for 0.4 MB less.
    static let recordsPerBlock = 8
    static let textsPerBlock = 16
    /// Products held back before the symbol table is trained, and every how many of them a
    /// name goes into the training sample: the first products of an export share a code
    /// prefix (one country, one maker), so a sample spread over more of them trains a table that
    /// suits the rest better.
    static let trainingProducts = 65_536
    static let trainingStride = 8

    private let products: PayloadWriter
    /// Where the trained table is published for the analysing threads.
    let shared = SharedNames()
    private var waiting: [(product: Product, nutrients: [UInt8])] = []
    private var names: SymbolTable?
    private var symbolTableLength: UInt32 = 0
    private var shapeTableLength: UInt32 = 0
    private var records: RecordBlocks.Encoder?
    private var base: UInt64?
    /// The record context once the tables are trained, in a box: passed from a `let` of a final
    /// class, a record encoding borrows it instead of copying (and retaining) its tables and closure.
    private var context: ContextBox?
    private var textIDs = StringNumbering()
    private var texts: [[UInt8]] = []

    private let trainingProducts: Int

    init(products: PayloadWriter, trainingProducts: Int = ProductStoreBuilder.trainingProducts) {
        self.products = products
        self.trainingProducts = max(1, trainingProducts)
    }

    /// Adds the next product (numbered in order from 0), with its name's codes when an analysing
    /// thread encoded them with the published table.
    func add(_ product: Product, nameCodes: [UInt8]? = nil, nutrients: [UInt8] = []) throws(BuildError) {
        guard names != nil else {
            waiting.append((product, nutrients))
            if waiting.count == trainingProducts { try start() }
            return
        }
        try write(product, nameCodes: nameCodes, nutrients: nutrients)
    }

    private func start() throws(BuildError) {
        let sample = stride(from: 0, to: waiting.count, by: ProductStoreBuilder.trainingStride).map {
            Array(ProductRecord.clipped(waiting[$0].product.name, toBytes: 4095).utf8)
        }
        let table = SymbolTable.train(sample)
        let stored = table.encoded()
        try products.append(stored)
        // Every held product's shape: the ids of its texts do not change it, so none are assigned.
        let counting = ProductRecord.Context(names: table, shapes: RecordShapes()) { _ in 0 }
        let shapes = RecordShapes.train(waiting.map { ProductRecord.shape(of: $0.product, context: counting, nutrients: $0.nutrients) })
        let storedShapes = shapes.encoded()
        try products.append(storedShapes)
        names = table
        shared.publish(table)
        context = ContextBox(ProductRecord.Context(names: table, shapes: shapes) { [unowned self] text in textID(text) })
        symbolTableLength = UInt32(stored.count)
        shapeTableLength = UInt32(storedShapes.count)
        records = RecordBlocks.Encoder(tag: RecordBlocks.recordsTag, perBlock: ProductStoreBuilder.recordsPerBlock,
                                       start: UInt64(stored.count + storedShapes.count))
        let held = waiting
        waiting = []
        for (product, nutrients) in held { try write(product, nutrients: nutrients) }
    }

    private func textID(_ text: String) -> UInt32 {
        let (id, isNew) = textIDs.number(of: text, hash: StringNumbering.hash(text))
        if isNew { texts.append(Array(text.utf8)) }
        return UInt32(id)
    }

    private func write(_ product: Product, nameCodes: [UInt8]? = nil, nutrients: [UInt8] = []) throws(BuildError) {
        guard let context, records != nil else { return }
        let record = ProductRecord.encode(product, base: &base, context: context.context, nameCodes: nameCodes, nutrients: nutrients)
        if let block = records!.append(record) {
            base = nil
            try emit(block)
        }
    }

    private func emit(_ block: [UInt8]) throws(BuildError) {
        guard products.length + UInt64(block.count) < UInt64(UInt32.max) else { throw .tooLarge("products.fli over 4 GiB") }
        try products.append(block)
    }

    /// Writes the last block and the text dictionary; returns the layout and the two offset
    /// tables for `product-ids.fli` (the barcode table follows them).
    func finish(barcodeCount: Int, barcodeLength: Int) throws(BuildError) -> [UInt8] {
        if names == nil { try start() }
        guard var records else { return [] }
        if let block = records.finish() { try emit(block) }
        var dictionary = RecordBlocks.Encoder(tag: RecordBlocks.dictionaryTag, perBlock: ProductStoreBuilder.textsPerBlock, start: records.end)
        for text in texts {
            if let block = dictionary.append(text) { try emit(block) }
        }
        if let block = dictionary.finish() { try emit(block) }
        let layout = ProductStoreLayout(recordsPerBlock: UInt32(ProductStoreBuilder.recordsPerBlock), textsPerBlock: UInt32(ProductStoreBuilder.textsPerBlock),
                                        textCount: UInt32(texts.count), symbolTableLength: symbolTableLength,
                                        shapeTableLength: shapeTableLength, recordsEnd: UInt32(records.end),
                                        barcodeCount: UInt32(barcodeCount), barcodeLength: UInt32(barcodeLength))
        self.records = records
        return layout.encoded() + records.offsetTable() + dictionary.offsetTable()
    }
}

/// `ProductStoreBuilder`'s record context, held by reference (see its `context`).
private final class ContextBox {
    let context: ProductRecord.Context

    init(_ context: ProductRecord.Context) { self.context = context }
}
