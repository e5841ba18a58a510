import FoodlogSupport

/// The shape table of the product records: the combinations of record flags, code form and
/// nutrient mask the products have most, so a record starts with one byte naming its shape
/// instead of the two bytes of flags and code form and the varint of its nutrient mask.
///
/// At 821 000 Open Food Facts products a few dozen shapes cover nearly every product (energy and
/// macros known, a 13-digit code, sugars, saturated fat and sodium, with or without fiber); the
/// table saves about 1.5 MB there.
///
/// ```
/// u32 crc      CRC-32C of the bytes after it
/// u8  count    shapes in the table (0-255)
/// per shape:   u8 record flags, u8 code form, varint nutrient mask (0 exactly when the
///              flags have no nutrients bit)
/// ```
/// A record's first byte is a shape's number (below `count`), or `escape` (255) followed by the
/// record's own flags byte, code form byte and, when it has nutrients, its nutrient mask varint.
/// The builder trains the table on the products it holds back for the name symbol table
/// (`train`), most common first; a record uses the escape only for a shape not in the table.
public struct RecordShapes: Equatable, Sendable {
    /// What a record's first bytes say: which optional fields follow, the form of its code and
    /// which nutrients it knows.
    public struct Shape: Hashable, Sendable, Comparable {
        public var flags: UInt8
        public var form: UInt8
        /// Bit n set: `Nutrient(rawValue: n)` is stored; 0 when the flags have no nutrients bit.
        public var nutrientMask: UInt64

        public init(flags: UInt8, form: UInt8, nutrientMask: UInt64) {
            self.flags = flags
            self.form = form
            self.nutrientMask = nutrientMask
        }

        /// The shape as one number, distinct for distinct well-formed shapes: flags and form in
        /// the top 16 bits, and a nutrient mask of fewer than 48 bits below them.
        var key: UInt64 { UInt64(flags) << 56 | UInt64(form) << 48 | nutrientMask }

        public static func < (left: Shape, right: Shape) -> Bool {
            (left.flags, left.form, left.nutrientMask) < (right.flags, right.form, right.nutrientMask)
        }

        /// Whether a record could have this shape: a known code form, and a nutrient mask of
        /// known nutrients present exactly when the flags say so.
        var isWellFormed: Bool {
            let formKnown = form == 0 || form == ProductRecord.usdaForm || (1...UInt8(ProductRecord.maxDigits)).contains(form)
            let hasNutrients = flags & ProductRecord.Flags.nutrients.rawValue != 0
            return formKnown && hasNutrients == (nutrientMask != 0) && nutrientMask >> RecordShapes.nutrientCount == 0
        }
    }

    /// How many nutrients a mask can name (read once: `allCases` builds an array on every call).
    static let nutrientCount = UInt64(Nutrient.allCases.count)

    /// The first byte of a record whose shape is not in the table.
    public static let escape: UInt8 = 255
    /// The most shapes a table holds (numbers 0-254; 255 is the escape).
    public static let maxCount = 255

    /// The table's shapes, numbered from 0.
    public let shapes: [Shape]
    /// Each shape's number, for writing records; nil in a table read from an index, which only
    /// reads them (a search process should not hash 255 shapes it will never write).
    private let numbers: [Shape: UInt8]?

    /// A table of `shapes` (at most `maxCount`, each once; later repeats are never chosen).
    public init(_ shapes: [Shape] = []) {
        self.shapes = Array(shapes.prefix(RecordShapes.maxCount))
        var numbers: [Shape: UInt8] = [:]
        for (number, shape) in self.shapes.enumerated() where numbers[shape] == nil { numbers[shape] = UInt8(number) }
        self.numbers = numbers
    }

    /// A table read from an index: `shapes` are at most `maxCount` and distinct.
    private init(reading shapes: [Shape]) {
        self.shapes = shapes
        self.numbers = nil
    }

