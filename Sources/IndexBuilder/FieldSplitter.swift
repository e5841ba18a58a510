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

/// Finds a few columns of tab-separated records: where each wanted column starts and ends, found
/// by scanning for tabs eight bytes at a time, and nothing past the last wanted column. Tabs are
/// plain separators (Open Food Facts exports have no quoting).
///
/// Owns its buffers, so one picker serves one thread.
final class TabColumns {
    /// For each column up to the last wanted one, its slot, or -1.
    private let slotOfColumn: UnsafeMutableBufferPointer<Int32>
    /// Per slot: start and end byte of the field in the last record, or -1 when the record ended
    /// before that column.
    private let bounds: UnsafeMutableBufferPointer<Int>
    /// Number of wanted columns (distinct).
    let slotCount: Int

    /// `columns`: the wanted column numbers; slot `i` is `columns[i]` (repeats share the first slot).
    init(columns: [Int]) {
        let last = columns.max() ?? -1
        slotOfColumn = .allocate(capacity: last + 1)
        slotOfColumn.initialize(repeating: -1)
        for (slot, column) in columns.enumerated() where slotOfColumn[column] < 0 {
            slotOfColumn[column] = Int32(slot)
        }
        slotCount = columns.count
        bounds = .allocate(capacity: 2 * max(columns.count, 1))
        bounds.initialize(repeating: -1)
    }

    deinit {
        slotOfColumn.deallocate()
        bounds.deallocate()
    }

    /// The slot of a wanted column (the first slot given it).
    func slot(ofColumn column: Int) -> Int { Int(slotOfColumn[column]) }

    /// Records where the wanted columns of `record` lie; read them with `field(_:in:)`.
    func split(_ record: UnsafeBufferPointer<UInt8>) {
        for index in bounds.indices { bounds[index] = -1 }
        let lastColumn = slotOfColumn.count - 1
        guard lastColumn >= 0, let base = record.baseAddress else { return }
        let count = record.count
        var column = 0
        var fieldStart = 0
        // One field ends at `tab`; false once the last wanted column is read.
        func endField(at tab: Int) -> Bool {
            let slot = Int(slotOfColumn[column])
            if slot >= 0 {
                bounds[2 * slot] = fieldStart
                bounds[2 * slot + 1] = tab
            }
            column += 1
            fieldStart = tab + 1
            return column <= lastColumn
        }
        var index = 0
        let raw = UnsafeRawPointer(base)
        while index + 8 <= count {
            // A byte is a tab where word ^ 0x09… is zero; this marks exactly those bytes' top bits.
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) ^ 0x0909_0909_0909_0909
            var tabs = ~(((word & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | word | 0x7F7F_7F7F_7F7F_7F7F)
            while tabs != 0 {
                if !endField(at: index + tabs.trailingZeroBitCount >> 3) { return }
                tabs &= tabs &- 1
            }
            index += 8
        }
        while index < count {
            if base[index] == 0x09, !endField(at: index) { return }
            index += 1
        }
        _ = endField(at: count)
    }

    /// The bytes of the field in `slot` of the last split record; nil when the record has no such
    /// column or the field is empty.
    func field(_ slot: Int, in record: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        let start = bounds[2 * slot]
        let end = bounds[2 * slot + 1]
        guard start >= 0, end > start else { return nil }
        return UnsafeBufferPointer(rebasing: record[start..<end])
    }
}
