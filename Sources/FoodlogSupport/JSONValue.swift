/// A JSON document with ordered object keys, rendered without Foundation.
///
/// Key order is kept as built, so `--json` output is stable byte for byte across runs and
/// platforms, which is what scripts that diff or hash it need.
public indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    /// A number; NaN and infinities render as `null` (JSON has no spelling for them).
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.rendered() == rhs.rendered()
    }

    /// A number rounded to `places` decimals, or `null` when absent or not finite. Magnitudes of
    /// 1e15 and more are kept as they are (scaling 1.7e308 would overflow to infinity).
    public static func rounded(_ value: Double?, places: Int = 2) -> JSONValue {
        guard let value, value.isFinite else { return .null }
        guard abs(value) < 1e15 else { return .number(value) }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return .number((value * scale).rounded() / scale)
    }

    /// Renders compact (one line) or pretty (two-space indent) JSON text.
    public func rendered(pretty: Bool = false) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(to: &out, pretty: pretty, indent: 0)
        return String(decoding: out, as: UTF8.self)
    }

    private func write(to out: inout [UInt8], pretty: Bool, indent: Int) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case .integer(let value): out.append(contentsOf: String(value).utf8)
        case .number(let value): out.append(contentsOf: JSONValue.format(value).utf8)
        case .string(let value): JSONValue.writeString(value, to: &out)
        case .array(let items):
            if items.isEmpty { out.append(contentsOf: "[]".utf8); return }
            out.append(UInt8(ascii: "["))
            for index in items.indices {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                if pretty { JSONValue.newline(to: &out, indent: indent + 1) }
                items[index].write(to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { JSONValue.newline(to: &out, indent: indent) }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty { out.append(contentsOf: "{}".utf8); return }
            out.append(UInt8(ascii: "{"))
            for index in members.indices {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                if pretty { JSONValue.newline(to: &out, indent: indent + 1) }
                JSONValue.writeString(members[index].0, to: &out)
                out.append(UInt8(ascii: ":"))
                if pretty { out.append(UInt8(ascii: " ")) }
                members[index].1.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { JSONValue.newline(to: &out, indent: indent) }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(to out: inout [UInt8], indent: Int) {
        out.append(UInt8(ascii: "\n"))
        for _ in 0..<(2 * indent) { out.append(UInt8(ascii: " ")) }
    }

    /// Shortest round-tripping decimal; integral values print without a fraction.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// Writes `string` as a JSON string literal. Runs of bytes that need no escape are copied
    /// whole: this runs for every name of every `--json` hit, in a process that lives a few
    /// milliseconds.
    static func writeString(_ string: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = string
        text.withUTF8 { bytes in
            var runStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                    index += 1
                    continue
                }
                let width = byte < 0x80 ? 1 : utf8Width(leading: byte)
                let end = min(index + width, bytes.count)
                let value = byte < 0x80 ? UInt32(byte) : scalarValue(bytes[index..<end])
                guard let escape = escape(value) else {
                    index = end
                    continue
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                out.append(contentsOf: escape.utf8)
                index = end
                runStart = end
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        }
        out.append(UInt8(ascii: "\""))
    }

    /// The escape JSON text uses for a scalar, or nil to write it as it is. Controls, DEL and the
    /// non-ASCII characters TerminalText escapes (C1, bidi, separators, invisible) are written as
    /// `\u` escapes too: the same JSON value, never raw on a terminal.
    private static func escape(_ value: UInt32) -> String? {
        switch value {
        case 0x22: return "\\\""
        case 0x5C: return "\\\\"
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x09: return "\\t"
        case let value where value < 0x20 || value == 0x7F || TerminalText.isEscapedAboveASCII(value):
            // Every escaped scalar is below U+10000, so four hex digits always hold it.
            let hex = String(value, radix: 16)
            return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        default:
            return nil
        }
    }

    /// The length of the UTF-8 sequence a leading byte starts (Swift strings are valid UTF-8).
    private static func utf8Width(leading byte: UInt8) -> Int {
        byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
    }

    /// The scalar value of one UTF-8 sequence.
    private static func scalarValue(_ sequence: Slice<UnsafeBufferPointer<UInt8>>) -> UInt32 {
        var value = UInt32(sequence.first ?? 0) & (sequence.count == 2 ? 0x1F : sequence.count == 3 ? 0x0F : 0x07)
        for byte in sequence.dropFirst() { value = value << 6 | UInt32(byte & 0x3F) }
        return value
    }
}
