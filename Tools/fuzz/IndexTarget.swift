import Foundation
import FoodIndex
import FoodlogSupport
import TestSupport

/// `--class index`: the six index files of a small real index, mutated where the loader trusts
/// them (header counts, lengths and offsets set to boundary integers, table entries, posting
/// block headers, block data fields and the features array of `postings.fli`, 0xFF sentinels,
/// vocabulary bytes, truncation and duplication), then resealed so every checksum
/// matches again (`IndexSeal.reseal`), so the mutant gets past the checksums to the structure
/// checks. One case in ten is left unsealed to keep the checksum path covered. Run through
/// search (words, prefix, typo, barcode, --json, --explain), index verify and add.
struct IndexTarget: FuzzTarget {
    let name = "index"
    let seedFiles: [(name: String, bytes: [UInt8])]

    /// The six files, in the order FORMAT.md lists them.
    static let fileNames = ["vocabulary.fli", "term-offsets.fli", "term-lengths.fli", "postings.fli", "product-ids.fli", "products.fli"]

    init(seedIndex: String) {
        let files = IndexLayout.fileDirectory(of: seedIndex)
        seedFiles = Self.fileNames.map { ($0, SharedFixtures.read(files + "/" + $0) ?? []) }
    }

    var commands: [FuzzCase.Step] {
        let index = "@HOME@/" + HomeLayout.indexDirectory
        return [
            .init(label: "search", arguments: ["search", "apple", "--index", index]),
            .init(label: "search two words", arguments: ["search", "cereal soup", "--index", index, "-n", "20"]),
            .init(label: "search prefix", arguments: ["search", "nut", "--index", index]),
            .init(label: "search typo", arguments: ["search", "chiken", "--index", index]),
            .init(label: "search --json", arguments: ["search", "test food", "--json", "--index", index]),
            .init(label: "search --explain", arguments: ["search", "banana", "--explain", "--index", index]),
            .init(label: "search barcode", arguments: ["search", "3017620422003", "--index", index]),
            .init(label: "search --kind branded", arguments: ["search", "rice", "--kind", "branded", "--index", index]),
            .init(label: "index verify", arguments: ["index", "verify", index]),
            .init(label: "index verify", arguments: ["index", "verify", index]),
            .init(label: "index verify", arguments: ["index", "verify", index]),
            .init(label: "add --grams", arguments: ["add", "nutella", "--grams", "30", "--date", SeedData.today, "--json"]),
        ]
    }

    var environment: [String: String] { ["FOODLOG_INDEX": "@HOME@/" + HomeLayout.indexDirectory] }

    private func files(_ index: [(name: String, bytes: [UInt8])]) -> [(path: String, bytes: [UInt8])] {
        [(HomeLayout.configFile, Array(SeedData.baseConfig.utf8))] + index.map { (HomeLayout.indexDirectory + "/" + $0.name, $0.bytes) }
    }

    func seedCases() -> [FuzzCase] {
        commands.map { FuzzCase(fuzzClass: name, files: files(seedFiles), answer: nil, environment: environment, steps: [$0], mutation: "none (seed)") }
    }

    func makeCase(_ random: inout SplitMix64) -> FuzzCase {
        var index = seedFiles
        let which = random.below(index.count)
        var bytes = index[which].bytes
        var what: [String] = []
        for _ in 0..<(1 + random.below(2)) {
            switch random.below(10) {
            case 0, 1, 2: what.append(headerField(&bytes, &random))
            case 3, 4, 5:
                if index[which].name == "postings.fli", random.chance(2, in: 3) {
                    what.append(postingStructure(&bytes, vocabulary: index[0].bytes, termOffsets: index[1].bytes, termLengths: index[2].bytes,
                                                 &random))
                } else {
                    what.append(tableEntry(&bytes, file: index[which].name, &random))
                }
            case 6: what.append(sentinelRun(&bytes, &random))
            default: what.append(payloadBytes(&bytes, &random))
            }
        }
        index[which].bytes = bytes
        var description = index[which].name + ": " + what.joined(separator: "; ")
        if random.chance(9, in: 10) {
            if let resealed = Reseal.apply(index) {
                index = resealed
                description += "; resealed"
            } else {
                description += "; not resealed (IndexSeal unavailable or refused)"
            }
        } else {
            description += "; checksums left stale"
        }
        return FuzzCase(fuzzClass: name, files: files(index), answer: nil, environment: environment,
                        steps: [random.pick(commands)], mutation: description)
    }

    /// Header fields: payloadLength, count, extra1, extra2 (and version, header size) set to a
    /// boundary integer, written at the field's width.
    private func headerField(_ bytes: inout [UInt8], _ random: inout SplitMix64) -> String {
        let fields: [(String, Int, Int)] = [("payloadLength", 24, 8), ("count", 36, 4), ("extra1", 40, 8), ("extra2", 48, 8),
                                            ("count", 36, 4), ("payloadLength", 24, 8), ("formatVersion", 8, 4), ("headerSize", 12, 4)]
        let (field, offset, width) = random.pick(fields)
        let value = boundary(&random, width: width, current: read(bytes, offset, width))
        write(&bytes, offset, width, value)
        return "header \(field) = \(value)"
    }

