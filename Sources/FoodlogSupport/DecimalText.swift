/// Reads a plain decimal number as people type it: `250`, `12.5`, `-3`, `0.75`, `.5`.
///
/// Swift's `Double(String)` also accepts hexadecimal (`0x10`, `0x1p16`), exponents (`1e400`),
/// `nan`, `inf` and `infinity`, none of which anyone means by `--kcal`; so options read
/// numbers through this instead. At most 40 characters; the result is always finite.
public enum DecimalText {
    /// How the accepted form reads in an error message.
    public static let form = "a plain decimal number such as 250 or 12.5"

    public static func parse(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, bytes.count <= 40 else { return nil }
        var index = 0
        if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") { index = 1 }
        var digits = 0
        var dots = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                digits += 1
            } else if byte == UInt8(ascii: ".") {
                dots += 1
            } else {
                return nil
            }
            index += 1
        }
        guard digits > 0, dots <= 1, let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
