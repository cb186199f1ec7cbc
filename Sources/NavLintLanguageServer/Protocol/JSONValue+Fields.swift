import NavLintModel

/// Reading the fields of a message's JSON, where a missing field and a field of the wrong type both read as nil.
extension JSONValue {
    /// The member `key` of an object.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = storage else { return nil }
        return members.first { $0.key == key }?.value
    }

    var string: String? {
        if case .string(let text) = storage { return text }
        return nil
    }

    /// A number without fraction, within `Int`'s range.
    var integer: Int? {
        guard case .number(let number, let isInteger) = storage, isInteger, abs(number) < 9.0e15 else { return nil }
        return Int(number)
    }

    var bool: Bool? {
        if case .bool(let value) = storage { return value }
        return nil
    }

    var array: [JSONValue]? {
        if case .array(let elements) = storage { return elements }
        return nil
    }
}
