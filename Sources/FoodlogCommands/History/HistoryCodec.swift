/// The history cache file's text: a header naming what it was built from, then one line per food.
///
///     foodlog-history 1
///     tokenizer 9f2c…            fingerprint of the tokenizer the terms were made with
///     index 1a2b…                the index the product numbers belong to
///     journal 77e0…              fingerprint of the journal files (`HistoryFiles.journalStamp`)
///     reference 1795000000       the moment the weights are relative to
///     <log2 weight> TAB <count> TAB <last eaten> TAB <docID> TAB <code> TAB <terms> TAB <name>
///
/// Pure. Anything unexpected (another version, a damaged line, a truncated file) decodes as nil,
/// and the caller rebuilds: the cache only ever saves work.
enum HistoryCodec {
    static let magic = "foodlog-history 1"

    /// What the header says the file was built from.
    struct Header: Equatable {
        var tokenizer: UInt64
        var journal: UInt64
    }

    static func encode(_ history: FoodHistory, header: Header) -> [UInt8] {
        var text = magic + "\n"
        text += "tokenizer \(hex(header.tokenizer))\nindex \(hex(history.indexID))\njournal \(hex(header.journal))\n"
        text += "reference \(history.reference)\n"
        for item in history.items {
            let terms = item.terms.filter { !$0.isEmpty && !$0.contains(where: { $0.isWhitespace }) }.joined(separator: " ")
            text += "\(item.log2Weight)\t\(item.count)\t\(item.lastEaten)\t\(item.docID)\t\(escape(item.code))\t\(terms)\t\(escape(item.name))\n"
        }
        return Array(text.utf8)
    }

    /// The history and its header, or nil when the bytes are not a whole cache file of this version.
    /// Read on every search, so it works on the bytes: splitting a `String` into lines and fields
    /// segments every character and cost about 1 ms for 200 foods; this costs a few dozen µs.
    static func decode(_ bytes: [UInt8]) -> (history: FoodHistory, header: Header)? {
        bytes.withUnsafeBufferPointer { all -> (history: FoodHistory, header: Header)? in
            // A whole file ends with a newline.
            guard all.last == 0x0A else { return nil }
            var lines: [UnsafeBufferPointer<UInt8>] = []
            var start = 0
            for index in 0..<all.count where all[index] == 0x0A {
                lines.append(UnsafeBufferPointer(rebasing: all[start..<index]))
                start = index + 1
            }
            guard lines.count >= 5, lines[0].elementsEqual(magic.utf8) else { return nil }
            func field(_ line: UnsafeBufferPointer<UInt8>, _ name: String) -> Substring? {
                let text = String(decoding: line, as: UTF8.self)
                guard text.hasPrefix(name + " ") else { return nil }
                return text.dropFirst(name.count + 1)
            }
            guard let tokenizer = field(lines[1], "tokenizer").flatMap({ UInt64($0, radix: 16) }),
                  let indexID = field(lines[2], "index").flatMap({ UInt64($0, radix: 16) }),
                  let journal = field(lines[3], "journal").flatMap({ UInt64($0, radix: 16) }),
                  let reference = field(lines[4], "reference").flatMap({ Int($0) }),
                  lines.count - 5 <= FoodHistory.capacity
            else { return nil }
            var items: [FoodHistory.Item] = []
            items.reserveCapacity(lines.count - 5)
            for line in lines[5...] {
                guard let item = self.item(line) else { return nil }
                items.append(item)
            }
            return (FoodHistory(reference: reference, indexID: indexID, items: items), Header(tokenizer: tokenizer, journal: journal))
        }
    }

    /// One food line: seven tab-separated fields.
    private static func item(_ line: UnsafeBufferPointer<UInt8>) -> FoodHistory.Item? {
        var fields: [UnsafeBufferPointer<UInt8>] = []
        fields.reserveCapacity(7)
        var start = 0
        for index in 0..<line.count where line[index] == 0x09 {
            fields.append(UnsafeBufferPointer(rebasing: line[start..<index]))
            start = index + 1
        }
        fields.append(UnsafeBufferPointer(rebasing: line[start...]))
        guard fields.count == 7, let weight = Double(String(decoding: fields[0], as: UTF8.self)), weight.isFinite,
              let count = integer(fields[1]), count > 0, let last = integer(fields[2]), let docID = integer(fields[3]), docID >= -1,
              let code = unescape(fields[4]), !code.isEmpty, let name = unescape(fields[6])
        else { return nil }
        var terms: [String] = []
        start = 0
        let words = fields[5]
        for index in 0...words.count where index == words.count || words[index] == 0x20 {
            if index > start { terms.append(String(decoding: UnsafeBufferPointer(rebasing: words[start..<index]), as: UTF8.self)) }
            start = index + 1
        }
        return FoodHistory.Item(code: code, name: name, terms: terms, count: count, lastEaten: last, log2Weight: weight, docID: docID)
    }

    /// A decimal integer with an optional minus sign, at most 18 digits.
    private static func integer(_ digits: UnsafeBufferPointer<UInt8>) -> Int? {
        var rest = digits[...]
        let negative = rest.first == UInt8(ascii: "-")
        if negative { rest = rest.dropFirst() }
        guard !rest.isEmpty, rest.count <= 18 else { return nil }
        var value = 0
        for byte in rest {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return negative ? -value : value
    }

    static func hex(_ value: UInt64) -> String { String(value, radix: 16) }

    /// Tabs, newlines and backslashes in a name or code as `\t`, `\n`, `\r`, `\\`.
    static func escape(_ text: String) -> String {
        guard text.contains(where: { $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" || $0 == "\\" }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func unescape(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.contains(UInt8(ascii: "\\")) else { return String(decoding: bytes, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var escaped = false
        for byte in bytes {
            if escaped {
                switch byte {
                case UInt8(ascii: "\\"): out.append(byte)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                default: return nil
                }
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else {
                out.append(byte)
            }
        }
        return escaped ? nil : String(decoding: out, as: UTF8.self)
    }
}
