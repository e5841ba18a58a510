import FoodlogSupport

/// The bytes of one product in `products.fli` (an item of `RecordBlocks`, whose block checksum
/// covers it):
///
/// ```
/// shape         RecordShapes: one byte naming the record's flags, code form and nutrient mask
///               in the shape table, or the escape and those written out:
///   flags       bit 0 generic, bit 1 kcal estimated from the macros, bit 2 kcal stored,
///               bit 3 protein, bit 4 carbs, bit 5 fat, bit 6 nutrients, bit 7 extras
///   code form   0 text, 1-64 a number of that many digits (leading zeros kept), 255 a USDA id
///   mask        the nutrients stored (when flag 6)
/// code          text: varint length + bytes; number: zig-zag varint of its barcode key minus the
///               block's base key (wrapping; the base is the key of the block's first numeric code,
///               and the first one itself is stored minus 0); USDA: u64, the 16 hex digits
/// varints       kcal × 10 (when stored), protein, carbs, fat × 10 (when flagged), per 100 g
/// nutrients     NutrientAmounts' amounts, one varint per nutrient in the mask (when flagged)
/// extras        u8 popularity, varint servingGrams × 10 + 1 (0 unknown), then the brand, serving
///               text and category as text dictionary ids + 1 (0 none)   (when flagged)
/// name          SymbolTable codes, to the end of the record
/// ```
/// Estimated kcal are not stored when 4/4/9 kcal per g of the stored macros gives them back to
/// 0.1 kcal, which is almost always. Strings longer than their limit are cut at a character
/// boundary; values are rounded to 0.1 (kcal, g of macros and serving).
public enum ProductRecord {
    static let codeLimit = 255
    static let nameLimit = 4095
    static let textLimit = 255
    static let usdaForm: UInt8 = 255
    static let maxDigits = 64
    static let usdaPrefix = "usda-"

    struct Flags: OptionSet {
        let rawValue: UInt8
        static let generic = Flags(rawValue: 1)
        static let kcalEstimated = Flags(rawValue: 2)
        static let kcal = Flags(rawValue: 4)
        static let protein = Flags(rawValue: 8)
        static let carbs = Flags(rawValue: 16)
        static let fat = Flags(rawValue: 32)
        static let nutrients = Flags(rawValue: 64)
        static let extras = Flags(rawValue: 128)
    }

    /// What a record needs from the rest of the store when it is written.
    public struct Context {
        public var names: SymbolTable
        /// The shapes a record names with one byte (others are written out after the escape).
        public var shapes: RecordShapes
        /// The text dictionary id of a brand, serving text or category.
        public var textID: (String) -> UInt32

        public init(names: SymbolTable, shapes: RecordShapes, textID: @escaping (String) -> UInt32) {
            self.names = names
            self.shapes = shapes
            self.textID = textID
        }
    }

    static func steps(_ value: Double?) -> UInt64? {
        guard let value, value.isFinite, value >= 0 else { return nil }
        return UInt64(min((value * 10).rounded(), NutrientAmounts.maxSteps))
    }

    /// The kcal 4/4/9 per g of these stored macros give, in 0.1 kcal steps.
    static func estimatedSteps(protein: UInt64, carbs: UInt64, fat: UInt64) -> UInt64 {
        // Steps are 0.1 g, so 4 kcal per g is 4 steps of 0.1 kcal per step.
        4 &* protein &+ 4 &* carbs &+ 9 &* fat
    }

    /// The numeric form of a code: its digit count and barcode key, when it has one.
    static func numericForm(_ code: String) -> (digits: Int, key: UInt64)? {
        let digits = code.utf8.count
        guard digits >= 1, digits <= maxDigits, let key = Barcode.key(code) else { return nil }
        return (digits, key)
    }

    static func usdaID(_ code: String) -> UInt64? {
        guard code.utf8.count == 21, code.hasPrefix(usdaPrefix) else { return nil }
        let hex = code.utf8.dropFirst(5)
        guard hex.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else { return nil }
        return UInt64(String(decoding: hex, as: UTF8.self), radix: 16)
    }

