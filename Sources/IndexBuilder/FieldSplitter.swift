/// Splits one record into fields: tab-separated without quoting (Open Food Facts exports), or
/// comma-separated with RFC 4180 quoting (USDA FoodData Central).
enum FieldSplitter {
    /// Byte ranges of each tab-separated field.
    static func tabs(_ record: UnsafeBufferPointer<UInt8>, into fields: inout [Range<Int>]) {
        fields.removeAll(keepingCapacity: true)
        var fieldStart = 0
        for index in 0..<record.count where record[index] == 0x09 {
            fields.append(fieldStart..<index)
            fieldStart = index + 1
        }
        fields.append(fieldStart..<record.count)
    }

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
