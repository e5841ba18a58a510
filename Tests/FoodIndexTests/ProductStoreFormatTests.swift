import Testing
@testable import FoodIndex
import FoodlogSupport
import IndexBuilder
import TestSupport

/// Round trips of the product store's on-disk structures (`Sources/FoodIndex/Format`): what each
/// encoder writes, its decoder reads back, and damage is caught where the format says.
@Suite struct ProductStoreFormatTests {
    static let names = ["Hazelnut spread with cocoa", "Yogurt, Greek, plain, nonfat", "Crème fraîche épaisse", "Bananas, raw",
                        "Biscuits au chocolat noir", "молоко 3,2%", "Chicken breast, roasted", "ａｌｍｏｎｄｓ", "Chocolate chip cookies"]

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func symbolTableRoundTripsEveryTextAndCompressesTheOnesItWasTrainedOn() throws {
        let sample = (0..<200).flatMap { _ in Self.names.map(Self.bytes) }
        let table = SymbolTable.train(sample)
        #expect(table.count > 0 && table.count <= 255)
        #expect(table.symbols.allSatisfy { (1...8).contains($0.count) })
        #expect(SymbolTable.train(sample) == table, "training is deterministic")
        var original = 0, compressed = 0
        for name in Self.names {
            let codes = table.encode(Self.bytes(name))
            original += name.utf8.count
            compressed += codes.count
            #expect(codes.withUnsafeBytes { table.decode($0) } == name)
        }
        for unseen in ["", "x", "Zebra ¥ 🍫 never seen", String(repeating: "qz", count: 3000)] {
            #expect(table.encode(Self.bytes(unseen)).withUnsafeBytes { table.decode($0) } == unseen)
        }
        #expect(compressed < original)
        let stored = table.encoded()
        let storedLength = stored.withUnsafeBytes { SymbolTable.storedLength($0) }
        #expect(storedLength == stored.count)
        #expect(stored.withUnsafeBytes { SymbolTable.decode($0) } == table)
        var damaged = stored
        damaged[damaged.count - 1] ^= 1
        #expect(damaged.withUnsafeBytes { SymbolTable.decode($0) } == nil)
    }

    @Test func symbolCodesThatNameNoSymbolOrEndInAnEscapeDoNotDecode() {
        let table = SymbolTable(symbols: [Self.bytes("ab"), Self.bytes("c")])
        func decode(_ codes: [UInt8]) -> String? { codes.withUnsafeBytes { table.decode($0) } }
        #expect(decode([0, 1, 255, 0x41]) == "abcA")
        #expect(decode([]) == "")
        #expect(decode([2]) == nil)
        #expect(decode([0, 255]) == nil)
    }