    /// Encodes `product`; `base` is the block's base key so far (set by the first numeric code).
    /// The symbol codes of a name as its record stores them (cut to `nameLimit` bytes).
    public static func nameCodes(_ name: String, names: SymbolTable) -> [UInt8] {
        var codes: [UInt8] = []
        appendName(name, names: names, to: &codes)
        return codes
    }

    private static func appendName(_ name: String, names: SymbolTable, to output: inout [UInt8]) {
        var name = name
        if name.utf8.count > nameLimit { name = clipped(name, toBytes: nameLimit) }
        let encoded: Void? = name.utf8.withContiguousStorageIfAvailable { names.encode($0, into: &output) }
        if encoded == nil { Array(name.utf8).withUnsafeBufferPointer { names.encode($0, into: &output) } }
    }

    /// Encodes `product`; `base` is the block's base key so far (set by the first numeric code).
    /// `nameCodes`: the name already encoded with `context.names` (`nameCodes(_:names:)`), if it was;
    /// `nutrients`: the nutrients already encoded (`NutrientAmounts.Encoder.bytes`), used instead of
    /// `product.nutrients` when not empty.
    public static func encode(_ product: Product, base: inout UInt64?, context: Context, nameCodes: [UInt8]? = nil,
                              nutrients: [UInt8] = []) -> [UInt8] {
        let (shape, body) = parts(product, base: &base, context: context, nameCodes: nameCodes, nutrients: nutrients)
        var record = StoreWriter()
        record.bytes.reserveCapacity(body.count + 4)
        context.shapes.write(shape, into: &record)
        record.append(body)
        return record.bytes
    }

    /// The shape a record of `product` has (what `RecordShapes.train` counts); arguments as `encode`'s.
    public static func shape(of product: Product, context: Context, nutrients: [UInt8] = []) -> RecordShapes.Shape {
        var base: UInt64?
        return parts(product, base: &base, context: context, nameCodes: [], nutrients: nutrients).shape
    }

    /// A record's shape and the bytes that follow it.
    private static func parts(_ product: Product, base: inout UInt64?, context: Context, nameCodes: [UInt8]?,
                              nutrients: [UInt8]) -> (shape: RecordShapes.Shape, body: [UInt8]) {
        var flags: Flags = product.kind == .generic ? [.generic] : []
        let form: UInt8
        var body = StoreWriter()
        body.bytes.reserveCapacity(32 + product.name.utf8.count)
        let code = product.code.utf8.count > codeLimit ? clipped(product.code, toBytes: codeLimit) : product.code
        if let (digits, key) = numericForm(code) {
            form = UInt8(digits)
            body.signedVarint(Int64(bitPattern: key &- (base ?? 0)))
            if base == nil { base = key }
        } else if let id = usdaID(code) {
            form = usdaForm
            body.fixed(id)
        } else {
            form = 0
            body.varint(UInt64(code.utf8.count))
            body.append(code.utf8)
        }
        let protein = steps(product.protein), carbs = steps(product.carbs), fat = steps(product.fat)
        if let kcal = steps(product.kcal) {
            if product.kcalEstimated { flags.insert(.kcalEstimated) }
            let derivable = product.kcalEstimated && protein.flatMap { p in carbs.flatMap { c in fat.map { f in
                estimatedSteps(protein: p, carbs: c, fat: f) == kcal } } } == true
            if !derivable {
                flags.insert(.kcal)
                body.varint(kcal)
            }
        }
        if let protein {
            flags.insert(.protein)
            body.varint(protein)
        }
        if let carbs {
            flags.insert(.carbs)
            body.varint(carbs)
        }
        if let fat {
            flags.insert(.fat)
            body.varint(fat)
        }
        var encodedNutrients = nutrients
        if encodedNutrients.isEmpty, !product.nutrients.isEmpty {
            var writer = StoreWriter()
            NutrientAmounts.encode(product.nutrients, into: &writer)
            encodedNutrients = writer.bytes
        }
        var mask: UInt64 = 0
        if let (known, amounts) = NutrientAmounts.split(encodedNutrients) {
            flags.insert(.nutrients)
            mask = known
            body.append(amounts)
        }
        let serving = steps(product.servingGrams).map { $0 + 1 } ?? 0
        if product.popularity != 0 || serving != 0 || product.brand?.isEmpty == false || product.servingSize?.isEmpty == false
            || product.category?.isEmpty == false {
            func id(_ text: String?) -> UInt64 {
                guard let text, !text.isEmpty else { return 0 }
                return UInt64(context.textID(clipped(text, toBytes: textLimit))) + 1
            }
            flags.insert(.extras)
            body.bytes.append(product.popularity)
            body.varint(serving)
            body.varint(id(product.brand))
            body.varint(id(product.servingSize))
            body.varint(id(product.category))
        }
        if let nameCodes {
            body.append(nameCodes)
        } else {
            appendName(product.name, names: context.names, to: &body.bytes)
        }
        return (RecordShapes.Shape(flags: flags.rawValue, form: form, nutrientMask: mask), body.bytes)
    }

