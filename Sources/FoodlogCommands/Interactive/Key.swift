/// A key press in the search-as-you-type screen, decoded from terminal bytes.
enum Key: Equatable {
    case text(String)
    case backspace, clearLine, up, down, enter, cancel, other

    /// Decodes the bytes of one read. `escapeAlone` says whether a lone ESC byte had nothing after
    /// it (then it is Esc, the cancel key, not the start of an arrow sequence).
    static func decode(_ bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        var index = 0
        var text: [UInt8] = []
        func flushText() {
            if !text.isEmpty { keys.append(.text(String(decoding: text, as: UTF8.self))); text = [] }
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                flushText()
                if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") || bytes[index + 1] == UInt8(ascii: "O") {
                    switch bytes[index + 2] {
                    case UInt8(ascii: "A"): keys.append(.up)
                    case UInt8(ascii: "B"): keys.append(.down)
                    default: keys.append(.other)
                    }
                    index += 3
                    // Skip the rest of a longer sequence (e.g. ESC [ 1 ; 5 C).
                    while index < bytes.count, bytes[index - 1] < 0x40 || bytes[index - 1] > 0x7E { index += 1 }
                    continue
                }
                keys.append(.cancel)
            case 0x03, 0x04: flushText(); keys.append(.cancel)            // Ctrl-C, Ctrl-D
            case 0x0D, 0x0A: flushText(); keys.append(.enter)
            case 0x7F, 0x08: flushText(); keys.append(.backspace)
            case 0x15: flushText(); keys.append(.clearLine)               // Ctrl-U
            case 0x10: flushText(); keys.append(.up)                      // Ctrl-P
            case 0x0E: flushText(); keys.append(.down)                    // Ctrl-N
            case 0x00..<0x20: flushText(); keys.append(.other)
            default: text.append(byte)
            }
            index += 1
        }
        flushText()
        return keys
    }
}