    /// The stored length of products.fli's name symbol table (CRC, count, one length per symbol,
    /// the symbols), read from the bytes as they are (a mutant's may say anything).
    private func symbolTableLength(_ bytes: [UInt8]) -> Int {
        guard bytes.count > 68 else { return 0 }
        let count = Int(bytes[68])
        let lengths = bytes.dropFirst(69).prefix(count).reduce(0) { $0 + Int($1) }
        return 4 + 1 + count + lengths
    }

    /// A field of one entry of the file's table (term offsets, frequencies, record offsets, the
    /// barcode table) set to a boundary integer.
    private func tableEntry(_ bytes: inout [UInt8], file: String, _ random: inout SplitMix64) -> String {
        let count = Int(read(bytes, 36, 4))
        let payload = max(bytes.count - 64, 0)
        var fields: [(String, Int, Int)] = []
        switch file {
        case "term-offsets.fli":
            // The term block directory (TermBlocks): per block u32 vocabulary start, u32 block
            // start, u64 postings start, then the files' ends.
            let entry = random.below(TermBlocks.blocks(count) + 1)
            let at = 64 + entry * TermBlocks.directoryEntrySize
            fields = [("block \(entry) vocabulary start", at, 4), ("block \(entry) start", at + 4, 4),
                      ("block \(entry) postings start", at + 8, 8)]
        case "term-lengths.fli":
            // Term blocks: a CRC, then per term u8 length, varint frequency, varint posting list
            // length, u32 posting list CRC. Block 0's first entry, or any byte.
            let at = 64 + random.below(max(payload, 1))
            fields = [("term 0 length", 68, 1), ("term 0 document frequency", 69, 1), ("term 0 posting list length", 70, 1),
                      ("term blocks byte at \(at)", at, 1), ("term blocks bytes at \(at)", at, 4)]
        case "product-ids.fli":
            // ProductStoreLayout: eight u32 fields and their CRC, then the record block offsets,
            // the text dictionary block offsets and the barcode table (block offsets, blocks).
            let names = ["recordsPerBlock", "textsPerBlock", "textCount", "symbolTableLength", "shapeTableLength", "recordsEnd", "barcodeCount", "barcodeLength"]
            let field = random.below(names.count)
            let perBlock = max(Int(read(bytes, 64, 4)), 1)
            let recordBlocks = (count + perBlock - 1) / perBlock
            let textBlocks = (Int(read(bytes, 72, 4) & 0xFFFF) + max(Int(read(bytes, 68, 4)), 1) - 1) / max(Int(read(bytes, 68, 4)), 1)
            let records = 64 + 36
            let texts = records + (recordBlocks + 1) * 4
            let table = texts + (textBlocks + 1) * 4
            let recordBlock = random.below(recordBlocks + 1)
            let textBlock = random.below(textBlocks + 1)
            let tableByte = table + random.below(max(bytes.count - table, 1))
            fields = [("layout \(names[field])", 64 + field * 4, 4), ("record block offset \(recordBlock)", records + recordBlock * 4, 4),
                      ("text block offset \(textBlock)", texts + textBlock * 4, 4), ("barcode table bytes at \(tableByte)", tableByte, 4),
                      ("barcode table byte at \(tableByte)", tableByte, 1)]
        case "products.fli":
            // The name symbol table first (CRC, count, lengths), the record shape table after it
            // (CRC, count, shapes), then record and dictionary blocks.
            let at = 64 + random.below(max(payload, 1))
            let symbol = 64 + 4 + random.below(256)
            let shapes = 64 + symbolTableLength(bytes) + 4 + random.below(64)
            fields = [("record bytes at \(at)", at, 2), ("record bytes at \(at)", at, 1), ("symbol table byte at \(symbol)", symbol, 1),
                      ("shape table byte at \(shapes)", shapes, 1)]
        default:
            let at = 64 + random.below(max(payload, 1))
            fields = [("payload at \(at)", at, 1), ("payload at \(at)", at, 4)]
        }
        let (field, offset, width) = random.pick(fields)
        guard offset + width <= bytes.count else { return headerField(&bytes, &random) }
        let value = boundary(&random, width: width, current: read(bytes, offset, width))
        write(&bytes, offset, width, value)
        return "\(field) = \(value)"
    }