    /// The barcode key of a record's numeric code (nil for text and USDA codes), given the
    /// block's base key so far; nil also when the record is too short to say.
    static func numericKey(_ raw: UnsafeRawBufferPointer, base: UInt64?, shapes: RecordShapes) -> UInt64? {
        var reader = StoreReader(raw)
        guard let shape = shapes.read(&reader), shape.form >= 1, Int(shape.form) <= maxDigits, let delta = reader.signedVarint() else {
            return nil
        }
        return (base ?? 0) &+ UInt64(bitPattern: delta)
    }

    /// The popularity, the name and the brand's dictionary id (0: none) of a record, without
    /// decoding the rest (what the re-rank reads of its candidates): the code, values and
    /// nutrients are skipped, not built.
    static func popularityAndName(_ raw: UnsafeRawBufferPointer, names: SymbolTable, shapes: RecordShapes)
        -> (popularity: UInt8, name: String, brandText: UInt64)? {
        guard let found = popularityAndNameCodes(raw, shapes: shapes), let name = names.decode(found.codes) else { return nil }
        return (found.popularity, name, found.brandText)
    }

    /// `popularityAndName` with the name left as its symbol codes (the bytes `SymbolTable.decode`
    /// turns into it): the re-rank compares the codes of names it has read before, and decodes a
    /// name only the first time it meets it.
    static func popularityAndNameCodes(_ raw: UnsafeRawBufferPointer, shapes: RecordShapes)
        -> (popularity: UInt8, codes: UnsafeRawBufferPointer, brandText: UInt64)? {
        var reader = StoreReader(raw)
        guard let shape = shapes.read(&reader) else { return nil }
        let flags = Flags(rawValue: shape.flags)
        switch shape.form {
        case 0:
            guard let length = reader.varint(), length <= UInt64(codeLimit), reader.bytes(Int(length)) != nil else { return nil }
        case usdaForm:
            guard reader.bytes(8) != nil else { return nil }
        case 1...UInt8(maxDigits):
            guard reader.varint() != nil else { return nil }
        default:
            return nil
        }
        let macros = (flags.contains(.kcal) ? 1 : 0) + (flags.contains(.protein) ? 1 : 0) + (flags.contains(.carbs) ? 1 : 0)
            + (flags.contains(.fat) ? 1 : 0)
        for _ in 0..<macros where reader.varint() == nil { return nil }
        guard NutrientAmounts.skip(mask: shape.nutrientMask, &reader) else { return nil }
        var popularity: UInt8 = 0
        var brandText: UInt64 = 0
        if flags.contains(.extras) {
            guard let stored = reader.byte(), reader.varint() != nil, let brand = reader.varint() else { return nil }
            popularity = stored
            brandText = brand
            for _ in 0..<2 where reader.varint() == nil { return nil }
        }
        guard let codes = reader.bytes(reader.remaining) else { return nil }
        return (popularity, codes, brandText)
    }

    /// A decoded record, with the dictionary ids of its texts still unresolved.
    struct Fields {
        var product: Product
        var textIDs: [UInt64]
        var digits: Int
        var key: UInt64?
    }

