/// Barcode normalization: UPC-A, EAN-13 and their zero-padded forms name one product.
///
/// `0074…` (EAN-13 padding of a UPC-A), `074…` and `74…` all normalize to the same number, the
/// digits with leading zeros removed. Codes with anything but digits, or longer than 19 digits,
/// have no numeric form and can only be found by text search.
public enum Barcode {
    /// The numeric key of a code, or `nil` when it is not all digits (or is all zeros).
    /// Inlinable, so callers in other modules get it specialised: unspecialised, each byte went
    /// through protocol witnesses (5 % of an index build). A code stored contiguously (a native
    /// String) is read as a buffer of bytes: stepping a String's UTF-8 view cost about a hundred
    /// instructions a byte, 3 % of an index build.
    @inlinable
    public static func key(_ code: some StringProtocol) -> UInt64? {
        if let key = code.utf8.withContiguousStorageIfAvailable({ key(bytes: $0) }) { return key }
        return key(bytes: code.utf8)
    }

    /// `key` of a code's UTF-8 bytes.
    @inlinable
    static func key(bytes: some Sequence<UInt8>) -> UInt64? {
        var value: UInt64 = 0
        var digits = 0
        for byte in bytes {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            if value == 0 && byte == 0x30 { continue }
            digits += 1
            guard digits <= 19 else { return nil }
            value = value * 10 + UInt64(byte - 0x30)
        }
        return value == 0 ? nil : value
    }

    /// Whether a query looks like a barcode someone typed or scanned: 6 to 19 digits, nothing else.
    public static func looksLikeBarcode(_ text: String) -> Bool {
        let trimmed = text.utf8.filter { $0 != 0x20 }
        return trimmed.count >= 6 && trimmed.count <= 19 && trimmed.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }
}