    /// A field of the postings (FORMAT.md, "Posting lists") set to a boundary integer:
    /// a block header's field of a list of several blocks, the gap width or palette size of a
    /// list's first block, or a product's entry in the features array after the lists.
    private func postingStructure(_ bytes: inout [UInt8], vocabulary: [UInt8], termOffsets: [UInt8], termLengths: [UInt8],
                                  _ random: inout SplitMix64) -> String {
        let products = Int(read(bytes, 36, 4))
        let entries = TermBlocks.entries(directory: Array(termOffsets.dropFirst(64)), blocks: Array(termLengths.dropFirst(64)),
                                         vocabulary: Array(vocabulary.dropFirst(64)), termCount: Int(read(termLengths, 36, 4)))
        let terms = entries.count
        let featuresStart = bytes.count - products * 3
        guard terms > 0, featuresStart >= 64 else { return headerField(&bytes, &random) }
        var fields: [(String, Int, Int)] = []
        if random.chance(1, in: 3) {
            let product = random.below(max(products, 1))
            let at = featuresStart + product * 3
            fields = [("product \(product) lengths", at, 1), ("product \(product) flags", at + 1, 1),
                      ("product \(product) popularity", at + 2, 1)]
        } else {
            let blocked = (0..<terms).filter { entries[$0].documentFrequency > 128 }
            let term = blocked.isEmpty || random.chance(1, in: 4) ? random.below(terms) : random.pick(blocked)
            let start = 64 + Int(min(entries[term].postingsStart, UInt64(bytes.count)))
            let postings = Int(entries[term].documentFrequency)
            if postings > 128 {
                let block = random.below((postings + 127) / 128)
                let at = start + block * 16
                fields = [("term \(term) block \(block) lastDoc", at, 4), ("term \(term) block \(block) dataEnd", at + 4, 4),
                          ("term \(term) block \(block) checksum", at + 8, 4), ("term \(term) block \(block) count", at + 12, 1),
                          ("term \(term) block \(block) bound flags", at + 13, 1),
                          ("term \(term) block \(block) bound lengths", at + 14, 1), ("term \(term) block \(block) reserved", at + 15, 1)]
            } else {
                fields = [("term \(term) gap bits", start, 1), ("term \(term) palette size", start + 1, 1),
                          ("term \(term) palette entry", start + 2, 1)]
            }
        }
        let (field, offset, width) = random.pick(fields)
        guard offset >= 64, offset + width <= bytes.count else { return headerField(&bytes, &random) }
        let value = boundary(&random, width: width, current: read(bytes, offset, width))
        write(&bytes, offset, width, value)
        return "\(field) = \(value)"
    }

    /// A run of 0xFF (the "unknown" and sentinel pattern) over part of the payload.
    private func sentinelRun(_ bytes: inout [UInt8], _ random: inout SplitMix64) -> String {
        guard bytes.count > 64 else { return headerField(&bytes, &random) }
        let start = 64 + random.below(bytes.count - 64)
        let length = min(1 + random.below(24), bytes.count - start)
        for at in start..<(start + length) { bytes[at] = 0xFF }
        return "\(length) bytes of 0xFF at \(start)"
    }

    /// Format-blind mutations of the payload (the header kept), so the seal can still find it.
    private func payloadBytes(_ bytes: inout [UInt8], _ random: inout SplitMix64) -> String {
        guard bytes.count > 64 else { return ByteMutator.mutate(&bytes, &random) }
        var payload = Array(bytes[64...])
        let what: String
        if random.chance(1, in: 3) {
            // Vocabulary-style damage: swap two equal-length slices, or empty a stretch.
            let a = random.below(max(payload.count, 1)), b = random.below(max(payload.count, 1))
            let length = min(1 + random.below(6), payload.count - max(a, b))
            if length > 0 {
                for offset in 0..<length { payload.swapAt(a + offset, b + offset) }
            }
            what = "payload slices at \(a) and \(b) swapped (\(max(length, 0)) bytes)"
        } else {
            what = "payload " + ByteMutator.mutate(&payload, &random)
        }
        bytes = Array(bytes[..<64]) + payload
        return what
    }

    private func boundary(_ random: inout SplitMix64, width: Int, current: UInt64) -> UInt64 {
        let mask: UInt64 = width >= 8 ? .max : (UInt64(1) << UInt64(width * 8)) - 1
        switch random.below(6) {
        case 0: return (current &+ 1) & mask
        case 1: return (current &- 1) & mask
        case 2: return (current &* 2) & mask
        default: return random.pick(HostileValues.boundaryIntegers) & mask
        }
    }

    private func read(_ bytes: [UInt8], _ offset: Int, _ width: Int) -> UInt64 {
        guard offset >= 0, offset + width <= bytes.count else { return 0 }
        var value: UInt64 = 0
        for index in 0..<width { value |= UInt64(bytes[offset + index]) << UInt64(8 * index) }
        return value
    }

    private func write(_ bytes: inout [UInt8], _ offset: Int, _ width: Int, _ value: UInt64) {
        guard offset >= 0, offset + width <= bytes.count else { return }
        for index in 0..<width { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> UInt64(8 * index)) }
    }
}