    public static func == (left: RecordShapes, right: RecordShapes) -> Bool { left.shapes == right.shapes }

    /// The table of the `maxCount` shapes most common in `sample`, most common first (ties in
    /// shape order, so the same sample gives the same table).
    public static func train(_ sample: [Shape]) -> RecordShapes {
        var counts: [Shape: Int] = [:]
        for shape in sample { counts[shape, default: 0] += 1 }
        let ranked = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        return RecordShapes(ranked.prefix(maxCount).map(\.key))
    }

    /// The stored table, checksum first.
    public func encoded() -> [UInt8] {
        var body = StoreWriter()
        body.bytes.append(UInt8(shapes.count))
        for shape in shapes {
            body.bytes.append(shape.flags)
            body.bytes.append(shape.form)
            body.varint(shape.nutrientMask)
        }
        var table = StoreWriter()
        table.fixed(CRC32C.checksum(body.bytes))
        table.append(body.bytes)
        return table.bytes
    }

    /// Reads a stored table; nil when its checksum fails, it does not end where its shapes do, or a
    /// shape is malformed or repeated.
    public static func decode(_ raw: UnsafeRawBufferPointer) -> RecordShapes? {
        guard raw.count >= 5 else { return nil }
        var reader = StoreReader(raw)
        guard let crc = reader.fixed(UInt32.self), CRC32C.checksum(UnsafeRawBufferPointer(rebasing: raw[4...])) == crc,
              let count = reader.byte(), Int(count) <= maxCount else { return nil }
        var shapes: [Shape] = []
        shapes.reserveCapacity(Int(count))
        for _ in 0..<count {
            guard let flags = reader.byte(), let form = reader.byte(), let mask = reader.varint() else { return nil }
            let shape = Shape(flags: flags, form: form, nutrientMask: mask)
            guard shape.isWellFormed else { return nil }
            shapes.append(shape)
        }
        guard reader.atEnd, distinct(shapes) else { return nil }
        return RecordShapes(reading: shapes)
    }

    /// Whether no shape is listed twice: an open-addressed set of keys in twice the table's
    /// largest size, so an index opens without sorting or hashing generically.
    static func distinct(_ shapes: [Shape]) -> Bool {
        let slotCount = 2 * 256
        var slots = [UInt64](repeating: 0, count: slotCount)
        var used = [Bool](repeating: false, count: slotCount)
        for shape in shapes.prefix(maxCount) {
            let key = shape.key
            var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 55)
            while used[slot] {
                if slots[slot] == key { return false }
                slot = (slot + 1) % slotCount
            }
            used[slot] = true
            slots[slot] = key
        }
        return shapes.count <= maxCount
    }

    /// Appends a record's shape: its number, or the escape and the shape itself.
    func write(_ shape: Shape, into writer: inout StoreWriter) {
        let number = numbers == nil ? shapes.firstIndex(of: shape).map { UInt8($0) } : numbers?[shape]
        if let number {
            writer.bytes.append(number)
            return
        }
        writer.bytes.append(RecordShapes.escape)
        writer.bytes.append(shape.flags)
        writer.bytes.append(shape.form)
        if shape.nutrientMask != 0 { writer.varint(shape.nutrientMask) }
    }

    /// Reads a record's shape; nil for a number past the table, or an escaped shape that is
    /// malformed or cut short.
    func read(_ reader: inout StoreReader) -> Shape? {
        guard let first = reader.byte() else { return nil }
        if Int(first) < shapes.count { return shapes[Int(first)] }
        guard first == RecordShapes.escape, let flags = reader.byte(), let form = reader.byte() else { return nil }
        var mask: UInt64 = 0
        if flags & ProductRecord.Flags.nutrients.rawValue != 0 {
            guard let stored = reader.varint(), stored != 0 else { return nil }
            mask = stored
        }
        let shape = Shape(flags: flags, form: form, nutrientMask: mask)
        return shape.isWellFormed ? shape : nil
    }
}
