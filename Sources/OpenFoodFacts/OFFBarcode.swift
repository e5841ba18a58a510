import FoodIndex

/// The form of a barcode sent to Open Food Facts and used to name its cache file, so that UPC-A
/// (`036000291452`), its EAN-13 padding (`0036000291452`) and a scan without leading zeros are one
/// product. Open Food Facts itself pads 9 to 12 digit codes to 13; codes of 8 or fewer digits are
/// EAN-8 (padded to 8), and 13 or 14 digit codes are kept.
public enum OFFBarcode {
    /// The canonical digits, or nil when `code` is not a barcode (spaces are allowed and ignored).
    public static func canonical(_ code: String) -> String? {
        let compact = String(code.filter { $0 != " " })
        guard Barcode.looksLikeBarcode(compact), let key = Barcode.key(compact) else { return nil }
        let digits = String(key)
        guard digits.count <= 14 else { return nil }
        let width = digits.count <= 8 ? 8 : max(13, digits.count)
        return String(repeating: "0", count: width - digits.count) + digits
    }
}
