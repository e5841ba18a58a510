/// The byte layout of one product in `products.fli`.
///
/// ```
/// u32 crc          CRC-32C of the product number (u32) followed by the record bytes after this
///                  field, so a record read through a wrong offset fails its check
/// u16 kcal × 10, protein × 100, carbs × 100, fat × 100, servingGrams × 10    0xFFFF = unknown
/// u8  flags        bit 0 generic, bit 1 kcal estimated
/// u8  popularity
/// u8  codeLength,     code bytes (UTF-8)
/// u16 nameLength,     name bytes
/// u8  brandLength,    brand bytes
/// u8  servingLength,  serving text bytes
/// u8  categoryLength, category bytes
/// ```
/// Strings longer than their length field are cut at a character boundary when written; values
/// are rounded to their fixed-point step (0.1 kcal, 0.01 g, 0.1 g of serving).
public enum ProductRecord {
    static let fixedSize = 4 + 10 + 2
    /// Offset of the popularity byte, read on its own when re-ranking.
    static let popularityOffset = 15
    static let unknown: UInt16 = 0xFFFF
    /// Fixed-point scales of the five numbers, in record order.
    static let scales: [Double] = [10, 100, 100, 100, 10]

    /// Encodes a product as the record for product number `docID`.
    public static func encode(_ product: Product, docID: UInt32) -> [UInt8] {
        var bytes: [UInt8] = [0, 0, 0, 0]
        // Sized once: the builder encodes every product (the texts are at most this long).
        bytes.reserveCapacity(fixedSize + 6 + [product.code, product.name, product.brand ?? "", product.servingSize ?? "",
                                              product.category ?? ""].reduce(0) { $0 + $1.utf8.count })
        func put<T: FixedWidthInteger>(_ value: T) {
            withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
        }
        func putFixed(_ value: Double?, scale: Double) {
            guard let value, value.isFinite, value >= 0 else { put(unknown); return }
            put(UInt16(min((value * scale).rounded(), Double(unknown - 1))))
        }
        func putString(_ text: String?, limit: Int, wide: Bool) {
            let utf8 = clipped(text ?? "", toBytes: limit).utf8
            if wide { put(UInt16(utf8.count)) } else { bytes.append(UInt8(utf8.count)) }
            bytes.append(contentsOf: utf8)
        }
        putFixed(product.kcal, scale: scales[0])
        putFixed(product.protein, scale: scales[1])
        putFixed(product.carbs, scale: scales[2])
        putFixed(product.fat, scale: scales[3])
        putFixed(product.servingGrams, scale: scales[4])
        bytes.append((product.kind == .generic ? 1 : 0) | (product.kcalEstimated ? 2 : 0))
        bytes.append(product.popularity)
        putString(product.code, limit: 255, wide: false)
        putString(product.name, limit: 4095, wide: true)
        putString(product.brand, limit: 255, wide: false)
        putString(product.servingSize, limit: 255, wide: false)
        putString(product.category, limit: 255, wide: false)
        let crc = bytes.withUnsafeBytes { checksum(UnsafeRawBufferPointer(rebasing: $0[4...]), docID: Int(docID)) }
        withUnsafeBytes(of: crc.littleEndian) { raw in for index in 0..<4 { bytes[index] = raw[index] } }
        return bytes
    }

    /// The record checksum: CRC-32C of the product number, then the record after its CRC field.
    static func checksum(_ body: UnsafeRawBufferPointer, docID: Int) -> UInt32 {
        var crc = CRC32C()
        withUnsafeBytes(of: UInt32(truncatingIfNeeded: docID).littleEndian) { crc.update($0) }
        crc.update(body)
        return crc.value
    }

    /// Whether the record bytes belong to product `docID` and are intact.
    static func isIntact(_ raw: UnsafeRawBufferPointer, docID: Int) -> Bool {
        guard raw.count >= fixedSize else { return false }
        let stored = UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self))
        return checksum(UnsafeRawBufferPointer(rebasing: raw[4...]), docID: docID) == stored
    }

    /// Decodes and checks the record for `docID` from its bytes.
    static func decode(_ raw: UnsafeRawBufferPointer, docID: Int) -> Product? {
        guard isIntact(raw, docID: docID) else { return nil }
        func number(_ position: Int) -> Double? {
            let value = UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: 4 + 2 * position, as: UInt16.self))
            return value == unknown ? nil : Double(value) / scales[position]
        }
        var cursor = fixedSize
        func string(wide: Bool) -> String? {
            let length: Int
            if wide {
                guard cursor + 2 <= raw.count else { return nil }
                length = Int(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: cursor, as: UInt16.self)))
                cursor += 2
            } else {
                guard cursor + 1 <= raw.count else { return nil }
                length = Int(raw[cursor])
                cursor += 1
            }
            guard cursor + length <= raw.count else { return nil }
            defer { cursor += length }
            return String(decoding: UnsafeRawBufferPointer(rebasing: raw[cursor..<(cursor + length)]), as: UTF8.self)
        }
        let flags = raw[14]
        guard let code = string(wide: false), let name = string(wide: true), let brand = string(wide: false),
              let serving = string(wide: false), let category = string(wide: false), cursor == raw.count
        else { return nil }
        return Product(docID: docID, code: code, name: name, brand: brand.isEmpty ? nil : brand,
                       kind: (flags & 1) != 0 ? .generic : .branded, kcal: number(0), kcalEstimated: (flags & 2) != 0,
                       protein: number(1), carbs: number(2), fat: number(3),
                       servingSize: serving.isEmpty ? nil : serving, servingGrams: number(4),
                       category: category.isEmpty ? nil : category, popularity: raw[popularityOffset])
    }

    /// The name from a record already checked (`isIntact`), without decoding the rest: what the
    /// re-rank stage reads for `TypedSpelling`. Nil when the lengths run past the record.
    static func name(_ raw: UnsafeRawBufferPointer) -> String? {
        guard raw.count > fixedSize else { return nil }
        let start = fixedSize + 1 + Int(raw[fixedSize])
        guard start + 2 <= raw.count else { return nil }
        let length = Int(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: start, as: UInt16.self)))
        guard start + 2 + length <= raw.count else { return nil }
        return String(decoding: UnsafeRawBufferPointer(rebasing: raw[(start + 2)..<(start + 2 + length)]), as: UTF8.self)
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
