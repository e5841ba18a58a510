

/// Read access to parsed JSON, used by the provider clients and answer validators.
extension JSONValue {
    /// The member `key` of an object (the last one if repeated), or nil.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.0 == key }?.1
    }

    /// The element at `index` of an array, or nil.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let items) = self, items.indices.contains(index) else { return nil }
        return items[index]
    }

    public var stringValue: String? { if case .string(let value) = self { return value }; return nil }
    public var boolValue: Bool? { if case .bool(let value) = self { return value }; return nil }
    public var arrayValue: [JSONValue]? { if case .array(let value) = self { return value }; return nil }
    public var objectValue: [(String, JSONValue)]? { if case .object(let value) = self { return value }; return nil }
    public var isNull: Bool { if case .null = self { return true }; return false }

    /// A number, whether written as an integer or with a fraction.
    public var doubleValue: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .number(let value): return value
        default: return nil
        }
    }

    /// An integer, also from a number with no fractional part.
    public var intValue: Int? {
        switch self {
        case .integer(let value): return value
        case .number(let value) where value == value.rounded() && abs(value) < 1e15: return Int(value)
        default: return nil
        }
    }
}
