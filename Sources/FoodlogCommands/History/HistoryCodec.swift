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
    static func decode(_ bytes: [UInt8]) -> (history: FoodHistory, header: Header)? {
        let text = String(decoding: bytes, as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // A whole file ends with a newline: the last "line" is empty.
        guard lines.count >= 6, lines.removeLast().isEmpty, lines[0] == magic else { return nil }
        func field(_ line: Substring, _ name: String) -> Substring? {
            guard line.hasPrefix(name + " ") else { return nil }
            return line.dropFirst(name.count + 1)
        }
        guard let tokenizer = field(lines[1], "tokenizer").flatMap({ UInt64($0, radix: 16) }),
              let indexID = field(lines[2], "index").flatMap({ UInt64($0, radix: 16) }),
              let journal = field(lines[3], "journal").flatMap({ UInt64($0, radix: 16) }),
              let reference = field(lines[4], "reference").flatMap({ Int($0) })
        else { return nil }
        var items: [FoodHistory.Item] = []
        items.reserveCapacity(lines.count - 5)
        for line in lines[5...] {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 7, let weight = Double(fields[0]), weight.isFinite, let count = Int(fields[1]), count > 0,
                  let last = Int(fields[2]), let docID = Int(fields[3]), docID >= -1,
                  let code = unescape(fields[4]), !code.isEmpty, let name = unescape(fields[6])
            else { return nil }
            items.append(FoodHistory.Item(code: code, name: name, terms: fields[5].split(separator: " ").map(String.init),
                                          count: count, lastEaten: last, log2Weight: weight, docID: docID))
        }
        guard items.count <= FoodHistory.capacity else { return nil }
        return (FoodHistory(reference: reference, indexID: indexID, items: items), Header(tokenizer: tokenizer, journal: journal))
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

    static func unescape(_ text: Substring) -> String? {
        guard text.contains("\\") else { return String(text) }
        var out = ""
        var escaped = false
        for scalar in text.unicodeScalars {
            if escaped {
                switch scalar {
                case "\\": out += "\\"
                case "t": out += "\t"
                case "n": out += "\n"
                case "r": out += "\r"
                default: return nil
                }
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return escaped ? nil : out
    }
}