    /// Decodes a record; nil when its bytes do not form one (the block checksum has passed, so
    /// this means a record written wrong, or resealed after damage).
    static func decodeFields(_ raw: UnsafeRawBufferPointer, docID: Int, base: UInt64?, names: SymbolTable,
                             shapes: RecordShapes) -> Fields? {
        var reader = StoreReader(raw)
        guard let shape = shapes.read(&reader) else { return nil }
        let flags = Flags(rawValue: shape.flags)
        let form = shape.form
        var code: String
        var key: UInt64?
        switch form {
        case 0:
            guard let length = reader.varint(), length <= UInt64(codeLimit), let bytes = reader.bytes(Int(length)) else { return nil }
            code = String(decoding: bytes, as: UTF8.self)
            key = Barcode.key(code)
        case usdaForm:
            guard let id = reader.fixed(UInt64.self) else { return nil }
            let hex = String(id, radix: 16)
            code = usdaPrefix + String(repeating: "0", count: 16 - hex.count) + hex
        case 1...UInt8(maxDigits):
            guard let delta = reader.signedVarint() else { return nil }
            let value = (base ?? 0) &+ UInt64(bitPattern: delta)
            let digits = String(value)
            guard value != 0, digits.utf8.count <= Int(form) else { return nil }
            code = String(repeating: "0", count: Int(form) - digits.utf8.count) + digits
            key = value
        default:
            return nil
        }
        var kcal: Double?
        if flags.contains(.kcal) {
            guard let steps = reader.varint() else { return nil }
            kcal = Double(steps) / 10
        }
        // Protein, carbohydrates and fat in tenths of a gram, in that order, each when flagged.
        var protein: UInt64?, carbs: UInt64?, fat: UInt64?
        if flags.contains(.protein) {
            guard let steps = reader.varint() else { return nil }
            protein = steps
        }
        if flags.contains(.carbs) {
            guard let steps = reader.varint() else { return nil }
            carbs = steps
        }
        if flags.contains(.fat) {
            guard let steps = reader.varint() else { return nil }
            fat = steps
        }
        if flags.contains(.kcalEstimated), !flags.contains(.kcal) {
            guard let protein, let carbs, let fat else { return nil }
            kcal = Double(estimatedSteps(protein: protein, carbs: carbs, fat: fat)) / 10
        }
        var nutrients = NutrientValues()
        if flags.contains(.nutrients) {
            guard let decoded = NutrientAmounts.decode(mask: shape.nutrientMask, &reader) else { return nil }
            nutrients = decoded
        }
        var popularity: UInt8 = 0
        var servingGrams: Double?
        var textIDs: [UInt64] = [0, 0, 0]
        if flags.contains(.extras) {
            guard let stored = reader.byte(), let serving = reader.varint() else { return nil }
            popularity = stored
            servingGrams = serving == 0 ? nil : Double(serving - 1) / 10
            for slot in 0..<3 {
                guard let id = reader.varint() else { return nil }
                textIDs[slot] = id
            }
        }
        guard let codes = reader.bytes(reader.remaining), let name = names.decode(codes) else { return nil }
        let product = Product(docID: docID, code: code, name: name, kind: flags.contains(.generic) ? .generic : .branded,
                              kcal: kcal, kcalEstimated: flags.contains(.kcalEstimated), protein: protein.map { Double($0) / 10 },
                              carbs: carbs.map { Double($0) / 10 }, fat: fat.map { Double($0) / 10 },
                              servingGrams: servingGrams, popularity: popularity, nutrients: nutrients)
        return Fields(product: product, textIDs: textIDs, digits: Int(form), key: key)
    }

    /// `text` cut to at most `limit` UTF-8 bytes without splitting a character.
    public static func clipped(_ text: String, toBytes limit: Int) -> String {
        guard text.utf8.count > limit else { return text }
        var result = ""
        for character in text {
            if result.utf8.count + character.utf8.count > limit { break }
            result.append(character)
        }
        return result
    }
}
