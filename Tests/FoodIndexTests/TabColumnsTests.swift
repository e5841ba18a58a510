import Testing
import TestSupport
@testable import IndexBuilder

/// Finding the wanted columns of a tab-separated record, sixteen bytes at a time.
@Suite struct TabColumnsTests {
    /// The fields `picker` finds in `line` for each wanted column (nil: missing or empty).
    func pick(_ line: String, columns: [Int]) -> [String?] {
        let picker = TabColumns(columns: columns)
        let bytes = Array(line.utf8)
        return bytes.withUnsafeBufferPointer { record in
            picker.split(record)
            return columns.map { column in
                picker.field(picker.slot(ofColumn: column), in: record).map { String(decoding: $0, as: UTF8.self) }
            }
        }
    }

    /// What splitting every tab gives, for comparison.
    func reference(_ line: String, columns: [Int]) -> [String?] {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        return columns.map { $0 < fields.count && !fields[$0].isEmpty ? fields[$0] : nil }
    }

    @Test func findsWantedColumnsAnywhereInTheRow() {
        let line = "123\tGreek yogurt\t\tFage\t97\t10.3\tlast"
        #expect(pick(line, columns: [0, 1, 3]) == ["123", "Greek yogurt", "Fage"])
        #expect(pick(line, columns: [6]) == ["last"])
        #expect(pick(line, columns: [2, 5]) == [nil, "10.3"])
        #expect(pick(line, columns: [4, 0]) == ["97", "123"])
    }

    @Test func aFieldAtTheRowEndAndMissingColumns() {
        #expect(pick("a\tb", columns: [1, 2, 9]) == ["b", nil, nil])
        #expect(pick("a\tb\t", columns: [1, 2]) == ["b", nil])
        #expect(pick("", columns: [0, 1]) == [nil, nil])
        #expect(pick("only", columns: [0]) == ["only"])
        #expect(pick("\t\t\t", columns: [0, 3, 4]) == [nil, nil, nil])
    }

    @Test func aRepeatedColumnSharesItsSlot() {
        let picker = TabColumns(columns: [2, 0, 2])
        #expect(picker.slot(ofColumn: 2) == 0)
        #expect(picker.slot(ofColumn: 0) == 1)
        #expect(pick("x\ty\tz", columns: [2, 0, 2]) == ["z", "x", "z"])
    }

    @Test func tabsAtEveryPositionOfTheEightByteWords() {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<3_000 {
            // Short fields, many empty, some non-ASCII, rows of 0 to ~80 bytes: tabs land on
            // every byte of a word, at word ends and in the byte-by-byte tail.
            let count = generator.below(12)
            let fields = (0..<count).map { _ in
                String((0..<generator.below(7)).map { _ in ["a", "b", "é", "0", " ", "\u{0}", "\u{89}"][generator.below(7)] }.joined())
            }
            let line = fields.joined(separator: "\t")
            let columns = (0..<generator.below(5) + 1).map { _ in generator.below(14) }
            #expect(pick(line, columns: columns) == reference(line, columns: columns), "\(line.debugDescription) \(columns)")
        }
    }

    @Test func wideRowsLikeTheExport() {
        // Up to 260 columns, some long text fields among runs of empty ones (the export's tail of
        // nutrient columns), with bytes near a tab's value (0x08, 0x0A, 0x19, 0x89) and invalid
        // UTF-8: tabs on both halves of the sixteen-byte steps, at their boundaries and in the tail.
        var generator = SplitMix64(seed: 11)
        let alphabet: [UInt8] = [0x61, 0x20, 0x08, 0x0A, 0x19, 0x89, 0xC3, 0xA9, 0x00, 0xFF]
        for _ in 0..<500 {
            let fields: [[UInt8]] = (0..<generator.below(260)).map { _ in
                let length = generator.below(4) == 0 ? generator.below(120) : generator.below(3)
                return (0..<length).map { _ in alphabet[generator.below(alphabet.count)] }
            }
            let line = Array(fields.joined(separator: [0x09]))
            let columns = (0..<generator.below(8) + 1).map { _ in generator.below(270) }
            let picker = TabColumns(columns: columns)
            let found = line.withUnsafeBufferPointer { record in
                picker.split(record)
                return columns.map { picker.field(picker.slot(ofColumn: $0), in: record).map { Array($0) } }
            }
            let expected = columns.map { $0 < fields.count && !fields[$0].isEmpty ? fields[$0] : nil }
            #expect(found == expected, "\(line.count) bytes, columns \(columns)")
        }
    }

    @Test func aRowAfterALongerOneForgetsItsFields() {
        let picker = TabColumns(columns: [0, 3])
        for (line, expected) in [("a\tb\tc\td", ["a", "d"]), ("e", ["e", nil]), ("\t\t\th", [nil, "h"])] as [(String, [String?])] {
            let bytes = Array(line.utf8)
            bytes.withUnsafeBufferPointer { record in
                picker.split(record)
                let found = [0, 3].map { picker.field(picker.slot(ofColumn: $0), in: record).map { String(decoding: $0, as: UTF8.self) } }
                #expect(found == expected, "\(line)")
            }
        }
    }
}