    @Test func recordBlocksReadEveryItemAndRefuseABlockReachedThroughAnotherOffset() throws {
        var encoder = RecordBlocks.Encoder(tag: RecordBlocks.recordsTag, perBlock: 4, start: 10)
        var data = [UInt8](repeating: 0xAA, count: 10)
        let items = (0..<11).map { index in [UInt8](repeating: UInt8(index), count: index * 7) }
        for item in items { if let block = encoder.append(item) { data += block } }
        if let block = encoder.finish() { data += block }
        #expect(encoder.offsets.count == 3)
        let offsets = encoder.offsetTable()
        data.withUnsafeBytes { data in
            offsets.withUnsafeBytes { offsets in
                let decoder = RecordBlocks.Decoder(tag: RecordBlocks.recordsTag, perBlock: 4, itemCount: items.count, data: data, offsets: offsets)
                for (index, item) in items.enumerated() { #expect(decoder.item(index).map { $0.elementsEqual(item) } == true) }
                #expect(decoder.item(11) == nil)
                #expect(decoder.items(ofBlock: 2)?.count == 3)
                // Touching a block reads a byte of each of its 64-byte lines, from its checksum on;
                // a block past the store, or before it, reads nothing.
                let start = Int(encoder.offsets[1]), end = Int(encoder.offsets[2])
                let lines = stride(from: start, to: end, by: 64).reduce(UInt8(0)) { $0 &+ data[$1] }
                #expect(decoder.touch(1) == lines)
                #expect(decoder.touch(3) == 0 && decoder.touch(-1) == 0 && decoder.touch(Int.max) == 0)
                let otherTag = RecordBlocks.Decoder(tag: RecordBlocks.dictionaryTag, perBlock: 4, itemCount: items.count, data: data, offsets: offsets)
                #expect(otherTag.item(0) == nil)
            }
        }
        // Block 1's offset pointing at block 0: its checksum names block 0, so it fails.
        var swapped = offsets
        for index in 0..<4 { swapped[4 + index] = offsets[index] }
        swapped.withUnsafeBytes { swapped in
            data.withUnsafeBytes { data in
                let decoder = RecordBlocks.Decoder(tag: RecordBlocks.recordsTag, perBlock: 4, itemCount: items.count, data: data, offsets: swapped)
                #expect(decoder.item(5) == nil)
                #expect(decoder.item(9) != nil)
            }
        }
    }

    /// Encodes and decodes `products` with a shape table trained on the first half of them, so
    /// records of both kinds are read: shapes named by the table, and shapes written out after
    /// the escape.
    static func roundTrip(_ products: [Product]) throws -> [Product] {
        let table = SymbolTable.train(products.map { Self.bytes($0.name) })
        let counting = ProductRecord.Context(names: table, shapes: RecordShapes()) { _ in 0 }
        let shapes = RecordShapes.train(products.prefix(products.count / 2).map { ProductRecord.shape(of: $0, context: counting) })
        var texts: [String] = []
        let context = ProductRecord.Context(names: table, shapes: shapes) { text in
            if let id = texts.firstIndex(of: text) { return UInt32(id) }
            texts.append(text)
            return UInt32(texts.count - 1)
        }
        var base: UInt64?
        let records = products.map { ProductRecord.encode($0, base: &base, context: context) }
        var decodingBase: UInt64?
        return try records.enumerated().map { docID, record in
            try record.withUnsafeBytes { raw in
                var fields = try #require(ProductRecord.decodeFields(raw, docID: docID, base: decodingBase, names: table, shapes: shapes))
                let light = try #require(ProductRecord.popularityAndName(raw, names: table, shapes: shapes))
                #expect(light.popularity == fields.product.popularity && light.name == fields.product.name)
                #expect(light.brandText == fields.textIDs[0])
                if decodingBase == nil { decodingBase = ProductRecord.numericKey(raw, base: nil, shapes: shapes) }
                let resolved = fields.textIDs.map { $0 == 0 ? nil : texts[Int($0 - 1)] }
                fields.product.brand = resolved[0]
                fields.product.servingSize = resolved[1]
                fields.product.category = resolved[2]
                return fields.product
            }
        }
    }

    @Test func productRecordsRoundTripCodesValuesTextsAndNutrients() throws {
        var nutrients = NutrientValues()
        nutrients[.fiber] = 3.4
        nutrients[.sodium] = 400
        nutrients[.vitaminB12] = 1.06
        nutrients[.copper] = 0.0331
        let products = [
            Product(docID: 0, code: "3017620422003", name: "Hazelnut spread with cocoa", brand: "Ferrero", kcal: 539, protein: 6.3,
                    carbs: 57.5, fat: 30.9, servingSize: "15 g", servingGrams: 15, category: "Spreads", popularity: 200, nutrients: nutrients),
            Product(docID: 1, code: "0074570036004", name: "Ice cream", brand: "Ferrero", kcal: 100),
            Product(docID: 2, code: "usda-24194f5c1876db2b", name: "Cheese, Cheddar", kind: .generic, kcal: 409, protein: 23.3, carbs: 2.4, fat: 34),
            Product(docID: 3, code: "ABC-12", name: "Crème fraîche", kcal: 292.4, kcalEstimated: true, protein: 2.4, carbs: 3.2, fat: 30),
            Product(docID: 4, code: "000", name: "Only zeros", protein: 1),
            Product(docID: 5, code: "12", name: "Estimated with alcohol", kcal: 250, kcalEstimated: true, protein: 0, carbs: 10, fat: 0),
            Product(docID: 6, code: "9999999999999999999", name: "Largest key", fat: 100),
            Product(docID: 7, code: "1", name: "Smallest key"),
            Product(docID: 8, code: "9900000001178966", name: "Sixteen digits", kcal: 10, protein: 1, carbs: 1, fat: 0, nutrients: nutrients),
            Product(docID: 9, code: "000123", name: "Leading zeros", brand: "Ferrero"),
        ]
        let read = try Self.roundTrip(products)
        for (written, got) in zip(products, read) {
            #expect(got == written, "\(written.code)")
        }
        // A kcal 4/4/9 gives back is not stored; one it does not is.
        #expect(read[3].kcal == 292.4)
        #expect(read[5].kcal == 250)
    }

    @Test func shapeTablesNameTheCommonShapesAndRefuseDamage() throws {
        typealias Shape = RecordShapes.Shape
        let common = Shape(flags: 0b0111_1000 | 64, form: 13, nutrientMask: 0b10110)
        let plain = Shape(flags: 0, form: 13, nutrientMask: 0)
        let usda = Shape(flags: 1 | 4, form: 255, nutrientMask: 0)
        let rare = Shape(flags: 64, form: 8, nutrientMask: 1 << 20)
        let sample = Array(repeating: common, count: 5) + Array(repeating: plain, count: 3) + [usda, usda]
        let table = RecordShapes.train(sample)
        #expect(table.shapes == [common, plain, usda], "most common first")
        #expect(RecordShapes.train(sample.reversed()) == table, "the order of the sample does not matter")
        // Every shape reads back: the table's as one byte, others written out after the escape.
        for (shape, size) in [(common, 1), (plain, 1), (usda, 1), (rare, 6)] {
            var writer = StoreWriter()
            table.write(shape, into: &writer)
            #expect(writer.bytes.count == size)
            writer.bytes.withUnsafeBytes { raw in
                var reader = StoreReader(raw)
                #expect(table.read(&reader) == shape)
                #expect(reader.atEnd)
            }
        }
        func read(_ bytes: [UInt8]) -> Shape? {
            bytes.withUnsafeBytes { raw in
                var reader = StoreReader(raw)
                return table.read(&reader)
            }
        }
        #expect(read([3]) == nil, "a number past the table")
        #expect(read([255, 64, 13, 0]) == nil, "nutrients flagged with an empty mask")
        #expect(read([255, 0, 65]) == nil, "a code form no record has")
        #expect(read([255, 64, 13]) == nil, "cut short")
        #expect(read([255, 64, 13, 0x80, 0x80, 0x80, 0x80, 0x40]) == nil, "a nutrient past the table of nutrients")
        let stored = table.encoded()
        #expect(stored.withUnsafeBytes { RecordShapes.decode($0) } == table)
        #expect(RecordShapes().encoded().withUnsafeBytes { RecordShapes.decode($0) } == RecordShapes())
        var damaged = stored
        damaged[damaged.count - 1] ^= 1
        #expect(damaged.withUnsafeBytes { RecordShapes.decode($0) } == nil)
        #expect(Nutrient.allCases.count < 48, "a shape's key keeps the nutrient mask below its top 16 bits")
        // Checksum-consistent but malformed: a repeated shape, a mask without the nutrients flag.
        for body in [[2, 0, 13, 0, 0, 13, 0], [1, 0, 13, 5], [1, 0, 13, 0, 9]] as [[UInt8]] {
            var writer = StoreWriter()
            writer.fixed(CRC32C.checksum(body))
            writer.append(body)
            #expect(writer.bytes.withUnsafeBytes { RecordShapes.decode($0) } == nil, "\(body)")
        }
    }

    @Test func valuesAreRoundedToTheirStepsAndUnknownStaysUnknown() throws {
        var nutrients = NutrientValues()
        nutrients[.iron] = 1.23456
        nutrients[.sodium] = 0.4
        nutrients[.fiber] = 0
        let product = Product(code: "5", name: "Rounded", kcal: 123.456, protein: 1.26, carbs: nil, fat: 0.04, nutrients: nutrients)
        let read = try #require(try Self.roundTrip([product]).first)
        #expect(read.kcal == 123.5)
        #expect(read.protein == 1.3)
        #expect(read.carbs == nil)
        #expect(read.fat == 0)
        #expect(read.nutrients[.iron] == 1.23)
        #expect(read.nutrients[.sodium] == 0)
        #expect(read.nutrients[.fiber] == 0)
        #expect(read.nutrients[.sugars] == nil)
        #expect(read.nutrients.count == 3)
        #expect(NutrientAmounts.scale(.sodium) == 1)
        #expect(NutrientAmounts.scale(.fiber) == 10)
        #expect(NutrientAmounts.scale(.copper) == 10_000)
        #expect(NutrientAmounts.scale(.vitaminB12) == 1000)
    }

    @Test(arguments: [0, 1, 63, 64, 65, 200])
    func barcodeTablesRoundTripRunsAndJumps(_ count: Int) throws {
        // Mostly runs of consecutive products, with jumps both ways and the largest numbers.
        let entries: [UInt32] = (0..<count).map { index in
            switch index % 17 {
            case 5: return UInt32.max - UInt32(index)
            case 9: return UInt32(index / 3)
            default: return UInt32(1000 + index)
            }
        }
        var encoder = BarcodeTable.Encoder()
        for entry in entries { encoder.append(entry) }
        let bytes = encoder.finish()
        bytes.withUnsafeBytes { raw in
            let decoder = BarcodeTable.Decoder(table: raw, count: entries.count)
            #expect(decoder.framed)
            #expect((0..<entries.count).map { decoder.entry($0) } == entries.map(Optional.some))
            #expect(decoder.entry(entries.count) == nil)
            #expect(decoder.entry(-1) == nil)
            let blocks = (0..<BarcodeTable.blocks(entries.count)).compactMap { decoder.entries(ofBlock: $0) }
            #expect(blocks.flatMap { $0 } == entries)
        }
        // A run of 64 consecutive products costs its first number and the bitmap.
        var run = BarcodeTable.Encoder()
        for entry in 0..<64 { run.append(UInt32(500 + entry)) }
        #expect(run.finish().count == 8 + 4 + 8)
    }

    @Test func theLayoutRoundTripsAndRefusesADamagedCopy() {
        let layout = ProductStoreLayout(recordsPerBlock: 16, textsPerBlock: 16, textCount: 5, symbolTableLength: 300, shapeTableLength: 40, recordsEnd: 9000,
                                        barcodeCount: 7, barcodeLength: 33)
        let bytes = layout.encoded()
        #expect(bytes.count == ProductStoreLayout.size)
        #expect(bytes.withUnsafeBytes { ProductStoreLayout.decode($0) } == layout)
        var damaged = bytes
        damaged[8] ^= 1
        #expect(damaged.withUnsafeBytes { ProductStoreLayout.decode($0) } == nil)
        let sections = layout.sections(productCount: 40)
        #expect(sections.records == 36..<(36 + 4 * 4))
        #expect(sections.texts.count == 2 * 4)
        #expect(sections.barcodes.count == 33)
    }

    /// A built index: every product reads back as written, barcodes find their products in any
    /// zero-padded form, and nutrients survive.
    @Test func aBuiltStoreReadsEveryProductFromItsBlock() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let rows = (0..<50).map { index -> [String: String] in
            ["code": index == 3 ? "0000800003" : String(700_000 + index * 3),
             "product_name": Self.names[index % Self.names.count] + " \(index)",
             "brands": index % 2 == 0 ? "Brand \(index % 5)" : "", "energy-kcal_100g": "\(index * 10)",
             "fiber_100g": index % 3 == 0 ? "2.5" : "", "salt_100g": index % 4 == 0 ? "1.25" : "", "sodium_100g": index == 8 ? "0.3" : "",
             "sugars_100g": index == 10 ? "250" : ""]
        }
        let index = try TestIndexes.build(rows, in: directory)
        try index.verify()
        for docID in 0..<50 {
            let product = try index.product(docID)
            #expect(product.name == Self.names[docID % Self.names.count] + " \(docID)")
            #expect(product.brand == (docID % 2 == 0 ? "Brand \(docID % 5)" : nil))
            #expect(product.kcal == Double(docID * 10))
            #expect(product.nutrients[.fiber] == (docID % 3 == 0 ? 2.5 : nil))
            let sodium: Double? = docID == 8 ? 300 : (docID % 4 == 0 ? 500 : nil)
            #expect(product.nutrients[.sodium] == sodium, "\(docID)")
            #expect(product.nutrients[.sugars] == nil, "250 g per 100 g is dropped")
            #expect(try index.product(barcode: product.code)?.docID == docID)
        }
        #expect(try index.product(barcode: "800003")?.docID == 3)
        #expect(try index.product(barcode: "700003")?.docID == 1)
        #expect(try index.product(barcode: "0700006")?.docID == 2)
        #expect(try index.product(barcode: "700001") == nil)
    }
}
