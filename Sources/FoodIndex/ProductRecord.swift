/// The byte layout of one product in `products.fli`.
///
/// ```
/// u32 crc          CRC-32C of the record bytes after this field
/// u32 docID        the record's own product number (catches a wrong offset)
/// f32 kcal, protein, carbs, fat, servingGrams   per 100 g; NaN = unknown
/// u8  flags        bit 0 generic, bit 1 kcal estimated
/// u8  popularity
/// u8  codeLength,     code bytes (UTF-8)
/// u16 nameLength,     name bytes
/// u8  brandLength,    brand bytes
/// u8  servingLength,  serving text bytes
/// u8  categoryLength, category bytes
/// ```
/// Strings longer than their length field are cut at a character boundary when written.
public enum ProductRecord {
    static let fixedSize = 4 + 4 + 20 + 2

    /// Encodes a product as the record for product number `docID`.
    public static func encode(_ product: Product, docID: UInt32) -> [UInt8] {
        var bytes: [UInt8] = [0, 0, 0, 0]
        func put<T: FixedWidthInteger>(_ value: T) {
            withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
        }
        func putFloat(_ value: Double?) { put((value.map(Float.init) ?? .nan).bitPattern) }
        func putString(_ text: String?, limit: Int, wide: Bool) {
            let utf8 = Array(clipped(text ?? "", toBytes: limit).utf8)
            if wide { put(UInt16(utf8.count)) } else { bytes.append(UInt8(utf8.count)) }
            bytes.append(contentsOf: utf8)
        }
        put(docID)
        putFloat(product.kcal)
        putFloat(product.protein)
        putFloat(product.carbs)
        putFloat(product.fat)
        putFloat(product.servingGrams)
        bytes.append((product.kind == .generic ? 1 : 0) | (product.kcalEstimated ? 2 : 0))
        bytes.append(product.popularity)
        putString(product.code, limit: 255, wide: false)
        putString(product.name, limit: 4095, wide: true)
        putString(product.brand, limit: 255, wide: false)
        putString(product.servingSize, limit: 255, wide: false)
        putString(product.category, limit: 255, wide: false)
        let crc = bytes.withUnsafeBytes { CRC32C.checksum(UnsafeRawBufferPointer(rebasing: $0[4...])) }
        withUnsafeBytes(of: crc.littleEndian) { raw in for index in 0..<4 { bytes[index] = raw[index] } }
        return bytes
    }

    /// Decodes and checks the record for `docID` from its bytes.
    static func decode(_ raw: UnsafeRawBufferPointer, docID: Int) -> Product? {
        guard raw.count >= fixedSize else { return nil }
        let stored = UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self))
        guard CRC32C.checksum(UnsafeRawBufferPointer(rebasing: raw[4...])) == stored,
              UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: 4, as: UInt32.self)) == UInt32(docID)
        else { return nil }
        func float(_ offset: Int) -> Double? {
            let value = Float(bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            return value.isNaN ? nil : Double(value)
        }
        var cursor = 30
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
        let flags = raw[28]
        guard let code = string(wide: false), let name = string(wide: true), let brand = string(wide: false),
              let serving = string(wide: false), let category = string(wide: false), cursor == raw.count
        else { return nil }
        return Product(docID: docID, code: code, name: name, brand: brand.isEmpty ? nil : brand,
                       kind: (flags & 1) != 0 ? .generic : .branded, kcal: float(8), kcalEstimated: (flags & 2) != 0,
                       protein: float(12), carbs: float(16), fat: float(20),
                       servingSize: serving.isEmpty ? nil : serving, servingGrams: float(24),
                       category: category.isEmpty ? nil : category, popularity: raw[29])
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
