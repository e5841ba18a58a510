/// Splits one record into fields: tab-separated without quoting (Open Food Facts exports), or
/// comma-separated with RFC 4180 quoting (USDA FoodData Central).
enum FieldSplitter {
    /// The fields of a CSV record, unquoted (`""` inside quotes is one quote).
    static func csv(_ record: UnsafeBufferPointer<UInt8>) -> [String] {
        var fields: [String] = []
        var current: [UInt8] = []
        var inQuotes = false
        var index = 0
        while index < record.count {
            let byte = record[index]
            if inQuotes {
                if byte == 0x22 {
                    if index + 1 < record.count, record[index + 1] == 0x22 {
                        current.append(0x22)
                        index += 1
                    } else {
                        inQuotes = false
                    }
                } else {
                    current.append(byte)
                }
            } else if byte == 0x22 && current.isEmpty {
                inQuotes = true
            } else if byte == 0x2C {
                fields.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            } else {
                current.append(byte)
            }
            index += 1
        }
        fields.append(String(decoding: current, as: UTF8.self))
        return fields
    }
}

/// Finds a few columns of tab-separated records: where each column up to the last wanted one
/// ends, found by comparing sixteen bytes at a time with a tab, and nothing past the last wanted
/// column. Tabs are plain separators (Open Food Facts exports have no quoting).
///
/// A row of the export has about 200 columns, nearly all of which lie before the last wanted
/// one, so the cost is per tab: each one found is a store and an increment, with no test of
/// whether its column is wanted; `field(_:in:)` looks that up for the few that are.
///
/// Owns its buffers, so one picker serves one thread.
final class TabColumns {
    /// The column of each slot.
    private let columnOfSlot: [Int]
    /// The first slot of each column up to the last wanted one, or -1.
    private let slotOfColumn: [Int]
    /// Per column of the last record, up to `found`: the byte where it ends (a tab or the end).
    private let ends: UnsafeMutableBufferPointer<Int>
    /// Columns of the last record whose end is in `ends` (fewer than all when the record ends early).
    private var found = 0
    /// Number of wanted columns (distinct).
    let slotCount: Int

    /// `columns`: the wanted column numbers; slot `i` is `columns[i]` (repeats share the first slot).
    init(columns: [Int]) {
        let last = columns.max() ?? -1
        var slotOfColumn = [Int](repeating: -1, count: last + 1)
        for (slot, column) in columns.enumerated() where slotOfColumn[column] < 0 {
            slotOfColumn[column] = slot
        }
        self.slotOfColumn = slotOfColumn
        columnOfSlot = columns
        slotCount = columns.count
        ends = .allocate(capacity: max(last + 1, 1))
        ends.initialize(repeating: 0)
    }

    deinit {
        ends.deallocate()
    }

    /// The slot of a wanted column (the first slot given it).
    func slot(ofColumn column: Int) -> Int { slotOfColumn[column] }

    /// Records where the columns of `record` up to the last wanted one end; read the wanted ones
    /// with `field(_:in:)`.
    func split(_ record: UnsafeBufferPointer<UInt8>) {
        found = 0
        let lastColumn = slotOfColumn.count - 1
        guard lastColumn >= 0, let base = record.baseAddress, let ends = ends.baseAddress else { return }
        let count = record.count
        var column = 0
        var index = 0
        let raw = UnsafeRawPointer(base)
        // Sixteen bytes a step: one vector compare marks the tabs (0x80 in their bytes), and a
        // step without a tab (most of a text field) costs nothing more.
        let tab = SIMD16<UInt8>(repeating: 0x09)
        let none = SIMD16<UInt8>(repeating: 0)
        while index + 16 <= count {
            let bytes = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
            let marks = unsafeBitCast(none.replacing(with: 0x80, where: bytes .== tab), to: SIMD2<UInt64>.self)
            if marks[0] | marks[1] != 0 {
                // Wrapping arithmetic: `index` and `column` stay far below overflow, and the checks
                // would cost a third of the per-tab work.
                var tabs = UInt64(littleEndian: marks[0])
                while tabs != 0 {
                    ends[column] = index &+ tabs.trailingZeroBitCount &>> 3
                    column &+= 1
                    if column > lastColumn { found = column; return }
                    tabs &= tabs &- 1
                }
                tabs = UInt64(littleEndian: marks[1])
                while tabs != 0 {
                    ends[column] = index &+ 8 &+ tabs.trailingZeroBitCount &>> 3
                    column &+= 1
                    if column > lastColumn { found = column; return }
                    tabs &= tabs &- 1
                }
            }
            index &+= 16
        }
        while index < count {
            if base[index] == 0x09 {
                ends[column] = index
                column += 1
                if column > lastColumn { found = column; return }
            }
            index += 1
        }
        ends[column] = count
        found = column + 1
    }

    /// The bytes of the field in `slot` of the last split record; nil when the record has no such
    /// column or the field is empty.
    func field(_ slot: Int, in record: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        let column = columnOfSlot[slot]
        guard column < found else { return nil }
        let start = column == 0 ? 0 : ends[column - 1] + 1
        let end = ends[column]
        guard end > start else { return nil }
        return UnsafeBufferPointer(rebasing: record[start..<end])
    }
}
